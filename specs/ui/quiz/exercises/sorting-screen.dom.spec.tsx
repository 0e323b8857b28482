import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialAnswerOf, type SortingAnswer } from '../../../../core/quiz/index.ts';
import { EXERCISES, sortingQuestion } from '../../../../stories/quiz/exercises/fixtures.ts';
import {
  fakeColumnLayout,
  renderInteractive,
  renderReview,
  seriousAxeFindings,
} from './exercise-harness.tsx';

const start = () => initialAnswerOf(sortingQuestion) as SortingAnswer;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const shown = () =>
  within(screen.getByRole('list', { name: 'Items in your order' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\d/g, '').trim());

describe('sorting screen', () => {
  it('moves an item with the arrow buttons and sends the new order', async () => {
    const { user, last } = renderInteractive(sortingQuestion, start());
    expect(shown()).toEqual(['середа', 'понеділок', 'пʼятниця', 'вівторок', 'четвер']);
    await user.click(screen.getByRole('button', { name: 'Move “понеділок” up' }));
    expect(last().order).toEqual([52, 51, 53, 54, 55]);
    expect(shown()[0]).toBe('понеділок');
    expect(button('Move “понеділок” up').disabled).toBe(true);
    await user.click(button('Move “вівторок” down'));
    expect(last().order).toEqual([52, 51, 53, 55, 54]);
  });

  it('drags by keyboard: space picks up, an arrow moves, space drops; the screen reader hears each step', async () => {
    const restore = fakeColumnLayout();
    try {
      const { user, last } = renderInteractive(sortingQuestion, start());
      const handle = screen.getByRole('button', { name: 'Drag “середа”' });
      handle.focus();
      await user.keyboard(' ');
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(document.body.textContent).toContain('«середа», Position 1 is over «середа», Position 1.');
      await user.keyboard('{ArrowDown}');
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      await user.keyboard(' ');
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(last().order).toEqual([52, 51, 53, 54, 55]);
      expect(document.body.textContent).toContain(
        '«середа», Position 1 was dropped on «понеділок», Position 2.',
      );
      expect(shown()[1]).toBe('середа');
    } finally {
      restore();
    }
  });

  it('is read-only when disabled', () => {
    renderInteractive(sortingQuestion, start(), { disabled: true });
    for (const control of screen.getAllByRole('button'))
      expect((control as HTMLButtonElement).disabled).toBe(true);
  });

  it('reviews each place and, in full information, the correct order', () => {
    renderReview(sortingQuestion, EXERCISES.sorting.wrong(), 'full_information');
    const items = within(screen.getByRole('list', { name: 'Your answer' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1понеділок (correct)',
      '2середа (incorrect)',
      '3вівторок (incorrect)',
      '4четвер (correct)',
      '5пʼятниця (correct)',
    ]);
    const key = screen.getByRole('heading', { name: 'Correct order' }).parentElement as HTMLElement;
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['понеділок', 'вівторок', 'середа', 'четвер', 'пʼятниця']);
  });

  it('marks a right order correct and hides the key when the display type does', () => {
    renderReview(sortingQuestion, EXERCISES.sorting.right(), 'only_correct_or_not');
    expect(screen.getAllByText('(correct)', { exact: false })).toHaveLength(5);
    expect(screen.queryByRole('heading', { name: 'Correct order' })).toBeNull();
  });

  it('has no serious axe finding answering or in review', async () => {
    renderInteractive(sortingQuestion, start());
    expect(await seriousAxeFindings()).toEqual([]);
    renderReview(sortingQuestion, EXERCISES.sorting.wrong(), 'full_information');
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
