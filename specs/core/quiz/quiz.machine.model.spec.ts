import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { type AnswerResponse, quizSchema } from '../../../core/api/quiz.ts';
import { type QuizEvent, type QuizSnapshot, quizMachine, selectQuizView } from '../../../core/quiz/index.ts';
import { makeAttempt } from './quiz-flow.fixtures.ts';
import { leafStateValues } from './state-leaves.ts';

const quiz = v.parse(quizSchema, {
  id: 5,
  is_allow_clear: true,
  type_show_question_result_attempt: { id: 3 },
  options: { timer_duration: 30 },
  questions: [
    { id: 1, type: { slug: 'text_media_answer' }, text_answer_type_id: 3 },
    {
      id: 2,
      type: { slug: 'single_answer' },
      timer: true,
      timer_duration: 20,
      answers: [{ id: 21 }, { id: 22 }],
    },
  ],
});

const response = (questionId: number): AnswerResponse => ({
  ...makeAttempt({ left_time_in_seconds: 30 }),
  quiz_question: {
    id: questionId,
    has_result_answer: true,
    is_skipped: false,
    comment_files: [],
    correct_answers: [],
    aggregate_interview: [],
    attempt_question_result: { is_correct: true },
  },
});

const afterEvent = (stateId: string) => {
  const [transition] = quizMachine.getStateNodeById(stateId).after;
  return { type: transition!.eventType };
};

/** The events a learner and the world can send in a state (actor results included, since the walk runs nothing). */
function eventsFor(snapshot: QuizSnapshot): AnyEventObject[] {
  const { context } = snapshot;
  const current = context.questions[context.currentIndex]!;
  const events: AnyEventObject[] = [
    current.id === 2
      ? { type: 'answer.change', questionId: 2, answer: { kind: 'choice', selected: [21], customText: '' } }
      : {
          type: 'answer.change',
          questionId: 1,
          typed: true,
          answer: { kind: 'text', inputKind: 'area', text: 'hi', files: [] },
        },
    { type: 'question.callout', questionId: current.id },
    { type: 'question.next' },
    { type: 'question.back' },
    { type: 'quiz.check' },
    { type: 'quiz.finish' },
    { type: 'quiz.finish.confirm' },
    { type: 'quiz.finish.cancel' },
    { type: 'quiz.clear' },
    { type: context.online ? 'connection.lost' : 'connection.restored' },
    { type: 'page.visible' },
    { type: 'xstate.done.actor.startAttempt', output: makeAttempt({ left_time_in_seconds: 30 }) },
    { type: 'xstate.error.actor.startAttempt', error: new TypeError('offline') },
    {
      type: 'xstate.done.actor.sendAnswer',
      output: response(context.outbox[0]?.payload.quiz_question_id ?? 1),
    },
    { type: 'xstate.error.actor.sendAnswer', error: new TypeError('offline') },
    {
      type: 'xstate.done.actor.finishAttempt',
      output: { success: true, attempt: makeAttempt({ status_id: 1 }), questions: [] },
    },
    { type: 'xstate.done.actor.clearAttempt', output: makeAttempt({ left_time_in_seconds: 30 }) },
    { type: 'xstate.done.actor.fetchAttemptTimer', output: { left_time_in_seconds: 0 } },
    { type: 'xstate.done.actor.startQuestionTimer', output: { left_time_in_seconds: 0 } },
    afterEvent('quiz.attempt.waitingToStart'),
    afterEvent('quiz.outbox.waitingForNetwork'),
  ];
  return events;
}

const stopwatchQuiz = { ...quiz, options: { timer_duration: null, timer_type: { id: 2 } } };

const paths = getShortestPaths(quizMachine, {
  input: { quiz, attempt: null, keySeed: 'model' },
  events: eventsFor as (snapshot: QuizSnapshot) => QuizEvent[],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.online,
      snapshot.context.currentIndex,
      snapshot.context.attempt !== null,
      snapshot.context.outbox.length > 0,
    ]),
});

const stopwatchPaths = getShortestPaths(quizMachine, {
  input: { quiz: stopwatchQuiz, attempt: null, keySeed: 'model' },
  events: eventsFor as (snapshot: QuizSnapshot) => QuizEvent[],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.attempt !== null]),
});

describe('quiz flow machine, walked with xstate/graph', () => {
  it('reaches every state', () => {
    const unreached = leafStateValues(quizMachine).filter(
      (leaf) => ![...paths, ...stopwatchPaths].some((path) => path.state.matches(leaf.value as never)),
    );
    expect(unreached.map((leaf) => leaf.id)).toEqual([]);
  });

  it('every reached state means what the quiz screen shows', () => {
    for (const { state } of [...paths, ...stopwatchPaths]) {
      const view = selectQuizView(state);
      const { context } = state;
      if (state.matches({ attemptTimer: 'countingUp' })) expect(view.attemptSecondsLeft).toBeNull();
      expect(view.isFinishConfirmOpen).toBe(state.matches({ flow: 'confirmingFinish' }));
      if (state.matches({ flow: 'checking' })) expect(context.checkKey).not.toBeNull();
      if (state.matches({ flow: 'reviewing' })) expect(view.statusBanner).not.toBeNull();
      if (state.matches({ flow: 'finished' })) {
        expect(state.matches({ attemptTimer: 'stopped' })).toBe(true);
        expect(state.matches({ questionTimer: 'stopped' })).toBe(true);
      }
      if (state.matches({ attempt: 'active' })) expect(context.attempt).not.toBeNull();
      if (state.matches({ attempt: 'idle' }) || state.matches({ attempt: 'starting' }))
        expect(context.attempt).toBeNull();
      // No connection while starting is no failure: nothing to read as an error, the start waits.
      if (state.matches({ attempt: 'waitingForNetwork' })) {
        expect(context.attempt).toBeNull();
        expect(view.error, 'offline start').toBeNull();
      }
      if (state.matches({ outbox: 'sending' })) expect(view.answersWaiting, 'sending').toBeGreaterThan(0);
      if (state.matches({ outbox: 'waitingForNetwork' }))
        expect(view.answersWaiting, 'waiting').toBeGreaterThan(0);
      if (state.matches({ outbox: 'idle' }) && context.online && context.attempt)
        expect(view.answersWaiting).toBe(0);
      if (state.matches({ attemptTimer: 'running' }))
        expect(context.attemptSecondsLeft, 'attempt timer').toBeGreaterThan(0);
      if (state.matches({ questionTimer: 'running' }))
        expect(view.questionSecondsLeft, JSON.stringify(state.value)).toBeGreaterThan(0);
      if (view.isBusy) {
        expect(
          state.matches({ flow: 'checking' }) ||
            state.matches({ flow: 'finishing' }) ||
            state.matches({ flow: 'clearing' }) ||
            state.matches({ attempt: 'starting' }),
        ).toBe(true);
      }
    }
  });
});
