import { describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  createActor,
  fromPromise,
  initialTransition,
  transition,
  waitFor,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  type QuestionSaveEvent,
  questionSaveMachine,
  selectQuestionSaveView,
} from '../../../core/quiz-constructor/index.ts';
import { leafStateValues } from '../quiz/state-leaves.ts';

/** What the expert can do, and what the server can answer, in any state (the machine takes what fits). */
const events: AnyEventObject[] = [
  { type: 'edit' },
  { type: 'save' },
  { type: 'retry' },
  { type: 'rescore' },
  { type: 'keep' },
  { type: 'xstate.done.actor.saveQuestion', output: { attempts: 0 } },
  { type: 'xstate.done.actor.saveQuestion', output: { attempts: 4 } },
  { type: 'xstate.error.actor.saveQuestion', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.rescoreQuestion', output: { attempts: 4, changed: 3 } },
  { type: 'xstate.error.actor.rescoreQuestion', error: new TypeError('Failed to fetch') },
];

const paths = getShortestPaths(questionSaveMachine, {
  events: events as never,
  serializeState: ((snapshot: { value: unknown; context: unknown }) =>
    JSON.stringify([snapshot.value, snapshot.context])) as never,
});

describe('the question editor’s save cycle', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const leaf of leafStateValues(questionSaveMachine))
      expect(reached).toContain(JSON.stringify(leaf.value));
  });

  it('replays every path: the editor asks only after a save that found answered attempts, and says how many', () => {
    for (const path of paths) {
      let [snapshot] = initialTransition(questionSaveMachine);
      let found = 0;
      for (const step of path.steps) {
        const type: string = step.event.type;
        if (type === 'xstate.init') continue;
        if (type === 'xstate.done.actor.saveQuestion' && snapshot.value === 'saving')
          found = (step.event as unknown as { output: { attempts: number } }).output.attempts;
        [snapshot] = transition(questionSaveMachine, snapshot, step.event as QuestionSaveEvent);
        expect(snapshot.value).toEqual(step.state.value);
        const view = selectQuestionSaveView(snapshot);
        if (view.asking) {
          expect(found).toBeGreaterThan(0);
          expect(view.attempts).toBe(found);
        }
        // Nothing is both in flight and failed, and a finished save asks nothing more.
        expect(view.saving && (view.failed || view.asking)).toBe(false);
        if (view.done) expect(view.asking || view.failed || view.saving).toBe(false);
      }
    }
  });

  it('never re-scores unless the expert confirms', () => {
    for (const path of paths) {
      const types: string[] = path.steps.map((step) => step.event.type);
      if (JSON.stringify(path.state.value) === '"rescoring"') expect(types).toContain('rescore');
    }
  });

  it('with the app’s calls: a failed save is retried, then the expert confirms the re-score', async () => {
    let saves = 0;
    let rescores = 0;
    const actor = createActor(
      questionSaveMachine.provide({
        actors: {
          saveQuestion: fromPromise(async () => {
            saves += 1;
            if (saves === 1) throw new TypeError('Failed to fetch');
            return { attempts: 2 };
          }),
          rescoreQuestion: fromPromise(async () => {
            rescores += 1;
            return { attempts: 2, changed: 1 };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'save' });
    await waitFor(actor, (snapshot) => snapshot.value === 'failed');
    actor.send({ type: 'retry' });
    await waitFor(actor, (snapshot) => snapshot.value === 'confirmRescore');
    expect(selectQuestionSaveView(actor.getSnapshot())).toMatchObject({ asking: true, attempts: 2 });
    expect(rescores).toBe(0);
    actor.send({ type: 'rescore' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().context.rescored).toEqual({ attempts: 2, changed: 1 });
    expect([saves, rescores]).toEqual([2, 1]);
  });
});
