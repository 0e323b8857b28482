import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';
import {
  NUMBER_INPUT_FLASH_MS,
  type NumberInputEvent,
  numberInputMachine,
  selectNumberInputView,
} from '../../../core/number-input/index.ts';

type Snapshot = SnapshotFrom<typeof numberInputMachine>;
const FLASH_OVER = 'xstate.after.flash.numberInput.flashing';

const events = [
  { type: 'value.commit', text: '5' },
  { type: 'value.commit', text: '11' },
  { type: 'value.commit', text: '-1' },
  { type: 'value.commit', text: 'five' },
  { type: 'value.step', delta: 1 },
  { type: 'value.step', delta: -1 },
  { type: FLASH_OVER },
];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.value, snapshot.context.rejection]);

describe('number input machine model', () => {
  const input = { min: 0, max: 10, value: 10 };
  const paths = getShortestPaths(numberInputMachine, {
    input,
    events: events as never,
    serializeState: serialize as never,
  });

  it('replays every path; the value never leaves min–max and a rejection flashes', () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const actor = createActor(numberInputMachine, { input, clock }).start();
      for (const step of path.steps) {
        const type: string = step.event.type;
        if (type === 'xstate.init') continue;
        if (type === FLASH_OVER) clock.increment(NUMBER_INPUT_FLASH_MS);
        else actor.send(step.event as NumberInputEvent);
        const view = selectNumberInputView(actor.getSnapshot());
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        expect(view.isFlashing).toBe(view.rejection !== null);
        if (view.value !== null) {
          expect(view.value).toBeGreaterThanOrEqual(0);
          expect(view.value).toBeLessThanOrEqual(10);
        }
      }
      actor.stop();
    }
  });

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => `numberInput.${String(p.state.value)}`))).toEqual(
      new Set(listLeafStateIds(numberInputMachine)),
    );
  });

  it('a value above max is rejected, the old one kept, and the flash lasts exactly 500 ms', () => {
    const clock = new SimulatedClock();
    const actor = createActor(numberInputMachine, { input, clock }).start();
    const changes: (number | null)[] = [];
    actor.on('value.changed', (event) => changes.push(event.value));
    actor.send({ type: 'value.commit', text: '11' });
    expect(selectNumberInputView(actor.getSnapshot())).toMatchObject({
      value: 10,
      isFlashing: true,
      rejection: 'above-max',
    });
    clock.increment(NUMBER_INPUT_FLASH_MS - 1);
    expect(selectNumberInputView(actor.getSnapshot()).isFlashing).toBe(true);
    clock.increment(1);
    expect(selectNumberInputView(actor.getSnapshot())).toMatchObject({ isFlashing: false, rejection: null });
    actor.send({ type: 'value.commit', text: '7' });
    expect(changes).toEqual([7]);
  });

  it('stepping past a bound is rejected too', () => {
    const actor = createActor(numberInputMachine, { input: { min: 0, max: 10, value: 0 } }).start();
    actor.send({ type: 'value.step', delta: -1 });
    expect(selectNumberInputView(actor.getSnapshot())).toMatchObject({ value: 0, rejection: 'below-min' });
  });
});
