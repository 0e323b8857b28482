import type { ReactNode } from 'react';
import enCabinet from '../../app/server/translations/en/cabinet.json' with { type: 'json' };
import ruCabinet from '../../app/server/translations/ru/cabinet.json' with { type: 'json' };
import ukCabinet from '../../app/server/translations/uk/cabinet.json' with { type: 'json' };
import type { Language } from '../../core/api/index.ts';
import { I18nProvider, useTranslation } from '../../ui/i18n/i18n-context.tsx';

const catalogs = {
  en: { cabinet: enCabinet },
  uk: { cabinet: ukCabinet },
  ru: { cabinet: ruCabinet },
} as const;

/** The `cabinet` texts of a language (the story language by default). */
export function AccountTexts({ language, children }: { language?: Language; children: ReactNode }) {
  const outer = useTranslation().language;
  const chosen = language ?? outer;
  return (
    <I18nProvider language={chosen} catalog={catalogs[chosen]} fallback={catalogs.en}>
      {children}
    </I18nProvider>
  );
}
