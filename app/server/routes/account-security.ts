import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ACCOUNT_CODE } from '../../../core/account/code-rules.ts';
import { LANGUAGE_HEADER, SESSION_COOKIE } from '../../../core/api/api.constants.ts';
import { resolveLanguage } from '../../../core/api/translations.ts';
import { type CodeFlow, issueCode, tryCode } from '../account/account-codes.ts';
import {
  createSchool,
  reloadAccount,
  setEmail,
  setPasswordHash,
  unknownEmailWork,
  updateProfile,
} from '../account/account-data.ts';
import { currentLogin, listLoginHistory, listPurchases, listRewards } from '../account/account-history.ts';
import {
  listContactTabs,
  listDefaultFields,
  saveDefaultFields,
  saveSchoolFields,
} from '../account/contact-fields.ts';
import { listUserCabinets, profileMenuOf } from '../account/user-cabinets.ts';
import { loadUserProfile } from '../account/user-profile.ts';
import { setAuthCookies } from '../auth/auth-cookies.ts';
import { secureCookies } from '../auth/authenticate.ts';
import { csrfTokenFor } from '../auth/csrf-token.ts';
import { clearLoginFailures, type RateLimit, reserveLoginTry } from '../auth/login-rate-limit.ts';
import { requireSameOrigin } from '../auth/origin-check.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { createSession, deleteSession, deleteUserSessions, sessionIdOf } from '../auth/session-store.ts';
import { findAccountByEmail, recordSignIn } from '../auth/user-accounts.ts';
import type { AppDeps, AppEnv, UserRow } from '../http/app-env.ts';
import { clientIp } from '../http/client-address.ts';
import { HttpError } from '../http/http-error.ts';
import { tableRoutes } from '../http/table-routes.ts';
import { accountMail } from '../mail/account-mail.ts';
import { createMailer } from '../mail/mailer.ts';

/** Code sends per IP and per account and flow inside the window (besides the resend wait). */
export const CODE_SEND_RATE_LIMIT: RateLimit = { maxFailures: 30, windowMs: 15 * 60 * 1000 };
/** Code tries per IP and per account inside the window (each code also burns after its own wrong tries). */
export const CODE_TRY_RATE_LIMIT: RateLimit = { maxFailures: 20, windowMs: 15 * 60 * 1000 };

export const WRONG_PASSWORD = 'The current password is wrong.';
export const WRONG_CODE = 'The code is wrong. Check the latest email and try again.';
export const DEAD_CODE =
  'This code no longer works: it has expired, was used, or was tried too many times. Ask for a new code.';
/** Restore never tells a wrong code from a missing one: that would tell which emails have accounts. */
export const RESTORE_CODE_REFUSED =
  'The code is wrong or no longer works. Check the latest email or ask for a new code.';

const tooMany = (seconds: number, what: string) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(429, `${what} Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, {
    headers: { 'Retry-After': String(seconds) },
  });
};

/** `a***@example.com`: enough for the user to recognise the address a code went to. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * The account's own calls: profile, email and password changes with codes, restore, login history,
 * rewards, purchases, and a school of one's own (docs/account.md).
 */
export function accountSecurityRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const { routes, serve } = tableRoutes(deps);
  const mailer = createMailer(deps);
  const sameOrigin = { before: [requireSameOrigin(deps)] };
  const ipOf = (c: Context<AppEnv>) => clientIp(c, config.trustProxy);
  const languageOf = (c: Context<AppEnv>) =>
    resolveLanguage(c.req.header(LANGUAGE_HEADER) ?? c.req.header('Accept-Language'));

  /** Counts a try of a key and the IP against a limit, or refuses with 429. */
  async function limit(key: string, ip: string, rate: RateLimit, what: string) {
    const reserved = await reserveLoginTry(db, key, ip, new Date(), rate);
    if (!reserved.reserved) throw tooMany(reserved.retryAfterSeconds, what);
  }

  /**
   * Asks for the current password again: counted as a sign-in try of the account and the IP (the
   * sign-in limit), so these calls cannot be used to guess a password faster than sign-in allows.
   */
  async function checkCurrentPassword(c: Context<AppEnv>, user: UserRow, password: string, field: string) {
    const attempt = await reserveLoginTry(db, user.email, ipOf(c));
    if (!attempt.reserved) throw tooMany(attempt.retryAfterSeconds, 'Too many wrong passwords.');
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new HttpError(422, WRONG_PASSWORD, { errors: { [field]: [WRONG_PASSWORD] } });
    }
    await clearLoginFailures(db, user.email);
  }

  /** Issues a code of a flow and mails it; 429 while the last code is younger than the resend wait. */
  async function sendCode(
    c: Context<AppEnv>,
    user: UserRow,
    flow: CodeFlow,
    to: string,
    extra: { target?: string; payload?: string } = {},
  ) {
    await limit(
      `send:${flow}:${user.id}`,
      `send:${ipOf(c)}`,
      CODE_SEND_RATE_LIMIT,
      'Too many codes asked for.',
    );
    const issued = await issueCode(db, config.secret, { userId: user.id, flow, ...extra });
    if (!issued.issued) {
      throw tooMany(issued.retryAfterSeconds, 'A code was sent a moment ago.');
    }
    await mailer.send(accountMail(flow, to, languageOf(c), { code: issued.code }));
    return {
      sent_to: maskEmail(to),
      expires_in: ACCOUNT_CODE.ttlMs / 1000,
      resend_after: ACCOUNT_CODE.resendAfterSeconds,
    };
  }

  /** Tries a code of a signed-in flow: 422 naming the code field when wrong or dead, 429 past the limit. */
  async function useCode(
    c: Context<AppEnv>,
    user: UserRow,
    flow: CodeFlow,
    code: string,
    options: { consume: boolean; target?: string },
  ) {
    const key = `code:${user.id}`;
    await limit(key, `code:${ipOf(c)}`, CODE_TRY_RATE_LIMIT, 'Too many codes tried.');
    const result = await tryCode(db, config.secret, { userId: user.id, flow, code, ...options });
    if (result.outcome === 'wrong') throw new HttpError(422, WRONG_CODE, { errors: { code: [WRONG_CODE] } });
    if (result.outcome === 'dead') throw new HttpError(422, DEAD_CODE, { errors: { code: [DEAD_CODE] } });
    await clearLoginFailures(db, key);
    return result;
  }

  /** A fresh session for the browser (rotation), replacing the one it held; written to the history. */
  async function startSession(c: Context<AppEnv>, user: UserRow) {
    const client = { ip: ipOf(c), userAgent: c.req.header('User-Agent') };
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await deleteSession(db, sessionIdOf(previous));
    const session = await createSession(db, user.id, client);
    await recordSignIn(db, user.id, client, session.sessionId);
    setAuthCookies(c, {
      token: session.token,
      csrfToken: csrfTokenFor(config.secret, session.sessionId),
      secure: secureCookies(c, deps),
    });
  }

  // Profile

  serve('PUT /users/:id', async (c, { params, body }, { user }) => {
    // Only one's own profile: another id is met as one that does not exist.
    if (Number(params.id) !== user.id) throw new HttpError(404, 'There is no such user.');
    await updateProfile(db, user.id, body);
    // A change of the preferred way to sign in is told to the account's email (nothing secret in it).
    if (body.auth_type !== undefined && body.auth_type !== user.authType) {
      mailer.sendLater(accountMail(`auth_type_${body.auth_type}`, user.email, languageOf(c), {}));
    }
    return c.json({ data: await loadUserProfile(db, config.secret, await reloadAccount(db, user.id)) });
  });

  serve('PUT /students/timezone/auto', async (c, { body }, { user }) => {
    // The device's zone is taken only while the person has not chosen one themselves.
    if (user.isAutoTimezone) await updateProfile(db, user.id, { timezone: body.timezone });
    return c.json({ data: await loadUserProfile(db, config.secret, await reloadAccount(db, user.id)) });
  });

  // Contact fields

  serve('GET /contact-fields/student/default', async (c, _input, { user }) => {
    return c.json({ data: await listDefaultFields(db, user.id) });
  });

  serve('GET /contact-tabs-fields/users/fields/all', async (c, _input, { user }) => {
    return c.json({ data: await listContactTabs(db, user.id) });
  });

  serve('PUT /students/fields/default', async (c, { body }, { user }) => {
    await saveDefaultFields(db, user.id, body.fields);
    return c.json({ data: await listDefaultFields(db, user.id) });
  });

  serve('PUT /students/fields', async (c, { body }, { user }) => {
    await saveSchoolFields(db, user.id, body.fields);
    return c.json({ data: await listContactTabs(db, user.id) });
  });

  serve('GET /user/auth-services', async (c, _input, { user }) => {
    return c.json({
      data: [
        { type: 'password' as const, connected: true, is_current: user.authType === 'password' },
        { type: 'code' as const, connected: true, is_current: user.authType === 'code' },
      ],
    });
  });

  // Email change

  serve('POST /personal/contacts/update/codes/send', async (c, { body }, { user }) => {
    await checkCurrentPassword(c, user, body.password, 'password');
    if (body.email === user.email) {
      const same = 'This is already the email of your account.';
      throw new HttpError(422, same, { errors: { email: [same] } });
    }
    if (await findAccountByEmail(db, body.email)) {
      const taken = 'Another account uses this email.';
      throw new HttpError(409, taken, { errors: { email: [taken] } });
    }
    return c.json({ data: await sendCode(c, user, 'email_change', body.email, { target: body.email }) });
  });

  serve('POST /personal/contacts/code/check', async (c, { body }, { user }) => {
    await useCode(c, user, 'email_change', body.code, { consume: false, target: body.email });
    return c.json({ data: { valid: true as const } });
  });

  serve('PUT /personal/contacts/update', async (c, { body }, { user }) => {
    await useCode(c, user, 'email_change', body.code, { consume: true, target: body.email });
    if (!(await setEmail(db, user.id, body.email))) {
      const taken = 'Another account uses this email.';
      throw new HttpError(409, taken, { errors: { email: [taken] } });
    }
    mailer.sendLater(accountMail('email_changed', user.email, languageOf(c), { email: body.email }));
    return c.json({ data: await loadUserProfile(db, config.secret, await reloadAccount(db, user.id)) });
  });

  // Password change

  serve('POST /user/password/validate', async (c, { body }, { user }) => {
    await checkCurrentPassword(c, user, body.password, 'password');
    return c.json({ data: { valid: true as const } });
  });

  serve('PUT /user/password', async (c, { body }, { user }) => {
    await checkCurrentPassword(c, user, body.current_password, 'current_password');
    const payload = await hashPassword(body.password);
    return c.json({ data: await sendCode(c, user, 'password_change', user.email, { payload }) });
  });

  serve('POST /user/password/confirm', async (c, { body }, { user }) => {
    const { sessionId } = c.var.auth;
    const used = await useCode(c, user, 'password_change', body.code, { consume: true });
    if (!used.payload) throw new HttpError(422, DEAD_CODE, { errors: { code: [DEAD_CODE] } });
    await setPasswordHash(db, user.id, used.payload);
    // Whoever else held a session (a stolen cookie among them) is signed out; this browser stays.
    await deleteUserSessions(db, user.id, sessionId);
    return c.json({ data: await loadUserProfile(db, config.secret, await reloadAccount(db, user.id)) });
  });

  // Restore: public. Every email gets the same answer, in about the same time: the mail goes out
  // after the answer, and an unknown email does the same lookups and a code of its own.

  serve(
    'POST /auth/restore',
    async (c, { body }) => {
      await limit(
        `send:restore:${body.email}`,
        `send:${ipOf(c)}`,
        CODE_SEND_RATE_LIMIT,
        'Too many codes asked for.',
      );
      const account = await findAccountByEmail(db, body.email);
      if (account) {
        const issued = await issueCode(db, config.secret, { userId: account.id, flow: 'restore' });
        if (issued.issued) {
          mailer.sendLater(accountMail('restore', account.email, languageOf(c), { code: issued.code }));
        }
      } else {
        await unknownEmailWork(db);
      }
      return c.json({
        data: {
          sent: true as const,
          expires_in: ACCOUNT_CODE.ttlMs / 1000,
          resend_after: ACCOUNT_CODE.resendAfterSeconds,
        },
      });
    },
    sameOrigin,
  );

  /** Tries a restore code for an email; one refusal for a wrong code, a dead one and an unknown email. */
  async function restoreCode(c: Context<AppEnv>, email: string, code: string, consume: boolean) {
    const key = `code:restore:${email}`;
    await limit(key, `code:${ipOf(c)}`, CODE_TRY_RATE_LIMIT, 'Too many codes tried.');
    const account = await findAccountByEmail(db, email);
    const result = account
      ? await tryCode(db, config.secret, { userId: account.id, flow: 'restore', code, consume })
      : ({ outcome: 'dead' } as const);
    if (!account || result.outcome !== 'right') {
      throw new HttpError(422, RESTORE_CODE_REFUSED, { errors: { code: [RESTORE_CODE_REFUSED] } });
    }
    await clearLoginFailures(db, key);
    return account;
  }

  serve(
    'POST /auth/restore/confirm',
    async (c, { body }) => {
      await restoreCode(c, body.email, body.code, false);
      return c.json({ data: { valid: true as const } });
    },
    sameOrigin,
  );

  serve(
    'POST /auth/restore/set-password',
    async (c, { body }) => {
      const account = await restoreCode(c, body.email, body.code, true);
      await setPasswordHash(db, account.id, await hashPassword(body.password));
      // Every session ends: whoever was in the account before the restore is out.
      await deleteUserSessions(db, account.id);
      await clearLoginFailures(db, account.email);
      const fresh = await reloadAccount(db, account.id);
      await startSession(c, fresh);
      c.header('Cache-Control', 'no-store');
      return c.json({ data: await loadUserProfile(db, config.secret, fresh) });
    },
    sameOrigin,
  );

  // Login history and sessions

  serve('GET /user/login-history/current', async (c, _input, { user }) => {
    const { sessionId } = c.var.auth;
    return c.json({ data: await currentLogin(db, user.id, sessionId) });
  });

  serve('GET /user/login-history', async (c, { query }, { user }) => {
    const { sessionId } = c.var.auth;
    return c.json(await listLoginHistory(db, user.id, sessionId, query.page, query.per_page));
  });

  serve('POST /user/sessions/end-others', async (c, _input, { user }) => {
    const { sessionId } = c.var.auth;
    return c.json({ data: { ended: await deleteUserSessions(db, user.id, sessionId) } });
  });

  // Rewards and purchases

  serve('GET /user/flows/rewards', async (c, { query }, { user }) => {
    return c.json(await listRewards(db, user.id, query.page, query.per_page));
  });

  serve('GET /user/purchases', async (c, { query }, { user }) => {
    return c.json(await listPurchases(db, user.id, query.page, query.per_page));
  });

  // Becoming an expert

  serve('POST /cabinets', async (c, { body }, { user }) => {
    const cabinetId = await createSchool(db, user.id, body);
    const updated = { ...user, currentCabinetId: cabinetId };
    return c.json({ data: profileMenuOf(updated, await listUserCabinets(db, updated)) }, 201);
  });

  return routes;
}
