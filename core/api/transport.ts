import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import { API_PREFIX, CSRF_HEADER, LANGUAGE_HEADER } from './api.constants.ts';
import { ApiError } from './api-error.ts';
import { errorBodySchema } from './envelope.ts';
import { type HttpMethod, type OtherAnswer, pathOf, type RouteEntry } from './route-entry.ts';
import type { ROUTES, RouteName } from './routes.ts';

// The client's transport (docs/performance.md): ky with the session's headers, and calls named by their
// route table entry, read with the entry's schema. It takes the table it calls through, so a part of
// the client built from one area's table (core/api/route-table/) loads nothing of the others'.

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
export function definedParams(query: object): Record<string, string | number | boolean> {
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

/** Route table entries by name: the whole table or one area's. */
export type RouteTable = Readonly<Partial<Record<RouteName, RouteEntry>>>;

/** The client's transport: `throughOf(table)` gives the calls named by their entries in `table`. */
export function createTransport(options: ApiClientOptions = {}) {
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
    const space = name.indexOf(' ');
    const method = name.slice(0, space) as HttpMethod;
    const path = name.slice(space + 1);
    return call(
      answer ?? v.unknown(),
      method.toLowerCase() as Parameters<ApiRequest>[1],
      pathOf(path, params),
      init,
      callOptions,
    );
  };

  /** A call's entry in the table given; a name the table does not hold rejects before anything is sent. */
  const entryOf = (table: RouteTable, name: RouteName): RouteEntry => {
    const entry = table[name];
    if (!entry) throw new Error(`${name} is not among the calls this part of the client was built from.`);
    return entry;
  };

  /** Calls named by their entries in `table` (the whole table, or one area's). */
  const throughOf = (table: RouteTable): Through =>
    Object.assign(
      async (name: JsonRouteName, ...[params, init, callOptions]: ThroughArgs<JsonRouteName>) =>
        send(name, entryOf(table, name).answer, params, init, callOptions),
      {
        reading: async (
          name: JsonRouteName,
          answer: v.GenericSchema,
          ...[params, init, callOptions]: ThroughArgs<JsonRouteName>
        ) => {
          const tableAnswer: RouteEntry['answer'] = entryOf(table, name).answer;
          const options =
            typeof tableAnswer === 'object' && tableAnswer?.type === 'union'
              ? (tableAnswer as v.UnionSchema<v.UnionOptions, undefined>).options
              : [tableAnswer];
          if (!options.includes(answer)) throw new Error(`${name}: the table answers another schema.`);
          return send(name, answer, params, init, callOptions);
        },
      },
    ) as Through;

  return { throughOf };
}
