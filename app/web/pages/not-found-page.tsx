import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Button, EmptyState } from '../../../ui/primitives/index.ts';
import styles from './full-page-message.module.css';

/** An address that leads nowhere. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className={styles.page}>
      <EmptyState
        headingLevel={2}
        title={t('common.not_found_title')}
        text={t('common.not_found_text')}
        action={<Button href="/">{t('common.back_home')}</Button>}
      />
    </main>
  );
}
