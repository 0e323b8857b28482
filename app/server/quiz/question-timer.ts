import { and, eq, isNull } from 'drizzle-orm';
import type { Question } from '../../../core/api/quiz.ts';
import { attemptDeadline, questionSecondsLeft, secondsLeft } from '../../../core/quiz/index.ts';
import type { AttemptReach } from '../access/guards.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { quizAttemptQuestions } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { ATTEMPT_FINISHED_MESSAGE } from './attempt-refusals.ts';
import { settleIfExpired } from './expire-attempts.ts';
import type { AttemptRow } from './quiz-access.ts';
import { questionOfAttempt } from './quiz-questions-store.ts';
import { STATUS } from './quiz-views.ts';

/**
 * `GET /quiz-attempts/{attempt_id}/timer`: the seconds left on the reached attempt's clock (0 once it
 * finished or ran out, which settles it); 422 for an attempt without a time limit.
 */
export async function attemptTimeLeft(db: Db, reach: Reached<AttemptReach>, now: Date): Promise<number> {
  const { attempt, scope } = reach;
  const deadlineAt = attemptDeadline(scope.quiz, attempt);
  if (!deadlineAt) throw new HttpError(422, 'This attempt has no time limit.');
  const settled = await settleIfExpired(db, attempt, now);
  const running = attempt.statusId === STATUS.inProgress && !settled;
  return running ? secondsLeft(deadlineAt, now) : 0;
}

/**
 * `POST /quiz-attempts/{attempt_id}/quiz-questions/{question_id}/timer`: starts a question's timer in
 * the caller's own running attempt; answers the seconds left.
 */
export async function startAttemptQuestionTimer(
  db: Db,
  reach: Reached<AttemptReach>,
  questionId: number,
  now: Date,
): Promise<number> {
  const { attempt, isOwner } = reach;
  if (!isOwner) throw new HttpError(403, 'Only the student taking this attempt can start its timers.');
  if (attempt.statusId !== STATUS.inProgress) throw new HttpError(409, ATTEMPT_FINISHED_MESSAGE);
  return startQuestionTimer(db, attempt, await questionOfAttempt(db, attempt, questionId), now);
}

/** Starts a question's timer once (later calls keep the first start) and answers the seconds left. */
async function startQuestionTimer(
  db: Db,
  attempt: AttemptRow,
  question: Question,
  now: Date,
): Promise<number> {
  if (!question.timer_duration) throw new HttpError(422, 'This question has no timer.');
  await db
    .insert(quizAttemptQuestions)
    .values({ attemptId: attempt.id, questionId: question.id, timerStartedAt: now })
    .onConflictDoNothing();
  await db
    .update(quizAttemptQuestions)
    .set({ timerStartedAt: now })
    .where(
      and(
        eq(quizAttemptQuestions.attemptId, attempt.id),
        eq(quizAttemptQuestions.questionId, question.id),
        isNull(quizAttemptQuestions.timerStartedAt),
      ),
    );
  const [row] = await db
    .select()
    .from(quizAttemptQuestions)
    .where(
      and(eq(quizAttemptQuestions.attemptId, attempt.id), eq(quizAttemptQuestions.questionId, question.id)),
    );
  return questionSecondsLeft(question, row?.timerStartedAt, now) ?? question.timer_duration;
}
