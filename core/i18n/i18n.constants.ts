/** Storage key of the cached tables of one language: `lectern.translations.{lang}`. */
export const TRANSLATION_CACHE_KEY_PREFIX = 'lectern.translations.';

/** Version of the cache entry's shape; an entry of another shape is ignored and refetched. */
export const TRANSLATION_CACHE_FORMAT = 1;
