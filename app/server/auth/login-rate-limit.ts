import { and, count, eq, gt, lt, min, or, sql } from 'drizzle-orm';
import { LOGIN_RATE_LIMIT } from '../../../core/api/api.constants.ts';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';

/**
 * Namespaces of the advisory locks that serialise sign-in tries per email and per IP (the two-int
 * form, so an email's lock and an IP's lock never collide; each is held to the end of its transaction).
 */
const EMAIL_LOCK_SPACE = 742_719_101;
const IP_LOCK_SPACE = 742_719_102;

/**
 * How many tries a key may make inside the window. Sign-in uses LOGIN_RATE_LIMIT; the account's code
 * calls pass their own limits with keys of their own (`code:…`, `send:…`, docs/account.md), so they
 * never count against sign-in.
 */
export interface RateLimit {
  maxFailures: number;
  windowMs: number;
}

/** Either a try was reserved (a password may be checked), or the caller must wait this long. */
export type LoginTry = { reserved: true } | { reserved: false; retryAfterSeconds: number };

/**
 * Reserves one sign-in try for the email and the IP, or refuses it: at most
 * LOGIN_RATE_LIMIT.maxFailures failures per email and per IP inside the window. Count and record are
 * one step: the try is written as a failure under a lock on the email and the IP, before the
 * password is checked, so parallel tries cannot all read a count below the limit. A right password
 * takes it back with `clearLoginFailures`; a wrong one leaves it standing.
 */
export async function reserveLoginTry(
  db: Db,
  email: string,
  ip: string,
  now = new Date(),
  limit: RateLimit = LOGIN_RATE_LIMIT,
): Promise<LoginTry> {
  const since = new Date(now.getTime() - limit.windowMs);
  return db.transaction(async (tx) => {
    // Always the email's lock first, then the IP's: one order, so two tries can never deadlock.
    await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK_SPACE}, hashtext(${email}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK_SPACE}, hashtext(${ip}))`);
    let wait = 0;
    for (const [column, key] of [
      [loginFailures.email, email],
      [loginFailures.ip, ip],
    ] as const) {
      const [row] = await tx
        .select({ failures: count(), oldest: min(loginFailures.createdAt) })
        .from(loginFailures)
        .where(and(eq(column, key), gt(loginFailures.createdAt, since)));
      if (row && row.failures >= limit.maxFailures && row.oldest) {
        const until = new Date(row.oldest).getTime() + limit.windowMs;
        wait = Math.max(wait, Math.ceil((until - now.getTime()) / 1000));
      }
    }
    if (wait > 0) return { reserved: false, retryAfterSeconds: wait };
    await tx.insert(loginFailures).values({ email, ip, createdAt: now });
    return { reserved: true };
  });
}

/**
 * A successful sign-in forgives the email's failures (its own reserved try among them); old rows of
 * everyone are swept.
 */
export async function clearLoginFailures(db: Db, email: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_RATE_LIMIT.windowMs);
  await db
    .delete(loginFailures)
    .where(or(eq(loginFailures.email, email), lt(loginFailures.createdAt, since)));
}
