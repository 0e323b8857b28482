import { errorMessage } from '../../../core/api/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Button, EmptyState, Spinner } from '../../../ui/primitives/index.ts';
import styles from './full-page-message.module.css';

/** A whole-page loader, or a failure with its reason and a retry. */
export function FullPageMessage({
  loading,
  error,
  onRetry,
}: {
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      {loading ? (
        <Spinner label={t('common.loading')} size={32} />
      ) : (
        <EmptyState
          title={t('errors.page_failed')}
          text={error ? errorMessage(error) : t('errors.generic')}
          action={onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : undefined}
        />
      )}
    </div>
  );
}
