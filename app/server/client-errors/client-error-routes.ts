import { resolveAuthentication } from '../auth/authenticate.ts';
import type { AppDeps } from '../http/app-env.ts';
import { clientIp } from '../http/client-address.ts';
import { tableRoutes } from '../http/table-routes.ts';
import { ReportBudget } from './report-budget.ts';

/** Reports one caller (by IP) may write to the log per minute; the rest are answered and dropped. */
export const ERROR_REPORTS_PER_MINUTE = 20;

/**
 * Browser errors of a production page built without a Sentry DSN (spec 2 §8): each report becomes one
 * warning line in the server's log, under the request's id and with the signed-in user's id when there
 * is one. The budget guards the log against a page caught in an error loop or a caller flooding it; it
 * is each server's own (a log line is not a limited attempt: several servers each writing their share
 * is harmless), and it never refuses, so a reporting page cannot itself fail.
 */
export function clientErrorRoutes(deps: AppDeps) {
  const { routes, serve } = tableRoutes(deps);
  const budget = new ReportBudget(ERROR_REPORTS_PER_MINUTE, 60_000);

  serve('POST /client-errors', async (c, { body }) => {
    const ip = clientIp(c, deps.config.trustProxy);
    if (!budget.take(ip, Date.now())) return c.json({ data: { logged: false } }, 202);
    const auth = await resolveAuthentication(c, deps);
    c.var.logger.warn(
      {
        clientError: {
          kind: body.kind,
          message: body.message,
          stack: body.stack,
          page: body.page,
          userAgent: c.req.header('User-Agent')?.slice(0, 300),
        },
        userId: auth?.user.id,
      },
      'browser error',
    );
    return c.json({ data: { logged: true } }, 202);
  });

  return routes;
}
