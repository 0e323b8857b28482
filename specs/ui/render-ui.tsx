import { cleanup, type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import en from '../../app/server/translations/en/ui.json' with { type: 'json' };
import uk from '../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { Language } from '../../core/api/index.ts';
import { I18nProvider } from '../../ui/i18n/i18n-context.tsx';

afterEach(cleanup);

const catalogs = { en, uk, ru: en } as const;

/** Renders inside an I18nProvider holding the `ui` texts of the language (default en). */
export function renderUi(ui: ReactElement, options: RenderOptions & { language?: Language } = {}) {
  const { language = 'en', ...rest } = options;
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider language={language} catalog={{ ui: catalogs[language] }}>
        {children}
      </I18nProvider>
    ),
    ...rest,
  });
}
