import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type AnswerState,
  type QuizSnapshot,
  type quizMachine,
  selectIsQuestionDisabled,
  selectQuizView,
} from '../../core/quiz/index.ts';

/** A running quiz flow. */
export type QuizActor = ActorRefFrom<typeof quizMachine>;

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);
const disabledIds = (snapshot: QuizSnapshot) =>
  snapshot.context.questions
    .filter((question) => selectIsQuestionDisabled(snapshot, question.id))
    .map((question) => question.id);

/** Binds a running quiz flow: the screen's view model and the learner's commands, never raw events. */
export function useQuiz(actor: QuizActor) {
  const view = useSelector(actor, selectQuizView);
  const quiz = useSelector(actor, (snapshot) => snapshot.context.quiz);
  const questions = useSelector(actor, (snapshot) => snapshot.context.questions);
  const answers = useSelector(actor, (snapshot) => snapshot.context.answers);
  const disabled = useSelector(actor, disabledIds, sameList);
  const commands = useMemo(
    () => ({
      change: (questionId: number, answer: AnswerState, options?: { typed?: boolean }) =>
        actor.send({ type: 'answer.change', questionId, answer, typed: options?.typed }),
      goTo: (index: number) => actor.send({ type: 'question.goTo', index }),
      back: () => actor.send({ type: 'question.back' }),
      next: () => actor.send({ type: 'question.next' }),
      check: () => actor.send({ type: 'quiz.check' }),
      finish: () => actor.send({ type: 'quiz.finish' }),
      confirmFinish: () => actor.send({ type: 'quiz.finish.confirm' }),
      cancelFinish: () => actor.send({ type: 'quiz.finish.cancel' }),
      clear: () => actor.send({ type: 'quiz.clear' }),
      dismissError: () => actor.send({ type: 'error.dismiss' }),
    }),
    [actor],
  );
  return { view, quiz, questions, answers, disabled, ...commands };
}

/** What useQuiz gives a screen. */
export type QuizBinding = ReturnType<typeof useQuiz>;
