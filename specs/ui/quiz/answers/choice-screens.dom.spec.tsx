import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Question } from '../../../../core/api/quiz.ts';
import type { ChoiceAnswer } from '../../../../core/quiz/index.ts';
import {
  aggregates,
  choiceResults,
  interactive,
  questions,
  reviewed,
} from '../../../../stories/quiz/answers/fixtures.ts';
import { expectNoAxeViolations, optionId, renderAnswering, renderReview } from './render-question.tsx';

const selectedTexts = (question: Question, answer: ChoiceAnswer) =>
  answer.selected.map((id) => question.answers.find((option) => option.id === id)?.text);

describe.each([
  ['single_answer', questions.single_answer, 'и', 'й'],
  ['yes_no', questions.yes_no, 'Ні', 'Так'],
  ['text_graphic_answer', questions.text_graphic_answer, 'пес', 'кіт'],
  ['copy', questions.copy, 'р', 'к'],
  ['competition', questions.competition, '32', '33'],
  ['default', questions.default, 'ъ', 'ь'],
] as const)('%s answering (one choice kept)', (_slug, question, first, second) => {
  it('keeps exactly the last clicked option, checks it on screen, and passes axe', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderAnswering(interactive(question));
    await user.click(screen.getByRole('radio', { name: first }));
    expect(selectedTexts(question, lastAnswer())).toEqual([first]);
    await user.click(screen.getByRole('radio', { name: second }));
    expect(selectedTexts(question, lastAnswer())).toEqual([second]);
    expect((screen.getByRole('radio', { name: second }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: first }) as HTMLInputElement).checked).toBe(false);
    await expectNoAxeViolations();
  });
});

describe.each([
  ['multiple_answer', questions.multiple_answer, ['а', 'б'], 'а', ['б']],
  ['mixed', questions.mixed, ['привіт', 'дякую'], 'привіт', ['дякую']],
] as const)('%s answering (options toggle)', (_slug, question, clicks, again, left) => {
  it('toggles each clicked option and says several may be chosen', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderAnswering(interactive(question));
    expect(screen.getByText('Choose all that apply')).toBeTruthy();
    for (const text of clicks) await user.click(screen.getByRole('checkbox', { name: text }));
    expect(selectedTexts(question, lastAnswer())).toEqual([...clicks]);
    await user.click(screen.getByRole('checkbox', { name: again }));
    expect(selectedTexts(question, lastAnswer())).toEqual([...left]);
    await expectNoAxeViolations();
  });
});

describe('choice answering', () => {
  it('moves the choice with the arrow keys, like any radio group', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderAnswering(interactive(questions.single_answer));
    await user.click(screen.getByRole('radio', { name: 'й' }));
    await user.keyboard('{ArrowDown}');
    expect(selectedTexts(questions.single_answer, lastAnswer())).toEqual(['и']);
  });

  it('sends nothing while read-only, and shows the server refusal at the question', async () => {
    const user = userEvent.setup();
    const { onChange } = renderAnswering(interactive(questions.single_answer), {
      disabled: true,
      error: 'The attempt is already finished.',
    });
    await user.click(screen.getByRole('radio', { name: 'и' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The attempt is already finished.');
    expect(screen.getByRole('group').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations();
  });

  it('speaks Ukrainian when the learner does', () => {
    renderAnswering(interactive(questions.multiple_answer), { language: 'uk' });
    expect(screen.getByText('Оберіть усі правильні відповіді')).toBeTruthy();
  });
});

describe('choice review', () => {
  it('marks a right choice right (only correct or not), without giving away other answers', async () => {
    renderReview(
      reviewed(
        questions.single_answer,
        choiceResults(questions.single_answer, ['й']),
        'only_correct_or_not',
        {
          correct: true,
        },
      ),
    );
    const chosen = screen.getByRole('radio', { name: /й/ }) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(chosen.disabled).toBe(true);
    expect(screen.getByText('Correct')).toBeTruthy();
    expect(screen.queryByText('Correct answer')).toBeNull();
    await expectNoAxeViolations();
  });

  it('marks a wrong choice wrong and hides the key unless full information', async () => {
    renderReview(
      reviewed(
        questions.single_answer,
        choiceResults(questions.single_answer, ['и']),
        'only_correct_or_not',
        {
          correct: false,
        },
      ),
    );
    expect(screen.getByText('Incorrect')).toBeTruthy();
    expect(screen.queryByText('Correct answer')).toBeNull();
    await expectNoAxeViolations();
  });

  it('shows the correct answers in full information', async () => {
    renderReview(
      reviewed(
        questions.multiple_answer,
        choiceResults(questions.multiple_answer, ['а', 'б']),
        'full_information',
        {
          correct: false,
        },
      ),
    );
    expect(screen.getAllByText('Correct answer')).toHaveLength(2);
    const wrong = screen.getByRole('checkbox', { name: /б/ }).closest('label') as HTMLElement;
    expect(within(wrong).getByText('Incorrect')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('shows no marks where the display type only names the answer', () => {
    renderReview(
      reviewed(questions.single_answer, choiceResults(questions.single_answer, ['и']), 'simple_answer'),
    );
    expect(screen.queryByText('Incorrect')).toBeNull();
    expect(screen.getByText('Your answer')).toBeTruthy();
  });

  it('says so when nothing was answered', () => {
    renderReview(reviewed(questions.yes_no, [], 'full_information'));
    expect(screen.getByText('No answer was given')).toBeTruthy();
  });
});

describe('likert scale', () => {
  it('lays the options in a row (type 1) and keeps exactly one', async () => {
    const user = userEvent.setup();
    const { lastAnswer, container } = renderAnswering(interactive(questions.likert_scale));
    await user.click(screen.getByRole('radio', { name: 'Згоден' }));
    await user.click(screen.getByRole('radio', { name: 'Не згоден' }));
    expect(selectedTexts(questions.likert_scale, lastAnswer())).toEqual(['Не згоден']);
    expect(container.querySelector('[style*="--columns: 5"]')).not.toBeNull();
    await expectNoAxeViolations();
  });

  it('stacks the options (type 2) as a list', async () => {
    const user = userEvent.setup();
    const { lastAnswer, container } = renderAnswering(interactive(questions.likert_scale_vertical));
    expect(container.querySelector('[style*="--columns"]')).toBeNull();
    expect(screen.getByText('Choose one answer')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Щодня' }));
    expect(selectedTexts(questions.likert_scale_vertical, lastAnswer())).toEqual(['Щодня']);
    await expectNoAxeViolations();
  });

  it('shows everyone’s percent and count in full information', async () => {
    renderReview(
      reviewed(
        questions.likert_scale,
        choiceResults(questions.likert_scale, ['Згоден']),
        'full_information',
        {
          aggregates: aggregates(questions.likert_scale, [4, 8, 17, 46, 25], 100),
        },
      ),
    );
    const figures = screen.getByRole('region', { name: 'How everyone answered' });
    const agree = within(figures)
      .getByText(/^Згоден/)
      .closest('li') as HTMLElement;
    expect(agree.textContent).toContain('46 %');
    expect(agree.textContent).toContain('46 answers');
    expect(agree.textContent).toContain('Your answer');
    await expectNoAxeViolations();
  });

  it('hides the figures when the display type does not show them', () => {
    renderReview(
      reviewed(
        questions.likert_scale,
        choiceResults(questions.likert_scale, ['Згоден']),
        'only_correct_or_not',
        {
          aggregates: aggregates(questions.likert_scale, [4, 8, 17, 46, 25]),
        },
      ),
    );
    expect(screen.queryByRole('region', { name: 'How everyone answered' })).toBeNull();
  });
});

describe('interview', () => {
  it('single choice: choosing the custom answer opens a 60×7 textarea whose typing is the custom text', async () => {
    const user = userEvent.setup();
    const { lastAnswer, onChange } = renderAnswering(interactive(questions.interview));
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Інше' }));
    const box = screen.getByRole('textbox', { name: /Your own answer/ }) as HTMLTextAreaElement;
    expect(box.getAttribute('cols')).toBe('60');
    expect(box.getAttribute('rows')).toBe('7');
    await user.type(box, 'Серіали');
    expect(lastAnswer<ChoiceAnswer>().customText).toBe('Серіали');
    expect(selectedTexts(questions.interview, lastAnswer())).toEqual(['Інше']);
    expect(onChange.mock.calls.at(-1)?.[1]).toEqual({ typed: true });
    await user.click(screen.getByRole('radio', { name: 'Читаючи тексти' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    await expectNoAxeViolations();
  });

  it('multiple choice (type 2) toggles checkboxes', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderAnswering(interactive(questions.interview_multiple));
    await user.click(screen.getByRole('checkbox', { name: 'Подорожі' }));
    await user.click(screen.getByRole('checkbox', { name: 'Робота' }));
    await user.click(screen.getByRole('checkbox', { name: 'Подорожі' }));
    expect(selectedTexts(questions.interview_multiple, lastAnswer())).toEqual(['Робота']);
    await expectNoAxeViolations();
  });

  it('review shows the typed custom answer and, in full information, percent and count per option', async () => {
    renderReview(
      reviewed(
        questions.interview,
        choiceResults(questions.interview, ['Інше'], 'Граю в ігри'),
        'full_information',
        { aggregates: aggregates(questions.interview, [38, 29, 19, 14], 50) },
      ),
    );
    expect(screen.getByText('Граю в ігри')).toBeTruthy();
    const rows = within(screen.getByRole('region', { name: 'How everyone answered' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'Читаючи тексти38 %19 answers',
      'Слухаючи подкасти29 %14 answers',
      'Переписуючи від руки19 %10 answers',
      'Інше · Your answer14 %7 answers',
    ]);
    await expectNoAxeViolations();
  });
});

describe('rating, reaction and net promoter score', () => {
  it('rating: a star is one value of the scale; the stars up to it fill', async () => {
    const user = userEvent.setup();
    const { lastAnswer, container } = renderAnswering(interactive(questions.rating));
    await user.click(screen.getByRole('radio', { name: '4 of 5' }));
    expect(selectedTexts(questions.rating, lastAnswer())).toEqual(['4']);
    expect(container.querySelectorAll('[data-filled]')).toHaveLength(4);
    expect(screen.getByText('Poor')).toBeTruthy();
    expect(screen.getByText('Excellent')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('reaction: one reaction chosen', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderAnswering(interactive(questions.reaction));
    await user.click(screen.getByRole('radio', { name: '😐' }));
    await user.click(screen.getByRole('radio', { name: '🙂' }));
    expect(selectedTexts(questions.reaction, lastAnswer())).toEqual(['🙂']);
    await expectNoAxeViolations();
  });

  it('net promoter score: eleven values 0 to 10, one chosen, with the meaning of the ends', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderAnswering(interactive(questions.new_promoter_score));
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    await user.click(screen.getByRole('radio', { name: '9' }));
    expect(selectedTexts(questions.new_promoter_score, lastAnswer())).toEqual(['9']);
    expect(screen.getByText('0 means not at all likely, 10 means extremely likely')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it.each([
    ['rating', questions.rating, '4'],
    ['reaction', questions.reaction, '🙂'],
    ['new_promoter_score', questions.new_promoter_score, '9'],
  ] as const)(
    '%s review keeps the learner’s value and shows everyone’s figures in full information',
    async (_slug, question, value) => {
      renderReview(
        reviewed(question, choiceResults(question, [value]), 'full_information', {
          aggregates: aggregates(
            question,
            question.answers.map((_, index) => (index === 0 ? 100 : 0)),
            20,
          ),
        }),
      );
      const chosen = screen.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked);
      expect(chosen?.getAttribute('value')).toBe(String(optionId(question, value)));
      expect(screen.getByRole('region', { name: 'How everyone answered' }).textContent).toContain(
        '100 %20 answers',
      );
      await expectNoAxeViolations();
    },
  );
});
