import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Language, TranslationTable } from '../../../core/api/translations.ts';
import { type TranslateParams, type TranslationCatalog, translate } from '../../../core/i18n/translate.ts';

const DIR = resolve(import.meta.dirname, '../../../app/server/translations');

function catalogOf(language: Language): TranslationCatalog {
  const catalog: TranslationCatalog = {};
  for (const file of readdirSync(resolve(DIR, language))) {
    if (!file.endsWith('.json')) continue;
    catalog[file.replace(/\.json$/, '')] = JSON.parse(
      readFileSync(resolve(DIR, language, file), 'utf8'),
    ) as TranslationTable;
  }
  return catalog;
}

/** The interface texts a person reads in `language`, from the server's own translation files. */
export function textsIn(language: Language): (key: string, params?: TranslateParams) => string {
  const current = catalogOf(language);
  return (key, params) => translate(language, { current }, key, params);
}
