import { useId } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import styles from './language-switcher.module.css';
import { useLanguageSelect } from './use-language-select.tsx';

/** A compact language picker; each language is named in itself so anyone can find their own. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const languageSelect = useLanguageSelect();
  const id = useId();
  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <select id={id} className={styles.select} {...languageSelect} />
    </div>
  );
}
