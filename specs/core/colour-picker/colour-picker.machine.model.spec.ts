import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  type ColourPickerEvent,
  type ColourPickerInput,
  colourPickerMachine,
  type SaveUsedColorsInput,
  selectColourPickerView,
} from '../../../core/colour-picker/index.ts';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';

type Snapshot = SnapshotFrom<typeof colourPickerMachine>;
type ModelEvent = ColourPickerEvent | { type: string; error?: unknown };

const events: ModelEvent[] = [
  { type: 'picker.open' },
  { type: 'picker.close' },
  { type: 'outside.clicked' },
  { type: 'escape.pressed' },
  { type: 'colour.pick', colour: '#43a047' },
  { type: 'custom.open' },
  { type: 'custom.back' },
  { type: 'hex.change', text: '#3965FF' },
  { type: 'hex.change', text: 'zz' },
  { type: 'opacity.change', opacity: 128 },
  { type: 'custom.apply' },
  { type: 'save.retry' },
  { type: 'xstate.done.actor.0.colourPicker.saving' },
  { type: 'xstate.error.actor.0.colourPicker.saving', error: new Error('offline') },
];

const serialize = (snapshot: Snapshot) => {
  const { value, saveError, hexInput, opacity } = snapshot.context;
  return JSON.stringify([snapshot.value, value, saveError, hexInput, opacity]);
};

function assertMeaning(snapshot: Snapshot) {
  const view = selectColourPickerView(snapshot);
  if (snapshot.matches('closed'))
    expect(view).toMatchObject({ isOpen: false, isCustom: false, isSaving: false });
  if (snapshot.matches('open')) expect(view).toMatchObject({ isOpen: true, isCustom: false });
  if (snapshot.matches('custom'))
    expect(view).toMatchObject({ isOpen: true, isCustom: true, isSaving: false });
  if (snapshot.matches('saving')) {
    expect(view).toMatchObject({ isOpen: true, isSaving: true, canApply: false, signedIn: true });
    expect(view.usedColors[0]).toBe(view.value);
  }
}

function controllableSave() {
  const calls: { input: SaveUsedColorsInput; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<void, SaveUsedColorsInput>(
    ({ input }) => new Promise<void>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  return { calls, logic };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const scenarios: { name: string; input: ColourPickerInput }[] = [
  { name: 'signed in', input: { signedIn: true, usedColors: ['#e53935'] } },
  { name: 'a guest', input: { signedIn: false } },
];

describe('colour picker machine model', () => {
  const reached = new Set<string>();
  for (const { name, input } of scenarios) {
    it(`${name}: replays every shortest path with a controllable save`, async () => {
      const paths = getShortestPaths(colourPickerMachine, {
        input,
        events: events as never,
        serializeState: serialize as never,
      });
      for (const path of paths) {
        reached.add(`colourPicker.${String(path.state.value)}`);
        const save = controllableSave();
        const actor = createActor(colourPickerMachine.provide({ actors: { saveUsedColors: save.logic } }), {
          input,
        }).start();
        for (const step of path.steps) {
          const event = step.event as ModelEvent;
          if (event.type === 'xstate.init') continue;
          if (event.type.startsWith('xstate.done.actor')) save.calls.at(-1)?.resolve();
          else if (event.type.startsWith('xstate.error.actor'))
            save.calls.at(-1)?.reject(new Error('offline'));
          else actor.send(event as ColourPickerEvent);
          await settle();
          expect(actor.getSnapshot().value).toEqual(step.state.value);
          assertMeaning(actor.getSnapshot());
        }
        if (!input.signedIn) expect(save.calls).toHaveLength(0);
        actor.stop();
      }
    });
  }

  it('reaches every state of the machine', () => {
    expect([...reached].sort()).toEqual(listLeafStateIds(colourPickerMachine).sort());
  });

  it('signed in: a custom colour is applied at once and saved to used_colors, newest first', async () => {
    const save = controllableSave();
    const actor = createActor(colourPickerMachine.provide({ actors: { saveUsedColors: save.logic } }), {
      input: { signedIn: true, usedColors: ['#e53935', '#3965ff'] },
    }).start();
    const changes: string[] = [];
    actor.on('colour.changed', (event) => changes.push(event.colour));
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'custom.open' });
    actor.send({ type: 'hex.change', text: '3965FF' });
    actor.send({ type: 'opacity.change', opacity: 128 });
    actor.send({ type: 'custom.apply' });
    expect(changes).toEqual(['#3965ff80']);
    expect(save.calls.map((call) => call.input.usedColors)).toEqual([['#3965ff80', '#e53935', '#3965ff']]);
    save.calls[0]?.resolve();
    await settle();
    expect(selectColourPickerView(actor.getSnapshot())).toMatchObject({ isOpen: false, value: '#3965ff80' });
  });

  it('a guest gets the colour but nothing is saved', async () => {
    const save = controllableSave();
    const actor = createActor(colourPickerMachine.provide({ actors: { saveUsedColors: save.logic } }), {
      input: { signedIn: false },
    }).start();
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'custom.open' });
    actor.send({ type: 'hex.change', text: '#fff' });
    actor.send({ type: 'custom.apply' });
    await settle();
    expect(save.calls).toHaveLength(0);
    expect(selectColourPickerView(actor.getSnapshot())).toMatchObject({ isOpen: false, value: '#ffffff' });
  });

  it('an invalid hex cannot be applied', () => {
    const actor = createActor(colourPickerMachine, { input: {} }).start();
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'custom.open' });
    actor.send({ type: 'hex.change', text: 'blue' });
    actor.send({ type: 'custom.apply' });
    expect(selectColourPickerView(actor.getSnapshot())).toMatchObject({
      isCustom: true,
      isHexInvalid: true,
      canApply: false,
    });
  });
});
