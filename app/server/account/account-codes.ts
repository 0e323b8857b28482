import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ACCOUNT_CODE, resendWaitSeconds } from '../../../core/account/code-rules.ts';
import type { Db } from '../db/client.ts';
import { type ACCOUNT_CODE_FLOWS, accountCodes } from '../db/schema.ts';

/** What a code confirms. A code of one flow is never accepted by another. */
export type CodeFlow = (typeof ACCOUNT_CODE_FLOWS)[number];

/** The keyed hash a code is stored as: bound to its flow and user, so a row alone reveals nothing. */
function codeHash(secret: string, flow: CodeFlow, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`account-code:${flow}:${userId}:${code}`).digest('hex');
}

/** A fresh code: six digits from the system's cryptographic random source. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** ACCOUNT_CODE.length)).padStart(ACCOUNT_CODE.length, '0');
}

/** Either a code was issued, or the user must wait before asking again. */
export type IssuedCode = { issued: true; code: string } | { issued: false; retryAfterSeconds: number };

/**
 * Issues a new code of a flow to a user: refused while the last one is younger than the resend wait.
 * Every earlier unused code of the same user and flow is burned, so only the newest one works.
 */
export async function issueCode(
  db: Db,
  secret: string,
  request: { userId: number; flow: CodeFlow; target?: string | null; payload?: string | null },
  now = new Date(),
): Promise<IssuedCode> {
  const { userId, flow } = request;
  return db.transaction(async (tx) => {
    // One issuer at a time per user and flow, so two parallel sends cannot both pass the wait.
    await tx.execute(sql`select pg_advisory_xact_lock(742719201, ${userId}::int)`);
    const [last] = await tx
      .select({ createdAt: accountCodes.createdAt })
      .from(accountCodes)
      .where(and(eq(accountCodes.userId, userId), eq(accountCodes.flow, flow)))
      .orderBy(desc(accountCodes.createdAt))
      .limit(1);
    const wait = resendWaitSeconds(last ? last.createdAt.getTime() : null, now.getTime());
    if (wait > 0) return { issued: false, retryAfterSeconds: wait };
    await tx
      .update(accountCodes)
      .set({ usedAt: now })
      .where(and(eq(accountCodes.userId, userId), eq(accountCodes.flow, flow), isNull(accountCodes.usedAt)));
    const code = randomCode();
    await tx.insert(accountCodes).values({
      userId,
      flow,
      codeHash: codeHash(secret, flow, userId, code),
      target: request.target ?? null,
      payload: request.payload ?? null,
      expiresAt: new Date(now.getTime() + ACCOUNT_CODE.ttlMs),
      createdAt: now,
    });
    return { issued: true, code };
  });
}

/** The outcome of a try: right (with the code's row), wrong, or no live code to try against. */
export type CodeTry =
  | { outcome: 'right'; id: number; target: string | null; payload: string | null }
  | { outcome: 'wrong' }
  | { outcome: 'dead' };

/**
 * Tries a code against the user's live code of the flow. The try is counted before the comparison,
 * in one UPDATE that only succeeds while fewer than the allowed wrong tries were made, so parallel
 * guesses cannot slip past the limit; a right code gives its try back. With `consume` a right code
 * is also used up, in the same statement that proves it was still unused (single use).
 */
export async function tryCode(
  db: Db,
  secret: string,
  attempt: { userId: number; flow: CodeFlow; code: string; consume: boolean; target?: string },
  now = new Date(),
): Promise<CodeTry> {
  const { userId, flow, code } = attempt;
  const [reserved] = await db
    .update(accountCodes)
    .set({ attempts: sql`${accountCodes.attempts} + 1` })
    .where(
      and(
        eq(accountCodes.userId, userId),
        eq(accountCodes.flow, flow),
        isNull(accountCodes.usedAt),
        gt(accountCodes.expiresAt, now),
        lt(accountCodes.attempts, ACCOUNT_CODE.maxWrongTries),
      ),
    )
    .returning({
      id: accountCodes.id,
      codeHash: accountCodes.codeHash,
      target: accountCodes.target,
      payload: accountCodes.payload,
    });
  if (!reserved) return { outcome: 'dead' };
  const expected = Buffer.from(reserved.codeHash, 'hex');
  const given = Buffer.from(codeHash(secret, flow, userId, code), 'hex');
  const right =
    expected.length === given.length &&
    timingSafeEqual(expected, given) &&
    (attempt.target === undefined || attempt.target === reserved.target);
  if (!right) return { outcome: 'wrong' };
  const [kept] = await db
    .update(accountCodes)
    .set({
      attempts: sql`${accountCodes.attempts} - 1`,
      ...(attempt.consume ? { usedAt: now } : {}),
    })
    .where(and(eq(accountCodes.id, reserved.id), isNull(accountCodes.usedAt)))
    .returning({ id: accountCodes.id });
  if (!kept) return { outcome: 'dead' };
  return { outcome: 'right', id: reserved.id, target: reserved.target, payload: reserved.payload };
}
