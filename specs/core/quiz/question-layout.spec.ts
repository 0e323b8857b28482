import { describe, expect, it } from 'vitest';
import { lettersLayout, matchingLayout, matchingMode } from '../../../core/quiz/index.ts';
import { makeQuestion } from '../../arbitraries/quiz.ts';

const matching = (statements: number, answers: number, extra: object = {}) =>
  makeQuestion({
    id: 1,
    type: { slug: 'conformity_answer' },
    statements: Array.from({ length: statements }, (_, index) => ({ id: index + 1 })),
    answers: Array.from({ length: answers }, (_, index) => ({ id: index + 10 })),
    ...extra,
  });

describe('question layouts', () => {
  it('matching is one-to-one with equal counts (desktop above 760 px), many-to-one otherwise, combined when shared', () => {
    expect(matchingLayout(matching(3, 3), 761)).toBe('one-to-one-desktop');
    expect(matchingLayout(matching(3, 3), 760)).toBe('one-to-one-mobile');
    expect(matchingLayout(matching(2, 4), 1200)).toBe('many-to-one');
    expect(matchingLayout(matching(3, 3, { conformity_type: 2 }), 1200)).toBe('many-to-one');
    expect(matchingLayout(matching(3, 3, { is_answers_combined: true }), 1200)).toBe('combined-dropdown');
    expect(matchingMode(matching(2, 4))).toBe('many-to-one');
    expect(matchingMode(matching(2, 2))).toBe('one-to-one');
  });

  it('word from characters appends tapped letters at 640 px or less, swaps on two rows above', () => {
    expect(lettersLayout(640)).toBe('tap-append');
    expect(lettersLayout(641)).toBe('swap-rows');
  });
});
