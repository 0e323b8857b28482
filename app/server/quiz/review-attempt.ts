import { and, eq, gt, ne, or } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Attempt } from '../../../core/api/quiz.ts';
import type { reviewRequestSchema } from '../../../core/api/quiz-review.ts';
import type { AttemptReach } from '../access/guards.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { quizAttempts } from '../db/schema.ts';
import type { UserRow } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { attachedFileErrors, loadAttachedFiles } from './attached-files.ts';
import { saveAttemptComment } from './attempt-comments.ts';
import { loadAttemptState, reloadAttempt } from './attempt-state.ts';
import type { AttemptRow } from './quiz-access.ts';
import { quizQuestionsOf } from './quiz-questions-store.ts';
import { STATUS } from './quiz-views.ts';
import { viewAttempt } from './view-quiz.ts';

/**
 * Once the expert sets the status of a student's last attempt, the attempts of its rework chain that
 * were sent back (3) read "the last attempt's status was changed" (4): the decision now lives in the last.
 */
async function markReplacedAttempts(tx: Db, attempt: AttemptRow, now: Date): Promise<void> {
  if (attempt.rootId == null) return;
  const [later] = await tx
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.quizId, attempt.quizId),
        eq(quizAttempts.userId, attempt.userId),
        gt(quizAttempts.attemptNumber, attempt.attemptNumber),
      ),
    )
    .limit(1);
  if (later) return;
  await tx
    .update(quizAttempts)
    .set({ statusId: STATUS.changed, updatedAt: now })
    .where(
      and(
        or(eq(quizAttempts.id, attempt.rootId), eq(quizAttempts.rootId, attempt.rootId)),
        ne(quizAttempts.id, attempt.id),
        eq(quizAttempts.statusId, STATUS.needsRework),
      ),
    );
}

/**
 * `POST /quiz-attempts/{attempt_id}/review`: an expert of the attempt's school (the guard's
 * `quiz-attempt:reviewer`) sets a finished attempt's status, with a comment on the whole attempt and
 * files of their own; answers the attempt as an expert sees it.
 */
export async function reviewAttempt(
  db: Db,
  reviewer: UserRow,
  reach: Reached<AttemptReach>,
  review: v.InferOutput<typeof reviewRequestSchema>,
  now: Date,
): Promise<Attempt> {
  const { attempt, scope } = reach;
  if (attempt.statusId === STATUS.inProgress) throw new HttpError(409, 'The attempt is still in progress.');
  const { status_id: statusId, comment, files } = review;
  const errors = attachedFileErrors({ files }, await loadAttachedFiles(db, files), reviewer.id);
  if (Object.keys(errors).length > 0) throw new HttpError(422, Object.values(errors)[0]![0]!, { errors });
  await db.transaction(async (tx) => {
    await tx
      .update(quizAttempts)
      .set({ statusId, reviewedBy: reviewer.id, reviewedAt: now, updatedAt: now })
      .where(eq(quizAttempts.id, attempt.id));
    await saveAttemptComment(tx, attempt.id, reviewer.id, { text: comment ?? '', files }, now);
    await markReplacedAttempts(tx, attempt, now);
  });
  const questions = await quizQuestionsOf(db, scope.quiz);
  const state = await loadAttemptState(db, await reloadAttempt(db, attempt));
  return viewAttempt(db, scope.quiz, questions, state, true, now);
}
