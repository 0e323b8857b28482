import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import type { Alert, PendingPayment } from '../../../core/api/account.ts';
import { serverText } from '../../../core/i18n/server-text.ts';
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

/**
 * Closes an alert for good: it leaves the page at once and the server remembers it; when the server
 * refuses, it comes back with a line saying so (docs/newcomer.md).
 */
function useDismissAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.dismissAlert(id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: sessionKeys.alerts });
      const before = queryClient.getQueryData<Alert[]>(sessionKeys.alerts);
      queryClient.setQueryData<Alert[]>(sessionKeys.alerts, (list) =>
        list?.filter((alert) => alert.id !== id),
      );
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(sessionKeys.alerts, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(sessionKeys.alerts, answer.data),
  });
}

/** Whether an address inside the app is the page shown (its path, a trailing `/` aside). */
const isShownPage = (link: string, pathname: string) =>
  (link.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') === pathname.replace(/\/+$/, '');

/**
 * The alert's action: an address inside the app is followed without reloading the page; none on the
 * page it leads to (the alert has led there already).
 */
function AlertAction({ alert, onFollow }: { alert: Alert; onFollow: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!alert.link) return null;
  const label = actionLabel(t, alert.code);
  const inside = alert.link.startsWith('/') && !alert.link.startsWith('//');
  if (inside && isShownPage(alert.link, pathname)) return null;
  return inside ? (
    <Link className={styles.link} to={alert.link} onClick={onFollow}>
      {label}
    </Link>
  ) : (
    <a className={styles.link} href={alert.link} onClick={onFollow}>
      {label}
    </a>
  );
}

function actionLabel(t: (key: string) => string, code: string | null | undefined): string {
  const key = `notices.action.${code ?? ''}`;
  const shown = code ? t(key) : key;
  return shown === key ? t('notices.action.default') : shown;
}

/** The user's notices and orders waiting for payment, above the page. */
export function AccountAlerts() {
  const { t } = useTranslation();
  const alerts = useQuietList<Alert>(sessionKeys.alerts, api.alerts).data ?? [];
  const pending = useQuietList<PendingPayment>(sessionKeys.pendingPayments, api.pendingPayments).data ?? [];
  const dismiss = useDismissAlert();
  if (alerts.length === 0 && pending.length === 0 && !dismiss.isError) return null;
  const firstPayable = pending.find((order) => order.payment_url);
  return (
    <div className={styles.stack}>
      {dismiss.isError ? (
        <p className={styles.failed} role="alert">
          {t('notices.dismiss_failed')}
        </p>
      ) : null}
      {alerts.map((alert) => (
        <div key={alert.id} className={`${styles.alert} ${styles[alert.level]}`} role="status">
          <span className={styles.text}>{serverText(t, 'alert', alert)}</span>
          <span className={styles.actions}>
            {/* Following the action is what the alert asked for: it is dismissed too. */}
            <AlertAction alert={alert} onFollow={() => dismiss.mutate(alert.id)} />
            <button
              type="button"
              className={styles.dismiss}
              aria-label={t('notices.dismiss')}
              title={t('notices.dismiss')}
              onClick={() => dismiss.mutate(alert.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </span>
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
