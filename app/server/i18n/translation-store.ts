import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  TRANSLATION_GROUPS,
  type TranslationGroup,
  type TranslationTable,
} from '../../../core/api/translations.ts';

/** Where the interface texts live: `{lang}/{group}.json`. */
export const TRANSLATIONS_DIR = fileURLToPath(new URL('../translations', import.meta.url));

/** Every language's tables, by group. */
export type TranslationCatalogue = Record<Language, Record<TranslationGroup, TranslationTable>>;

function readTable(file: string): TranslationTable {
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} must hold a JSON object of key to text.`);
  }
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * Reads every group file that exists; a missing file is an empty table. A key missing in uk or ru
 * falls back to the default language's text, so a person never sees a bare key.
 */
export function loadTranslations(dir = TRANSLATIONS_DIR): TranslationCatalogue {
  const read = (lang: Language) =>
    Object.fromEntries(
      TRANSLATION_GROUPS.map((group) => [group, readTable(path.join(dir, lang, `${group}.json`))]),
    ) as Record<TranslationGroup, TranslationTable>;
  const fallback = read(DEFAULT_LANGUAGE);
  const catalogue = {} as TranslationCatalogue;
  for (const lang of LANGUAGES) {
    const own = lang === DEFAULT_LANGUAGE ? fallback : read(lang);
    catalogue[lang] = Object.fromEntries(
      TRANSLATION_GROUPS.map((group) => [group, { ...fallback[group], ...own[group] }]),
    ) as Record<TranslationGroup, TranslationTable>;
  }
  return catalogue;
}

/** A short fingerprint of the tables served, for ETag and meta.version. */
export function translationsVersion(tables: Record<string, TranslationTable>): string {
  return createHash('sha256').update(JSON.stringify(tables)).digest('hex').slice(0, 16);
}
