import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * For the few GET calls that change something (spec 3 makes start-attempt a GET): a browser marks a
 * request another site started with `Sec-Fetch-Site: cross-site`, and the session cookie would ride
 * along on a top-level navigation, so such a request is refused before it can spend an attempt.
 */
export function refuseCrossSite(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const site = c.req.header('Sec-Fetch-Site');
    if (site === 'cross-site' || site === 'same-site') {
      throw new HttpError(403, 'This request came from another site. Open the quiz in Lectern to start it.');
    }
    await next();
  };
}
