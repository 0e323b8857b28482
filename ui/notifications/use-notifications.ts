import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type NotificationRequest,
  type NotificationsView,
  notificationsMachine,
  selectNotificationsView,
} from '../../core/notifications/index.ts';

/** What any component may do with notifications. */
export interface NotifyCommands {
  notify: (request: NotificationRequest) => void;
  success: (title: string, text?: string) => void;
  info: (title: string, text?: string) => void;
  /** 5 s by default (spec 2 §9). */
  danger: (title: string, text?: string) => void;
  dismiss: (id: string) => void;
}

/** The running queue, shared through NotificationsProvider. */
export const NotificationsActorContext = createContext<ActorRefFrom<typeof notificationsMachine> | null>(
  null,
);

/** Starts the queue once for the provider. */
export function useNotificationsActor(now?: () => number) {
  return useActorRef(notificationsMachine, { input: now ? { now } : {} });
}

function commandsFor(actor: ActorRefFrom<typeof notificationsMachine>): NotifyCommands {
  const notify = (notification: NotificationRequest) =>
    actor.send({ type: 'notification.show', notification });
  return {
    notify,
    success: (title, text) => notify({ kind: 'success', title, text }),
    info: (title, text) => notify({ kind: 'info', title, text }),
    danger: (title, text) => notify({ kind: 'danger', title, text }),
    dismiss: (id) => actor.send({ type: 'notification.dismiss', id }),
  };
}

function useQueue() {
  const actor = useContext(NotificationsActorContext);
  if (!actor) throw new Error('useNotify needs a NotificationsProvider above it');
  return actor;
}

/** `const notify = useNotify(); notify.danger(t('ui.something_went_wrong'), message)`. */
export function useNotify(): NotifyCommands {
  const actor = useQueue();
  return useMemo(() => commandsFor(actor), [actor]);
}

/** The stack's view and its commands (pause while pointed at or focused). */
export function useNotificationStack(): {
  view: NotificationsView;
  pause: () => void;
  resume: () => void;
} & NotifyCommands {
  const actor = useQueue();
  const view = useSelector(actor, selectNotificationsView);
  const commands = useMemo(
    () => ({
      pause: () => actor.send({ type: 'notifications.pause' }),
      resume: () => actor.send({ type: 'notifications.resume' }),
      ...commandsFor(actor),
    }),
    [actor],
  );
  return { view, ...commands };
}
