import { DEFAULT_LANGUAGE, type Language, type TranslationTable } from '../api/translations.ts';

/** Values put into `:name` placeholders; `count` also picks the plural form. */
export type TranslateParams = Record<string, string | number>;

/** Loaded texts: group name to its table, for one language. */
export type TranslationCatalog = Record<string, TranslationTable>;

const PLACEHOLDER = /:([a-zA-Z_][a-zA-Z0-9_]*)/g;

/** Replaces each `:name` with its value; a placeholder without a value stays as written. */
export function interpolate(text: string, params: TranslateParams = {}): string {
  return text.replace(PLACEHOLDER, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

function lookup(catalog: TranslationCatalog, group: string, key: string): string | undefined {
  const table = Object.hasOwn(catalog, group) ? catalog[group] : undefined;
  return table && Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * The text for `group.key`: with a numeric `count`, the language's plural form `key.one|few|many|other`
 * is preferred (Ukrainian and Russian have four); a missing key falls back to the fallback catalog
 * (written in `fallbackLanguage`, the default language unless told), then to the key itself so a gap
 * is visible rather than blank.
 */
export function translate(
  language: Language,
  catalogs: { current: TranslationCatalog; fallback?: TranslationCatalog; fallbackLanguage?: Language },
  fullKey: string,
  params?: TranslateParams,
): string {
  const dot = fullKey.indexOf('.');
  const group = dot === -1 ? 'common' : fullKey.slice(0, dot);
  const key = dot === -1 ? fullKey : fullKey.slice(dot + 1);
  const sources: Array<[TranslationCatalog | undefined, Language]> = [
    [catalogs.current, language],
    [catalogs.fallback, catalogs.fallbackLanguage ?? DEFAULT_LANGUAGE],
  ];
  for (const [catalog, catalogLanguage] of sources) {
    if (!catalog) continue;
    for (const candidate of keyCandidates(catalogLanguage, key, params?.count)) {
      const text = lookup(catalog, group, candidate);
      if (text !== undefined) return interpolate(text, params);
    }
  }
  return fullKey;
}

/** Keys to try in order: the plural form of `count` in `language`, then `other`, then the bare key. */
function keyCandidates(language: Language, key: string, count: string | number | undefined): string[] {
  if (typeof count !== 'number') return [key];
  return [`${key}.${pluralRulesOf(language).select(count)}`, `${key}.other`, key];
}

/** One plural rule set per language: making one costs more than the lookup it serves. */
const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralRulesOf(language: Language): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules;
}
