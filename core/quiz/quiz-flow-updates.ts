import type { Attempt, FinishAttemptResponse } from '../api/quiz.ts';
import type { AnswerState } from './answer-kinds/answer-state.types.ts';
import { UNEXPECTED_ERROR_MESSAGE } from './quiz.constants.ts';
import type { QuizContext } from './quiz.types.ts';
import { attemptSeconds, stopwatchSeconds } from './quiz-context.ts';
import { tickedSeconds } from './quiz-deadline.ts';
import { currentQuestion } from './quiz-readiness.ts';

// How the quiz flow's context changes: pure functions the machine's actions call.

/** Stores a learner's answer and marks the question changed since it was last queued. */
export function withAnswer(
  context: QuizContext,
  questionId: number,
  answer: AnswerState,
): Partial<QuizContext> {
  return {
    answers: { ...context.answers, [questionId]: answer },
    dirty: context.dirty.includes(questionId) ? context.dirty : [...context.dirty, questionId],
    error: null,
  };
}

/** Marks the current question completed (the learner moves on). */
export function withCurrentCompleted(context: QuizContext): Partial<QuizContext> {
  return {
    questions: context.questions.map((question, index) =>
      index === context.currentIndex ? { ...question, completed: true, active: false } : question,
    ),
  };
}

/** Marks a checked question as having shown its result (read-only from now on) and completed. */
export function withResultViewed(context: QuizContext, questionId: number): Partial<QuizContext> {
  return {
    questions: context.questions.map((question) =>
      question.id === questionId ? { ...question, viewed_result: true, completed: true } : question,
    ),
  };
}

/** Stores a started attempt, its timer, and the attempt id of answers queued before it existed. */
export function withStartedAttempt(context: QuizContext, attempt: Attempt | null): Partial<QuizContext> {
  return {
    attempt,
    attemptSecondsLeft: attemptSeconds(context.quiz, attempt),
    attemptSecondsPassed: stopwatchSeconds(context.quiz, attempt),
    outbox: context.outbox.map((item) => ({ ...item, attemptId: item.attemptId ?? attempt?.id ?? null })),
  };
}

/** An unsuccessful finish: its message, the failing questions, and the first of them on screen. */
export function withFinishFailure(
  context: QuizContext,
  output: FinishAttemptResponse | undefined,
): Partial<QuizContext> {
  const failing = output?.questions ?? [];
  const firstIndex = context.questions.findIndex((question) => failing.includes(question.id));
  return {
    error: { message: output?.message ?? UNEXPECTED_ERROR_MESSAGE, questionId: failing[0] ?? null },
    failingQuestionIds: failing,
    currentIndex: firstIndex >= 0 ? firstIndex : context.currentIndex,
  };
}

/** Whether the questions waiting for a file differ from those the flow knows (in any order). */
export function hasAwaitingUploadsChanged(context: QuizContext, questionIds: readonly number[]): boolean {
  const known = new Set(context.awaitingUploads);
  const told = new Set(questionIds);
  return known.size !== told.size || [...told].some((questionId) => !known.has(questionId));
}

/** The questions waiting for a file, as the upload queue tells them, each once and in ascending order. */
export function withAwaitingUploads(questionIds: readonly number[]): Partial<QuizContext> {
  return { awaitingUploads: [...new Set(questionIds)].sort((a, b) => a - b) };
}

/** Stores a comment the learner left on a question (a text-graphic question is then no longer required). */
export function withComment(context: QuizContext, questionId: number, comment: string): Partial<QuizContext> {
  return {
    questions: context.questions.map((question) =>
      question.id === questionId ? { ...question, comment } : question,
    ),
  };
}

/** Sets the seconds left of the current question's timer. */
export function withCurrentQuestionSeconds(context: QuizContext, seconds: number): Partial<QuizContext> {
  const questionId = currentQuestion(context)?.id;
  if (questionId == null) return {};
  return { questionSecondsLeft: { ...context.questionSecondsLeft, [questionId]: seconds } };
}

/** One second off the current question's timer. */
export function withCurrentQuestionTick(context: QuizContext): Partial<QuizContext> {
  const questionId = currentQuestion(context)?.id;
  if (questionId == null) return {};
  return withCurrentQuestionSeconds(context, tickedSeconds(context.questionSecondsLeft[questionId] ?? 0));
}
