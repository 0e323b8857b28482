export { NotificationStack } from './notification-stack.tsx';
export {
  createNotificationsHost,
  type NotificationsActor,
  type NotificationsHost,
} from './notifications-host.ts';
export { NotificationsProvider } from './notifications-provider.tsx';
export {
  NotificationsHostContext,
  type NotifyCommands,
  useNotificationStack,
  useNotify,
} from './use-notifications.ts';
