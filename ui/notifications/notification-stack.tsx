import type { Notification, NotificationKind } from '../../core/notifications/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon } from '../icons/index.ts';
import styles from './notification-stack.module.css';
import { useNotificationStack } from './use-notifications.ts';

const icons: Record<NotificationKind, typeof InfoIcon> = {
  danger: DangerIcon,
  success: SuccessIcon,
  info: InfoIcon,
};

function NotificationCard({
  notification,
  onDismiss,
}: {
  notification: Notification;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const Icon = icons[notification.kind];
  return (
    <li className={[styles.notification, styles[notification.kind]].join(' ')}>
      <div
        className={styles.row}
        role={notification.kind === 'danger' ? 'alert' : undefined}
        aria-atomic="true"
      >
        <Icon size={20} className={styles.icon} />
        <div className={styles.text}>
          {notification.title ? <p className={styles.title}>{notification.title}</p> : null}
          {notification.text ? <p className={styles.body}>{notification.text}</p> : null}
        </div>
      </div>
      <button type="button" className={styles.dismiss} aria-label={t('ui.dismiss')} onClick={onDismiss}>
        <CloseIcon size={16} />
      </button>
    </li>
  );
}

/**
 * The notifications (spec 2 §8–9): top right, newest on top, danger red, success green, info blue; pointing
 * at or focusing the stack pauses every timer. New cards are announced; errors assertively.
 */
export function NotificationStack() {
  const { t } = useTranslation();
  const stack = useNotificationStack();
  const newestFirst = [...stack.view.notifications].reverse();
  return (
    <section
      className={styles.stack}
      aria-label={t('ui.notifications')}
      onPointerEnter={stack.pause}
      onPointerLeave={stack.resume}
      onFocus={stack.pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) stack.resume();
      }}
    >
      <ol className={styles.list} aria-live="polite" aria-relevant="additions">
        {newestFirst.map((notification) => (
          <NotificationCard
            key={notification.id}
            notification={notification}
            onDismiss={() => stack.dismiss(notification.id)}
          />
        ))}
      </ol>
    </section>
  );
}
