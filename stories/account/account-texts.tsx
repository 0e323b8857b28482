import type { ReactNode } from 'react';
import enAuth from '../../app/server/translations/en/auth.json' with { type: 'json' };
import enCabinet from '../../app/server/translations/en/cabinet.json' with { type: 'json' };
import enCommon from '../../app/server/translations/en/common.json' with { type: 'json' };
import ruAuth from '../../app/server/translations/ru/auth.json' with { type: 'json' };
import ruCabinet from '../../app/server/translations/ru/cabinet.json' with { type: 'json' };
import ruCommon from '../../app/server/translations/ru/common.json' with { type: 'json' };
import ukAuth from '../../app/server/translations/uk/auth.json' with { type: 'json' };
import ukCabinet from '../../app/server/translations/uk/cabinet.json' with { type: 'json' };
import ukCommon from '../../app/server/translations/uk/common.json' with { type: 'json' };
import type { Language } from '../../core/api/index.ts';
import { I18nProvider, useTranslation } from '../../ui/i18n/i18n-context.tsx';

const catalogs = {
  en: { cabinet: enCabinet, auth: enAuth, common: enCommon },
  uk: { cabinet: ukCabinet, auth: ukAuth, common: ukCommon },
  ru: { cabinet: ruCabinet, auth: ruAuth, common: ruCommon },
} as const;

/** The `cabinet`, `auth` and `common` texts of a language (the story language by default). */
export function AccountTexts({ language, children }: { language?: Language; children: ReactNode }) {
  const outer = useTranslation().language;
  const chosen = language ?? outer;
  return (
    <I18nProvider language={chosen} catalog={catalogs[chosen]} fallback={catalogs.en}>
      {children}
    </I18nProvider>
  );
}
