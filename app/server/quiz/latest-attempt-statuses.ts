import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { quizAttempts } from '../db/schema.ts';

/**
 * The status of the user's latest attempt at each of these quizzes, by quiz id (a quiz never attempted
 * is absent); none for a visitor. One read for all the quizzes of a lesson, a program or a cabinet.
 */
export async function latestAttemptStatuses(
  db: Db,
  userId: number | null,
  quizIds: readonly number[],
): Promise<Map<number, number>> {
  const latest = new Map<number, number>();
  if (userId == null || quizIds.length === 0) return latest;
  const attempts = await db
    .select({ quizId: quizAttempts.quizId, statusId: quizAttempts.statusId })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), inArray(quizAttempts.quizId, [...quizIds])))
    .orderBy(desc(quizAttempts.id));
  for (const attempt of attempts)
    if (!latest.has(attempt.quizId)) latest.set(attempt.quizId, attempt.statusId);
  return latest;
}
