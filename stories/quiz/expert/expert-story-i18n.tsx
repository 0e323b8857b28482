import type { ReactNode } from 'react';
import enExercises from '../../../app/server/translations/en/exercises.json' with { type: 'json' };
import enExpert from '../../../app/server/translations/en/expert.json' with { type: 'json' };
import enQuestions from '../../../app/server/translations/en/questions.json' with { type: 'json' };
import enUi from '../../../app/server/translations/en/ui.json' with { type: 'json' };
import ruExercises from '../../../app/server/translations/ru/exercises.json' with { type: 'json' };
import ruExpert from '../../../app/server/translations/ru/expert.json' with { type: 'json' };
import ruQuestions from '../../../app/server/translations/ru/questions.json' with { type: 'json' };
import ruUi from '../../../app/server/translations/ru/ui.json' with { type: 'json' };
import ukExercises from '../../../app/server/translations/uk/exercises.json' with { type: 'json' };
import ukExpert from '../../../app/server/translations/uk/expert.json' with { type: 'json' };
import ukQuestions from '../../../app/server/translations/uk/questions.json' with { type: 'json' };
import ukUi from '../../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { Language } from '../../../core/api/index.ts';
import { I18nProvider, useTranslation } from '../../../ui/i18n/i18n-context.tsx';

const catalogs = {
  en: { ui: enUi, expert: enExpert, questions: enQuestions, exercises: enExercises },
  uk: { ui: ukUi, expert: ukExpert, questions: ukQuestions, exercises: ukExercises },
  ru: { ui: ruUi, expert: ruExpert, questions: ruQuestions, exercises: ruExercises },
} as const;

/** The `ui`, `expert` and question screens' texts of a language (the story language by default). */
export function ExpertTexts({ language, children }: { language?: Language; children: ReactNode }) {
  const outer = useTranslation().language;
  const chosen = language ?? outer;
  return (
    <I18nProvider language={chosen} catalog={catalogs[chosen]} fallback={catalogs.en}>
      {children}
    </I18nProvider>
  );
}
