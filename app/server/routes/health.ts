import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/app-env.ts';

/** `GET /healthz`: 200 when the server can reach its database, 503 when it cannot. */
export function healthRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ data: { status: 'ok', database: 'ok' } });
    } catch (error) {
      c.var.logger.error({ err: error }, 'health check: database unreachable');
      return c.json({ message: 'The database is unreachable.' }, 503);
    }
  });
  return routes;
}
