import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import type { PersonalSettingsRequest, SwitchCabinetRequest } from './account.ts';
import { API_PREFIX, CSRF_HEADER, LANGUAGE_HEADER } from './api.constants.ts';
import { ApiError } from './api-error.ts';
import type { LoginRequest, RegisterRequest } from './auth.ts';
import type { CourseType, CreateCourseRequest } from './courses.ts';
import { errorBodySchema } from './envelope.ts';
import { createExpertQuizCalls } from './expert-quiz-calls.ts';
import type { CabinetFilesQuery, DeleteFilesRequest } from './files.ts';
import { createLessonCalls } from './lesson-calls.ts';
import { createQuizCalls } from './quiz-calls.ts';
import { pathOf, ROUTES, type RouteName, route } from './routes.ts';
import type { TranslationGroup } from './translations.ts';

/** What the client needs from its host: where the server is and the request-scoped headers. */
export interface ApiClientOptions {
  /** Origin of the server, e.g. `http://127.0.0.1:3000`; empty for the page's own origin. */
  baseUrl?: string;
  /** The current interface language, sent as `X-Language`. */
  getLanguage?: () => string | undefined;
  /** The CSRF token of the session, sent on writes. */
  getCsrfToken?: () => string | undefined;
  fetch?: typeof fetch;
  /** Extra ky options (retry, timeout, hooks). */
  ky?: Options;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What one call needs beyond the client's defaults. */
export interface CallOptions {
  /** No automatic retry: the caller re-sends by itself (the quiz outbox). */
  noRetry?: boolean;
  /** A failure of the network stays as thrown (a TypeError or ky's TimeoutError), so the caller can tell it from a refusal. */
  keepNetworkErrors?: boolean;
}

/** One call of the contract: the answer is checked against `schema`; a refusal becomes an `ApiError`. */
export type ApiRequest = <TSchema extends v.GenericSchema>(
  schema: TSchema,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  init?: Options,
  options?: CallOptions,
) => Promise<v.InferOutput<TSchema>>;

/** The table's calls whose answer is JSON with a core schema: the ones the client can call through. */
export type SchemaRouteName = {
  [K in RouteName]: (typeof ROUTES)[K]['answer'] extends v.GenericSchema ? K : never;
}[RouteName];

/** The answer schema of a table entry. */
type AnswerOf<K extends SchemaRouteName> = (typeof ROUTES)[K]['answer'] & v.GenericSchema;

/** Turns a failure of a call into an `ApiError` that carries the server's message and field errors. */
async function toApiError(error: unknown, options: CallOptions = {}): Promise<never> {
  if (error instanceof HTTPError) {
    const body = await error.response
      .clone()
      .json()
      .catch(() => undefined);
    const parsed = v.safeParse(errorBodySchema, body);
    const message = parsed.success ? parsed.output.message : error.response.statusText || error.message;
    throw new ApiError(error.response.status, message, parsed.success ? (parsed.output.errors ?? {}) : {});
  }
  if (error instanceof ApiError || options.keepNetworkErrors) throw error;
  throw new ApiError(0, error instanceof Error ? error.message : String(error));
}

/** The typed client of every call the shell makes; answers are checked against the core schemas. */
export function createApiClient(options: ApiClientOptions = {}) {
  const http: KyInstance = ky.create({
    prefixUrl: `${options.baseUrl ?? ''}${API_PREFIX}`,
    credentials: 'include',
    retry: { limit: 2, methods: ['get'] },
    timeout: 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...options.ky,
    hooks: {
      beforeRequest: [
        (request) => {
          const language = options.getLanguage?.();
          if (language) request.headers.set(LANGUAGE_HEADER, language);
          const token = options.getCsrfToken?.();
          if (token && UNSAFE_METHODS.has(request.method)) request.headers.set(CSRF_HEADER, token);
        },
      ],
    },
  });

  const call: ApiRequest = async (schema, method, path, init = {}, callOptions = {}) => {
    let body: unknown;
    try {
      body = await http(path.replace(/^\//, ''), {
        method,
        ...init,
        ...(callOptions.noRetry ? { retry: 0 } : {}),
      }).json();
    } catch (error) {
      return toApiError(error, callOptions);
    }
    return v.parse(schema, body);
  };

  /** A call named by its route table entry: method, path and answer schema all come from the table. */
  const through = <K extends SchemaRouteName>(
    name: K,
    params: Readonly<Record<string, string | number>> = {},
    init: Options = {},
    callOptions: CallOptions = {},
  ): Promise<v.InferOutput<AnswerOf<K>>> => {
    const { method, path } = route(name);
    const answer = ROUTES[name].answer as AnswerOf<K>;
    return call(
      answer,
      method.toLowerCase() as Parameters<ApiRequest>[1],
      pathOf(path, params),
      init,
      callOptions,
    );
  };

  return {
    /** Any call of the contract, for a part of the app the named calls do not cover yet. */
    request: call,
    /** The quiz calls over a call base (`/lessons/{id}` or `/info-units/{id}`, spec 2 §7). */
    quiz: (base: string) => createQuizCalls(call, base),
    /** The expert's quiz review calls. */
    expertQuiz: createExpertQuizCalls(call),
    /** The course and lesson lookups by slug; a course or lesson the user does not reach answers null. */
    lessons: createLessonCalls(call),
    register: (body: RegisterRequest) => through('POST /auth/register', {}, { json: body }),
    login: (body: LoginRequest) => through('POST /auth/login', {}, { json: body }),
    logout: () => through('POST /auth/logout'),
    user: () => through('GET /user'),
    cabinets: () => through('GET /cabinets'),
    switchCabinet: (body: SwitchCabinetRequest) => through('PUT /cabinets/current', {}, { json: body }),
    permissions: () => through('GET /cabinet/users/permissions'),
    profileMenu: () => through('GET /profile/menu'),
    userProducts: (query: { page?: number; per_page?: number; search?: string } = {}) =>
      through(
        'GET /user/products',
        {},
        {
          searchParams: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
        },
      ),
    isProd: () => through('GET /is_prod'),
    alerts: () => through('GET /alerts'),
    pendingPayments: () => through('GET /orders/payments/pending'),
    savePersonalSettings: (body: PersonalSettingsRequest) =>
      through('POST /user-personal-settings', {}, { json: body }),
    courseCards: (query: { type?: CourseType; per_page?: number; page?: number } = {}) =>
      through(
        'GET /courses-cards',
        {},
        {
          searchParams: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
        },
      ),
    createCourse: (body: CreateCourseRequest) => through('POST /courses', {}, { json: body }),
    /** `GET /files/{uuid}`: the file record the upload panel and the editor poll (spec 2 §7). */
    fileStatus: (uuid: string) => through('GET /files/:uuid', { uuid }),
    /** `GET /cabinet/files`: the current school's uploaded files for the expert's storage page. */
    cabinetFiles: (query: Partial<CabinetFilesQuery> = {}) =>
      through(
        'GET /cabinet/files',
        {},
        {
          searchParams: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
        },
      ),
    /** `DELETE /delete-files/`: deletes the named files (spec 1 §7), with the user's id and hash. */
    deleteFiles: (body: DeleteFilesRequest) => through('DELETE /delete-files', {}, { json: body }),
    translationGroups: (groups: readonly TranslationGroup[], lang: string) => {
      const searchParams = new URLSearchParams();
      for (const group of groups) searchParams.append('groups[]', group);
      searchParams.set('lang', lang);
      return through(
        'GET /translation-groups',
        {},
        {
          searchParams,
          headers: { [LANGUAGE_HEADER]: lang },
        },
      );
    },
  };
}

/** The client every part of the app receives. */
export type ApiClient = ReturnType<typeof createApiClient>;
