import type { ChangeEvent, ReactNode } from 'react';
import { LANGUAGES, type Language } from '../../../core/api/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { useLanguage } from './use-language.ts';

/** A native select's props for the interface language: the current one, its change, and each language named in itself. */
export type LanguageSelectProps = {
  value: Language;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  children: ReactNode;
};

/** The interface language as a select's props; a change is kept on this device and in the account (useLanguage). */
export function useLanguageSelect(): LanguageSelectProps {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return {
    value: language,
    onChange: (event) => setLanguage(event.target.value as Language),
    children: LANGUAGES.map((code) => (
      <option key={code} value={code} lang={code}>
        {t(`common.language_${code}`)}
      </option>
    )),
  };
}
