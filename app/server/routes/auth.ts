import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CSRF_HEADER, LANGUAGE_HEADER, SESSION_COOKIE } from '../../../core/api/api.constants.ts';
import { resolveLanguage } from '../../../core/api/translations.ts';
import { loadUserProfile } from '../account/user-profile.ts';
import { clearAuthCookies, setAuthCookies } from '../auth/auth-cookies.ts';
import { resolveAuthentication, secureCookies } from '../auth/authenticate.ts';
import { SIGN_IN_CODE_ANSWER, sendSignInCode, useSignInCode } from '../auth/code-sign-in.ts';
import { csrfTokenFor, csrfTokenMatches } from '../auth/csrf-token.ts';
import { clearLoginFailures, reserveLoginTry } from '../auth/login-rate-limit.ts';
import { requireSameOrigin } from '../auth/origin-check.ts';
import { verifyPassword } from '../auth/password.ts';
import { createSession, deleteSession, sessionIdOf } from '../auth/session-store.ts';
import { createAccount, findAccountByEmail, recordSignIn } from '../auth/user-accounts.ts';
import type { AppDeps, AppEnv, UserRow } from '../http/app-env.ts';
import { clientIp } from '../http/client-address.ts';
import { CSRF_REFUSED_MESSAGE, HttpError } from '../http/http-error.ts';
import { tableRoutes } from '../http/table-routes.ts';
import { createMailer } from '../mail/mailer.ts';

/**
 * Sign-up, sign-in (by password or by a code from the mail) and sign-out: `/auth/register`,
 * `/auth/login`, `/auth/login/codes/send`, `/auth/login/code`, `/auth/logout`.
 */
export function authRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const { routes, serve } = tableRoutes(deps);
  const mailer = createMailer(deps);
  const sameOrigin = { before: [requireSameOrigin(deps)] };

  /** Starts a new session (a fresh token: rotation), ends the one the browser held, sets cookies. */
  async function signIn(c: Context<AppEnv>, user: UserRow) {
    const client = { ip: clientIp(c, config.trustProxy), userAgent: c.req.header('User-Agent') };
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await deleteSession(db, sessionIdOf(previous));
    const session = await createSession(db, user.id, client);
    await recordSignIn(db, user.id, client, session.sessionId);
    setAuthCookies(c, {
      token: session.token,
      csrfToken: csrfTokenFor(config.secret, session.sessionId),
      secure: secureCookies(c, deps),
    });
    c.header('Cache-Control', 'no-store');
    return loadUserProfile(db, config.secret, user);
  }

  serve(
    'POST /auth/register',
    async (c, { body }) => {
      const created = await createAccount(db, body);
      if (!created) {
        throw new HttpError(409, 'An account with this email already exists. Sign in instead.', {
          errors: { email: ['An account with this email already exists.'] },
        });
      }
      return c.json({ data: await signIn(c, created) }, 201);
    },
    sameOrigin,
  );

  serve(
    'POST /auth/login',
    async (c, { body }) => {
      const { email, password } = body;
      const ip = clientIp(c, config.trustProxy);
      const attempt = await reserveLoginTry(db, email, ip);
      if (!attempt.reserved) {
        const wait = attempt.retryAfterSeconds;
        const minutes = Math.ceil(wait / 60);
        throw new HttpError(
          429,
          `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
          { headers: { 'Retry-After': String(wait) } },
        );
      }
      // The reserved try already counts as a failure; only a right password takes it back.
      const user = await findAccountByEmail(db, email);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        throw new HttpError(401, 'The email or password is wrong.', {
          errors: { email: ['The email or password is wrong.'] },
        });
      }
      await clearLoginFailures(db, email);
      return c.json({ data: await signIn(c, user) });
    },
    sameOrigin,
  );

  // Sign-in by a code: every email gets the same answer, in about the same time (the mail goes out
  // after the answer; an unknown email does work of the same shape), and the code signs in like a password.

  serve(
    'POST /auth/login/codes/send',
    async (c, { body }) => {
      const language = resolveLanguage(c.req.header(LANGUAGE_HEADER) ?? c.req.header('Accept-Language'));
      await sendSignInCode(
        { db, secret: config.secret, mailer },
        { email: body.email, ip: clientIp(c, config.trustProxy), language },
      );
      return c.json({ data: SIGN_IN_CODE_ANSWER });
    },
    sameOrigin,
  );

  serve(
    'POST /auth/login/code',
    async (c, { body }) => {
      const user = await useSignInCode(
        { db, secret: config.secret },
        { email: body.email, code: body.code, ip: clientIp(c, config.trustProxy) },
      );
      return c.json({ data: await signIn(c, user) });
    },
    sameOrigin,
  );

  // Public: signing out without a session answers signed_out false. A cookie session still needs
  // its CSRF token, so another site cannot sign people out.
  serve('POST /auth/logout', async (c) => {
    const auth = await resolveAuthentication(c, deps);
    if (
      auth?.via === 'cookie' &&
      !csrfTokenMatches(config.secret, auth.sessionId, c.req.header(CSRF_HEADER))
    ) {
      throw new HttpError(403, CSRF_REFUSED_MESSAGE);
    }
    if (auth) await deleteSession(db, auth.sessionId);
    clearAuthCookies(c, secureCookies(c, deps));
    return c.json({ data: { signed_out: auth !== null } });
  });

  return routes;
}
