import { LANGUAGES, type Language } from '../api/translations.ts';
import type { FetchTranslationsOutput, I18nContext, LoadedTranslations } from './i18n.types.ts';
import { type CachedTranslations, readTranslationCache } from './translation-cache.ts';
import type { TranslationStorage } from './translation-storage.ts';

/** Tables of a server answer, stamped with the time they arrived. */
export function loadedFromResponse(response: FetchTranslationsOutput, fetchedAt: number): LoadedTranslations {
  return {
    language: response.meta.lang,
    version: response.meta.version,
    tables: response.data,
    fetchedAt,
    source: 'server',
  };
}

/** Every language's cached tables found in storage. */
export function loadedFromStorage(
  storage: TranslationStorage,
): Partial<Record<Language, LoadedTranslations>> {
  const loaded: Partial<Record<Language, LoadedTranslations>> = {};
  for (const language of LANGUAGES) {
    const cached = readTranslationCache(storage, language);
    if (cached) {
      loaded[language] = {
        language,
        version: cached.version,
        tables: cached.tables,
        fetchedAt: cached.fetched_at,
        source: 'cache',
      };
    }
  }
  return loaded;
}

/** The tables known at start: the cached ones, and the ones the page was served with over them. */
export function withServedTables(
  loaded: Partial<Record<Language, LoadedTranslations>>,
  served: FetchTranslationsOutput | undefined,
  now: number,
): Partial<Record<Language, LoadedTranslations>> {
  if (!served) return loaded;
  return { ...loaded, [served.meta.lang]: loadedFromResponse(served, now) };
}

/** The storage shape of loaded tables. */
export function toCachedTranslations(loaded: LoadedTranslations): CachedTranslations {
  return {
    lang: loaded.language,
    version: loaded.version,
    tables: loaded.tables,
    fetched_at: loaded.fetchedAt,
  };
}

/** A readable message out of whatever a failed fetch threw. */
export function fetchErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Translations could not be loaded.';
}

/**
 * The loader's memory after a fetch answered: the tables are kept and shown; the last error is cleared
 * only when they are the asked language's (a fallback keeps the reason the asked one is missing).
 */
export function withFetchedTables(
  context: I18nContext,
  response: FetchTranslationsOutput,
): Pick<I18nContext, 'loaded' | 'servedLanguage' | 'error'> {
  const loaded = loadedFromResponse(response, context.now());
  return {
    loaded: { ...context.loaded, [loaded.language]: loaded },
    servedLanguage: loaded.language,
    error: loaded.language === context.language ? null : context.error,
  };
}
