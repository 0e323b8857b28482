import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { CSRF_HEADER, SESSION_COOKIE } from '../../../core/api/api.constants.ts';
import { loginRequestSchema, registerRequestSchema } from '../../../core/api/auth.ts';
import { avatarColourFor } from '../../../core/avatar/index.ts';
import { loadUserProfile } from '../account/user-profile.ts';
import { clearAuthCookies, setAuthCookies } from '../auth/auth-cookies.ts';
import { resolveAuthentication, secureCookies } from '../auth/authenticate.ts';
import { csrfTokenFor, csrfTokenMatches } from '../auth/csrf-token.ts';
import { clearLoginFailures, reserveLoginTry } from '../auth/login-rate-limit.ts';
import { requireSameOrigin } from '../auth/origin-check.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { createSession, deleteSession, sessionIdOf } from '../auth/session-store.ts';
import { loginHistory, users } from '../db/schema.ts';
import type { AppDeps, AppEnv, UserRow } from '../http/app-env.ts';
import { clientIp } from '../http/client-address.ts';
import { CSRF_REFUSED_MESSAGE, HttpError } from '../http/http-error.ts';
import { jsonBody } from '../http/validation.ts';

/** Avatar background colours handed out to new users. */
/** Sign-up, sign-in and sign-out: `/auth/register`, `/auth/login`, `/auth/logout`. */
export function authRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const routes = new Hono<AppEnv>();

  /** Starts a new session (a fresh token: rotation), ends the one the browser held, sets cookies. */
  async function signIn(c: Context<AppEnv>, user: UserRow) {
    const ip = clientIp(c, config.trustProxy);
    const userAgent = c.req.header('User-Agent');
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await deleteSession(db, sessionIdOf(previous));
    const session = await createSession(db, user.id, { ip, userAgent });
    await db.insert(loginHistory).values({ userId: user.id, ip, userAgent: userAgent?.slice(0, 500) });
    setAuthCookies(c, {
      token: session.token,
      csrfToken: csrfTokenFor(config.secret, session.sessionId),
      secure: secureCookies(c, deps),
    });
    c.header('Cache-Control', 'no-store');
    return loadUserProfile(db, config.secret, user);
  }

  routes.post('/auth/register', requireSameOrigin(deps), jsonBody(registerRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const passwordHash = await hashPassword(body.password);
    const [created] = await db
      .insert(users)
      .values({
        name: body.name,
        email: body.email,
        passwordHash,
        bgColor: avatarColourFor(body.email),
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!created) {
      throw new HttpError(409, 'An account with this email already exists. Sign in instead.', {
        errors: { email: ['An account with this email already exists.'] },
      });
    }
    return c.json({ data: await signIn(c, created) }, 201);
  });

  routes.post('/auth/login', requireSameOrigin(deps), jsonBody(loginRequestSchema), async (c) => {
    const { email, password } = c.req.valid('json');
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
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      throw new HttpError(401, 'The email or password is wrong.', {
        errors: { email: ['The email or password is wrong.'] },
      });
    }
    await clearLoginFailures(db, email);
    return c.json({ data: await signIn(c, user) });
  });

  routes.post('/auth/logout', async (c) => {
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
