import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialAnswerOf, type MatchingAnswer } from '../../../../core/quiz/index.ts';
import {
  combinedMatchingQuestion,
  EXERCISES,
  manyToOneQuestion,
  matchingAnswer,
  matchingQuestion,
} from '../../../../stories/quiz/exercises/fixtures.ts';
import { renderInteractive, renderReview, seriousAxeFindings } from './exercise-harness.tsx';

const start = (question: typeof matchingQuestion) => initialAnswerOf(question) as MatchingAnswer;
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const pairs = (answer: MatchingAnswer) => answer.binds.map((pair) => [pair.statementId, pair.answerId]);

describe('matching, one-to-one above 760 px', () => {
  it('binds a statement and an answer clicked in either order; a click on a bound pair unbinds it', async () => {
    const { user, last } = renderInteractive(matchingQuestion, start(matchingQuestion), { width: 1024 });
    expect(screen.getByText(/Drag an answer into a statement's area, or click a statement/)).toBeTruthy();
    await user.click(button(/^кіт/));
    expect(button(/^кіт/).getAttribute('aria-pressed')).toBe('true');
    await user.click(button('cat'));
    expect(pairs(last())).toEqual([[1101, 63]]);
    expect(button(/^кіт/).textContent).toContain('“кіт” is matched with “cat”');
    await user.click(button('dog'));
    await user.click(button(/^собака/));
    expect(pairs(last())).toEqual([
      [1101, 63],
      [1102, 61],
    ]);
    await user.click(button(/^кіт/));
    await user.click(button('cat'));
    expect(pairs(last())).toEqual([[1102, 61]]);
  });

  it('binds the last statement and answer by itself, and the remove action unbinds', async () => {
    const { user, last } = renderInteractive(matchingQuestion, start(matchingQuestion), { width: 1024 });
    for (const [statement, answer] of [
      [/^кіт/, 'cat'],
      [/^собака/, 'dog'],
      [/^корова/, 'cow'],
    ] as const) {
      await user.click(button(statement));
      await user.click(button(answer));
    }
    expect(pairs(last())).toContainEqual([1104, 62]);
    await user.click(button('Remove “horse” from “кінь”'));
    expect(pairs(last())).not.toContainEqual([1104, 62]);
  });

  it('reviews with marks on statements and the key of wrong ones in full information', () => {
    renderReview(matchingQuestion, EXERCISES.conformity_answer.wrong(), 'full_information', { width: 1024 });
    const statements = within(screen.getByRole('list', { name: 'Statements' })).getAllByRole('listitem');
    expect(statements.map((item) => item.textContent)).toEqual([
      'кіт. “кіт” is matched with “cat” (correct)',
      'собака. “собака” is matched with “horse” (incorrect)Correct answer: dog',
      'корова. “корова” is matched with “cow” (correct)',
      'кінь. “кінь” is matched with “dog” (incorrect)Correct answer: horse',
    ]);
  });
});

describe('matching, phone one-to-one and the combined dropdown', () => {
  it('phone: each statement opens the answer list; a choice binds it', async () => {
    const { user, last } = renderInteractive(matchingQuestion, start(matchingQuestion), { width: 390 });
    expect(screen.getByText('Choose an answer for each statement.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Answer for “кіт”' }));
    await user.click(screen.getByRole('option', { name: 'cat' }));
    expect(pairs(last())).toEqual([[1101, 63]]);
    await user.click(screen.getByRole('combobox', { name: 'Answer for “собака”' }));
    await user.click(screen.getByRole('option', { name: 'cat' }));
    expect(pairs(last())).toEqual([[1102, 63]]);
  });

  it('combined answers use a dropdown per statement on any width', async () => {
    const { user, last } = renderInteractive(combinedMatchingQuestion, start(combinedMatchingQuestion), {
      width: 1280,
    });
    await user.click(screen.getByRole('combobox', { name: 'Answer for “Добраніч”' }));
    await user.click(screen.getByRole('option', { name: 'Good night' }));
    expect(pairs(last())).toEqual([[1122, 83]]);
  });

  it('phone review lists each statement with its answer, mark and key', () => {
    renderReview(matchingQuestion, EXERCISES.conformity_answer.wrong(), 'full_information', { width: 390 });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'собака (incorrect)Your answer: horseCorrect answer: dog',
    );
  });
});

describe('matching, many-to-one', () => {
  it('places a chosen answer into an area, several per area, and takes one out', async () => {
    const { user, last } = renderInteractive(manyToOneQuestion, start(manyToOneQuestion), { width: 1280 });
    await user.click(button('а'));
    await user.click(screen.getAllByRole('button', { name: 'Put “а” here' })[0] as HTMLElement);
    expect(pairs(last())).toEqual([[1111, 71]]);
    await user.click(button('о'));
    const [vowels] = screen.getAllByRole('button', { name: 'Put “о” here' });
    await user.click(vowels as HTMLElement);
    await user.click(button('б'));
    await user.click(screen.getAllByRole('button', { name: 'Put “б” here' })[1] as HTMLElement);
    expect(pairs(last())).toEqual([
      [1111, 71],
      [1111, 73],
      [1112, 72],
    ]);
    await user.click(button('Remove “о” from “Голосні (vowels)”'));
    expect(pairs(last())).toEqual([
      [1111, 71],
      [1112, 72],
    ]);
    expect(button('о')).toBeTruthy();
  });

  it('reviews each area against its key', () => {
    renderReview(
      manyToOneQuestion,
      matchingAnswer(manyToOneQuestion, [
        [1111, 71],
        [1111, 73],
        [1111, 75],
        [1112, 72],
      ]),
      'full_information',
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toBe('Голосні (vowels) (correct)Your answer: аоу');
    expect(items[1]).toBe('Приголосні (consonants) (incorrect)Your answer: бCorrect answer: б, т, м');
  });

  it('has no serious axe finding in any variant', async () => {
    renderInteractive(matchingQuestion, matchingAnswer(matchingQuestion, [[1101, 63]]), { width: 1024 });
    expect(await seriousAxeFindings()).toEqual([]);
    renderInteractive(manyToOneQuestion, matchingAnswer(manyToOneQuestion, [[1111, 71]]), { width: 1024 });
    expect(await seriousAxeFindings()).toEqual([]);
    renderInteractive(matchingQuestion, start(matchingQuestion), { width: 390 });
    expect(await seriousAxeFindings()).toEqual([]);
    renderReview(matchingQuestion, EXERCISES.conformity_answer.wrong(), 'full_information', { width: 1024 });
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
