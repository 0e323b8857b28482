import { createActor } from 'xstate';
import { type NotificationsInput, notificationsMachine } from '../../core/notifications/index.ts';
import type { NotificationsActor } from './notifications-host.ts';

/** Starts the notification queue; loaded after the page's first draw (`NotificationsProvider`). */
export function startNotificationsQueue(input: NotificationsInput): NotificationsActor {
  return createActor(notificationsMachine, { input }).start();
}
