import type { Attempt, Question, Quiz } from '../../../core/api/quiz.ts';
import type { BaseReach } from '../access/guards.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import {
  type AttachedFiles,
  loadAttachedFiles,
  loadAttemptFiles,
  questionFileRecords,
  questionFileUuids,
} from './attached-files.ts';
import { attemptCommentsView } from './attempt-comments.ts';
import {
  type AttemptState,
  loadAttemptStates,
  previousOf,
  reloadAttempt,
  userAttempts,
} from './attempt-state.ts';
import { settleIfExpired } from './expire-attempts.ts';
import {
  ATTEMPT_NOT_FOUND,
  type AttemptRow,
  type QuizRow,
  type QuizScope,
  requireAttempt,
} from './quiz-access.ts';
import { quizQuestionsOf } from './quiz-questions-store.ts';
import { accessInfo, attemptView, questionView, quizWindow, STATUS } from './quiz-views.ts';

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
      ? await attemptCommentsView(db, shownState.comments, user.id, attempts, user.timezone, attached)
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
  // The description files are read again here: the questions may be cached from before a video was
  // processed or a file was deleted.
  const descriptionFiles = await loadAttachedFiles(db, questionFileUuids(questions));
  const order = questions.map((question) => question.id);
  return questions.map((question) =>
    questionView(
      quiz,
      { ...question, files: questionFileRecords(question.files, descriptionFiles) },
      { state, history, isExpert, now, order, attached: files },
    ),
  );
}

/** `GET {base}/quizzes`: the quizzes of the lesson (or block) the caller reached, as the quiz page reads each. */
export async function viewBaseQuizzes(
  db: Db,
  user: UserRow,
  base: Reached<BaseReach>,
  now: Date,
): Promise<Quiz[]> {
  const data: Quiz[] = [];
  for (const quiz of base.quizzes) data.push(await viewQuiz(db, quiz, user, base.isExpert, now));
  return data;
}

/** `GET {base}/quizzes/{quiz_id}`: the quiz the caller reached. */
export function viewReachedQuiz(db: Db, user: UserRow, scope: Reached<QuizScope>, now: Date): Promise<Quiz> {
  return viewQuiz(db, scope.quiz, user, scope.isExpert, now);
}

/**
 * `GET {base}/quizzes/{quiz_id}/quiz-questions?attempt_id=`: the reached quiz's questions, for one of
 * its attempts the caller reaches (settled first when its time ran out), or for none.
 */
export async function viewQuizQuestions(
  db: Db,
  user: UserRow,
  scope: Reached<QuizScope>,
  attemptId: number | undefined,
  now: Date,
): Promise<Question[]> {
  let attempt: AttemptRow | null = null;
  if (attemptId !== undefined) {
    const found = await requireAttempt(db, user, attemptId);
    if (found.attempt.quizId !== scope.quiz.id) throw new HttpError(404, ATTEMPT_NOT_FOUND);
    await settleIfExpired(db, found.attempt, now);
    attempt = await reloadAttempt(db, found.attempt);
  }
  return viewQuestions(db, scope.quiz, user.id, attempt, scope.isExpert, now);
}
