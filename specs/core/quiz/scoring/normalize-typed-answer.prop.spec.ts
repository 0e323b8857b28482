import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeTypedAnswer, typedAnswerMatches } from '../../../../core/quiz/index.ts';
import { wordArb } from '../../../arbitraries/quiz.ts';

const APOSTROPHES = ["'", 'ʼ', '’', '′', '‘', '`'];

describe('typed answer normalization', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(normalizeTypedAnswer(normalizeTypedAnswer(text))).toBe(normalizeTypedAnswer(text));
      }),
    );
  });

  it("treats ʼ ’ ' ′ ‘ ` as the same apostrophe", () => {
    fc.assert(
      fc.property(fc.constantFrom(...APOSTROPHES), fc.constantFrom(...APOSTROPHES), (left, right) => {
        expect(typedAnswerMatches(`п${left}ять`, [`п${right}ять`])).toBe(true);
        expect(typedAnswerMatches(`сім${left}я`, [`сім${right}я`])).toBe(true);
      }),
    );
  });

  it('treats ё and е, letter case and surrounding or repeated spaces as the same', () => {
    fc.assert(
      fc.property(wordArb, fc.constantFrom('', ' ', '  ', '\t', '\u00a0'), (word, pad) => {
        const typed = `${pad}${word.toUpperCase().replace(/Ё/g, 'Е')}${pad}`;
        expect(typedAnswerMatches(typed, [word])).toBe(true);
        expect(typedAnswerMatches(`ёлка  зелёная`, ['елка зеленая'])).toBe(true);
      }),
    );
  });

  it('treats composed and decomposed letters as the same (й, ї, ё)', () => {
    expect(typedAnswerMatches('й'.normalize('NFD'), ['й'])).toBe(true);
    expect(typedAnswerMatches('їжак'.normalize('NFD'), ['їжак'])).toBe(true);
    expect(typedAnswerMatches('ёж'.normalize('NFD'), ['еж'])).toBe(true);
  });

  it('still tells different words apart, and never accepts an empty answer', () => {
    expect(typedAnswerMatches('кіт', ['кит'])).toBe(false);
    expect(typedAnswerMatches('ґанок', ['ганок'])).toBe(false);
    expect(typedAnswerMatches('   ', [''])).toBe(false);
    expect(typedAnswerMatches(null, ['слово'])).toBe(false);
  });
});
