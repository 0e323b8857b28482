import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  enqueueNotification,
  NOTIFICATION_DURATION,
  NOTIFICATION_ERROR_DURATION,
  notificationDuration,
  notificationsMachine,
  selectNotificationsView,
  toNotification,
} from '../../../core/notifications/index.ts';

const kind = fc.constantFrom('danger', 'success', 'info') as fc.Arbitrary<'danger' | 'success' | 'info'>;

/** A hover schedule: alternating stretches of time shown and time paused, in ms. */
const schedule = fc.array(fc.tuple(fc.integer({ min: 1, max: 2500 }), fc.integer({ min: 0, max: 4000 })), {
  maxLength: 5,
});

describe('notification timing', () => {
  it('the default duration is 3000 ms, 5000 ms for errors, and an asked duration wins', () => {
    fc.assert(
      fc.property(kind, fc.option(fc.integer({ min: 1, max: 60_000 }), { nil: undefined }), (k, duration) => {
        const expected = duration ?? (k === 'danger' ? NOTIFICATION_ERROR_DURATION : NOTIFICATION_DURATION);
        expect(notificationDuration({ kind: k, duration })).toBe(expected);
      }),
    );
  });

  it('a notification leaves exactly when it has been shown, unpaused, for its duration', () => {
    fc.assert(
      fc.property(kind, schedule, (k, hovers) => {
        const clock = new SimulatedClock();
        const actor = createActor(notificationsMachine, { input: { now: () => clock.now() }, clock }).start();
        actor.send({ type: 'notification.show', notification: { kind: k, title: 'Saved' } });
        const duration = notificationDuration({ kind: k });
        let shown = 0;
        const visible = () => selectNotificationsView(actor.getSnapshot()).notifications.length === 1;
        for (const [showFor, pauseFor] of hovers) {
          const step = Math.min(showFor, duration - shown - 1);
          if (step <= 0) break;
          clock.increment(step);
          shown += step;
          expect(visible()).toBe(true);
          actor.send({ type: 'notifications.pause' });
          clock.increment(pauseFor);
          expect(visible()).toBe(true);
          actor.send({ type: 'notifications.resume' });
        }
        clock.increment(duration - shown - 1);
        expect(visible()).toBe(true);
        clock.increment(1);
        expect(visible()).toBe(false);
        actor.stop();
      }),
      { numRuns: 60 },
    );
  });

  it('never shows more than the limit, keeping the newest in order', () => {
    fc.assert(
      fc.property(fc.array(kind, { maxLength: 20 }), fc.integer({ min: 1, max: 6 }), (kinds, limit) => {
        let queue = [] as ReturnType<typeof toNotification>[];
        kinds.forEach((k, index) => {
          queue = enqueueNotification(queue, toNotification(String(index), { kind: k }), limit);
        });
        expect(queue.length).toBe(Math.min(kinds.length, limit));
        expect(queue.map((n) => Number(n.id))).toEqual(
          kinds.map((_, index) => index).slice(Math.max(0, kinds.length - limit)),
        );
      }),
    );
  });
});
