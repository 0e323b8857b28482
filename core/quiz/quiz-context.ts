import type { AnswerResponse, Attempt, Question, Quiz } from '../api/quiz.ts';
import { QUIZ_TIMER_TYPE } from '../api/quiz.ts';
import type { AnswerState } from './answer-kinds/answer-state.types.ts';
import { nextFinalizeFlag } from './finalize-flag.ts';
import { memoryOutboxStorage } from './outbox.ts';
import { initialAnswerOf, shownAnswersToSend } from './question-answer.ts';
import type { CheckResult, QuizContext, QuizInput } from './quiz.types.ts';
import { type QuizTimerSettings, startingAttemptSeconds, startingQuestionSeconds } from './quiz-deadline.ts';
import { pollFigures } from './review/poll-figures.ts';
import { isPollQuestion, questionVerdict } from './review/question-verdict.ts';

/** A seed unique to this page load (randomUUID needs a secure context, so plain http falls back). */
function pageLoadSeed(): string {
  const { crypto } = globalThis;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Every question's loaded answer, restored from the attempt's results. */
export function initialAnswers(
  questions: readonly Question[],
  attempt: Attempt | null,
): Record<number, AnswerState> {
  const results = attempt?.results ?? [];
  return Object.fromEntries(questions.map((question) => [question.id, initialAnswerOf(question, results)]));
}

/** Seconds left per timed question: the server's left time, else the full duration. */
export function initialQuestionSeconds(questions: readonly Question[]): Record<number, number> {
  return Object.fromEntries(
    questions.flatMap((question) => {
      const seconds = startingQuestionSeconds(question);
      return seconds === null ? [] : [[question.id, seconds]];
    }),
  );
}

/** The quiz's attempt timer as the deadline rule reads it. */
export function quizTimerOf(quiz: Pick<Quiz, 'options'>): QuizTimerSettings {
  return { timerDuration: quiz.options.timer_duration, timerTypeId: quiz.options.timer_type?.id };
}

/** Seconds left of the attempt; null when the quiz has no countdown. */
export function attemptSeconds(quiz: Quiz, attempt: Attempt | null): number | null {
  return startingAttemptSeconds(quizTimerOf(quiz), attempt?.left_time_in_seconds);
}

/** Seconds a stopwatch quiz's attempt has run; null when the quiz has no stopwatch. */
export function stopwatchSeconds(quiz: Quiz, attempt: Attempt | null): number | null {
  if (quiz.options.timer_type?.id !== QUIZ_TIMER_TYPE.stopwatch) return null;
  return attempt?.passed_time_in_seconds ?? 0;
}

/** The flow's starting context. */
export function createQuizContext(input: QuizInput): QuizContext {
  const attempt = input.attempt ?? input.quiz.attempt ?? null;
  const questions = input.quiz.questions;
  const storage = input.storage ?? memoryOutboxStorage();
  const firstOpen = questions.findIndex((question) => !question.completed);
  const answers = initialAnswers(questions, attempt);
  return {
    quiz: input.quiz,
    initialQuestions: questions,
    questions,
    answers,
    currentIndex: Math.max(0, firstOpen),
    attempt,
    finalize: input.quiz.finalize || nextFinalizeFlag(null, attempt?.status_id ?? null, false),
    outbox: storage.load(),
    sequence: 0,
    keySeed: input.keySeed ?? pageLoadSeed(),
    online: input.online ?? true,
    awaitingUploads: [],
    // An answer that counts as shown (sorting) and is not stored yet is sent like a change.
    dirty: shownAnswersToSend(questions, answers, attempt?.results ?? []),
    attemptSecondsLeft: attemptSeconds(input.quiz, attempt),
    attemptSecondsPassed: stopwatchSeconds(input.quiz, attempt),
    questionSecondsLeft: initialQuestionSeconds(questions),
    timedOut: [],
    checkResult: null,
    checkKey: null,
    failingQuestionIds: [],
    error: null,
    finishMode: 'normal',
    storage,
  };
}

/** Merges an answer response: the attempt, the finalize flag, and the question's new facts. */
export function applyAnswerResponse(
  context: QuizContext,
  questionId: number,
  response: AnswerResponse,
): Partial<QuizContext> {
  const { quiz_question: facts, finish_attempt_result: _finish, ...attempt } = response;
  const questions = context.questions.map((question) =>
    question.id === questionId && facts
      ? {
          ...question,
          has_result_answer: facts.has_result_answer,
          is_skipped: facts.is_skipped,
          has_stopped_info: facts.has_stopped_info ?? question.has_stopped_info,
          comment: facts.comment ?? question.comment,
          comment_files: facts.comment_files ?? question.comment_files,
          attempt_question_result: facts.attempt_question_result ?? question.attempt_question_result,
        }
      : question,
  );
  return {
    questions,
    attempt,
    finalize: nextFinalizeFlag(context.attempt?.status_id ?? null, attempt.status_id, context.finalize),
  };
}

/** The status banner of a checked answer: the core verdict, the key, and a poll's figures with the learner's choice. */
export function checkResultOf(
  question: Question | undefined,
  questionId: number,
  response: AnswerResponse,
): CheckResult {
  const facts = response.quiz_question;
  const aggregates = facts?.aggregate_interview ?? [];
  const chosen = new Set(
    response.results
      .filter((row) => row.quiz_question_id === questionId && row.quiz_answer_id != null)
      .map((row) => row.quiz_answer_id),
  );
  const answers = question?.answers ?? [];
  return {
    questionId,
    verdict: questionVerdict({
      is_skipped: facts?.is_skipped ?? false,
      is_not_started: false,
      has_result_answer: facts?.has_result_answer ?? false,
      attempt_question_result: facts?.attempt_question_result ?? null,
    }),
    correctAnswers: (facts?.correct_answers ?? []).map((answer) => answer.text ?? ''),
    poll:
      question && isPollQuestion(question) && aggregates.length > 0
        ? pollFigures(answers, aggregates).map((figure) => ({
            ...figure,
            text: answers.find((answer) => answer.id === figure.answerId)?.text ?? '',
            mine: chosen.has(figure.answerId),
          }))
        : null,
  };
}
