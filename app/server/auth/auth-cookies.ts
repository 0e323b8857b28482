import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../../core/api/api.constants.ts';
import { SESSION_TTL_MS } from './session.constants.ts';

/**
 * Sets the httpOnly session cookie and the readable CSRF cookie (double submit). Both are
 * SameSite=Lax, and Secure when the request came over https.
 */
export function setAuthCookies(
  c: Context,
  values: { token: string; csrfToken: string; secure: boolean },
): void {
  const common = {
    path: '/',
    sameSite: 'Lax',
    secure: values.secure,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  } as const;
  setCookie(c, SESSION_COOKIE, values.token, { ...common, httpOnly: true });
  setCookie(c, CSRF_COOKIE, values.csrfToken, { ...common, httpOnly: false });
}

/** Removes both cookies from the browser. */
export function clearAuthCookies(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure, sameSite: 'Lax', httpOnly: true });
  deleteCookie(c, CSRF_COOKIE, { path: '/', secure, sameSite: 'Lax' });
}
