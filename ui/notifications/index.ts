export { NotificationStack } from './notification-stack.tsx';
export { NotificationsProvider } from './notifications-provider.tsx';
export {
  NotificationsActorContext,
  type NotifyCommands,
  useNotificationStack,
  useNotificationsActor,
  useNotify,
} from './use-notifications.ts';
