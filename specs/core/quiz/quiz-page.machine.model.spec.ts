import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { type QuizInput as QuizSchemaInput, quizSchema } from '../../../core/api/quiz.ts';
import {
  type QuizPageEvent,
  type QuizPageSnapshot,
  quizPageMachine,
  selectQuizPageView,
} from '../../../core/quiz/index.ts';
import { makeAttempt } from './quiz-flow.fixtures.ts';
import { leafStateValues } from './state-leaves.ts';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const quizOf = (overrides: Partial<QuizSchemaInput>) => v.parse(quizSchema, { id: 5, ...overrides });
const LOADED_QUIZZES = [
  quizOf({ blocked_info: { is_accessible: false, access_date: new Date(NOW + 5000).toISOString() } }),
  quizOf({ closed_info: { is_accessible: false } }),
  quizOf({ attempt: makeAttempt() }),
  quizOf({ attempt: makeAttempt({ left_time_in_seconds: 0 }) }),
  quizOf({ attempt: makeAttempt({ status_id: 2 }) }),
  quizOf({}),
];
const tick = () => {
  const [transition] = quizPageMachine.getStateNodeById('quizPage.blocked.counting').after;
  return { type: transition!.eventType };
};

function eventsFor(_snapshot: QuizPageSnapshot): AnyEventObject[] {
  return [
    ...LOADED_QUIZZES.map((output) => ({ type: 'xstate.done.actor.loadQuiz', output })),
    { type: 'xstate.error.actor.loadQuiz', error: new Error('down') },
    // The quiz read again after a finish: attempts left and status as the server now has them.
    {
      type: 'xstate.done.actor.reloadQuiz',
      output: quizOf({ attempt: makeAttempt({ status_id: 1 }), is_run_out_of_attempts: true }),
    },
    { type: 'xstate.error.actor.reloadQuiz', error: new Error('down') },
    { type: 'xstate.done.actor.startAttempt', output: makeAttempt() },
    { type: 'xstate.done.actor.loadQuestions', output: [] },
    { type: 'xstate.done.actor.finishExpiredAttempt', output: makeAttempt({ status_id: 6 }) },
    {
      type: 'xstate.done.actor.loadAttemptReview',
      output: { questions: [], results: [], attempt: makeAttempt({ status_id: 1 }), aggregate_interview: [] },
    },
    { type: 'quiz.start' },
    { type: 'quiz.reload' },
    { type: 'result.open', attemptId: 31 },
    { type: 'result.close' },
    { type: 'attempt.finished', attempt: makeAttempt({ status_id: 1 }) },
    tick(),
    { type: `xstate.after.sectionRefresh.quizPage.refreshingSection` },
  ];
}

const paths = getShortestPaths(quizPageMachine, {
  input: { quizId: 5, isAuthenticated: true, now: NOW },
  events: eventsFor as (snapshot: QuizPageSnapshot) => QuizPageEvent[],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.secondsUntilOpen,
      snapshot.context.attempt?.status_id ?? null,
    ]),
});

describe('quiz page machine, walked with xstate/graph', () => {
  it('reaches every state', () => {
    const unreached = leafStateValues(quizPageMachine).filter(
      (leaf) => !paths.some((path) => path.state.matches(leaf.value as never)),
    );
    expect(unreached.map((leaf) => leaf.id)).toEqual([]);
  });

  it('every reached state means what the page shows', () => {
    for (const { state } of paths) {
      const view = selectQuizPageView(state);
      if (state.matches('blocked')) {
        expect(view.screen).toBe('blocked');
        expect(view.showsReloadButton).toBe((view.secondsUntilOpen ?? 0) <= 3);
        expect(view.startButton.visible).toBe(false);
      }
      if (state.matches('closed')) expect(view.startButton.visible).toBe(false);
      if (state.matches('attempting')) {
        expect(view.screen).toBe('attempt');
        expect(view.attempt?.status_id ?? 5).toBe(5);
      }
      if (state.matches('result')) expect(view.review).not.toBeNull();
      if (state.matches('reloadingQuiz')) {
        // Only a finish leads here: the finished attempt is kept while the quiz is read again.
        expect(view.screen).toBe('preview');
        expect(view.attempt?.status_id).not.toBe(5);
      }
      if (state.matches('preview') && view.attempt && view.attempt.status_id !== 5) {
        expect(view.statusMessage).not.toBeNull();
      }
      expect(view.isBusy).toBe(
        ['loading', 'starting', 'loadingQuestions', 'expiring', 'openingResult', 'reloadingQuiz'].some(
          (busy) => state.matches(busy as never),
        ),
      );
    }
  });
});
