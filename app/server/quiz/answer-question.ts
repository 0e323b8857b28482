import { eq } from 'drizzle-orm';
import type { AnswerRequest, AnswerResponse, Attempt, Question, Quiz } from '../../../core/api/quiz.ts';
import {
  attemptDeadline,
  isPastDeadline,
  isTimeUpFinish,
  isWithinDeadline,
  keyLines,
  type PollCount,
  pollAggregatesOf,
  questionDeadline,
  type Verdict,
  verdictResult,
} from '../../../core/quiz/index.ts';
import type { Db } from '../db/client.ts';
import { quizAttempts } from '../db/schema.ts';
import type { UserRow } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import {
  type AttachedFiles,
  attemptFileUuids,
  describeFiles,
  loadAttachedFiles,
  loadAttemptFiles,
  requestFileUuids,
} from './attached-files.ts';
import { attemptCommentsView, questionComment } from './attempt-comments.ts';
import { type AttemptState, loadAttemptStates, userAttempts } from './attempt-state.ts';
import { pollCounts } from './poll-figures.ts';
import { type AttemptRow, type QuizRow, requireAttempt } from './quiz-access.ts';
import { quizQuestionsOf } from './quiz-questions-store.ts';
import {
  accessInfo,
  attemptView,
  keyVisible,
  questionView,
  quizWindow,
  STATUS,
  verdictVisible,
} from './quiz-views.ts';
import {
  ATTEMPT_FINISHED_MESSAGE,
  type FinishOutcome,
  findReceipt,
  finishAttemptTx,
  lockAttemptState,
  saveReceipt,
  settleIfExpired,
  storeAnswerTx,
  TIME_RAN_OUT_MESSAGE,
  tryFinishTx,
} from './store-answer.ts';

/**
 * An attempt as its owner or an expert sees it, latest flag and previous attempt included. The files its
 * answers name are read here unless the caller already holds them (`attached`).
 */
export async function viewAttempt(
  db: Db,
  quiz: QuizRow,
  questions: readonly Question[],
  state: AttemptState,
  isExpert: boolean,
  now: Date,
  held?: AttachedFiles,
): Promise<Attempt> {
  const attached = held ?? (await loadAttemptFiles(db, [state]));
  if (state.attempt.statusId === STATUS.inProgress) {
    // A running attempt is always its student's latest (one at a time, numbered in order).
    const previous = await previousOf(db, state.attempt);
    return attemptView(quiz, questions, state, { now, isExpert, latest: true, previous, attached });
  }
  const siblings = await userAttempts(db, quiz.id, state.attempt.userId);
  const latest = siblings.at(-1)?.id === state.attempt.id;
  const previous = siblings.find((row) => row.id === state.attempt.previousAttemptId) ?? null;
  return attemptView(quiz, questions, state, { now, isExpert, latest, previous, attached });
}

/** The quiz as the quiz page reads it (spec 2 §3, spec 3 §3): options, attempts, whether one may start. */
export async function viewQuiz(
  db: Db,
  quiz: QuizRow,
  user: UserRow,
  isExpert: boolean,
  now: Date,
): Promise<Quiz> {
  let attempts = await userAttempts(db, quiz.id, user.id);
  let settled = false;
  for (const attempt of attempts) settled = (await settleIfExpired(db, attempt, now)) || settled;
  if (settled) attempts = await userAttempts(db, quiz.id, user.id);
  const questions = await quizQuestionsOf(db, quiz);
  const states = await loadAttemptStates(db, attempts);
  const attached = await loadAttemptFiles(db, states);
  const views: Attempt[] = [];
  for (const state of states)
    views.push(await viewAttempt(db, quiz, questions, state, isExpert, now, attached));
  const running = views.find((attempt) => attempt.status_id === STATUS.inProgress) ?? null;
  const last = views.at(-1) ?? null;
  const shown = running ?? last;
  const shownState = states.find((state) => state.attempt.id === shown?.id);
  const runOut =
    !isExpert &&
    quiz.attemptLimit != null &&
    attempts.length >= quiz.attemptLimit &&
    running === null &&
    last?.status_id !== STATUS.needsRework;
  const window = quizWindow(quiz, now);
  const shut = !isExpert && running === null && (window.blocked || window.closed);
  return {
    id: quiz.id,
    name: quiz.name,
    type: quiz.typeSlug ? { slug: quiz.typeSlug } : null,
    questions: [],
    attempt: shown,
    attempts: views,
    questions_display_type_id: quiz.questionsDisplayTypeId === 2 ? 2 : 1,
    reanswer_type: quiz.reanswerType === 1 ? 1 : 2,
    return_to_previous_type: quiz.returnToPreviousType === 1 ? 1 : 2,
    navigation_type_id: quiz.navigationTypeId,
    finish_type_id: quiz.finishTypeId,
    is_allow_clear: quiz.isAllowClear,
    type_show_question_result_attempt: { id: quiz.questionResultShowId as 1 | 2 | 3 },
    result_attempt: {
      type_show: quiz.resultTypeShow as Quiz['result_attempt']['type_show'],
      is_show: quiz.resultIsShow,
    },
    questions_numeration_type: { id: quiz.questionsNumerationTypeId },
    is_checkpoint: quiz.isCheckpoint,
    options: {
      timer_duration: quiz.timerDuration,
      timer_type: quiz.timerDuration != null ? { id: quiz.timerTypeId } : null,
    },
    start_type: { id: quiz.startTypeId },
    start_info:
      quiz.startInfoText || quiz.startInfoButton
        ? { text: quiz.startInfoText, button: quiz.startInfoButton }
        : null,
    estimate: { is_on: quiz.estimateIsOn, is_show: quiz.estimateIsShow },
    common_scores_min: quiz.commonScoresMin,
    common_scores_max: quiz.commonScoresMax,
    can_start_attempt: !runOut && !shut,
    is_run_out_of_attempts: runOut,
    attempt_limit_text: quiz.attemptLimitText,
    passed_text: quiz.passedText,
    failed_text: quiz.failedText,
    attempt_comments: shownState
      ? await attemptCommentsView(db, shownState.comments, attempts, user.timezone, attached)
      : [],
    attempt_comment_type: quiz.attemptCommentTypeId != null ? { id: quiz.attemptCommentTypeId } : null,
    comment_versioning_type: quiz.commentVersioningTypeSlug ? { slug: quiz.commentVersioningTypeSlug } : null,
    versioning_type_id: quiz.versioningTypeId,
    is_name_enabled: quiz.isNameEnabled,
    finalize: last?.status_id === STATUS.needsRework,
    ...accessInfo(quiz, now),
  };
}

/**
 * The questions of a quiz for an attempt (or none): keys stripped until the quiz allows them. The
 * attempt's files are read here unless the caller already holds them (`attached`).
 */
export async function viewQuestions(
  db: Db,
  quiz: QuizRow,
  userId: number,
  attempt: AttemptRow | null,
  isExpert: boolean,
  now: Date,
  attached?: AttachedFiles,
): Promise<Question[]> {
  const questions = await quizQuestionsOf(db, quiz);
  const history = await loadAttemptStates(db, await userAttempts(db, quiz.id, attempt?.userId ?? userId));
  const state = attempt ? (history.find((candidate) => candidate.attempt.id === attempt.id) ?? null) : null;
  const files = attached ?? (await loadAttemptFiles(db, state ? [state] : []));
  const order = questions.map((question) => question.id);
  return questions.map((question) =>
    questionView(quiz, question, { state, history, isExpert, now, order, attached: files }),
  );
}

/** The previous attempt's id and status, for an attempt view. */
async function previousOf(db: Db, attempt: AttemptRow): Promise<{ id: number; statusId: number } | null> {
  if (attempt.previousAttemptId == null) return null;
  const [row] = await db
    .select({ id: quizAttempts.id, statusId: quizAttempts.statusId })
    .from(quizAttempts)
    .where(eq(quizAttempts.id, attempt.previousAttemptId));
  return row ?? null;
}

/** The answer call's data, built from the attempt as this transaction left it (it is the user's latest). */
function answerView(
  quiz: QuizRow,
  questions: readonly Question[],
  state: AttemptState,
  previous: { id: number; statusId: number } | null,
  questionId: number,
  finish: FinishOutcome | null,
  now: Date,
  attached: AttachedFiles,
  /** A poll's choices in other attempts; this attempt's own is counted from `state`. */
  otherPollCounts: readonly PollCount[],
): AnswerResponse {
  const view = attemptView(quiz, questions, state, {
    now,
    isExpert: false,
    latest: true,
    previous,
    attached,
  });
  const question = questions.find((candidate) => candidate.id === questionId);
  const row = state.questions.find((candidate) => candidate.questionId === questionId);
  const answered = row?.answeredAt != null;
  const comment = questionComment(state.comments, state.attempt, questionId);
  const showVerdict = verdictVisible(quiz, state, false) || quiz.questionResultShowId >= 2;
  const showKey = quiz.questionResultShowId === 3 || keyVisible(quiz, state, false);
  const correctAnswers = question ? keyLines(question) : [];
  const ownChoices = state.results
    .filter((result) => result.questionId === questionId && result.answerId != null)
    .map((result) => ({ questionId, answerId: result.answerId!, count: 1 }));
  const polls =
    otherPollCounts.length + ownChoices.length > 0
      ? pollAggregatesOf([...otherPollCounts, ...ownChoices])
      : [];
  return {
    ...view,
    quiz_question: question
      ? ({
          id: question.id,
          has_result_answer: answered,
          is_skipped: false,
          has_stopped_info: question.has_stopped_info,
          comment: comment?.text ?? null,
          comment_files: comment ? describeFiles(comment.files, attached, comment.userId) : [],
          attempt_question_result: answered
            ? verdictResult(row?.verdict as Verdict | null, showVerdict)
            : null,
          ...(showKey && answered ? { correct_answers: correctAnswers, aggregate_interview: polls } : {}),
        } as NonNullable<AnswerResponse['quiz_question']>)
      : null,
    finish_attempt_result: finish,
  };
}

/**
 * `POST {base}/quiz-attempts/{attempt_id}`: an answer scored by the core scorer under the attempt's
 * row lock; a re-sent idempotency key answers the first response; late or stale answers get 409.
 */
export async function submitAnswer(
  db: Db,
  user: UserRow,
  attemptId: number,
  body: AnswerRequest,
  now: Date,
): Promise<AnswerResponse> {
  const { attempt, scope, isOwner } = await requireAttempt(db, user, attemptId);
  if (!isOwner) throw new HttpError(403, 'Only the student taking this attempt can answer it.');
  const questions = await quizQuestionsOf(db, scope.quiz);
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockAttemptState(tx, attempt.id, body.idempotency_key);
    if (locked.receipt != null) return { response: locked.receipt as AnswerResponse };
    const state = locked.state;
    const row = state.attempt;
    if (row.statusId !== STATUS.inProgress) throw new HttpError(409, ATTEMPT_FINISHED_MESSAGE);
    const deadline = attemptDeadline(scope.quiz, row);
    if (!isWithinDeadline(deadline, now)) {
      await finishAttemptTx(tx, scope.quiz, questions, row, now, true);
      return { expired: true as const };
    }
    const question = questions.find((candidate) => candidate.id === body.quiz_question_id);
    const timed = deadline !== null || Boolean(question?.timer_duration);
    const timeout = (body.is_timeout && timed) || isPastDeadline(deadline, now);
    const finishing = body.is_finish || timeout;
    // One read for the files the attempt already names and the ones this answer sends (none: no read).
    const [previous, attached, otherPollCounts] = await Promise.all([
      previousOf(tx, row),
      loadAttachedFiles(tx, [...attemptFileUuids([state]), ...requestFileUuids(body)]),
      question ? pollCounts(tx, [question], attempt.id) : [],
    ]);
    const key = body.idempotency_key;
    const view = (next: AttemptState, finish: FinishOutcome | null) =>
      answerView(
        scope.quiz,
        questions,
        next,
        previous,
        body.quiz_question_id,
        finish,
        now,
        attached,
        otherPollCounts,
      );
    await storeAnswerTx(tx, scope.quiz, questions, state, body, now, {
      attached,
      // Written with the answer, unless a finish still changes the response.
      receiptFor: (next) => (key && !finishing ? { key, response: view(next, null) } : null),
    });
    if (!finishing) return { response: view(state, null) };
    const finish = await tryFinishTx(tx, scope.quiz, questions, state, now, timeout);
    const response = view(state, finish);
    if (key) await saveReceipt(tx, attempt.id, key, response);
    return { response };
  });
  if ('expired' in outcome) throw new HttpError(409, TIME_RAN_OUT_MESSAGE);
  return outcome.response;
}

/**
 * `POST /quiz-attempts/{attempt_id}/finish`: stores the answers sent along, then finishes. `timeUp`
 * (`?is_timeout=1`) is the page's own timer running out: the page's clock may run up to the grace
 * ahead of ours, so within that much of the deadline the attempt finishes as timed out even with
 * required questions unanswered, instead of being refused and left running.
 */
export async function finishAttempt(
  db: Db,
  user: UserRow,
  attemptId: number,
  answers: readonly AnswerRequest[],
  now: Date,
  options: { timeUp?: boolean } = {},
): Promise<{ success: boolean; attempt: Attempt | null; message: string | null; questions: number[] }> {
  const { attempt, scope, isOwner } = await requireAttempt(db, user, attemptId);
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

/** Whether a timed question still accepts answers. */
export function questionOpen(question: Question, state: AttemptState, now: Date): boolean {
  const row = state.questions.find((candidate) => candidate.questionId === question.id);
  return isWithinDeadline(questionDeadline(question, row?.timerStartedAt), now);
}
