import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CSRF_HEADER, SESSION_COOKIE } from '../../../core/api/api.constants.ts';
import type { AppDeps, AppEnv, Authentication } from '../http/app-env.ts';
import { requestIsHttps } from '../http/client-address.ts';
import { CSRF_REFUSED_MESSAGE, HttpError, NOT_SIGNED_IN_MESSAGE } from '../http/http-error.ts';
import { setAuthCookies } from './auth-cookies.ts';
import { csrfTokenFor, csrfTokenMatches } from './csrf-token.ts';
import { findSession } from './session-store.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BEARER = /^Bearer\s+(\S+)$/i;

/** Whether cookies for this request must carry Secure. */
export function secureCookies(c: Context, deps: Pick<AppDeps, 'config'>): boolean {
  return (
    requestIsHttps(c.req.url, c.req.header('X-Forwarded-Proto'), deps.config.trustProxy) ||
    (deps.config.publicUrl?.startsWith('https:') ?? false)
  );
}

/**
 * Finds who is calling: a bearer token first, else the session cookie. Null when neither names a
 * live session.
 */
export async function resolveAuthentication(
  c: Context<AppEnv>,
  deps: AppDeps,
): Promise<Authentication | null> {
  const bearer = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
  const token = bearer ?? getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const found = await findSession(deps.db, token);
  if (!found) return null;
  const via = bearer ? 'bearer' : 'cookie';
  if (found.refreshed && via === 'cookie') {
    setAuthCookies(c, {
      token,
      csrfToken: csrfTokenFor(deps.config.secret, found.sessionId),
      secure: secureCookies(c, deps),
    });
  }
  return { user: found.user, sessionId: found.sessionId, via };
}

/**
 * Lets only signed-in callers through (401 otherwise) and, for writes authenticated by the cookie,
 * demands the X-CSRF-Token header that matches the session (403 otherwise). Bearer calls need none.
 */
export function requireUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = await resolveAuthentication(c, deps);
    if (!auth) throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
    if (
      auth.via === 'cookie' &&
      UNSAFE_METHODS.has(c.req.method) &&
      !csrfTokenMatches(deps.config.secret, auth.sessionId, c.req.header(CSRF_HEADER))
    ) {
      throw new HttpError(403, CSRF_REFUSED_MESSAGE);
    }
    c.set('auth', auth);
    await next();
  };
}
