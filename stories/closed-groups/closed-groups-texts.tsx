import type { ReactNode } from 'react';
import enGroups from '../../app/server/translations/en/groups.json' with { type: 'json' };
import enMenu from '../../app/server/translations/en/menu.json' with { type: 'json' };
import enUi from '../../app/server/translations/en/ui.json' with { type: 'json' };
import ruGroups from '../../app/server/translations/ru/groups.json' with { type: 'json' };
import ruMenu from '../../app/server/translations/ru/menu.json' with { type: 'json' };
import ruUi from '../../app/server/translations/ru/ui.json' with { type: 'json' };
import ukGroups from '../../app/server/translations/uk/groups.json' with { type: 'json' };
import ukMenu from '../../app/server/translations/uk/menu.json' with { type: 'json' };
import ukUi from '../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { Language } from '../../core/api/index.ts';
import { I18nProvider, useTranslation } from '../../ui/i18n/i18n-context.tsx';

const catalogs = {
  en: { ui: enUi, menu: enMenu, groups: enGroups },
  uk: { ui: ukUi, menu: ukMenu, groups: ukGroups },
  ru: { ui: ruUi, menu: ruMenu, groups: ruGroups },
} as const;

/** The `ui`, `menu` and `groups` texts of a language (the story language by default). */
export function ClosedGroupsTexts({ language, children }: { language?: Language; children: ReactNode }) {
  const outer = useTranslation().language;
  const chosen = language ?? outer;
  return (
    <I18nProvider language={chosen} catalog={catalogs[chosen]} fallback={catalogs.en}>
      {children}
    </I18nProvider>
  );
}
