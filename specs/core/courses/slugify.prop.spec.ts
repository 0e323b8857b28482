import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, slugify, uniqueSlug } from '../../../core/courses/index.ts';

const SLUG = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
const titles = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: fc.constantFrom(...'абвгґдеєжзиіїйклмнопрстуфхцчшщьюяёъыэ -!,.ABC123'), maxLength: 200 }),
);

describe('slugify', () => {
  it('spells Ukrainian and Russian titles in Latin letters', () => {
    expect(slugify('Українська для початківців')).toBe('ukrainska-dlia-pochatkivtsiv');
    expect(slugify('Щоденник: їжак і ґанок')).toBe('shchodennyk-izhak-i-ganok');
    expect(slugify('Съешь ещё этих булок')).toBe('sesh-eshche-etykh-bulok');
    expect(slugify('  Café — Déjà vu!  ')).toBe('cafe-deja-vu');
  });

  it('always gives lower-case letters, digits and single inner hyphens, within the length limit', () => {
    fc.assert(
      fc.property(titles, (title) => {
        const slug = slugify(title);
        return SLUG.test(slug) && slug.length <= SLUG_MAX_LENGTH;
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(titles, (title) => slugify(slugify(title)) === slugify(title)));
  });
});

describe('uniqueSlug', () => {
  it('never returns a taken slug and keeps a free one as it is', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9-]{0,12}$/),
        fc.uniqueArray(fc.stringMatching(/^[a-z0-9-]{1,14}$/)),
        (base, taken) => {
          const set = new Set(taken);
          const slug = uniqueSlug(base, set);
          expect(set.has(slug)).toBe(false);
          if (base && !set.has(base)) expect(slug).toBe(base);
        },
      ),
    );
  });

  it('numbers repeats from 2', () => {
    expect(uniqueSlug('intro', new Set(['intro', 'intro-2']))).toBe('intro-3');
    expect(uniqueSlug('', new Set())).toBe('course');
  });
});
