import { type ReactNode, useEffect, useState } from 'react';
import { loadCodeWhenOnline } from '../on-demand/code-on-demand.ts';
import { NotificationStack } from './notification-stack.tsx';
import { createNotificationsHost } from './notifications-host.ts';
import { NotificationsHostContext } from './use-notifications.ts';

/**
 * Holds the notification queue for the app and draws its stack in the top right corner. The queue's code
 * loads after the first draw; a notice raised before it runs waits in the host and shows when it does.
 * Code that could not load (the connection dropped) is asked for again when the connection is back.
 */
export function NotificationsProvider({ children, now }: { children: ReactNode; now?: () => number }) {
  const [host] = useState(createNotificationsHost);
  const [clock] = useState(() => now);
  useEffect(
    () =>
      loadCodeWhenOnline(
        () => import('./start-notifications-queue.ts'),
        ({ startNotificationsQueue }) => host.run(startNotificationsQueue(clock ? { now: clock } : {})),
      ),
    [host, clock],
  );
  return (
    <NotificationsHostContext.Provider value={host}>
      {children}
      <NotificationStack />
    </NotificationsHostContext.Provider>
  );
}
