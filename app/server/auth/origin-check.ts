import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { requestIsHttps } from '../http/client-address.ts';
import { HttpError } from '../http/http-error.ts';

/** The origins sign-in and sign-up accept: the server's own, PUBLIC_URL and the configured list. */
export function allowedOriginsFor(
  url: string,
  host: string | undefined,
  https: boolean,
  configured: string[],
): Set<string> {
  const own = new URL(url).origin;
  const origins = new Set([own, ...configured]);
  if (host) origins.add(`${https ? 'https' : 'http'}://${host}`);
  return origins;
}

/**
 * Refuses (403) a request whose Origin header names a site other than ours, so another site cannot
 * sign a visitor in or up behind their back. Requests without Origin (API clients) pass.
 */
export function requireSameOrigin(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin) {
      const https = requestIsHttps(c.req.url, c.req.header('X-Forwarded-Proto'), deps.config.trustProxy);
      const allowed = allowedOriginsFor(c.req.url, c.req.header('Host'), https, deps.config.allowedOrigins);
      if (!allowed.has(origin)) {
        throw new HttpError(403, 'This request came from another site and was refused.');
      }
    }
    await next();
  };
}
