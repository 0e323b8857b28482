import { NOTIFICATION_DURATION, NOTIFICATION_ERROR_DURATION } from './notifications.constants.ts';
import type { Notification, NotificationRequest } from './notifications.types.ts';

/** How long a notification stays: the asked duration, else 5 s for danger and 3 s otherwise. */
export function notificationDuration(request: NotificationRequest): number {
  if (request.duration !== undefined && Number.isFinite(request.duration) && request.duration > 0) {
    return request.duration;
  }
  return request.kind === 'danger' ? NOTIFICATION_ERROR_DURATION : NOTIFICATION_DURATION;
}

/** A queued notification from a request, with its id and defaults filled in. */
export function toNotification(id: string, request: NotificationRequest): Notification {
  return {
    id,
    kind: request.kind ?? 'info',
    title: request.title ?? '',
    text: request.text ?? '',
    duration: notificationDuration(request),
  };
}

/** The queue after adding one: newest last, the oldest dropped beyond `maxVisible`. */
export function enqueueNotification(
  queue: readonly Notification[],
  notification: Notification,
  maxVisible: number,
): Notification[] {
  const next = [...queue, notification];
  return next.slice(Math.max(0, next.length - Math.max(1, maxVisible)));
}
