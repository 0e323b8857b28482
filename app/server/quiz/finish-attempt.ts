import { eq } from 'drizzle-orm';
import type { AnswerRequest, Attempt, Question } from '../../../core/api/quiz.ts';
import {
  attemptDeadline,
  finishedAtOf,
  isPastDeadline,
  isQuestionRequired,
  isTimeUpFinish,
  isWithinDeadline,
} from '../../../core/quiz/index.ts';
import type { AttemptReach } from '../access/guards.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { quizAttempts } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { findReceipt } from './answer-receipts.ts';
import { attemptFileUuids, loadAttachedFiles, requestFileUuids } from './attached-files.ts';
import { questionComment } from './attempt-comments.ts';
import {
  ATTEMPT_FINISHED_MESSAGE,
  REQUIRED_UNANSWERED_MESSAGE,
  TIME_RAN_OUT_MESSAGE,
} from './attempt-refusals.ts';
import { type AttemptState, loadAttemptState, previousOf } from './attempt-state.ts';
import { lockAttemptState } from './lock-attempt.ts';
import type { AttemptRow, QuizRow } from './quiz-access.ts';
import { quizQuestionsOf } from './quiz-questions-store.ts';
import { attemptView, STATUS } from './quiz-views.ts';
import { storeAnswerTx } from './store-answer.ts';

/** Types an expert checks by hand: an attempt with such an answer goes on review (status 6). */
const REVIEWED_SLUGS = new Set(['text_media_answer', 'text_graphic_answer']);

/**
 * Status of a finished attempt: "changed" (4) when it reworks an attempt the expert sent back, so the
 * expert decides again; on review when an expert must check an answer; else by score bounds.
 */
export function finishedStatus(quiz: QuizRow, questions: readonly Question[], state: AttemptState): number {
  if (state.attempt.rootId != null) return STATUS.changed;
  const answered = new Set(state.questions.filter((row) => row.answeredAt).map((row) => row.questionId));
  if (questions.some((question) => REVIEWED_SLUGS.has(question.type.slug) && answered.has(question.id))) {
    return STATUS.onReview;
  }
  if (quiz.estimateIsOn && quiz.commonScoresMin != null) {
    return (state.attempt.scores ?? 0) >= quiz.commonScoresMin ? STATUS.passed : STATUS.failed;
  }
  return STATUS.passed;
}

/** Finishes an attempt in the transaction: status from the stored verdicts, finished_at from server time. */
export async function finishAttemptTx(
  tx: Db,
  quiz: QuizRow,
  questions: readonly Question[],
  attempt: AttemptRow | AttemptState,
  now: Date,
  timedOut: boolean,
): Promise<AttemptRow> {
  const state = 'attempt' in attempt ? attempt : await loadAttemptState(tx, attempt);
  const status = finishedStatus(quiz, questions, state);
  const finishedAt = finishedAtOf(attemptDeadline(quiz, state.attempt), now, timedOut);
  const values = { statusId: status, finishedAt, isTimedOut: timedOut, updatedAt: now };
  await tx.update(quizAttempts).set(values).where(eq(quizAttempts.id, state.attempt.id));
  return { ...state.attempt, ...values };
}

/** Required questions without an answer: the ones a finish names as failing (a comment counts, per the core rule). */
export function unansweredRequired(questions: readonly Question[], state: AttemptState): number[] {
  const answered = new Set(state.questions.filter((row) => row.answeredAt).map((row) => row.questionId));
  return questions
    .filter((question) => {
      const comment = questionComment(state, question.id)?.text ?? null;
      return isQuestionRequired({ ...question, comment }) && !answered.has(question.id);
    })
    .map((question) => question.id);
}

/** What a finish attempt produced. */
export interface FinishOutcome {
  success: boolean;
  message: string | null;
  questions: number[];
}

/** Finishes the locked attempt unless a required question is unanswered (a timeout finishes regardless); `state` follows. */
export async function tryFinishTx(
  tx: Db,
  quiz: QuizRow,
  questions: readonly Question[],
  state: AttemptState,
  now: Date,
  timedOut: boolean,
): Promise<FinishOutcome> {
  const { attempt } = state;
  if (attempt.statusId !== STATUS.inProgress) return { success: true, message: null, questions: [] };
  const expired = isPastDeadline(attemptDeadline(quiz, attempt), now);
  const failing = unansweredRequired(questions, state);
  if (failing.length > 0 && !timedOut && !expired) {
    return { success: false, message: REQUIRED_UNANSWERED_MESSAGE, questions: failing };
  }
  state.attempt = await finishAttemptTx(tx, quiz, questions, state, now, timedOut || expired);
  return { success: true, message: null, questions: [] };
}

/**
 * `POST /quiz-attempts/{attempt_id}/finish`: stores the answers sent along, then finishes the attempt
 * the caller reached (their own; an expert of the school is refused). `timeUp`
 * (`?is_timeout=1`) is the page's own timer running out: the page's clock may run up to the grace
 * ahead of ours, so within that much of the deadline the attempt finishes as timed out even with
 * required questions unanswered, instead of being refused and left running.
 */
export async function finishAttempt(
  db: Db,
  reach: Reached<AttemptReach>,
  answers: readonly AnswerRequest[],
  now: Date,
  options: { timeUp?: boolean } = {},
): Promise<{ success: boolean; attempt: Attempt | null; message: string | null; questions: number[] }> {
  const { attempt, scope, isOwner } = reach;
  if (!isOwner) throw new HttpError(403, 'Only the student taking this attempt can finish it.');
  const questions = await quizQuestionsOf(db, scope.quiz);
  return db.transaction(async (tx) => {
    const { state } = await lockAttemptState(tx, attempt.id, undefined);
    const locked = state.attempt;
    if (locked.statusId !== STATUS.inProgress) throw new HttpError(409, ATTEMPT_FINISHED_MESSAGE);
    const [previous, attached] = await Promise.all([
      previousOf(tx, locked),
      loadAttachedFiles(tx, [...attemptFileUuids([state]), ...answers.flatMap(requestFileUuids)]),
    ]);
    const view = () =>
      attemptView(scope.quiz, questions, state, { now, isExpert: false, latest: true, previous, attached });
    const deadline = attemptDeadline(scope.quiz, locked);
    if (!isWithinDeadline(deadline, now)) {
      state.attempt = await finishAttemptTx(tx, scope.quiz, questions, state, now, true);
      return { success: true, attempt: view(), message: TIME_RAN_OUT_MESSAGE, questions: [] };
    }
    for (const answer of answers) {
      if (answer.idempotency_key && (await findReceipt(tx, attempt.id, answer.idempotency_key)) != null)
        continue;
      await storeAnswerTx(tx, scope.quiz, questions, state, answer, now, { attached });
    }
    const timedOut = isTimeUpFinish(deadline, now, options.timeUp === true);
    const outcome = await tryFinishTx(tx, scope.quiz, questions, state, now, timedOut);
    return { ...outcome, attempt: view() };
  });
}
