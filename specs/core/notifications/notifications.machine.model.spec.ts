import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';
import {
  type NotificationsEvent,
  notificationsMachine,
  notificationTimerMachine,
  selectNotificationsView,
} from '../../../core/notifications/index.ts';

type QueueSnapshot = SnapshotFrom<typeof notificationsMachine>;
type TimerSnapshot = SnapshotFrom<typeof notificationTimerMachine>;

function queueEvents(snapshot: QueueSnapshot): NotificationsEvent[] {
  const present = snapshot.context.notifications.map((notification) => notification.id);
  return [
    { type: 'notification.show', notification: { kind: 'info', title: 'Saved' } },
    {
      type: 'notification.show',
      notification: { kind: 'danger', title: 'Something went wrong', text: 'Offline' },
    },
    { type: 'notifications.pause' },
    { type: 'notifications.resume' },
    { type: 'notifications.clear' },
    ...present.map((id): NotificationsEvent => ({ type: 'notification.dismiss', id })),
    // time runs out only for timers that are counting, i.e. while the stack is not paused
    ...(snapshot.matches('running')
      ? present.map((id) => ({ type: `xstate.done.actor.${id}`, actorId: id, output: { id } }) as never)
      : []),
  ];
}

/** A person sees the kinds in order and whether the stack is paused; ids and counters do not matter. */
function serializeQueue(snapshot: QueueSnapshot): string {
  return JSON.stringify([snapshot.value, snapshot.context.notifications.map((n) => [n.kind, n.duration])]);
}

describe('notifications queue model', () => {
  const clock = new SimulatedClock();
  const input = { maxVisible: 2, now: () => clock.now() };
  const paths = getShortestPaths(notificationsMachine, {
    input,
    events: queueEvents as never,
    serializeState: serializeQueue as never,
  });

  it('replays every shortest path on a running actor and shows what the model says', () => {
    for (const path of paths) {
      const actor = createActor(notificationsMachine, { input, clock }).start();
      for (const step of path.steps) {
        const event = step.event as NotificationsEvent | { type: 'xstate.init' };
        if (event.type.startsWith('xstate.done.actor.')) {
          const id = (event as unknown as { actorId: string }).actorId;
          const timer = actor.getSnapshot().children[id] as {
            getSnapshot(): { context: { remaining: number } };
          };
          clock.increment(timer.getSnapshot().context.remaining);
        } else if (event.type !== 'xstate.init') actor.send(event);
        const view = selectNotificationsView(actor.getSnapshot());
        const modelView = selectNotificationsView(step.state);
        expect(view.isPaused).toBe(modelView.isPaused);
        expect(view.notifications.map((n) => [n.kind, n.title, n.duration])).toEqual(
          modelView.notifications.map((n) => [n.kind, n.title, n.duration]),
        );
        expect(view.notifications.length).toBeLessThanOrEqual(2);
        expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(
          view.notifications.map((n) => n.id).sort(),
        );
      }
      actor.stop();
    }
  });

  it('reaches every state of the queue', () => {
    const reached = new Set(paths.map((path) => `notifications.${String(path.state.value)}`));
    expect([...reached].sort()).toEqual(listLeafStateIds(notificationsMachine).sort());
  });

  it('gives errors 5 s and everything else 3 s unless asked otherwise (spec 2 §9)', () => {
    const actor = createActor(notificationsMachine, { input, clock }).start();
    actor.send({ type: 'notification.show', notification: { kind: 'danger', title: 'x' } });
    actor.send({ type: 'notification.show', notification: { kind: 'success', title: 'y', duration: 1200 } });
    expect(selectNotificationsView(actor.getSnapshot()).notifications.map((n) => n.duration)).toEqual([
      5000, 1200,
    ]);
    actor.send({ type: 'notification.show', notification: { title: 'z' } });
    const [, last] = selectNotificationsView(actor.getSnapshot()).notifications;
    expect(last).toMatchObject({ kind: 'info', duration: 3000 });
  });
});

describe('notification timer model', () => {
  const timerEvents = [
    { type: 'notification.pause' },
    { type: 'notification.resume' },
    { type: 'xstate.after.remaining.notificationTimer.counting' },
  ];
  const serializeTimer = (snapshot: TimerSnapshot) => JSON.stringify(snapshot.value);

  for (const paused of [false, true]) {
    it(`walks every state when it starts ${paused ? 'paused' : 'counting'}, the delay standing in for time`, () => {
      const clock = new SimulatedClock();
      const input = { id: 'n', duration: 3000, paused, now: () => clock.now() };
      const paths = getShortestPaths(notificationTimerMachine, {
        input,
        events: timerEvents as never,
        serializeState: serializeTimer as never,
      });
      const reached = new Set<string>();
      for (const path of paths) {
        reached.add(`notificationTimer.${String(path.state.value)}`);
        const actor = createActor(notificationTimerMachine, { input, clock }).start();
        for (const step of path.steps) {
          const type: string = step.event.type;
          if (type === 'xstate.init') continue;
          if (type.startsWith('xstate.after')) clock.increment(actor.getSnapshot().context.remaining);
          else actor.send(step.event as never);
          expect(actor.getSnapshot().value).toEqual(step.state.value);
        }
        expect(actor.getSnapshot().status === 'done').toBe(actor.getSnapshot().value === 'expired');
        actor.stop();
      }
      expect([...reached].sort()).toEqual(listLeafStateIds(notificationTimerMachine).sort());
    });
  }
});
