import type { SnapshotFrom } from 'xstate';
import type { notificationsMachine } from './notifications.machine.ts';
import type { Notification } from './notifications.types.ts';

/** What the notification stack shows. */
export interface NotificationsView {
  /** Oldest first; the stack draws the newest on top. */
  notifications: Notification[];
  isPaused: boolean;
}

/** Turns the queue's snapshot into the stack's view. */
export function selectNotificationsView(
  snapshot: SnapshotFrom<typeof notificationsMachine>,
): NotificationsView {
  return { notifications: snapshot.context.notifications, isPaused: snapshot.hasTag('paused') };
}
