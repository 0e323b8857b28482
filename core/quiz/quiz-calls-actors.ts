import { fromPromise } from 'xstate';
import type { QuizCalls } from '../api/quiz-calls.ts';
import { quizMachine } from './quiz.machine.ts';
import type {
  AttemptIdInput,
  FinishAttemptInput,
  QuestionTimerInput,
  SendAnswerInput,
  StartAttemptInput,
} from './quiz.types.ts';

/** The quiz flow machine with its actors calling the server (the web app and the terminal client alike). */
export function quizMachineWith(calls: QuizCalls) {
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
