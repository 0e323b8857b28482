import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  type DropdownEvent,
  type DropdownInput,
  dropdownMachine,
  selectDropdownView,
} from '../../../core/dropdown/index.ts';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';

type Snapshot = SnapshotFrom<typeof dropdownMachine>;

const events: DropdownEvent[] = [
  { type: 'dropdown.open' },
  { type: 'dropdown.toggle' },
  { type: 'dropdown.close' },
  { type: 'outside.clicked' },
  { type: 'escape.pressed' },
  { type: 'search.change', text: 'pho' },
  { type: 'option.highlight', key: 'b' },
  { type: 'option.select', key: 'a' },
  { type: 'readonly.changed', readOnly: true },
  { type: 'readonly.changed', readOnly: false },
];

const serialize = (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context]);

/** What a person notices in each state, through the view. */
function assertMeaning(snapshot: Snapshot) {
  const view = selectDropdownView(snapshot);
  if (snapshot.matches('closed')) {
    expect(view.isOpen).toBe(false);
    expect(view.search).toBe('');
  } else {
    expect(view.isOpen).toBe(true);
    expect(view.isReadOnly).toBe(false);
  }
}

const inputs: { name: string; input: DropdownInput }[] = [
  { name: 'single choice', input: {} },
  { name: 'several choices', input: { closeOnSelect: false } },
  { name: 'read-only', input: { readOnly: true } },
];

describe('dropdown machine model', () => {
  const reached = new Set<string>();
  for (const { name, input } of inputs) {
    describe(name, () => {
      const paths = getShortestPaths(dropdownMachine, {
        input,
        events,
        serializeState: serialize as never,
      });
      for (const path of paths) reached.add(String(path.state.value));

      it('replays every shortest path on a running actor, meaning what each state says', () => {
        for (const path of paths) {
          const actor = createActor(dropdownMachine, { input }).start();
          const selected: string[] = [];
          actor.on('option.selected', (event) => selected.push(event.key));
          for (const step of path.steps) {
            const event = step.event as DropdownEvent | { type: 'xstate.init' };
            if (event.type !== 'xstate.init') actor.send(event);
            expect(actor.getSnapshot().value).toEqual(step.state.value);
            assertMeaning(actor.getSnapshot());
          }
          const selections = path.steps.filter((step) => step.event.type === 'option.select').length;
          expect(selected.length).toBeLessThanOrEqual(selections);
          actor.stop();
        }
      });
    });
  }

  it('reaches every state of the machine', () => {
    expect([...reached].sort()).toEqual(
      listLeafStateIds(dropdownMachine)
        .map((id) => id.replace('dropdown.', ''))
        .sort(),
    );
  });

  it('a read-only dropdown never opens, whatever is sent', () => {
    const actor = createActor(dropdownMachine, { input: { readOnly: true } }).start();
    for (const event of events.filter((e) => e.type !== 'readonly.changed')) {
      actor.send(event);
      expect(selectDropdownView(actor.getSnapshot()).isOpen).toBe(false);
    }
  });

  it('becoming read-only while open closes it', () => {
    const actor = createActor(dropdownMachine, { input: {} }).start();
    actor.send({ type: 'dropdown.open' });
    actor.send({ type: 'readonly.changed', readOnly: true });
    expect(selectDropdownView(actor.getSnapshot()).isOpen).toBe(false);
  });

  it('outside click and Escape close it and forget the search', () => {
    for (const closing of [{ type: 'outside.clicked' }, { type: 'escape.pressed' }] as const) {
      const actor = createActor(dropdownMachine, { input: {} }).start();
      actor.send({ type: 'dropdown.open' });
      actor.send({ type: 'search.change', text: 'ma' });
      actor.send(closing);
      expect(selectDropdownView(actor.getSnapshot())).toMatchObject({ isOpen: false, search: '' });
    }
  });

  it('choosing closes a single-choice list and keeps a several-choice list open, announcing each choice', () => {
    const single = createActor(dropdownMachine, { input: {} }).start();
    const multi = createActor(dropdownMachine, { input: { closeOnSelect: false } }).start();
    const chosen: string[] = [];
    single.on('option.selected', (event) => chosen.push(`single:${event.key}`));
    multi.on('option.selected', (event) => chosen.push(`multi:${event.key}`));
    for (const actor of [single, multi]) {
      actor.send({ type: 'dropdown.open' });
      actor.send({ type: 'option.select', key: 'b' });
    }
    expect(selectDropdownView(single.getSnapshot()).isOpen).toBe(false);
    expect(selectDropdownView(multi.getSnapshot())).toMatchObject({ isOpen: true, highlightedKey: 'b' });
    expect(chosen).toEqual(['single:b', 'multi:b']);
  });

  it('opens with the requested option highlighted', () => {
    const actor = createActor(dropdownMachine, { input: { selectedKey: 'a' } }).start();
    actor.send({ type: 'dropdown.open', highlightedKey: 'c' });
    expect(selectDropdownView(actor.getSnapshot()).highlightedKey).toBe('c');
  });
});
