import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type GapsAnswer, initialAnswerOf } from '../../../../core/quiz/index.ts';
import {
  EXERCISES,
  fillGapsQuestion,
  gapsAnswer,
  pasteWordQuestion,
  sharedPoolQuestion,
} from '../../../../stories/quiz/exercises/fixtures.ts';
import { renderInteractive, renderReview, seriousAxeFindings } from './exercise-harness.tsx';

const start = (question: typeof fillGapsQuestion) => initialAnswerOf(question) as GapsAnswer;

describe('paste word screen', () => {
  it('types a word into each statement; every keystroke is sent as typed', async () => {
    const { user, last, changes } = renderInteractive(pasteWordQuestion, start(pasteWordQuestion));
    await user.type(screen.getByRole('textbox', { name: 'Gap 1' }), 'дякую');
    await user.type(screen.getByRole('textbox', { name: 'Gap 2' }), 'будь ласка');
    expect(last().gaps.map((gap) => gap.text)).toEqual(['дякую', 'будь ласка']);
    expect(changes.every((change) => change.typed)).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Gap 1' }) as HTMLInputElement).value).toBe('дякую');
  });

  it("shows the server's field error at the question and marks the inputs invalid", () => {
    renderInteractive(pasteWordQuestion, start(pasteWordQuestion), { error: 'Could not save.' });
    expect(screen.getByRole('alert').textContent).toBe('Could not save.');
    expect(screen.getByRole('textbox', { name: 'Gap 1' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('reviews each word: marks only, then the accepted word in full information', () => {
    const first = renderReview(pasteWordQuestion, EXERCISES.paste_word.wrong(), 'only_correct_or_not');
    expect(document.body.textContent).toContain('Gap 1: дякую (correct)');
    expect(document.body.textContent).toContain('Gap 2: пожалуйста (incorrect)');
    expect(document.body.textContent).not.toContain('будь ласка');
    first.unmount();
    renderReview(pasteWordQuestion, EXERCISES.paste_word.wrong(), 'full_information');
    expect(document.body.textContent).toContain('Correct answer: → будь ласка');
  });

  it('has no serious axe finding in either mode', async () => {
    renderInteractive(pasteWordQuestion, start(pasteWordQuestion));
    expect(await seriousAxeFindings()).toEqual([]);
    renderReview(pasteWordQuestion, EXERCISES.paste_word.right(), 'full_information');
    expect(await seriousAxeFindings()).toEqual([]);
  });
});

describe('fill gaps screen', () => {
  it('puts the gaps where the statement marks them: a typed gap and dropdown gaps', async () => {
    const { user, last } = renderInteractive(fillGapsQuestion, start(fillGapsQuestion));
    await user.type(screen.getByRole('textbox', { name: 'Gap 1' }), 'день');
    await user.click(screen.getByRole('combobox', { name: 'Gap 2' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'звати',
      'звуть',
      'називаю',
    ]);
    await user.click(screen.getByRole('option', { name: 'звати' }));
    await user.click(screen.getByRole('combobox', { name: 'Gap 3' }));
    await user.click(screen.getByRole('option', { name: 'родом' }));
    expect(last().gaps.map((gap) => [gap.text, gap.answerId])).toEqual([
      ['день', null],
      ['', 3],
      ['', 6],
    ]);
    expect(screen.getByRole('combobox', { name: 'Gap 2' }).textContent).toContain('звати');
  });

  it('shared pool: a chosen word leaves the pool above and the other gaps', async () => {
    const { user, last } = renderInteractive(sharedPoolQuestion, start(sharedPoolQuestion));
    const pool = () =>
      within(screen.getByRole('heading', { name: 'Words to use' }).parentElement as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(pool()).toEqual(['річка', 'столиця', 'море', 'гори']);
    await user.click(screen.getByRole('combobox', { name: 'Gap 1' }));
    await user.click(screen.getByRole('option', { name: 'столиця' }));
    expect(last().gaps[0]?.answerId).toBe(12);
    expect(pool()).toEqual(['річка', 'море', 'гори']);
    await user.click(screen.getByRole('combobox', { name: 'Gap 2' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'річка',
      'море',
      'гори',
    ]);
  });

  it('is read-only when disabled', () => {
    renderInteractive(fillGapsQuestion, EXERCISES.fill_gaps.right(), { disabled: true });
    expect((screen.getByRole('textbox', { name: 'Gap 1' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Gap 2' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reviews per gap; full information adds the accepted answers of wrong gaps', () => {
    renderReview(fillGapsQuestion, EXERCISES.fill_gaps.wrong(), 'full_information');
    const text = document.body.textContent ?? '';
    expect(text).toContain('Gap 1: вечір (incorrect)');
    expect(text).toContain('Correct answer: → день / ранок');
    expect(text).toContain('Gap 2: звуть (incorrect)');
    expect(text).toContain('Gap 3: родом (correct)');
  });

  it('shared pool review accepts each word in its own gap only', () => {
    renderReview(sharedPoolQuestion, gapsAnswer(sharedPoolQuestion, [12, 14, 11]), 'only_correct_or_not');
    const text = document.body.textContent ?? '';
    expect(text).toContain('Gap 1: столиця (correct)');
    expect(text).toContain('Gap 2: гори (incorrect)');
  });

  it('has no serious axe finding in either mode', async () => {
    renderInteractive(sharedPoolQuestion, start(sharedPoolQuestion));
    expect(await seriousAxeFindings()).toEqual([]);
    renderReview(fillGapsQuestion, EXERCISES.fill_gaps.wrong(), 'full_information');
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
