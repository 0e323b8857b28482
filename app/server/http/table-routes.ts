import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import { ROUTES, type RouteName, route } from '../../../core/api/routes.ts';
import { accessGuards, type Granted, type GuardInput } from '../access/guards.ts';
import { requireUser } from '../auth/authenticate.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { jsonBody, queryParams } from './validation.ts';

// The server registers its handlers from the route table (core/api/routes.ts): `serve(name, handler)`
// takes the method and path from the entry, validates the body and query with the entry's core
// schemas, runs the guard of the entry's access rule, and hands the handler what the guard granted.
// A call the table does not name cannot be served this way, and the route-table spec checks that
// every /api/v1 route was.

type Entry<K extends RouteName> = (typeof ROUTES)[K];

/** The validated body of a call, from its table entry. */
export type BodyOf<K extends RouteName> =
  Entry<K> extends { request: { body: infer S extends v.GenericSchema } } ? v.InferOutput<S> : undefined;

/** The validated query of a call, from its table entry. */
export type QueryOf<K extends RouteName> =
  Entry<K> extends {
    request: { query: infer S extends v.GenericSchema };
  }
    ? v.InferOutput<S>
    : undefined;

/** A part the handler reads itself (`readsItself`) comes as `undefined`. */
type Unless<T, O extends ServeOptions, P extends RequestPart> = O extends {
  readsItself: readonly (infer R)[];
}
  ? P extends R
    ? undefined
    : T
  : T;

/** What a handler reads of the request besides its guard's grant. */
export interface CallInput<K extends RouteName, O extends ServeOptions = ServeOptions> {
  params: Readonly<Record<string, string>>;
  body: Unless<BodyOf<K>, O, 'body'>;
  query: Unless<QueryOf<K>, O, 'query'>;
}

/**
 * What a handler that runs its access rule itself (`guardsItself`) is given: the signed-in user, and
 * the entry's own rule to run on the database handle it chooses (its transaction).
 */
export interface SelfGuard<R extends keyof Granted> {
  user: Granted['signed-in']['user'];
  /** The entry's access rule for this request, run on `db`: what it grants, or its 403/404. */
  reach(db: Db): Promise<Granted[R]>;
}

/** One call's handler: the request, what it carries, and what its access rule granted. */
export type RouteHandler<K extends RouteName, O extends ServeOptions = ServeOptions> = (
  c: Context<AppEnv>,
  input: CallInput<K, O>,
  granted: O extends { guardsItself: true } ? SelfGuard<Entry<K>['access']> : Granted[Entry<K>['access']],
) => Response | Promise<Response>;

/** What a served handler carries, so the route-table spec can tell it was registered from the table. */
export interface ServedFromTable {
  servesRoute: RouteName;
}

/** A part of the request that the entry's schemas describe and serve validates. */
export type RequestPart = 'body' | 'query';

/** Options of one call: middleware that runs first (same-origin checks, say). */
export interface ServeOptions {
  before?: MiddlewareHandler<AppEnv>[];
  /**
   * Parts the handler reads and checks itself, where the entry's schema cannot be applied to the
   * request as clients send it (`groups[]` or comma-separated lists; a list in the query or in the
   * body): serve does not validate them, and the handler's input carries `undefined` for them.
   */
  readsItself?: readonly RequestPart[];
  /**
   * The handler runs the entry's access rule itself (`granted.reach(db)`), on a database handle of its
   * choosing: a hot path sends the rule's query in its transaction's first round trip with the
   * statements it pipelines there (a quiz answer: one round trip fewer). The order a caller meets must
   * stay the table's: the handler calls `reach` before it reads its body, so it must read the body
   * itself too (`readsItself: ['body']`, then `parseJsonBody`).
   */
  guardsItself?: true;
}

/** A Hono router whose routes come from the table, and the `serve` that adds them. */
export function tableRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireUser(deps);
  const guards = accessGuards(deps);

  function serve<K extends RouteName, const O extends ServeOptions = ServeOptions>(
    name: K,
    handler: RouteHandler<K, O>,
    options?: O,
  ) {
    const { method, path } = route(name);
    const described = ROUTES[name] as {
      access: Entry<K>['access'];
      request?: { body?: v.GenericSchema; query?: v.GenericSchema };
    };
    const own = new Set<RequestPart>(options?.readsItself ?? []);
    const entry = {
      access: described.access,
      request: {
        body: own.has('body') ? undefined : described.request?.body,
        query: own.has('query') ? undefined : described.request?.query,
      },
    };
    const rule = entry.access as Entry<K>['access'];
    const guard =
      rule === 'public'
        ? undefined
        : (guards[rule as Exclude<typeof rule, 'public'>] as (
            user: AppEnv['Variables']['auth']['user'],
            input: GuardInput,
          ) => Promise<unknown>);
    // The order a caller meets: signed in (401), allowed and found (403, 404), then well formed (415, 422).
    // So a caller who may not make the call learns nothing of what it takes.
    const guardInput = (c: Context<AppEnv>): GuardInput => ({
      params: c.req.param() as Record<string, string>,
      query: c.req.query(),
      readBody: () => c.req.json().catch(() => undefined),
    });
    if (options?.guardsItself && (!guard || !own.has('body')))
      throw new Error(
        `${name}: a handler that guards itself must have an access rule and read its body itself.`,
      );
    const guarded: MiddlewareHandler<AppEnv> = async (c, next) => {
      if (options?.guardsItself) {
        const user = c.var.auth.user;
        const input = guardInput(c);
        const self = {
          user,
          reach: (db: Db) =>
            (accessGuards({ db })[rule as Exclude<typeof rule, 'public'>] as typeof guard)?.(user, input),
        };
        c.set('granted', self as never);
      } else c.set('granted', guard ? await guard(c.var.auth.user, guardInput(c)) : {});
      await next();
    };
    const middleware: MiddlewareHandler<AppEnv>[] = [...(options?.before ?? [])];
    if (entry.access !== 'public') middleware.push(signedIn);
    middleware.push(guarded);
    if (entry.request?.body)
      middleware.push(jsonBody(entry.request.body) as unknown as MiddlewareHandler<AppEnv>);
    if (entry.request?.query)
      middleware.push(queryParams(entry.request.query) as unknown as MiddlewareHandler<AppEnv>);
    const valid = (c: Context<AppEnv>, target: 'json' | 'query') =>
      (c.req.valid as (target: 'json' | 'query') => unknown)(target);

    const served = Object.assign(
      async (c: Context<AppEnv>) => {
        const input = {
          params: c.req.param() as Record<string, string>,
          body: entry.request?.body ? valid(c, 'json') : undefined,
          query: entry.request?.query ? valid(c, 'query') : undefined,
        };
        return handler(c, input as CallInput<K, O>, c.var.granted as never);
      },
      { servesRoute: name } satisfies ServedFromTable,
    );
    routes.on(method, [path], ...middleware, served);
  }

  return { routes, serve };
}
