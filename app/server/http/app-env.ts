import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { users } from '../db/schema.ts';

/** A user row as read from the database. */
export type UserRow = typeof users.$inferSelect;

/** How the request proved who it is: the session cookie (needs CSRF on writes) or a bearer token. */
export interface Authentication {
  user: UserRow;
  sessionId: string;
  via: 'cookie' | 'bearer';
}

/** What every route file receives. */
export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
}

/** Hono's environment: per-request values set by the middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    auth: Authentication;
    /** What the call's access rule granted (app/server/http/table-routes.ts). */
    granted: unknown;
  };
}
