import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, TRANSLATION_GROUPS } from '../../core/api/index.ts';

const dir = resolve(import.meta.dirname, '../../app/server/translations');
const PLURAL_SUFFIX = /\.(zero|one|two|few|many|other)$/;

function table(language: string, group: string): Record<string, string> {
  const file = join(dir, language, `${group}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** Keys without plural suffixes: a Ukrainian `.few` has no English twin, and that is right. */
function baseKeys(entries: Record<string, string>): string[] {
  return [...new Set(Object.keys(entries).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/:([a-zA-Z_]\w*)/g)].map((match) => match[1] ?? '').sort();
}

describe('translation files', () => {
  it('hold only the fixed groups, in every language', () => {
    for (const language of LANGUAGES) {
      const groups = readdirSync(join(dir, language)).map((file) => file.replace(/\.json$/, ''));
      expect(groups.filter((group) => !(TRANSLATION_GROUPS as readonly string[]).includes(group))).toEqual(
        [],
      );
    }
  });

  for (const group of TRANSLATION_GROUPS) {
    it(`group ${group}: uk and ru have every English key and no stray ones`, () => {
      const english = baseKeys(table('en', group));
      for (const language of LANGUAGES.filter((code) => code !== 'en')) {
        expect({ language, keys: baseKeys(table(language, group)) }).toEqual({ language, keys: english });
      }
    });

    it(`group ${group}: each text keeps the English placeholders`, () => {
      const english = table('en', group);
      for (const language of LANGUAGES) {
        for (const [key, text] of Object.entries(table(language, group))) {
          const twin =
            english[key] ??
            english[key.replace(PLURAL_SUFFIX, '.other')] ??
            english[key.replace(PLURAL_SUFFIX, '')];
          if (twin === undefined) continue;
          expect({ language, key, placeholders: placeholders(text) }).toEqual({
            language,
            key,
            placeholders: placeholders(twin),
          });
        }
      }
    });
  }
});
