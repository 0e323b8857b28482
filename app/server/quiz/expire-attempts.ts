import { and, eq, isNull, lt } from 'drizzle-orm';
import { attemptDeadline, expiredDeadlineCutoff, isWithinDeadline } from '../../../core/quiz/index.ts';
import type { Db } from '../db/client.ts';
import { quizAttempts, quizzes } from '../db/schema.ts';
import { finishAttemptTx } from './finish-attempt.ts';
import { lockAttempt } from './lock-attempt.ts';
import type { AttemptRow } from './quiz-access.ts';
import { loadQuizQuestions } from './quiz-questions-store.ts';
import { STATUS } from './quiz-views.ts';

/** Finishes the attempt when its time (or its quiz's opening window) plus the grace ran out; answers whether it did. */
export async function settleIfExpired(db: Db, attempt: AttemptRow, now: Date): Promise<boolean> {
  if (attempt.statusId !== STATUS.inProgress) return false;
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, attempt.quizId));
  if (!quiz || isWithinDeadline(attemptDeadline(quiz, attempt), now)) return false;
  const questions = await loadQuizQuestions(db, quiz.id);
  return db.transaction(async (tx) => {
    const locked = await lockAttempt(tx, attempt.id);
    if (locked.statusId !== STATUS.inProgress || isWithinDeadline(attemptDeadline(quiz, locked), now))
      return false;
    await finishAttemptTx(tx, quiz, questions, locked, now, true);
    return true;
  });
}

/** Finishes every running attempt whose deadline plus grace has passed (start-up and timer sweep). */
export async function finishExpiredAttempts(db: Db, now: Date): Promise<number> {
  const cutoff = expiredDeadlineCutoff(now);
  const expired = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.statusId, STATUS.inProgress), lt(quizAttempts.deadlineAt, cutoff)));
  // Untimed attempts in quizzes that closed since they started.
  const closed = await db
    .select({ attempt: quizAttempts })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(
      and(
        eq(quizAttempts.statusId, STATUS.inProgress),
        isNull(quizAttempts.deadlineAt),
        lt(quizzes.closesAt, cutoff),
      ),
    );
  expired.push(...closed.map((row) => row.attempt));
  let finished = 0;
  for (const attempt of expired) if (await settleIfExpired(db, attempt, now)) finished += 1;
  return finished;
}
