import type { ReactNode } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { ConnectionAlertOnDemand } from '../../../ui/network/index.ts';
import { LanguageSwitcher } from '../language/language-switcher.tsx';
import styles from './auth-layout.module.css';

/** The frame of the sign-in and sign-up pages: brand, a card with the form, the language switcher. */
export function AuthLayout({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <span className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            L
          </span>
          {t('common.product_name')}
        </span>
        <LanguageSwitcher />
      </header>
      <main id="main" className={styles.main}>
        <ConnectionAlertOnDemand />
        <section className={styles.card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          {children}
        </section>
        <p className={styles.footer}>{footer}</p>
      </main>
    </div>
  );
}
