import { ATTEMPT_STATUS } from '../../../core/api/attempt-status.ts';
import type {
  AccessInfo,
  Attempt,
  AttemptResult,
  Question,
  ResultDisplayType,
} from '../../../core/api/quiz.ts';
import {
  attemptDeadline,
  questionSecondsLeft,
  resultDisplay,
  secondsLeft,
  storedVerdict,
  stripAnswerKey,
  tallyVerdicts,
  type Verdict,
  verdictResult,
} from '../../../core/quiz/index.ts';
import { type AttachedFiles, describeFiles } from './attached-files.ts';
import { questionComment } from './attempt-comments.ts';
import type { AttemptQuestionRow, AttemptState } from './attempt-state.ts';
import type { QuizRow } from './quiz-access.ts';
import { isCopiedIntoRework } from './rework-copy.ts';

/** Status ids (spec 3 §4): core's, which the client reads too, under the name the server's quiz code uses. */
export const STATUS = ATTEMPT_STATUS;

/** Types whose array order would give the key away, so a student receives them shuffled. */
const ORDER_KEYED_SLUGS = new Set(['sorting', 'word_from_chars', 'sentence_from_words']);

function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = (seed * 2_654_435_761) >>> 0 || 1;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    const swap = state % (index + 1);
    [copy[index], copy[swap]] = [copy[swap]!, copy[index]!];
  }
  return copy;
}

/** What a student may see of a question before the key is allowed: no flags, orders, typed gap texts. */
export function studentQuestion(question: Question, seed: number): Question {
  const stripped = stripAnswerKey(question);
  // Accepted texts of typed gaps are the key; found on the keyed question, since a shared pool's
  // stripped answers no longer name their gap.
  const typedAnswerIds = new Set(
    question.statements.flatMap((statement) => {
      const typedGroups = new Set(
        statement.answer_groups.filter((group) => group.type_id === 1).map((group) => group.id),
      );
      return statement.answers
        .filter(
          (answer) =>
            question.type.slug === 'paste_word' || typedGroups.has(answer.quiz_answer_group_id ?? -1),
        )
        .map((answer) => answer.id);
    }),
  );
  const answers = ORDER_KEYED_SLUGS.has(question.type.slug)
    ? seededShuffle(stripped.answers, seed + question.id)
    : stripped.answers;
  return {
    ...stripped,
    answers,
    statements: stripped.statements.map((statement) => ({
      ...statement,
      answers: statement.answers.filter((answer) => !typedAnswerIds.has(answer.id)),
    })),
  };
}

/** Whether a quiz is blocked (opens later) or closed (spec 3 §4 Quiz access) at a moment. */
export function quizWindow(quiz: { opensAt: Date | null; closesAt: Date | null }, now: Date) {
  return {
    blocked: quiz.opensAt != null && now < quiz.opensAt,
    closed: quiz.closesAt != null && now >= quiz.closesAt,
  };
}

/** blocked_info and closed_info of a quiz (spec 3 §3): null when the quiz has no such date. */
export function accessInfo(
  quiz: { opensAt: Date | null; closesAt: Date | null },
  now: Date,
): { blocked_info: AccessInfo | null; closed_info: AccessInfo | null } {
  const window = quizWindow(quiz, now);
  const info = (
    date: Date,
    accessible: boolean,
    type: 'blocked' | 'closed',
    message: string,
  ): AccessInfo => ({
    is_accessible: accessible,
    access_date: date.toISOString(),
    checkpoint_name: null,
    link: null,
    tooltip_message: message,
    type,
  });
  return {
    blocked_info: quiz.opensAt
      ? info(quiz.opensAt, !window.blocked, 'blocked', 'The quiz opens on :date.')
      : null,
    closed_info: quiz.closesAt
      ? info(quiz.closesAt, !window.closed, 'closed', 'The quiz closed on :date.')
      : null,
  };
}

function formatPassed(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [hours, minutes, rest].map((part) => String(part).padStart(2, '0')).join(':');
}

/** Whether the user may see per-answer marks of this attempt now. */
export function marksVisible(quiz: QuizRow, state: AttemptState, isExpert: boolean): boolean {
  if (isExpert) return true;
  if (state.attempt.statusId === STATUS.inProgress) return quiz.questionResultShowId >= 2;
  return resultDisplay(quiz.resultTypeShow as ResultDisplayType).marksAnswers;
}

/** Whether the reader may see each question's verdict: experts always; a running attempt when the quiz shows results at check; a finished one when its display type names the verdict. */
export function verdictVisible(quiz: QuizRow, state: AttemptState, isExpert: boolean): boolean {
  if (isExpert) return true;
  if (state.attempt.statusId === STATUS.inProgress) return quiz.questionResultShowId >= 2;
  return resultDisplay(quiz.resultTypeShow as ResultDisplayType).showsQuestionVerdict;
}

/** Whether the user may see the answer key of this attempt's questions now. */
export function keyVisible(quiz: QuizRow, state: AttemptState | null, isExpert: boolean): boolean {
  if (isExpert) return true;
  if (!state || state.attempt.statusId === STATUS.inProgress) return false;
  return resultDisplay(quiz.resultTypeShow as ResultDisplayType).showsCorrectAnswers;
}

/** The stored answer rows as the client reads them, files as records; is_correct only where marks are visible. */
export function resultsView(
  state: AttemptState,
  withMarks: boolean,
  attached: AttachedFiles,
): AttemptResult[] {
  return state.results.map((row) => ({
    quiz_question_id: row.questionId,
    quiz_answer_id: row.answerId,
    quiz_statement_id: row.statementId,
    quiz_answer_group_id: row.answerGroupId,
    text_answer: row.textAnswer,
    files: describeFiles(row.files, attached, state.attempt.userId),
    answer_order: row.answerOrder,
    comment_id: state.questions.find((question) => question.questionId === row.questionId)?.commentId ?? null,
    ...(withMarks ? { is_correct: row.isCorrect } : {}),
  }));
}

/** The attempt as spec 2 §3 and spec 3 §3 name it. */
export function attemptView(
  quiz: QuizRow,
  questions: readonly Question[],
  state: AttemptState,
  options: {
    now: Date;
    isExpert: boolean;
    latest: boolean;
    previous?: { id: number; statusId: number } | null;
    /** The live files the attempt's answers name (`loadAttemptFiles`). */
    attached: AttachedFiles;
  },
): Attempt {
  const { attempt } = state;
  const finished = attempt.statusId !== STATUS.inProgress;
  const end = attempt.finishedAt ?? options.now;
  const passed = Math.max(0, Math.floor((end.getTime() - attempt.startedAt.getTime()) / 1000));
  const verdicts = state.questions.filter((row) =>
    questions.some((question) => question.id === row.questionId),
  );
  const showScores = options.isExpert || finished || quiz.questionResultShowId >= 2;
  return {
    id: attempt.id,
    root_id: attempt.rootId,
    previous_attempt: options.previous
      ? { id: options.previous.id, status_id: options.previous.statusId }
      : null,
    status_id: attempt.statusId as Attempt['status_id'],
    scores: showScores ? attempt.scores : null,
    finished_at: attempt.finishedAt?.toISOString() ?? null,
    passed_time_formatted: formatPassed(passed),
    passed_time_in_seconds: passed,
    left_time_in_seconds: finished
      ? attempt.deadlineAt
        ? 0
        : null
      : secondsLeft(attemptDeadline(quiz, attempt), options.now),
    count_questions: questions.length,
    ...(showScores ? resultCounts(verdicts) : {}),
    results: resultsView(state, marksVisible(quiz, state, options.isExpert), options.attached),
    latest_attempt: options.latest,
    finished,
  };
}

/** The result header's counts, from the verdicts the result cards show (one core tally). */
function resultCounts(rows: readonly AttemptQuestionRow[]) {
  const { correct, incorrect } = tallyVerdicts(
    rows.map((row) => storedVerdict(row.verdict as Verdict | null, row.answeredAt != null)),
  );
  return { count_questions_correct: correct, count_questions_incorrect: incorrect };
}

/** Result history of a question over the user's attempts (spec 2 §3 results_versions). */
export function resultsVersions(questionId: number, states: readonly AttemptState[]): (0 | 1 | 2 | null)[] {
  return states.map((state) => {
    const row = state.questions.find((candidate) => candidate.questionId === questionId);
    if (!row?.verdict) return null;
    if (row.verdict === 'correct') return 1;
    if (row.verdict === 'incorrect') return 0;
    return 2;
  });
}

/** A question of an attempt as the quiz screen receives it. */
export function questionView(
  quiz: QuizRow,
  question: Question,
  options: {
    state: AttemptState | null;
    history: readonly AttemptState[];
    isExpert: boolean;
    now: Date;
    /** Question ids in the quiz's order. */
    order: readonly number[];
    /** The live files the attempt's answers and comments name (`loadAttemptFiles`). */
    attached: AttachedFiles;
  },
): Question {
  const { state } = options;
  const row = state?.questions.find((candidate) => candidate.questionId === question.id);
  const showKey = keyVisible(quiz, state, options.isExpert);
  const base = showKey ? question : studentQuestion(question, state?.attempt.id ?? 0);
  const answered = row?.answeredAt != null;
  // A rework's copied answer is shown with its verdict but stays open to one more answer.
  const answeredHere = answered && !(state && row && isCopiedIntoRework(state, row));
  const index = options.order.indexOf(question.id);
  const laterAnswered =
    state?.questions.some(
      (candidate) =>
        candidate.answeredAt != null &&
        !isCopiedIntoRework(state, candidate) &&
        options.order.indexOf(candidate.questionId) > index,
    ) ?? false;
  const textRow = state?.results.find(
    (result) =>
      result.questionId === question.id && result.answerGroupId == null && result.textAnswer != null,
  );
  const uploadFiles = state
    ? describeFiles(
        state.results.filter((result) => result.questionId === question.id).flatMap((result) => result.files),
        options.attached,
        state.attempt.userId,
      )
    : [];
  const showVerdict = state ? verdictVisible(quiz, state, options.isExpert) : false;
  const comment = state ? questionComment(state, question.id) : undefined;
  return {
    ...base,
    comment: comment?.text ?? null,
    comment_files: comment ? describeFiles(comment.files, options.attached, comment.userId) : [],
    explanation: answered || options.isExpert ? (question.explanation ?? null) : null,
    has_result_answer: answeredHere,
    is_skipped: !answeredHere && laterAnswered,
    is_not_started: !answeredHere && !laterAnswered,
    completed: answeredHere,
    text_answer: textRow?.textAnswer ?? null,
    upload_files: uploadFiles,
    left_time_in_seconds: questionSecondsLeft(question, row?.timerStartedAt, options.now),
    results_versions: resultsVersions(question.id, options.history),
    attempt_question_result: answered ? verdictResult(row?.verdict as Verdict | null, showVerdict) : null,
  };
}
