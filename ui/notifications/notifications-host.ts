import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  type NotificationsEvent,
  type NotificationsView,
  type notificationsMachine,
  selectNotificationsView,
} from '../../core/notifications/index.ts';

/** The running notification queue. */
export type NotificationsActor = ActorRefFrom<typeof notificationsMachine>;

/** What the stack shows before the queue runs: nothing. */
const NO_NOTIFICATIONS: NotificationsView = { notifications: [], isPaused: false };

/**
 * Where the app's notification queue lives. The queue (its machines and XState) loads after the page's
 * first draw; what is asked of it before then (a notice raised at once) waits here and is sent to it, in
 * order, when it runs, so nothing asked early is lost. This module holds no queue code.
 */
export interface NotificationsHost {
  /** Sends to the queue, or keeps the request for it until it runs. */
  send(event: NotificationsEvent): void;
  /** The stack's view: the queue's, or an empty stack until it runs. */
  view(): NotificationsView;
  /** Hears every change of the view. */
  subscribe(listener: () => void): () => void;
  /** Hands the host its started queue (once); what waited is sent to it. */
  run(actor: NotificationsActor): void;
}

/** A host whose queue is handed to it later (`run`). */
export function createNotificationsHost(): NotificationsHost {
  let queue: NotificationsActor | null = null;
  let seen: SnapshotFrom<typeof notificationsMachine> | null = null;
  let view = NO_NOTIFICATIONS;
  const waiting: NotificationsEvent[] = [];
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of listeners) listener();
  };
  return {
    send(event) {
      if (queue) queue.send(event);
      else waiting.push(event);
    },
    view() {
      if (!queue) return NO_NOTIFICATIONS;
      const snapshot = queue.getSnapshot();
      if (snapshot !== seen) {
        seen = snapshot;
        view = selectNotificationsView(snapshot);
      }
      return view;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run(started) {
      if (queue) return;
      queue = started;
      started.subscribe(tell);
      for (const event of waiting.splice(0)) started.send(event);
      tell();
    },
  };
}
