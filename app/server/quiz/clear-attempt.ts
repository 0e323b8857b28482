import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Attempt } from '../../../core/api/quiz.ts';
import type { AttemptReach } from '../access/guards.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { comments, quizAttemptQuestions, quizAttemptResults, quizAttempts } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { ATTEMPT_FINISHED_MESSAGE } from './attempt-refusals.ts';
import { loadAttemptState, reloadAttempt } from './attempt-state.ts';
import { lockAttempt } from './lock-attempt.ts';
import { quizQuestionsOf } from './quiz-questions-store.ts';
import { STATUS } from './quiz-views.ts';
import { viewAttempt } from './view-quiz.ts';

/**
 * `POST /quiz-attempts/{attempt_id}/clear`: clears the answers of the caller's own running attempt
 * (spec 2 §4 clear), when the quiz allows it; answers the attempt as its student sees it.
 */
export async function clearAttempt(db: Db, reach: Reached<AttemptReach>, now: Date): Promise<Attempt> {
  const { attempt, scope, isOwner } = reach;
  if (!isOwner) throw new HttpError(403, 'Only the student taking this attempt can clear it.');
  const { quiz } = scope;
  if (!quiz.isAllowClear) throw new HttpError(403, 'This quiz does not allow clearing answers.');
  await db.transaction(async (tx) => {
    const locked = await lockAttempt(tx, attempt.id);
    if (locked.statusId !== STATUS.inProgress) throw new HttpError(409, ATTEMPT_FINISHED_MESSAGE);
    // The student's comments sent with answers go with them; the thread's other comments stay.
    const linked = tx
      .select({ id: quizAttemptQuestions.commentId })
      .from(quizAttemptQuestions)
      .where(eq(quizAttemptQuestions.attemptId, attempt.id));
    await tx
      .update(comments)
      .set({ deletedAt: now })
      .where(and(inArray(comments.id, linked), isNull(comments.deletedAt)));
    await tx.delete(quizAttemptResults).where(eq(quizAttemptResults.attemptId, attempt.id));
    await tx.delete(quizAttemptQuestions).where(eq(quizAttemptQuestions.attemptId, attempt.id));
    await tx.update(quizAttempts).set({ scores: 0, updatedAt: now }).where(eq(quizAttempts.id, attempt.id));
  });
  const questions = await quizQuestionsOf(db, quiz);
  const state = await loadAttemptState(db, await reloadAttempt(db, attempt));
  return viewAttempt(db, quiz, questions, state, false, now);
}
