import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../core/api/index.ts';
import { type TranslateParams, type TranslationCatalog, translate } from '../../core/i18n/index.ts';

/** What components get from `useTranslation()`. */
export interface TranslationView {
  language: Language;
  /** `t('group.key', { name: 'value', count: 3 })` */
  t: (key: string, params?: TranslateParams) => string;
}

const I18nContext = createContext<TranslationView>({
  language: DEFAULT_LANGUAGE,
  t: (key, params) => translate(DEFAULT_LANGUAGE, { current: {} }, key, params),
});

export interface I18nProviderProps {
  language: Language;
  catalog: TranslationCatalog;
  fallback?: TranslationCatalog;
  children: ReactNode;
}

/** Supplies the loaded texts of the current language (and the default language as fallback). */
export function I18nProvider({ language, catalog, fallback, children }: I18nProviderProps) {
  const value = useMemo<TranslationView>(
    () => ({
      language,
      t: (key, params) =>
        translate(language, fallback ? { current: catalog, fallback } : { current: catalog }, key, params),
    }),
    [language, catalog, fallback],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current language and `t()`; outside a provider, keys come back as written. */
export function useTranslation(): TranslationView {
  return useContext(I18nContext);
}
