import { fromPromise } from 'xstate';
import type { Attempt, AttemptReview, Question, Quiz, QuizCalls } from '../../core/api/index.ts';
import {
  type AttemptIdInput,
  type FinishAttemptInput,
  type QuestionTimerInput,
  quizMachine,
  quizPageMachine,
  type SendAnswerInput,
  type StartAttemptInput,
} from '../../core/quiz/index.ts';

/** The web app's quiz page machine, its actors calling the server through the one client. */
export function quizPageMachineFor(calls: QuizCalls) {
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

/** The web app's quiz flow machine, its actors calling the server through the one client. */
export function quizMachineFor(calls: QuizCalls) {
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
