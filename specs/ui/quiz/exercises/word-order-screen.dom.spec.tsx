import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialAnswerOf, type WordOrderAnswer } from '../../../../core/quiz/index.ts';
import { EXERCISES, wordOrderQuestion } from '../../../../stories/quiz/exercises/fixtures.ts';
import { renderInteractive, renderReview, seriousAxeFindings } from './exercise-harness.tsx';

const start = () => initialAnswerOf(wordOrderQuestion) as WordOrderAnswer;
const sentence = () =>
  within(screen.getByRole('list', { name: 'Your sentence' }))
    .queryAllByRole('button')
    .map((word) => word.textContent);

describe('word order screen', () => {
  it('taps words into the sentence in order and taps a placed word back', async () => {
    const { user, last } = renderInteractive(wordOrderQuestion, start());
    expect(screen.getByText('Tap or drag words here')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add “Я” to the sentence' }));
    await user.click(screen.getByRole('button', { name: 'Add “вивчаю” to the sentence' }));
    await user.click(screen.getByRole('button', { name: 'Add “мову” to the sentence' }));
    expect(last().placed).toEqual([42, 46, 41]);
    expect(sentence()).toEqual(['Я', 'вивчаю', 'мову']);
    await user.click(screen.getByRole('button', { name: 'Take “вивчаю” back' }));
    expect(last().placed).toEqual([42, 41]);
    expect(
      within(screen.getByRole('list', { name: 'Words' }))
        .getAllByRole('button')
        .map((word) => word.textContent),
    ).toEqual(['щодня', 'вчить', 'українську', 'вивчаю']);
  });

  it('places a word by keyboard with Enter', async () => {
    const { user, last } = renderInteractive(wordOrderQuestion, start());
    screen.getByRole('button', { name: 'Add “Я” to the sentence' }).focus();
    await user.keyboard('{Enter}');
    expect(last().placed).toEqual([42]);
  });

  it('reviews each placed word and shows the correct sentence in full information', () => {
    renderReview(wordOrderQuestion, EXERCISES.sentence_from_words.wrong(), 'full_information');
    const given = within(screen.getByRole('heading', { name: 'Your answer' }).parentElement as HTMLElement)
      .getAllByRole('listitem')
      .map((word) => word.textContent);
    expect(given).toEqual([
      'Я (correct)',
      'вчить (incorrect)',
      'українську (correct)',
      'мову (correct)',
      'щодня (correct)',
    ]);
    expect(screen.getByRole('heading', { name: 'Correct sentence' }).parentElement?.textContent).toContain(
      'Явивчаюукраїнськумовущодня',
    );
    expect(screen.getByRole('heading', { name: 'Words not used' }).parentElement?.textContent).toContain(
      'вивчаю',
    );
  });

  it('a right sentence has no key block', () => {
    renderReview(wordOrderQuestion, EXERCISES.sentence_from_words.right(), 'full_information');
    expect(screen.queryByRole('heading', { name: 'Correct sentence' })).toBeNull();
  });

  it('has no serious axe finding in either mode', async () => {
    renderInteractive(wordOrderQuestion, EXERCISES.sentence_from_words.wrong());
    expect(await seriousAxeFindings()).toEqual([]);
    renderReview(wordOrderQuestion, EXERCISES.sentence_from_words.wrong(), 'full_information');
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
