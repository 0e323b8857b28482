import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialAnswerOf, type ListAnswer } from '../../../../core/quiz/index.ts';
import {
  chooseFromListQuestion,
  EXERCISES,
  multiChooseFromListQuestion,
} from '../../../../stories/quiz/exercises/fixtures.ts';
import { renderInteractive, renderReview, seriousAxeFindings } from './exercise-harness.tsx';

describe('choose from list screen', () => {
  it('chooses one answer per statement; a second choice replaces the first', async () => {
    const { user, last } = renderInteractive(
      chooseFromListQuestion,
      initialAnswerOf(chooseFromListQuestion) as ListAnswer,
    );
    await user.click(screen.getByRole('combobox', { name: '“Kyiv” is spelled К_їв' }));
    await user.click(screen.getByRole('option', { name: 'і' }));
    expect(last().chosen[1041]).toEqual([22]);
    await user.click(screen.getByRole('combobox', { name: '“Kyiv” is spelled К_їв' }));
    await user.click(screen.getByRole('option', { name: 'и' }));
    expect(last().chosen[1041]).toEqual([21]);
    await user.click(screen.getByRole('combobox', { name: 'The plural of книга' }));
    await user.click(screen.getByRole('option', { name: 'книги' }));
    expect(last().chosen).toEqual({ 1041: [21], 1042: [24], 1043: [] });
  });

  it('reviews each dropdown with its mark, and the key of wrong ones in full information', () => {
    renderReview(chooseFromListQuestion, EXERCISES.choose_from_list.wrong(), 'full_information');
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([
      '“Kyiv” is spelled К_ївYour answer: і (incorrect)Correct answer: и',
      'The plural of книгаYour answer: книги (correct)',
      '“I read”: я …Your answer: читає (incorrect)Correct answer: читаю',
    ]);
  });

  it('has no serious axe finding in either mode', async () => {
    renderInteractive(chooseFromListQuestion, initialAnswerOf(chooseFromListQuestion) as ListAnswer);
    expect(await seriousAxeFindings()).toEqual([]);
    renderReview(chooseFromListQuestion, EXERCISES.choose_from_list.right(), 'only_correct_or_not');
    expect(await seriousAxeFindings()).toEqual([]);
  });
});

describe('multi-choose from list screen', () => {
  it('toggles several answers in one dropdown, which stays open', async () => {
    const { user, last } = renderInteractive(
      multiChooseFromListQuestion,
      initialAnswerOf(multiChooseFromListQuestion) as ListAnswer,
    );
    await user.click(screen.getByRole('combobox', { name: 'Letters with a dot or dots' }));
    await user.click(screen.getByRole('option', { name: 'ї' }));
    await user.click(screen.getByRole('option', { name: 'і' }));
    expect(last().chosen[1051]).toEqual([31, 33]);
    await user.click(screen.getByRole('option', { name: 'ї' }));
    expect(last().chosen[1051]).toEqual([33]);
    expect(screen.getByRole('option', { name: 'і' }).getAttribute('aria-selected')).toBe('true');
  });

  it('marks a set with a missing or an extra answer incorrect', () => {
    renderReview(
      multiChooseFromListQuestion,
      EXERCISES.multi_choose_from_list.wrong(),
      'only_correct_or_not',
    );
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([
      'Letters with a dot or dotsYour answer: ї (incorrect)',
      'Words that end in a soft signYour answer: деньдімсіль (incorrect)',
    ]);
  });

  it('has no serious axe finding in either mode', async () => {
    renderInteractive(multiChooseFromListQuestion, EXERCISES.multi_choose_from_list.right());
    expect(await seriousAxeFindings()).toEqual([]);
    renderReview(multiChooseFromListQuestion, EXERCISES.multi_choose_from_list.wrong(), 'full_information');
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
