import { fromPromise } from 'xstate';
import type { QuizCalls } from '../../../core/api/index.ts';
import type { Attempt, AttemptReview, Question, Quiz } from '../../../core/api/quiz.ts';
import {
  type AttemptIdInput,
  type FinishAttemptInput,
  type QuestionTimerInput,
  quizMachine,
  quizPageMachine,
  type SendAnswerInput,
  type StartAttemptInput,
} from '../../../core/quiz/index.ts';

/** The quiz page machine with its actors calling the server. */
export function providedQuizPageMachine(calls: QuizCalls) {
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

/** The quiz flow machine with its actors calling the server. */
export function providedQuizMachine(calls: QuizCalls) {
  return quizMachine.provide({
    actors: {
      startAttempt: fromPromise(({ input }: { input: StartAttemptInput }) => calls.startAttempt(input)),
      sendAnswer: fromPromise(({ input }: { input: SendAnswerInput }) => calls.sendAnswer(input)),
      finishAttempt: fromPromise(({ input }: { input: FinishAttemptInput }) => calls.finishAttempt(input)),
      clearAttempt: fromPromise(({ input }: { input: AttemptIdInput }) => calls.clearAttempt(input)),
      fetchAttemptTimer: fromPromise(({ input }: { input: AttemptIdInput }) =>
        calls.fetchAttemptTimer(input),
      ),
      startQuestionTimer: fromPromise(({ input }: { input: QuestionTimerInput }) =>
        calls.startQuestionTimer(input),
      ),
    },
  });
}
