import { useId } from 'react';
import { LANGUAGES, type Language } from '../../../core/api/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import styles from './language-switcher.module.css';
import { useLanguage } from './use-language.ts';

/** A compact language picker; each language is named in itself so anyone can find their own. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  const id = useId();
  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`common.language_${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
