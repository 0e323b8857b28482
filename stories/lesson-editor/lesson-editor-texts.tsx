import type { ReactNode } from 'react';
import enCreateCourse from '../../app/server/translations/en/create-course.json' with { type: 'json' };
import enEditor from '../../app/server/translations/en/editor.json' with { type: 'json' };
import enUi from '../../app/server/translations/en/ui.json' with { type: 'json' };
import ruCreateCourse from '../../app/server/translations/ru/create-course.json' with { type: 'json' };
import ruEditor from '../../app/server/translations/ru/editor.json' with { type: 'json' };
import ruUi from '../../app/server/translations/ru/ui.json' with { type: 'json' };
import ukCreateCourse from '../../app/server/translations/uk/create-course.json' with { type: 'json' };
import ukEditor from '../../app/server/translations/uk/editor.json' with { type: 'json' };
import ukUi from '../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { Language } from '../../core/api/index.ts';
import { I18nProvider, useTranslation } from '../../ui/i18n/i18n-context.tsx';

const catalogs = {
  en: { ui: enUi, editor: enEditor, 'create-course': enCreateCourse },
  uk: { ui: ukUi, editor: ukEditor, 'create-course': ukCreateCourse },
  ru: { ui: ruUi, editor: ruEditor, 'create-course': ruCreateCourse },
} as const;

/** The `ui`, `editor` and `create-course` texts of a language (the story language by default). */
export function LessonEditorTexts({ language, children }: { language?: Language; children: ReactNode }) {
  const outer = useTranslation().language;
  const chosen = language ?? outer;
  return (
    <I18nProvider language={chosen} catalog={catalogs[chosen]} fallback={catalogs.en}>
      {children}
    </I18nProvider>
  );
}
