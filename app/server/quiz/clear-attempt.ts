import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { quizAttemptComments, quizAttemptQuestions, quizAttemptResults, quizAttempts } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { ATTEMPT_FINISHED_MESSAGE } from './attempt-refusals.ts';
import { lockAttempt } from './lock-attempt.ts';
import type { QuizRow } from './quiz-access.ts';
import { STATUS } from './quiz-views.ts';

/** Clears an attempt's answers (spec 2 §4 clear), when the quiz allows it. */
export async function clearAttempt(db: Db, quiz: QuizRow, attemptId: number, now: Date): Promise<void> {
  if (!quiz.isAllowClear) throw new HttpError(403, 'This quiz does not allow clearing answers.');
  await db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, attemptId);
    if (attempt.statusId !== STATUS.inProgress) throw new HttpError(409, ATTEMPT_FINISHED_MESSAGE);
    await tx.delete(quizAttemptResults).where(eq(quizAttemptResults.attemptId, attemptId));
    await tx.delete(quizAttemptQuestions).where(eq(quizAttemptQuestions.attemptId, attemptId));
    await tx
      .delete(quizAttemptComments)
      .where(and(eq(quizAttemptComments.attemptId, attemptId), isNotNull(quizAttemptComments.questionId)));
    await tx.update(quizAttempts).set({ scores: 0, updatedAt: now }).where(eq(quizAttempts.id, attemptId));
  });
}
