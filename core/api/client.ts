import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import type { PersonalSettingsRequest, SwitchCabinetRequest } from './account.ts';
import { createAccountCalls } from './account-calls.ts';
import { API_PREFIX, CSRF_HEADER, LANGUAGE_HEADER } from './api.constants.ts';
import { ApiError } from './api-error.ts';
import type { LoginRequest, RegisterRequest } from './auth.ts';
import { createAuthoringCalls } from './authoring-calls.ts';
import { createCommentCalls } from './comment-calls.ts';
import type { CourseType, CreateCourseRequest } from './courses.ts';
import { errorBodySchema } from './envelope.ts';
import { createExpertQuizCalls } from './expert-quiz-calls.ts';
import type {
  CabinetFilesQuery,
  DeleteFilesRequest,
  FileFlagsRequest,
  StorageUploadFields,
  StorageUploadQuery,
} from './files.ts';
import { createLessonCalls } from './lesson-calls.ts';
import { createLessonEditorCalls } from './lesson-editor-calls.ts';
import { createLessonPageCalls } from './lesson-page-calls.ts';
import { createPlayerCalls } from './player-calls.ts';
import { createQuizCalls } from './quiz-calls.ts';
import { type OtherAnswer, pathOf, ROUTES, type RouteEntry, type RouteName, route } from './routes.ts';
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

/**
 * One HTTP call by method and path: the answer is checked against `schema`; a refusal becomes an
 * `ApiError`. Only `through` uses it, so every call the client makes is a route table entry.
 */
type ApiRequest = <TSchema extends v.GenericSchema>(
  schema: TSchema,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  init?: Options,
  options?: CallOptions,
) => Promise<v.InferOutput<TSchema>>;

/** The answer a table entry gives, as the table's type has it. */
type TableAnswer<K extends RouteName> = (typeof ROUTES)[K]['answer'];

/**
 * The table's calls that may answer JSON: with a core schema, or with none yet (`answer: null`, a known
 * gap). An entry the table's type knows only as a `RouteEntry` (one built in a helper) is here too; a
 * call whose entry answers bytes or tus is refused when made.
 */
export type JsonRouteName = {
  [K in RouteName]: [TableAnswer<K>] extends [OtherAnswer] ? never : K;
}[RouteName];

/** What a call answers, read from its table entry: the schema's output, or `unknown` while the entry has none. */
export type AnswerOf<K extends JsonRouteName> =
  TableAnswer<K> extends infer A ? (A extends v.GenericSchema ? v.InferOutput<A> : unknown) : never;

/**
 * The schemas a call's answer may be read with: the table's answer, or one option of a union answer.
 * Any schema for an entry typed only as `RouteEntry`: there the check on every call holds it to the table.
 */
export type AnswerOptionOf<K extends JsonRouteName> = K extends unknown
  ? v.GenericSchema extends TableAnswer<K>
    ? v.GenericSchema
    : TableAnswer<K> extends infer A
      ? A extends v.UnionSchema<infer Options, infer _Message>
        ? Options[number]
        : A
      : never
  : never;

/** What a call takes as its JSON body, read from its table entry (`never` for a call without one). */
export type BodyOf<K extends RouteName> = (typeof ROUTES)[K] extends { request: { body: infer B } }
  ? B extends v.GenericSchema
    ? v.InferInput<B>
    : never
  : never;

/** The names of a table path's parameters: `/files/:uuid/mp4` gives `uuid`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a call, by the names its table path gives them (one set per entry of a union). */
export type ParamsOf<K extends RouteName> = K extends `${string} ${infer P}`
  ? { [N in ParamNames<P>]: string | number }
  : never;

/** After a call's name: its path parameters (left out when it has none), ky options and call options. */
type ThroughArgs<K extends RouteName> = [keyof ParamsOf<K>] extends [never]
  ? [params?: ParamsOf<K>, init?: Options, options?: CallOptions]
  : [params: ParamsOf<K>, init?: Options, options?: CallOptions];

/** A call named by its route table entry: method, path and answer schema all come from the table. */
export interface Through {
  <K extends JsonRouteName>(name: K, ...args: ThroughArgs<K>): Promise<AnswerOf<K>>;
  /**
   * The same call, its answer read with `answer`: the entry's answer schema, or the one option of a union
   * answer this call asks for (the expert's attempt view with `is_expert=1`). Checked against the table on
   * every call, so a call still reads exactly the table's schema, with its type, where the table's type
   * knows the entry only as a `RouteEntry`.
   */
  reading<K extends JsonRouteName, S extends AnswerOptionOf<K> & v.GenericSchema>(
    name: K,
    answer: S,
    ...args: ThroughArgs<K>
  ): Promise<v.InferOutput<S>>;
}

/** Query parameters without the ones left out. */
function definedParams(query: object): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/** Turns a failure of a call into an `ApiError` that carries the server's message and field errors. */
async function toApiError(error: unknown, options: CallOptions = {}): Promise<never> {
  if (error instanceof HTTPError) {
    const body = await error.response
      .clone()
      .json()
      .catch(() => undefined);
    const parsed = v.safeParse(errorBodySchema, body);
    const message = parsed.success ? parsed.output.message : error.response.statusText || error.message;
    throw new ApiError(
      error.response.status,
      message,
      parsed.success ? (parsed.output.errors ?? {}) : {},
      body,
    );
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

  /**
   * Sends a table call and reads its answer with `answer` (the entry's schema or one of its options; null
   * reads nothing). A call that cannot be made (no JSON answer, a parameter missing) rejects.
   */
  const send = async (
    name: RouteName,
    answer: RouteEntry['answer'],
    params: Readonly<Record<string, string | number>> = {},
    init: Options = {},
    callOptions: CallOptions = {},
  ): Promise<unknown> => {
    if (typeof answer === 'string')
      throw new Error(`${name} answers ${answer}, not JSON: no client call makes it.`);
    const { method, path } = route(name);
    return call(
      answer ?? v.unknown(),
      method.toLowerCase() as Parameters<ApiRequest>[1],
      pathOf(path, params),
      init,
      callOptions,
    );
  };

  const through = Object.assign(
    (name: JsonRouteName, ...[params, init, callOptions]: ThroughArgs<JsonRouteName>) =>
      send(name, ROUTES[name].answer, params, init, callOptions),
    {
      reading: async (
        name: JsonRouteName,
        answer: v.GenericSchema,
        ...[params, init, callOptions]: ThroughArgs<JsonRouteName>
      ) => {
        const table: RouteEntry['answer'] = ROUTES[name].answer;
        const options =
          typeof table === 'object' && table?.type === 'union'
            ? (table as v.UnionSchema<v.UnionOptions, undefined>).options
            : [table];
        if (!options.includes(answer)) throw new Error(`${name}: the table answers another schema.`);
        return send(name, answer, params, init, callOptions);
      },
    },
  ) as Through;

  return {
    /** The quiz calls over a call base (`/lessons/{id}` or `/info-units/{id}`, spec 2 §7). */
    quiz: (base: string) => createQuizCalls(through, base),
    /** The expert's quiz review calls. */
    expertQuiz: createExpertQuizCalls(through),
    /** The course and lesson lookups by slug; a course or lesson the user does not reach answers null. */
    lessons: createLessonCalls(through),
    /** The student lesson page, the expert's preview, offers, participants and orders (docs/lesson-page.md). */
    lessonPage: createLessonPageCalls(through),
    /** The quiz constructor's calls (`/constructor/...`). */
    authoring: createAuthoringCalls(through),
    /** The course program and the lesson constructor's calls, with closed groups (docs/lessons.md). */
    lessonEditor: createLessonEditorCalls(through),
    /** The video and audio players' calls: playback events and error logs. */
    player: createPlayerCalls(through),
    /** Comment threads, moderation and the review inbox (docs/comments.md). */
    comments: createCommentCalls(through),
    /** The account's own calls: profile, email and password changes with codes, restore, history, rewards. */
    account: createAccountCalls(through),
    register: (body: RegisterRequest) => through('POST /auth/register', {}, { json: body }),
    login: (body: LoginRequest) => through('POST /auth/login', {}, { json: body }),
    logout: () => through('POST /auth/logout'),
    user: () => through('GET /user'),
    cabinets: () => through('GET /cabinets'),
    switchCabinet: (body: SwitchCabinetRequest) => through('PUT /cabinets/current', {}, { json: body }),
    permissions: () => through('GET /cabinet/users/permissions'),
    profileMenu: () => through('GET /profile/menu'),
    userProducts: (query: { page?: number; per_page?: number; search?: string } = {}) =>
      through('GET /user/products', {}, { searchParams: definedParams(query) }),
    isProd: () => through('GET /is_prod'),
    alerts: () => through('GET /alerts'),
    /** `POST /alerts/dismiss`: closes one of the user's alerts for good; answers those still shown. */
    dismissAlert: (id: number) => through('POST /alerts/dismiss', {}, { json: { id } }),
    pendingPayments: () => through('GET /orders/payments/pending'),
    savePersonalSettings: (body: PersonalSettingsRequest) =>
      through('POST /user-personal-settings', {}, { json: body }),
    courseCards: (query: { type?: CourseType; per_page?: number; page?: number } = {}) =>
      through('GET /courses-cards', {}, { searchParams: definedParams(query) }),
    createCourse: (body: CreateCourseRequest) => through('POST /courses', {}, { json: body }),
    /** `GET /files/{uuid}`: the file record the upload panel and the editor poll (spec 2 §7). */
    fileStatus: (uuid: string) => through('GET /files/:uuid', { uuid }),
    /** `PATCH /files/{uuid}`: a document's download and preview switches (spec 1 §4, §6); answers the record. */
    saveFileFlags: (uuid: string, body: FileFlagsRequest) =>
      through('PATCH /files/:uuid', { uuid }, { json: body }),
    /** `GET /files/{uuid}/mp4`: the MP4 of a converted video (when streaming is off); 404 until there is one. */
    fileMp4: (uuid: string) => through('GET /files/:uuid/mp4', { uuid }),
    /**
     * `POST /storage`: uploads one file in a multipart form (spec 2 §7). The web app sends this form by
     * XMLHttpRequest for its progress events (app/web/uploads/xhr-storage-transport.ts); this is the same call without them.
     */
    storageUpload: (
      file: Blob,
      fields: StorageUploadFields,
      query: Partial<StorageUploadQuery> = {},
      fileName?: string,
    ) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
      form.append('file', file, fileName);
      return through('POST /storage', {}, { searchParams: definedParams(query), body: form });
    },
    /** `GET /cabinet/files`: the current school's uploaded files for the expert's storage page. */
    cabinetFiles: (query: Partial<CabinetFilesQuery> = {}) =>
      through('GET /cabinet/files', {}, { searchParams: definedParams(query) }),
    /** `DELETE /delete-files`: deletes the named files (spec 1 §7), with the user's id and hash. */
    deleteFiles: (body: DeleteFilesRequest) => through('DELETE /delete-files', {}, { json: body }),
    translationGroups: (groups: readonly TranslationGroup[], lang: string) => {
      const searchParams = new URLSearchParams();
      for (const group of groups) searchParams.append('groups[]', group);
      searchParams.set('lang', lang);
      return through('GET /translation-groups', {}, { searchParams, headers: { [LANGUAGE_HEADER]: lang } });
    },
  };
}

/** The client every part of the app receives. */
export type ApiClient = ReturnType<typeof createApiClient>;
