import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import {
  alertsResponseSchema,
  cabinetPermissionsSchema,
  cabinetsResponseSchema,
  isProdSchema,
  type PersonalSettingsRequest,
  pendingPaymentsResponseSchema,
  personalSettingsResponseSchema,
  profileMenuSchema,
  type SwitchCabinetRequest,
  userProductsResponseSchema,
  userSchema,
} from './account.ts';
import { API_PREFIX, CSRF_HEADER, LANGUAGE_HEADER } from './api.constants.ts';
import { ApiError } from './api-error.ts';
import type { LoginRequest, RegisterRequest } from './auth.ts';
import { type CourseType, type CreateCourseRequest, courseCardSchema } from './courses.ts';
import { dataEnvelope, errorBodySchema } from './envelope.ts';
import { createExpertQuizCalls } from './expert-quiz-calls.ts';
import {
  type CabinetFilesQuery,
  cabinetFilesResponseSchema,
  type DeleteFilesRequest,
  fileStatusResponseSchema,
} from './files.ts';
import { createLessonCalls } from './lesson-calls.ts';
import { createQuizCalls } from './quiz-calls.ts';
import { type TranslationGroup, translationGroupsResponseSchema } from './translations.ts';

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
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  init?: Options,
  options?: CallOptions,
) => Promise<v.InferOutput<TSchema>>;

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

  const user = dataEnvelope(userSchema);

  return {
    /** Any call of the contract, for a part of the app the named calls do not cover yet. */
    request: call,
    /** The quiz calls over a call base (`/lessons/{id}` or `/info-units/{id}`, spec 2 §7). */
    quiz: (base: string) => createQuizCalls(call, base),
    /** The expert's quiz review calls. */
    expertQuiz: createExpertQuizCalls(call),
    /** The course and lesson lookups by slug; a course or lesson the user does not reach answers null. */
    lessons: createLessonCalls(call),
    register: (body: RegisterRequest) => call(user, 'post', 'auth/register', { json: body }),
    login: (body: LoginRequest) => call(user, 'post', 'auth/login', { json: body }),
    logout: () => call(dataEnvelope(v.object({ signed_out: v.boolean() })), 'post', 'auth/logout'),
    user: () => call(user, 'get', 'user'),
    cabinets: () => call(dataEnvelope(cabinetsResponseSchema), 'get', 'cabinets'),
    switchCabinet: (body: SwitchCabinetRequest) =>
      call(dataEnvelope(profileMenuSchema), 'put', 'cabinets/current', { json: body }),
    permissions: () => call(dataEnvelope(cabinetPermissionsSchema), 'get', 'cabinet/users/permissions'),
    profileMenu: () => call(dataEnvelope(profileMenuSchema), 'get', 'profile/menu'),
    userProducts: (query: { page?: number; per_page?: number; search?: string } = {}) =>
      call(userProductsResponseSchema, 'get', 'user/products', {
        searchParams: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
      }),
    isProd: () => call(dataEnvelope(isProdSchema), 'get', 'is_prod'),
    alerts: () => call(dataEnvelope(alertsResponseSchema), 'get', 'alerts'),
    pendingPayments: () =>
      call(dataEnvelope(pendingPaymentsResponseSchema), 'get', 'orders/payments/pending'),
    savePersonalSettings: (body: PersonalSettingsRequest) =>
      call(dataEnvelope(personalSettingsResponseSchema), 'post', 'user-personal-settings', { json: body }),
    courseCards: (query: { type?: CourseType; per_page?: number; page?: number } = {}) =>
      call(dataEnvelope(v.array(courseCardSchema)), 'get', 'courses-cards', {
        searchParams: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
      }),
    createCourse: (body: CreateCourseRequest) =>
      call(dataEnvelope(courseCardSchema), 'post', 'courses', { json: body }),
    /** `GET /files/{uuid}`: the file record the upload panel and the editor poll (spec 2 §7). */
    fileStatus: (uuid: string) => call(fileStatusResponseSchema, 'get', `files/${encodeURIComponent(uuid)}`),
    /** `GET /cabinet/files`: the current school's uploaded files for the expert's storage page. */
    cabinetFiles: (query: Partial<CabinetFilesQuery> = {}) =>
      call(cabinetFilesResponseSchema, 'get', 'cabinet/files', {
        searchParams: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
      }),
    /** `DELETE /delete-files/`: deletes the named files (spec 1 §7), with the user's id and hash. */
    deleteFiles: (body: DeleteFilesRequest) =>
      call(dataEnvelope(v.object({ deleted: v.array(v.string()) })), 'delete', 'delete-files', {
        json: body,
      }),
    translationGroups: (groups: readonly TranslationGroup[], lang: string) => {
      const searchParams = new URLSearchParams();
      for (const group of groups) searchParams.append('groups[]', group);
      searchParams.set('lang', lang);
      return call(translationGroupsResponseSchema, 'get', 'translation-groups', {
        searchParams,
        headers: { [LANGUAGE_HEADER]: lang },
      });
    },
  };
}

/** The client every part of the app receives. */
export type ApiClient = ReturnType<typeof createApiClient>;
