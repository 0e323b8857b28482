import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, resolveLanguage } from '../../../core/api/index.ts';
import { interpolate, translate } from '../../../core/i18n/index.ts';
import {
  count,
  keyPart,
  language,
  placeholderName,
  placeholderValue,
  plainText,
  unsupportedLocale,
} from '../../arbitraries/i18n.ts';

/** The CLDR rule for Ukrainian and Russian integers, written out independently of Intl. */
function slavicForm(n: number): 'one' | 'few' | 'many' {
  const lastTwo = n % 100;
  const last = n % 10;
  if (last === 1 && lastTwo !== 11) return 'one';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}

const lessons = {
  'lessons.one': ':count one',
  'lessons.few': ':count few',
  'lessons.many': ':count many',
  'lessons.other': ':count other',
};

describe('interpolate', () => {
  it('puts each value in place of its placeholder, and nothing else changes', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(placeholderName, placeholderValue), {
          selector: ([name]) => name,
          maxLength: 4,
        }),
        fc.array(plainText, { minLength: 5, maxLength: 5 }),
        (pairs, gaps) => {
          const template = pairs.map(([name], index) => `${gaps[index]} :${name} `).join('') + gaps[4];
          const expected =
            pairs.map(([, value], index) => `${gaps[index]} ${String(value)} `).join('') + gaps[4];
          expect(interpolate(template, Object.fromEntries(pairs))).toBe(expected);
        },
      ),
    );
  });

  it('leaves a placeholder without a value as written', () => {
    fc.assert(
      fc.property(placeholderName, plainText, (name, text) => {
        expect(interpolate(`${text} :${name}`, {})).toBe(`${text} :${name}`);
      }),
    );
  });

  it('does not interpolate a second time inside inserted values', () => {
    fc.assert(
      fc.property(placeholderName, placeholderName, (first, second) => {
        fc.pre(first !== second);
        expect(interpolate(`:${first}`, { [first]: `:${second}`, [second]: 'x' })).toBe(`:${second}`);
      }),
    );
  });

  it('does not take a longer name for a shorter one', () => {
    expect(interpolate(':names and :name', { name: 'Ann' })).toBe(':names and Ann');
  });

  it('never reads inherited object properties as values', () => {
    expect(interpolate(':toString :constructor', {})).toBe(':toString :constructor');
  });
});

describe('translate', () => {
  it('picks the Ukrainian and Russian plural form by the CLDR rule for every count', () => {
    fc.assert(
      fc.property(fc.constantFrom('uk', 'ru') as fc.Arbitrary<'uk' | 'ru'>, count, (lang, n) => {
        const text = translate(lang, { current: { quiz: lessons } }, 'quiz.lessons', { count: n });
        expect(text).toBe(`${n} ${slavicForm(n)}`);
      }),
    );
  });

  it('uses one/other in English', () => {
    fc.assert(
      fc.property(count, (n) => {
        const text = translate('en', { current: { quiz: lessons } }, 'quiz.lessons', { count: n });
        expect(text).toBe(`${n} ${n === 1 ? 'one' : 'other'}`);
      }),
    );
  });

  it('is plural-safe: any count, even fractional or negative, finds a text when `other` exists', () => {
    fc.assert(
      fc.property(language, fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (lang, n) => {
        const text = translate(
          lang,
          { current: { quiz: { 'lessons.other': 'x', 'lessons.one': 'y' } } },
          'quiz.lessons',
          {
            count: n,
          },
        );
        expect(['x', 'y']).toContain(text);
      }),
    );
  });

  it('falls back to the bare key when a text has no plural forms', () => {
    fc.assert(
      fc.property(language, count, (lang, n) => {
        expect(
          translate(lang, { current: { common: { items: ':count items' } } }, 'common.items', { count: n }),
        ).toBe(`${n} items`);
      }),
    );
  });

  it('chooses the fallback catalog’s plural form by the fallback language', () => {
    const english = { quiz: { 'lessons.one': ':count lesson', 'lessons.other': ':count lessons' } };
    expect(translate('uk', { current: {}, fallback: english }, 'quiz.lessons', { count: 21 })).toBe(
      '21 lessons',
    );
    expect(translate('uk', { current: {}, fallback: english }, 'quiz.lessons', { count: 1 })).toBe(
      '1 lesson',
    );
  });

  it('looks in the current catalog, then the fallback, then shows the key', () => {
    fc.assert(
      fc.property(
        keyPart,
        keyPart,
        fc.option(plainText, { nil: undefined }),
        fc.option(plainText, { nil: undefined }),
        language,
        (group, key, current, fallback, lang) => {
          const catalog = (text: string | undefined) =>
            text === undefined ? {} : { [group]: { [key]: text } };
          const result = translate(
            lang,
            { current: catalog(current), fallback: catalog(fallback) },
            `${group}.${key}`,
          );
          expect(result).toBe(current ?? fallback ?? `${group}.${key}`);
        },
      ),
    );
  });

  it('reads a key without a group from `common`', () => {
    expect(translate('en', { current: { common: { save: 'Save' } } }, 'save')).toBe('Save');
  });

  it('never answers with inherited object properties', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty'),
        keyPart,
        (group, key) => {
          expect(translate('en', { current: {} }, `${group}.${key}`)).toBe(`${group}.${key}`);
          expect(translate('en', { current: { common: {} } }, `common.${group}`)).toBe(`common.${group}`);
        },
      ),
    );
  });
});

describe('resolveLanguage', () => {
  it('sends an unsupported locale to the default language', () => {
    fc.assert(
      fc.property(unsupportedLocale, (locale) => {
        expect(resolveLanguage(locale)).toBe(DEFAULT_LANGUAGE);
      }),
    );
    expect(resolveLanguage(undefined)).toBe(DEFAULT_LANGUAGE);
    expect(resolveLanguage(null)).toBe(DEFAULT_LANGUAGE);
  });

  it('keeps a supported language whatever the region and case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.stringMatching(/^[A-Za-z]{0,4}$/),
        fc.constantFrom('-', '_'),
        fc.boolean(),
        (lang, region, separator, upper) => {
          const locale = `${upper ? lang.toUpperCase() : lang}${region ? separator + region : ''}`;
          expect(resolveLanguage(locale)).toBe(lang);
        },
      ),
    );
  });
});
