import { ACCOUNT_CODE } from '../../../core/account/code-rules.ts';
import type { Language } from '../../../core/api/translations.ts';
import { issueCode, tryCode } from '../account/account-codes.ts';
import { unknownEmailWork } from '../account/account-data.ts';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { accountMail } from '../mail/account-mail.ts';
import type { Mailer } from '../mail/mailer.ts';
import { clearLoginFailures, type RateLimit, reserveLoginTry } from './login-rate-limit.ts';
import { findAccountByEmail } from './user-accounts.ts';

// Sign-in by a code from the mail (docs/account.md "Sign-in by a code"): the account's code machinery
// (keyed hash, one flow and one user, 10 minutes, single use, 5 wrong tries) under the flow `sign_in`.

/** Sign-in code sends per IP and per email inside the window (besides the resend wait). */
export const SIGN_IN_CODE_SEND_LIMIT: RateLimit = { maxFailures: 30, windowMs: 15 * 60 * 1000 };
/** Sign-in code tries per IP and per email inside the window (each code also burns after its own wrong tries). */
export const SIGN_IN_CODE_TRY_LIMIT: RateLimit = { maxFailures: 20, windowMs: 15 * 60 * 1000 };

/** One refusal for a wrong code, a dead one and an unknown email: none tells which emails have accounts. */
export const SIGN_IN_CODE_REFUSED =
  'The code is wrong or no longer works. Check the latest email or ask for a new code.';

/** The answer to every sign-in code request, whether the email has an account or not. */
export const SIGN_IN_CODE_ANSWER = {
  sent: true as const,
  expires_in: ACCOUNT_CODE.ttlMs / 1000,
  resend_after: ACCOUNT_CODE.resendAfterSeconds,
};

function tooMany(seconds: number, what: string): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(429, `${what} Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, {
    headers: { 'Retry-After': String(seconds) },
  });
}

/** Counts a try of the email's key and the IP's against a limit, or refuses with 429. */
async function limit(db: Db, key: string, ip: string, rate: RateLimit, what: string): Promise<void> {
  const reserved = await reserveLoginTry(db, key, ip, new Date(), rate);
  if (!reserved.reserved) throw tooMany(reserved.retryAfterSeconds, what);
}

/**
 * Issues a sign-in code to the email's account and mails it after the answer. An unknown email runs a
 * transaction of the same shape instead, and a send inside the resend wait sends nothing: the caller
 * answers the same in each case, in about the same time.
 */
export async function sendSignInCode(
  deps: { db: Db; secret: string; mailer: Mailer },
  request: { email: string; ip: string; language: Language },
): Promise<void> {
  const { db, secret, mailer } = deps;
  const { email, ip } = request;
  await limit(
    db,
    `send:sign_in:${email}`,
    `send:${ip}`,
    SIGN_IN_CODE_SEND_LIMIT,
    'Too many codes asked for.',
  );
  const account = await findAccountByEmail(db, email);
  if (!account) {
    await unknownEmailWork(db);
    return;
  }
  const issued = await issueCode(db, secret, { userId: account.id, flow: 'sign_in' });
  if (issued.issued) {
    mailer.sendLater(accountMail('sign_in', account.email, request.language, { code: issued.code }));
  }
}

/**
 * Uses a sign-in code of the email's account: the account it signs in, or 422 (one refusal for a wrong
 * code, a dead one and an unknown email), or 429 past the tries of the email or the IP.
 */
export async function useSignInCode(
  deps: { db: Db; secret: string },
  request: { email: string; code: string; ip: string },
): Promise<UserRow> {
  const { db, secret } = deps;
  const key = `code:sign_in:${request.email}`;
  await limit(db, key, `code:${request.ip}`, SIGN_IN_CODE_TRY_LIMIT, 'Too many codes tried.');
  const account = await findAccountByEmail(db, request.email);
  const result = account
    ? await tryCode(db, secret, { userId: account.id, flow: 'sign_in', code: request.code, consume: true })
    : ({ outcome: 'dead' } as const);
  if (!account || result.outcome !== 'right') {
    throw new HttpError(422, SIGN_IN_CODE_REFUSED, { errors: { code: [SIGN_IN_CODE_REFUSED] } });
  }
  await clearLoginFailures(db, key);
  return account;
}
