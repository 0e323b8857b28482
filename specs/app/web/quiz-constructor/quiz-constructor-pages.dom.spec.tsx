import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ExpertQuizListPage } from '../../../../app/web/quiz/expert/expert-quiz-list-page.tsx';
import type { QuizConstructorApi } from '../../../../app/web/quiz-constructor/quiz-constructor-api.ts';
import { QuizPreviewPage } from '../../../../app/web/quiz-constructor/quiz-preview-page.tsx';
import { QuizSettingsPage } from '../../../../app/web/quiz-constructor/quiz-settings-page.tsx';
import type { ExpertQuizApi, Language } from '../../../../core/api/index.ts';
import { schoolQuizzes } from '../../../../stories/quiz/expert/expert-quiz.fixture.ts';
import {
  constructorQuiz,
  quizPlaces,
} from '../../../../stories/quiz-constructor/quiz-constructor.fixture.ts';
import { NotificationsProvider } from '../../../../ui/notifications/notifications-provider.tsx';
import { renderExpert, seriousViolations } from '../../../ui/quiz/expert/render-expert.tsx';

function fakeConstructor(): QuizConstructorApi & {
  [K in keyof QuizConstructorApi]: ReturnType<typeof vi.fn>;
} {
  return {
    places: vi.fn(async () => quizPlaces),
    createQuiz: vi.fn(async (_lessonId: number, name: string) => ({
      ...constructorQuiz,
      id: 70,
      name,
      questions: [],
    })),
    copyQuiz: vi.fn(async (_quizId: number, name: string) => ({ ...constructorQuiz, id: 71, name })),
    deleteQuiz: vi.fn(async () => undefined),
    quiz: vi.fn(async () => constructorQuiz),
    saveOptions: vi.fn(async (_quizId: number, options) => ({ ...constructorQuiz, ...options })),
    addQuestion: vi.fn(async () => constructorQuiz.questions[0]),
    saveQuestion: vi.fn(async () => constructorQuiz.questions[1]),
    deleteQuestion: vi.fn(async () => undefined),
    answeredAttempts: vi.fn(async () => 2),
    rescoreQuestion: vi.fn(async () => ({ attempts: 2, changed: 1 })),
    orderQuestions: vi.fn(async () => constructorQuiz.questions),
  } as never;
}

function fakeExpert(): ExpertQuizApi {
  return {
    quizzes: vi.fn(async ({ search = '' }: { page: number; search?: string }) => {
      const rows = schoolQuizzes.filter((quiz) => quiz.name.toLowerCase().includes(search.toLowerCase()));
      return { rows, meta: { current_page: 1, last_page: 1, per_page: 20, total: rows.length } };
    }),
  } as unknown as ExpertQuizApi;
}

function renderAt(path: string, element: ReactNode, language: Language = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/expert/quiz/list', element },
      { path: '/expert/quiz/:quizId/edit', element },
      { path: '/expert/quiz/:quizId/preview', element },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderExpert(
    <QueryClientProvider client={client}>
      <NotificationsProvider>
        <RouterProvider router={router} />
      </NotificationsProvider>
    </QueryClientProvider>,
    language,
  );
  return router;
}

describe('the quiz list of the constructor', () => {
  it('opens creation from ?new=true, asks for a name, and creates the quiz in the chosen lesson, then opens it', async () => {
    const api = fakeConstructor();
    const router = renderAt(
      '/expert/quiz/list?new=true',
      <ExpertQuizListPage api={fakeExpert()} constructorApi={api} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New quiz' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Lesson/)).toBeTruthy());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create quiz' }));
    expect(within(dialog).getByText('Give the quiz a name.')).toBeTruthy();
    expect(api.createQuiz).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Quiz name/), 'Greetings check');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Course/), 'Thirty-day speaking marathon');
    expect(within(dialog).queryByRole('option', { name: 'Empty course' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/expert/quiz/70/edit'));
    expect(api.createQuiz).toHaveBeenCalledWith(40, 'Greetings check');
  });

  it('searches, duplicates with a translated name, and deletes only after the confirm', async () => {
    const api = fakeConstructor();
    const expert = fakeExpert();
    renderAt('/expert/quiz/list', <ExpertQuizListPage api={expert} constructorApi={api} />, 'uk');
    await screen.findByText('Reading aloud: your hardest letter');
    await userEvent.type(screen.getByRole('searchbox'), 'greet');
    await waitFor(() => expect(screen.queryByText('Reading aloud: your hardest letter')).toBeNull());
    expect(expert.quizzes).toHaveBeenLastCalledWith({ page: 1, search: 'greet' });
    const name = schoolQuizzes[2]!.name;
    await userEvent.click(screen.getByRole('button', { name: `Дублювати «${name}»` }));
    expect(api.copyQuiz).toHaveBeenCalledWith(9, `${name} (копія)`);
    await userEvent.click(screen.getByRole('button', { name: `Видалити «${name}»` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(api.deleteQuiz).not.toHaveBeenCalled();
    expect(confirm.textContent).toContain('Тест і його питання буде видалено. Це не можна скасувати.');
    await userEvent.click(within(confirm).getByRole('button', { name: /Видалити|Delete/ }));
    await waitFor(() => expect(api.deleteQuiz).toHaveBeenCalledWith(9));
    expect(screen.getByRole('link', { name: `Налаштування «${name}»` }).getAttribute('href')).toBe(
      '/expert/quiz/9/edit',
    );
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('the quiz settings page', () => {
  it('fills the form from the quiz, shows errors at their fields, and saves the options', async () => {
    const api = fakeConstructor();
    renderAt('/expert/quiz/7/edit', <QuizSettingsPage api={api} />);
    const name = await screen.findByLabelText(/Quiz name/);
    expect((name as HTMLInputElement).value).toBe('Alphabet check');
    expect((screen.getByLabelText('Minutes') as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('Seconds') as HTMLInputElement).value).toBe('30');
    expect(screen.getByText('All changes saved')).toBeTruthy();

    await userEvent.clear(name);
    await userEvent.clear(screen.getByLabelText('Points to pass'));
    await userEvent.type(screen.getByLabelText('Points to pass'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('Give the quiz a name.')).toBeTruthy();
    expect(screen.getByText('Maximum points can’t be less than the points to pass.')).toBeTruthy();
    expect(api.saveOptions).not.toHaveBeenCalled();

    await userEvent.type(name, 'Alphabet check, part 1');
    await userEvent.clear(screen.getByLabelText('Points to pass'));
    await userEvent.type(screen.getByLabelText('Points to pass'), '2,5');
    await userEvent.click(screen.getByRole('radio', { name: 'All on one page' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Limit the number of attempts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.saveOptions).toHaveBeenCalledTimes(1));
    expect(api.saveOptions.mock.calls[0]![1]).toMatchObject({
      name: 'Alphabet check, part 1',
      common_scores_min: 2.5,
      questions_display_type_id: 2,
      attempt_limit: null,
      timer_duration: 330,
    });
    await screen.findByText('All changes saved');
  });

  it('lists the questions with the problems to fix at each', async () => {
    renderAt('/expert/quiz/7/edit', <QuizSettingsPage api={fakeConstructor()} />, 'ru');
    await screen.findByText('3 вопроса');
    expect(screen.getByText('Отметьте правильный ответ.')).toBeTruthy();
    expect(screen.getByText('В утверждении 1 меток пропусков: 2, а пропусков: 1.')).toBeTruthy();
    expect(screen.getByText('Вопрос без названия')).toBeTruthy();
    const typeOf = (id: number) => document.querySelector(`[data-question="${id}"]`)!.textContent;
    expect(typeOf(31)).toContain('Один ответ');
    expect(typeOf(33)).toContain('Заполнение пропусков');
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('the question editor', () => {
  it('edits a question in place by keyboard: marks the correct answer, moves an answer, and saves with the ids kept', async () => {
    const api = fakeConstructor();
    renderAt('/expert/quiz/7/edit', <QuizSettingsPage api={api} />);
    expect(await screen.findByText('Mark the correct answer.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit question 2' }));
    const editor = screen.getByRole('form', { name: 'Question editor: Single answer' });
    expect(within(editor).getByRole('alert').textContent).toBe('Mark the correct answer.');
    within(editor).getByRole('radio', { name: 'Answer 1 is correct' }).focus();
    await userEvent.keyboard(' ');
    expect(within(editor).queryByRole('alert')).toBeNull();
    within(editor).getByRole('textbox', { name: 'Answer 1' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect((within(editor).getByRole('textbox', { name: 'Answer 1' }) as HTMLInputElement).value).toBe('Б');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(api.saveQuestion).toHaveBeenCalledTimes(1));
    const [questionId, doc] = api.saveQuestion.mock.calls[0]!;
    expect(questionId).toBe(32);
    expect(
      doc.answers.map((answer: { id: number; is_correct: boolean }) => [answer.id, answer.is_correct]),
    ).toEqual([
      [4, false],
      [3, true],
    ]);
  });

  it('asks after a key change whether to re-score the attempts that answered, saying how many, and re-scores only on confirm', async () => {
    for (const choice of ['Re-score', 'Keep the old scores'] as const) {
      const api = fakeConstructor();
      const question = constructorQuiz.questions[1]!;
      api.saveQuestion.mockImplementation(async () => ({
        ...question,
        answers: question.answers.map((answer) => ({ ...answer, is_correct: answer.id === 3 })),
      }));
      renderAt('/expert/quiz/7/edit', <QuizSettingsPage api={api} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Edit question 2' }));
      const editor = screen.getByRole('form', { name: 'Question editor: Single answer' });
      await userEvent.click(within(editor).getByRole('radio', { name: 'Answer 1 is correct' }));
      await userEvent.click(within(editor).getByRole('button', { name: 'Save question' }));
      const dialog = await screen.findByRole('dialog', { name: 'Re-score the answers already given?' });
      expect(dialog.textContent).toContain('a question that 2 student attempts have already answered');
      expect(api.answeredAttempts).toHaveBeenCalledWith(32);
      expect(api.rescoreQuestion).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: choice }));
      const rescored = choice === 'Re-score';
      expect(
        await screen.findByText(rescored ? 'Question saved and the answers re-scored' : 'Question saved'),
      ).toBeTruthy();
      expect(api.rescoreQuestion.mock.calls).toEqual(rescored ? [[32]] : []);
      expect(screen.queryByRole('dialog')).toBeNull();
      document.body.innerHTML = '';
    }
  });

  it('saves without asking when the key stayed as it was', async () => {
    const api = fakeConstructor();
    renderAt('/expert/quiz/7/edit', <QuizSettingsPage api={api} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit question 2' }));
    const editor = screen.getByRole('form', { name: 'Question editor: Single answer' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Save question' }));
    expect(await screen.findByText('Question saved')).toBeTruthy();
    expect(api.answeredAttempts).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds a fill-gaps question and says at the text when its markers do not match its gaps', async () => {
    const api = fakeConstructor();
    renderAt('/expert/quiz/7/edit', <QuizSettingsPage api={api} />, 'uk');
    await userEvent.selectOptions(await screen.findByLabelText('Тип нового питання'), 'Заповнення пропусків');
    await userEvent.click(screen.getByRole('button', { name: 'Додати питання' }));
    const editor = screen.getByRole('form', { name: 'Редактор питання: Заповнення пропусків' });
    const text = within(editor).getByRole('textbox', { name: /Твердження 1/ });
    await userEvent.type(text, ' [[gap]');
    expect(within(editor).getByText('У твердженні 1 позначок пропусків: 2, а пропусків: 1.')).toBeTruthy();
    await userEvent.click(within(editor).getByRole('button', { name: 'Додати пропуск' }));
    expect(within(editor).getByText('У твердженні 1 позначок пропусків: 3, а пропусків: 2.')).toBeTruthy();
    await userEvent.click(within(editor).getByRole('button', { name: 'Видалити пропуск 2' }));
    await userEvent.clear(text);
    await userEvent.type(text, 'Добрий [[gap]!');
    expect(within(editor).queryByText(/позначок пропусків/)).toBeNull();
    await userEvent.click(within(editor).getByRole('button', { name: 'Зберегти питання' }));
    await waitFor(() => expect(api.addQuestion).toHaveBeenCalledTimes(1));
    const [, doc] = api.addQuestion.mock.calls[0]!;
    expect(doc.type_slug).toBe('fill_gaps');
    expect(doc.statements[0].text).toBe('Добрий [gap]!');
    expect(doc.statements[0].answer_groups).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('the preview', () => {
  it('shows the quiz on the student screens, without its key, and reaches no authoring call', async () => {
    const api = fakeConstructor();
    renderAt('/expert/quiz/7/preview', <QuizPreviewPage api={api} />);
    expect(
      await screen.findByText('The quiz as a student takes it. Nothing you answer here is stored.'),
    ).toBeTruthy();
    expect((await screen.findAllByText('Which letter sounds like "y" in "yes"?')).length).toBeGreaterThan(0);
    const option = await screen.findByRole('radio', { name: 'Й' });
    await userEvent.click(option);
    expect((option as HTMLInputElement).checked).toBe(true);
    for (const call of [
      'createQuiz',
      'copyQuiz',
      'deleteQuiz',
      'saveOptions',
      'addQuestion',
      'saveQuestion',
    ] as const)
      expect(api[call]).not.toHaveBeenCalled();
  });

  it("fills the questions with the answers the key gives, at the expert's request", async () => {
    renderAt('/expert/quiz/7/preview', <QuizPreviewPage api={fakeConstructor()} />);
    await screen.findByRole('radio', { name: 'Й' });
    await userEvent.click(screen.getByRole('button', { name: 'Answer every question by the key' }));
    expect((screen.getByRole('radio', { name: 'Й' }) as HTMLInputElement).checked).toBe(true);
  });
});
