import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { builtWord, initialAnswerOf, type LettersAnswer } from '../../../../core/quiz/index.ts';
import {
  EXERCISES,
  lettersAnswer,
  lettersQuestion,
  lettersWithSpaceQuestion,
} from '../../../../stories/quiz/exercises/fixtures.ts';
import { renderInteractive, renderReview, seriousAxeFindings } from './exercise-harness.tsx';

const start = () => initialAnswerOf(lettersQuestion) as LettersAnswer;
const place = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('word from characters, desktop rows', () => {
  it('clicks a letter, then a place: the two swap; clicking the chosen letter again lets it go', async () => {
    const { user, last, changes } = renderInteractive(lettersQuestion, start(), { width: 1280 });
    expect(screen.getByText(/click a letter and then the place/)).toBeTruthy();
    await user.click(place('Letter 5: к'));
    expect(place(/^Letter 5: к, selected/).getAttribute('aria-pressed')).toBe('true');
    await user.click(place('Place 1 in the word: empty'));
    expect(last().slots[0]).toBe(10704);
    expect(place('Place 1 in the word: к').textContent).toBe('к');
    await user.click(place('Letter 2: н'));
    await user.click(place('Letter 2: н, selected, now choose where to move it'));
    expect(changes).toHaveLength(1);
    await user.click(place('Letter 2: н'));
    await user.click(place('Place 1 in the word: к'));
    expect(builtWord(last())).toBe('н');
    expect(place('Letter 2: к').textContent).toBe('к');
  });

  it('works by keyboard: Enter chooses a letter and Enter on a place moves it', async () => {
    const { user, last } = renderInteractive(lettersQuestion, start(), { width: 1280 });
    place('Letter 3: а').focus();
    await user.keyboard('{Enter}');
    place('Place 5 in the word: empty').focus();
    await user.keyboard('{Enter}');
    expect(last().slots[4]).toBe(10702);
  });

  it("shows a space tile as the localized 'space' label", () => {
    renderInteractive(lettersWithSpaceQuestion, initialAnswerOf(lettersWithSpaceQuestion), {
      width: 1280,
      language: 'uk',
    });
    expect(place('Літера 3: пробіл').textContent).toBe('пробіл');
  });
});

describe('word from characters, phone (640 px or less)', () => {
  it('appends a tapped letter and removes the last one', async () => {
    const { user, last } = renderInteractive(lettersQuestion, start(), { width: 640 });
    expect(screen.getByText('Tap the letters in order to build the word.')).toBeTruthy();
    const remove = () => screen.getByRole('button', { name: 'Remove last letter' }) as HTMLButtonElement;
    expect(remove().disabled).toBe(true);
    await user.click(place('Letter 5: к'));
    await user.click(place('Letter 2: н'));
    expect(builtWord(last())).toBe('кн');
    expect(place('Place 1 in the word: к').disabled).toBe(true);
    await user.click(remove());
    expect(builtWord(last())).toBe('к');
    expect(place('Letter 2: н').disabled).toBe(false);
  });
});

describe('word from characters, review', () => {
  it('colours wrong letters and shows the correct word in full information', () => {
    renderReview(lettersQuestion, EXERCISES.word_from_chars.wrong(), 'full_information');
    const letters = screen.getByRole('list', { name: 'к н г и а' }).querySelectorAll('li');
    expect([...letters].map((letter) => letter.getAttribute('data-mark'))).toEqual([
      'correct',
      'correct',
      'incorrect',
      'incorrect',
      'correct',
    ]);
    expect(screen.getAllByText('(wrong letter)', { exact: false })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Correct word' }).parentElement?.textContent).toContain(
      'книга',
    );
  });

  it('only correct or not: marks without the correct word', () => {
    renderReview(lettersQuestion, EXERCISES.word_from_chars.right(), 'only_correct_or_not');
    expect(screen.queryByRole('heading', { name: 'Correct word' })).toBeNull();
    expect(screen.queryByText('(wrong letter)', { exact: false })).toBeNull();
  });

  it('has no serious axe finding in any layout', async () => {
    renderInteractive(lettersQuestion, lettersAnswer(lettersQuestion, [10704]), { width: 1280 });
    expect(await seriousAxeFindings()).toEqual([]);
    renderInteractive(lettersQuestion, lettersAnswer(lettersQuestion, [10704]), { width: 390 });
    expect(await seriousAxeFindings()).toEqual([]);
    renderReview(
      lettersWithSpaceQuestion,
      lettersAnswer(lettersWithSpaceQuestion, [10804, 10805]),
      'full_information',
    );
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
