import type { QueryClient } from '@tanstack/react-query';
import type { QuizCalls } from '../../../core/api/index.ts';
import type { Question, Quiz } from '../../../core/api/quiz.ts';
import { QUIZ_BOOT_KEYS } from '../../../core/navigation/index.ts';

/** How long after the page was served its quiz and questions still stand for the server's answer. */
export const SERVED_QUIZ_FRESH_MS = 30_000;

/**
 * The quiz page's calls answering its first read of the quiz and of its questions from what the page was
 * served with (core/navigation/route-boot-queries.ts, `QUIZ_BOOT_KEYS`), once each: the page draws its
 * first screen without those round trips, and every later read (a reload, after a finish) asks the server.
 * Where nothing was served (a quiz in a lesson, the dev server) every call goes out as before.
 */
export function withServedAnswers(calls: QuizCalls, queryClient: QueryClient, base: string): QuizCalls {
  const take = <T>(key: readonly unknown[]): T | undefined => {
    const state = queryClient.getQueryState<T>(key);
    if (state?.data === undefined) return undefined;
    queryClient.removeQueries({ queryKey: key, exact: true });
    // A page opened long after it was served (the app moved here later) reads the quiz afresh.
    return Date.now() - state.dataUpdatedAt <= SERVED_QUIZ_FRESH_MS ? state.data : undefined;
  };
  // Each call is handed on by name: the web client's calls are a proxy (core/api/web-client.ts).
  return {
    listQuizzes: () => calls.listQuizzes(),
    finishExpiredAttempt: (input) => calls.finishExpiredAttempt(input),
    startAttempt: (input) => calls.startAttempt(input),
    sendAnswer: (input) => calls.sendAnswer(input),
    finishAttempt: (input) => calls.finishAttempt(input),
    clearAttempt: (input) => calls.clearAttempt(input),
    fetchAttemptTimer: (input) => calls.fetchAttemptTimer(input),
    startQuestionTimer: (input) => calls.startQuestionTimer(input),
    loadQuestionComment: (input) => calls.loadQuestionComment(input),
    loadAttemptReview: (input) => calls.loadAttemptReview(input),
    loadQuiz: (input) => {
      const served = take<Quiz>(QUIZ_BOOT_KEYS.quiz(base, input.quizId));
      return served ? Promise.resolve(served) : calls.loadQuiz(input);
    },
    loadQuestions: (input) => {
      const served = take<Question[]>(QUIZ_BOOT_KEYS.questions(base, input.quizId, input.attemptId));
      return served ? Promise.resolve(served) : calls.loadQuestions(input);
    },
  };
}
