import { assign, fromPromise, setup } from 'xstate';
import type { RescoreSummary } from '../api/quiz-authoring.ts';

// The question editor's save cycle (docs/quiz-constructor.md, Re-scoring): the expert edits, saves;
// a save that changed the key of a question students answered asks whether to re-score their
// attempts, and a failed save or re-score can be tried again.

/** What a save found: how many attempts answered the question if its key changed (0: nothing to ask). */
export interface QuestionSaveOutput {
  attempts: number;
}

export interface QuestionSaveContext {
  /** Attempts a re-score would go over. */
  attempts: number;
  /** What the last re-score changed. */
  rescored: RescoreSummary | null;
}

export type QuestionSaveEvent =
  | { type: 'edit' }
  | { type: 'save' }
  | { type: 'retry' }
  | { type: 'rescore' }
  | { type: 'keep' };

export const questionSaveMachine = setup({
  types: {
    context: {} as QuestionSaveContext,
    events: {} as QuestionSaveEvent,
  },
  actors: {
    /** Saves the question as edited; the app supplies it. */
    saveQuestion: fromPromise<QuestionSaveOutput>(async () => ({ attempts: 0 })),
    /** Re-scores the stored answers; the app supplies it. */
    rescoreQuestion: fromPromise<RescoreSummary>(async () => ({ attempts: 0, changed: 0 })),
  },
}).createMachine({
  id: 'questionSave',
  context: { attempts: 0, rescored: null },
  initial: 'editing',
  states: {
    editing: {
      on: { save: 'saving' },
    },
    saving: {
      invoke: {
        id: 'saveQuestion',
        src: 'saveQuestion',
        onDone: [
          {
            guard: ({ event }) => event.output.attempts > 0,
            target: 'confirmRescore',
            actions: assign({ attempts: ({ event }) => event.output.attempts }),
          },
          { target: 'saved' },
        ],
        onError: 'failed',
      },
    },
    failed: {
      on: { retry: 'saving', save: 'saving', edit: 'editing' },
    },
    confirmRescore: {
      on: { rescore: 'rescoring', keep: 'saved' },
    },
    rescoring: {
      invoke: {
        id: 'rescoreQuestion',
        src: 'rescoreQuestion',
        onDone: { target: 'saved', actions: assign({ rescored: ({ event }) => event.output }) },
        onError: 'rescoreFailed',
      },
    },
    rescoreFailed: {
      on: { retry: 'rescoring', keep: 'saved' },
    },
    saved: { type: 'final' },
  },
});

/** What the editor shows of the save cycle. */
export function selectQuestionSaveView(snapshot: { value: unknown; context: QuestionSaveContext }) {
  const state = String(snapshot.value);
  return {
    saving: state === 'saving' || state === 'rescoring',
    failed: state === 'failed',
    asking: state === 'confirmRescore' || state === 'rescoreFailed',
    rescoreFailed: state === 'rescoreFailed',
    attempts: snapshot.context.attempts,
    done: state === 'saved',
  };
}
