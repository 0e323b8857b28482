import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Language } from '../../../../core/api/index.ts';
import type { TranslationCatalog } from '../../../../core/i18n/translate.ts';
import { I18nProvider } from '../../../../ui/i18n/i18n-context.tsx';

/**
 * What the app puts around a part of its shell: the query client, a router (at `path`, `/` unless
 * given) and the texts of `language` (English where that language lacks one), for `render(..., { wrapper })`.
 */
export function appWrapper(
  client: QueryClient,
  language: Language,
  catalogs: Readonly<Record<Language, TranslationCatalog>>,
  path = '/',
): ({ children }: { children: ReactNode }) => ReactNode {
  return ({ children }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <I18nProvider language={language} catalog={catalogs[language]} fallback={catalogs.en}>
          {children}
        </I18nProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}
