import { and, count, eq, gt, lt, min, or } from 'drizzle-orm';
import { LOGIN_RATE_LIMIT } from '../../../core/api/api.constants.ts';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';

/**
 * Seconds until the caller may try again, or 0 when a sign-in may be attempted: at most
 * LOGIN_RATE_LIMIT.maxFailures failures per email and per IP inside the window.
 */
export async function loginRetryAfterSeconds(
  db: Db,
  email: string,
  ip: string,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_RATE_LIMIT.windowMs);
  let wait = 0;
  for (const column of [loginFailures.email, loginFailures.ip] as const) {
    const key = column === loginFailures.email ? email : ip;
    const [row] = await db
      .select({ failures: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(column, key), gt(loginFailures.createdAt, since)));
    if (row && row.failures >= LOGIN_RATE_LIMIT.maxFailures && row.oldest) {
      const until = new Date(row.oldest).getTime() + LOGIN_RATE_LIMIT.windowMs;
      wait = Math.max(wait, Math.ceil((until - now.getTime()) / 1000));
    }
  }
  return Math.max(wait, 0);
}

/** Counts one failed sign-in against the email and the IP. */
export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
}

/** A successful sign-in forgives the email's failures; old rows of everyone are swept. */
export async function clearLoginFailures(db: Db, email: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_RATE_LIMIT.windowMs);
  await db
    .delete(loginFailures)
    .where(or(eq(loginFailures.email, email), lt(loginFailures.createdAt, since)));
}
