import type { ReactNode } from 'react';
import enProgram from '../../app/server/translations/en/program.json' with { type: 'json' };
import enUi from '../../app/server/translations/en/ui.json' with { type: 'json' };
import ruProgram from '../../app/server/translations/ru/program.json' with { type: 'json' };
import ruUi from '../../app/server/translations/ru/ui.json' with { type: 'json' };
import ukProgram from '../../app/server/translations/uk/program.json' with { type: 'json' };
import ukUi from '../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { Language } from '../../core/api/index.ts';
import { I18nProvider, useTranslation } from '../../ui/i18n/i18n-context.tsx';

const catalogs = {
  en: { ui: enUi, program: enProgram },
  uk: { ui: ukUi, program: ukProgram },
  ru: { ui: ruUi, program: ruProgram },
} as const;

/** The `ui` and `program` texts of a language (the story language by default). */
export function CourseProgramTexts({ language, children }: { language?: Language; children: ReactNode }) {
  const outer = useTranslation().language;
  const chosen = language ?? outer;
  return (
    <I18nProvider language={chosen} catalog={catalogs[chosen]} fallback={catalogs.en}>
      {children}
    </I18nProvider>
  );
}
