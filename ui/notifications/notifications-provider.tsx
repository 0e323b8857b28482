import type { ReactNode } from 'react';
import { NotificationStack } from './notification-stack.tsx';
import { NotificationsActorContext, useNotificationsActor } from './use-notifications.ts';

/** Holds the notification queue for the app and draws its stack in the top right corner. */
export function NotificationsProvider({ children, now }: { children: ReactNode; now?: () => number }) {
  const actor = useNotificationsActor(now);
  return (
    <NotificationsActorContext.Provider value={actor}>
      {children}
      <NotificationStack />
    </NotificationsActorContext.Provider>
  );
}
