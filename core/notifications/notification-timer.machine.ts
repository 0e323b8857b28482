import { assign, setup } from 'xstate';
import type {
  NotificationTimerContext,
  NotificationTimerEvent,
  NotificationTimerInput,
} from './notifications.types.ts';

/** One notification's clock: counts down while shown, stops while the pointer is over the stack; done = expired. */
export const notificationTimerMachine = setup({
  types: {
    context: {} as NotificationTimerContext,
    events: {} as NotificationTimerEvent,
    input: {} as NotificationTimerInput,
    output: {} as { id: string },
  },
  delays: {
    remaining: ({ context }) => context.remaining,
  },
  guards: {
    startsPaused: ({ context }) => context.startsPaused,
  },
  actions: {
    markStarted: assign({ startedAt: ({ context }) => context.now() }),
    keepRemaining: assign({
      remaining: ({ context }) => Math.max(0, context.remaining - (context.now() - context.startedAt)),
    }),
  },
}).createMachine({
  id: 'notificationTimer',
  context: ({ input }) => ({
    id: input.id,
    remaining: input.duration,
    startedAt: input.now(),
    startsPaused: input.paused,
    now: input.now,
  }),
  initial: 'starting',
  output: ({ context }) => ({ id: context.id }),
  states: {
    starting: {
      always: [{ guard: 'startsPaused', target: 'paused' }, { target: 'counting' }],
    },
    counting: {
      entry: 'markStarted',
      after: { remaining: 'expired' },
      on: { 'notification.pause': { target: 'paused', actions: 'keepRemaining' } },
    },
    paused: {
      on: { 'notification.resume': 'counting' },
    },
    expired: {
      type: 'final',
    },
  },
});
