import * as v from 'valibot';
import { LANGUAGES, type Language } from '../api/translations.ts';
import { TRANSLATION_CACHE_FORMAT, TRANSLATION_CACHE_KEY_PREFIX } from './i18n.constants.ts';
import type { TranslationStorage } from './translation-storage.ts';

const cachedTranslationsSchema = v.object({
  format: v.literal(TRANSLATION_CACHE_FORMAT),
  lang: v.picklist(LANGUAGES),
  version: v.string(),
  tables: v.record(v.string(), v.record(v.string(), v.string())),
  fetched_at: v.number(),
});

/** One language's tables as kept in storage. */
export type CachedTranslations = Omit<v.InferOutput<typeof cachedTranslationsSchema>, 'format'>;

/** The storage key for a language. */
export function translationCacheKey(language: Language): string {
  return `${TRANSLATION_CACHE_KEY_PREFIX}${language}`;
}

/** Reads the cached tables of `language`; a missing, corrupt or foreign-shaped entry reads as `null`. */
export function readTranslationCache(
  storage: TranslationStorage,
  language: Language,
): CachedTranslations | null {
  const text = storage.get(translationCacheKey(language));
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = v.safeParse(cachedTranslationsSchema, value);
  if (!parsed.success || parsed.output.lang !== language) return null;
  const { format: _format, ...entry } = parsed.output;
  return entry;
}

/** Stores the tables of one language under its key. */
export function writeTranslationCache(storage: TranslationStorage, entry: CachedTranslations): void {
  storage.set(
    translationCacheKey(entry.lang),
    JSON.stringify({ format: TRANSLATION_CACHE_FORMAT, ...entry }),
  );
}
