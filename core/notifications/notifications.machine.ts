import { enqueueActions, setup } from 'xstate';
import { enqueueNotification, toNotification } from './notification-duration.ts';
import { notificationTimerMachine } from './notification-timer.machine.ts';
import { NOTIFICATIONS_MAX_VISIBLE } from './notifications.constants.ts';
import type { NotificationsContext, NotificationsEvent, NotificationsInput } from './notifications.types.ts';

/**
 * The notification stack (spec 2 §8–9: top right, 3000 ms, 5 s for errors). Each notification has its own
 * timer; pointing at the stack pauses them all, so nobody loses a message while reading it.
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
  },
  actors: { notificationTimer: notificationTimerMachine },
  actions: {
    addNotification: enqueueActions(({ context, event, enqueue }, params: { paused: boolean }) => {
      if (event.type !== 'notification.show') return;
      const id = `notification-${context.nextId}`;
      const notification = toNotification(id, event.notification);
      const next = enqueueNotification(context.notifications, notification, context.maxVisible);
      for (const dropped of context.notifications) {
        if (!next.includes(dropped)) enqueue.stopChild(dropped.id);
      }
      enqueue.assign({ notifications: next, nextId: context.nextId + 1 });
      enqueue.spawnChild('notificationTimer', {
        id,
        input: {
          id,
          duration: notification.duration,
          paused: params.paused,
          now: context.now,
        },
      });
    }),
    removeNotification: enqueueActions(({ context, event, enqueue }) => {
      const id = event.type === 'notification.dismiss' ? event.id : (event as { actorId?: string }).actorId;
      if (!context.notifications.some((notification) => notification.id === id)) return;
      enqueue.stopChild(id!);
      enqueue.assign({
        notifications: context.notifications.filter((notification) => notification.id !== id),
      });
    }),
    removeAll: enqueueActions(({ context, enqueue }) => {
      for (const notification of context.notifications) enqueue.stopChild(notification.id);
      enqueue.assign({ notifications: [] });
    }),
    pauseTimers: enqueueActions(({ context, enqueue }) => {
      for (const notification of context.notifications) {
        enqueue.sendTo(notification.id, { type: 'notification.pause' });
      }
    }),
    resumeTimers: enqueueActions(({ context, enqueue }) => {
      for (const notification of context.notifications) {
        enqueue.sendTo(notification.id, { type: 'notification.resume' });
      }
    }),
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    notifications: [],
    nextId: 1,
    maxVisible: input.maxVisible ?? NOTIFICATIONS_MAX_VISIBLE,
    now: input.now ?? Date.now,
  }),
  initial: 'running',
  on: {
    'notification.dismiss': { actions: 'removeNotification' },
    'xstate.done.actor.*': { actions: 'removeNotification' },
    'notifications.clear': { actions: 'removeAll' },
  },
  states: {
    running: {
      on: {
        'notification.show': { actions: { type: 'addNotification', params: { paused: false } } },
        'notifications.pause': { target: 'paused', actions: 'pauseTimers' },
      },
    },
    paused: {
      tags: ['paused'],
      on: {
        'notification.show': { actions: { type: 'addNotification', params: { paused: true } } },
        'notifications.resume': { target: 'running', actions: 'resumeTimers' },
      },
    },
  },
});
