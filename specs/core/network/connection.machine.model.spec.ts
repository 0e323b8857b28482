import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';
import {
  type ConnectionEvent,
  type ConnectionInput,
  connectionMachine,
  selectConnectionView,
} from '../../../core/network/index.ts';
import { fakeNetworkAdapter } from './network-fakes.ts';

type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;

const EVENTS: ConnectionEvent[] = [
  { type: 'network.went_online' },
  { type: 'network.went_offline' },
  ...(['slow-2g', '2g', '3g', '4g', null] as const).map(
    (effectiveType): ConnectionEvent => ({ type: 'network.type_changed', effectiveType }),
  ),
];

function leafId(snapshot: ConnectionSnapshot): string {
  return snapshot._nodes.find((node) => node.type === 'atomic')?.id ?? '';
}

/** What each state means to a person looking at the bar. */
function assertMeaning(snapshot: ConnectionSnapshot): void {
  const view = selectConnectionView(snapshot);
  const slow = view.effectiveType === 'slow-2g' || view.effectiveType === '2g';
  expect(snapshot.hasTag('alert')).toBe(view.alert !== null);
  switch (leafId(snapshot)) {
    case 'connection.none':
      expect(view.isOnline).toBe(false);
      expect(view.alert).toEqual({ kind: 'none', messageKey: 'network.connection_no' });
      break;
    case 'connection.bad':
      expect(view.isOnline && slow).toBe(true);
      expect(view.alert).toEqual({ kind: 'bad', messageKey: 'network.connection_bad' });
      break;
    case 'connection.good':
      expect(view.isOnline && !slow).toBe(true);
      expect(view.alert).toBeNull();
      break;
    default:
      throw new Error(`No meaning written for state ${leafId(snapshot)}`);
  }
}

const inputs: ConnectionInput[] = [undefined, { online: false }, { online: true, effectiveType: 'slow-2g' }];

describe('connection alert model', () => {
  const reached = new Set<string>();

  for (const input of inputs) {
    describe(`starting from ${JSON.stringify(input ?? {})}`, () => {
      const paths = getShortestPaths(connectionMachine, { input, events: EVENTS });
      for (const path of paths) reached.add(leafId(path.state));

      it('reaches every combination of online and type', () => {
        expect(paths).toHaveLength(2 * 5);
      });

      for (const path of paths) {
        const label = path.steps.map((step) => JSON.stringify(step.event)).join(' → ');
        it(`means what it says after ${label}`, () => {
          assertMeaning(path.state);
          const adapter = fakeNetworkAdapter();
          const actor = createActor(connectionMachine.provide({ actors: { watchNetwork: adapter.logic } }), {
            input,
          }).start();
          for (const step of path.steps) {
            if ((step.event as { type: string }).type !== 'xstate.init')
              adapter.report(step.event as ConnectionEvent);
            expect(actor.getSnapshot().value).toEqual(step.state.value);
            assertMeaning(actor.getSnapshot());
          }
          actor.stop();
        });
      }
    });
  }

  it('keeps each state’s meaning along every simple path (no repeated state) from a good start', () => {
    const events: ConnectionEvent[] = [
      { type: 'network.went_offline' },
      { type: 'network.went_online' },
      { type: 'network.type_changed', effectiveType: '2g' },
      { type: 'network.type_changed', effectiveType: '4g' },
    ];
    const paths = getSimplePaths(connectionMachine, { input: { online: true, effectiveType: '4g' }, events });
    expect(paths.length).toBeGreaterThan(4);
    for (const path of paths) {
      for (const step of path.steps) assertMeaning(step.state);
    }
    expect(new Set(paths.map((path) => leafId(path.state)))).toEqual(
      new Set(['connection.good', 'connection.bad', 'connection.none']),
    );
  });

  it('reaches every state of the machine', () => {
    expect([...reached].sort()).toEqual([...listLeafStateIds(connectionMachine)].sort());
  });
});
