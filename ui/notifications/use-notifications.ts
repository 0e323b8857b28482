import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { NotificationRequest, NotificationsView } from '../../core/notifications/index.ts';
import type { NotificationsHost } from './notifications-host.ts';

/** What any component may do with notifications. */
export interface NotifyCommands {
  notify: (request: NotificationRequest) => void;
  success: (title: string, text?: string) => void;
  info: (title: string, text?: string) => void;
  /** 5 s by default (spec 2 §9). */
  danger: (title: string, text?: string) => void;
  dismiss: (id: string) => void;
}

/** The queue's host, shared through NotificationsProvider. */
export const NotificationsHostContext = createContext<NotificationsHost | null>(null);

function commandsFor(host: NotificationsHost): NotifyCommands {
  const notify = (notification: NotificationRequest) =>
    host.send({ type: 'notification.show', notification });
  return {
    notify,
    success: (title, text) => notify({ kind: 'success', title, text }),
    info: (title, text) => notify({ kind: 'info', title, text }),
    danger: (title, text) => notify({ kind: 'danger', title, text }),
    dismiss: (id) => host.send({ type: 'notification.dismiss', id }),
  };
}

function useHost() {
  const host = useContext(NotificationsHostContext);
  if (!host) throw new Error('useNotify needs a NotificationsProvider above it');
  return host;
}

/** `const notify = useNotify(); notify.danger(t('ui.something_went_wrong'), message)`. */
export function useNotify(): NotifyCommands {
  const host = useHost();
  return useMemo(() => commandsFor(host), [host]);
}

/** The stack's view and its commands (pause while pointed at or focused). */
export function useNotificationStack(): {
  view: NotificationsView;
  pause: () => void;
  resume: () => void;
} & NotifyCommands {
  const host = useHost();
  const view = useSyncExternalStore(host.subscribe, host.view);
  const commands = useMemo(
    () => ({
      pause: () => host.send({ type: 'notifications.pause' }),
      resume: () => host.send({ type: 'notifications.resume' }),
      ...commandsFor(host),
    }),
    [host],
  );
  return { view, ...commands };
}
