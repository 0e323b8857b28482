export { fetchTranslationsFrom } from './fetch-translations-from.ts';
export { TRANSLATION_CACHE_FORMAT, TRANSLATION_CACHE_KEY_PREFIX } from './i18n.constants.ts';
export { i18nMachine } from './i18n.machine.ts';
export {
  type I18nSnapshot,
  type I18nStatus,
  type I18nView,
  selectCatalog,
  selectI18nStatus,
  selectI18nView,
  selectTranslate,
} from './i18n.select.ts';
export type {
  FetchTranslationsInput,
  FetchTranslationsOutput,
  I18nContext,
  I18nEvent,
  I18nInput,
  LoadedTranslations,
  TranslationGroupsFetcher,
} from './i18n.types.ts';
export { loadedAtStart, startingI18nView } from './starting-translations.ts';
export * from './translate.ts';
export {
  type CachedTranslations,
  readTranslationCache,
  translationCacheKey,
  writeTranslationCache,
} from './translation-cache.ts';
export { memoryStorage, type TranslationStorage, webStorageAdapter } from './translation-storage.ts';
