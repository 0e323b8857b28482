// Apart from quizMachineWith (quiz-calls-actors.ts): the quiz page's start must not carry the quiz flow's machine.
import { fromPromise } from 'xstate';
import type { Attempt, AttemptReview, Question, Quiz } from '../api/quiz.ts';
import type { QuizCalls } from '../api/quiz-calls.ts';
import { quizPageMachine } from './quiz-page.machine.ts';

/** The quiz page machine with its actors calling the server (the web app and the terminal client alike). */
export function quizPageMachineWith(calls: QuizCalls) {
  return quizPageMachine.provide({
    actors: {
      loadQuiz: fromPromise<Quiz, { quizId: number }>(({ input }) => calls.loadQuiz(input)),
      startAttempt: fromPromise<Attempt, { quizId: number }>(({ input }) => calls.startAttempt(input)),
      loadQuestions: fromPromise<Question[], { quizId: number; attemptId: number }>(({ input }) =>
        calls.loadQuestions(input),
      ),
      loadAttemptReview: fromPromise<AttemptReview, { quizId: number; attemptId: number }>(({ input }) =>
        calls.loadAttemptReview(input),
      ),
      finishExpiredAttempt: fromPromise<Attempt, { attemptId: number }>(({ input }) =>
        calls.finishExpiredAttempt(input),
      ),
    },
  });
}
