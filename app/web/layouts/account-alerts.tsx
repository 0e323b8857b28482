import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { api } from '../api.ts';
import { sessionKeys } from '../session/use-session.ts';
import styles from './account-alerts.module.css';

/** Loads a list that may fail quietly: alerts and pending orders are only logged on failure (spec 1 §8). */
function useQuietList<T>(key: readonly unknown[], load: () => Promise<{ data: T[] }>) {
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      try {
        return (await load()).data;
      } catch (error) {
        console.warn('Could not load', key[0], error);
        return [] as T[];
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** The user's notices and orders waiting for payment, above the page. */
export function AccountAlerts() {
  const { t } = useTranslation();
  const alerts = useQuietList(sessionKeys.alerts, api.alerts).data ?? [];
  const pending = useQuietList(sessionKeys.pendingPayments, api.pendingPayments).data ?? [];
  if (alerts.length === 0 && pending.length === 0) return null;
  const firstPayable = pending.find((order) => order.payment_url);
  return (
    <div className={styles.stack}>
      {alerts.map((alert) => (
        <div key={alert.id} className={`${styles.alert} ${styles[alert.level]}`} role="status">
          <span>{alert.text}</span>
          {alert.link ? (
            <a className={styles.link} href={alert.link}>
              {t('cabinet.continue')}
            </a>
          ) : null}
        </div>
      ))}
      {pending.length > 0 ? (
        <div className={`${styles.alert} ${styles.warning}`} role="status">
          <span>{t('common.pending_payments', { count: pending.length })}</span>
          {firstPayable?.payment_url ? (
            <a className={styles.link} href={firstPayable.payment_url}>
              {t('common.pay_now')}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
