import type { ConnectionAlert } from '../../core/network/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { SvgIcon } from '../icons/index.ts';
import styles from './connection-alert-bar.module.css';

/** Props of the bar: the alert from `useConnectionAlert().alert`. */
export interface ConnectionAlertBarProps {
  alert: ConnectionAlert | null;
}

function SlowConnectionIcon() {
  return (
    <SvgIcon size={18}>
      <path d="M5 12.5a10 10 0 0 1 14 0" opacity="0.35" />
      <path d="M8.5 16a5 5 0 0 1 7 0" />
      <path d="M12 19.5h.01" />
    </SvgIcon>
  );
}

function NoConnectionIcon() {
  return (
    <SvgIcon size={18}>
      <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8" />
      <path d="M5 12.5a10 10 0 0 1 5.2-2.8M16.2 10.4a10 10 0 0 1 2.8 2.1" />
      <path d="M8.5 16a5 5 0 0 1 7 0" />
      <path d="M12 19.5h.01" />
      <path d="M3 3l18 18" />
    </SvgIcon>
  );
}

/**
 * The slow-connection or offline message (spec 2 §2). The live region stays mounted so screen readers
 * announce the message when it appears; it holds nothing while the connection is good.
 */
export function ConnectionAlertBar({ alert }: ConnectionAlertBarProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={styles.region}>
      {alert && (
        <p className={styles.bar} data-kind={alert.kind}>
          {alert.kind === 'none' ? <NoConnectionIcon /> : <SlowConnectionIcon />}
          <span>{t(alert.messageKey)}</span>
        </p>
      )}
    </div>
  );
}
