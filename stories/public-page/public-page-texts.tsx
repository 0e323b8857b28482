import type { ReactNode } from 'react';
import enEditor from '../../app/server/translations/en/editor.json' with { type: 'json' };
import enPage from '../../app/server/translations/en/public_page.json' with { type: 'json' };
import enUi from '../../app/server/translations/en/ui.json' with { type: 'json' };
import ruEditor from '../../app/server/translations/ru/editor.json' with { type: 'json' };
import ruPage from '../../app/server/translations/ru/public_page.json' with { type: 'json' };
import ruUi from '../../app/server/translations/ru/ui.json' with { type: 'json' };
import ukEditor from '../../app/server/translations/uk/editor.json' with { type: 'json' };
import ukPage from '../../app/server/translations/uk/public_page.json' with { type: 'json' };
import ukUi from '../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { Language } from '../../core/api/index.ts';
import { I18nProvider, useTranslation } from '../../ui/i18n/i18n-context.tsx';

const catalogs = {
  en: { ui: enUi, editor: enEditor, public_page: enPage },
  uk: { ui: ukUi, editor: ukEditor, public_page: ukPage },
  ru: { ui: ruUi, editor: ruEditor, public_page: ruPage },
} as const;

/** The `ui`, `editor` and `public_page` texts of a language (the story language by default). */
export function PublicPageTexts({ language, children }: { language?: Language; children: ReactNode }) {
  const outer = useTranslation().language;
  const chosen = language ?? outer;
  return (
    <I18nProvider language={chosen} catalog={catalogs[chosen]} fallback={catalogs.en}>
      {children}
    </I18nProvider>
  );
}
