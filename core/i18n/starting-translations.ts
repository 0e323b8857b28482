import { resolveLanguage } from '../api/translations.ts';
import type { I18nView } from './i18n.select.ts';
import type { I18nInput, LoadedTranslations } from './i18n.types.ts';
import { loadedFromStorage, withServedTables } from './loaded-translations.ts';

/** The tables known as the loader starts: the cached ones, and the ones the page was served with over them. */
export function loadedAtStart(
  input: I18nInput,
): Partial<Record<LoadedTranslations['language'], LoadedTranslations>> {
  return withServedTables(loadedFromStorage(input.storage), input.served, (input.now ?? Date.now)());
}

/**
 * What the loader shows as it starts, known without running it (its `starting` state's choice): the asked
 * language's tables the page was served with, else its cached ones (refetched once the loader runs), else
 * none (the loader fetches them). The app draws from it until the loader's code has loaded.
 */
export function startingI18nView(input: I18nInput): I18nView {
  const language = resolveLanguage(input.language);
  const starting = loadedAtStart(input)[language] ?? null;
  return {
    language,
    servedLanguage: starting?.language ?? null,
    catalog: starting?.tables ?? {},
    version: starting?.version ?? null,
    fetchedAt: starting?.fetchedAt ?? null,
    status: starting ? 'ready' : 'loading',
    isReady: starting !== null,
    isLoading: starting === null,
    isFailed: false,
    isRefreshing: starting?.source === 'cache',
    isStale: false,
    isFallback: false,
    error: null,
  };
}
