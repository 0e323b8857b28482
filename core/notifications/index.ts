export { enqueueNotification, notificationDuration, toNotification } from './notification-duration.ts';
export { notificationTimerMachine } from './notification-timer.machine.ts';
export * from './notifications.constants.ts';
export { notificationsMachine } from './notifications.machine.ts';
export { type NotificationsView, selectNotificationsView } from './notifications.select.ts';
export type {
  Notification,
  NotificationKind,
  NotificationRequest,
  NotificationsContext,
  NotificationsEvent,
  NotificationsInput,
  NotificationTimerContext,
  NotificationTimerEvent,
  NotificationTimerInput,
} from './notifications.types.ts';
