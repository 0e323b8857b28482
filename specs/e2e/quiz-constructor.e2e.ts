import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, seriousAxeViolations, signIn } from './support/browser.ts';
import { demoQuestion } from './support/demo-quiz.ts';
import { buildQuestion, EVERY_SLUG } from './support/quiz-constructor-steps.ts';
import { textsIn } from './support/texts.ts';

// An expert builds a quiz in the browser with the keyboard alone: ?new=true opens creation, the
// settings page opens, a single-answer question is added, its correct answer marked and an answer
// moved with Alt+↑, and the stored question has the key the expert set; then its preview on a phone.
// Then a quiz of all 22 types is built in the editor, the demo student takes it, and the expert reviews it.

const baseUrl = inject('baseUrl');
const POLL = { timeout: 15_000 };
const QUIZ_NAME = 'Built by keyboard';
let browser: Browser;
let context: BrowserContext;
let expert: Page;
let quizId = 0;
let everyTypeQuizId = 0;
const LESSON = '/courses/ukrainian-for-beginners/the-cyrillic-alphabet';
const english = textsIn('en');

async function callApi<T = unknown>(
  page: Page,
  method: string,
  path: string,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path }) => {
      const csrf = document.cookie
        .split('; ')
        .find((cookie) => cookie.startsWith('lectern_csrf='))
        ?.slice('lectern_csrf='.length);
      const response = await fetch(`/api/v1${path}`, {
        method,
        credentials: 'include',
        headers: method !== 'GET' && csrf ? { 'X-CSRF-Token': decodeURIComponent(csrf) } : {},
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path },
  );
}

beforeAll(async () => {
  browser = await launchChromium();
  context = await newContext(browser, baseUrl);
  expert = await context.newPage();
  await signIn(expert, 'expert@lectern.test');
  await expert.waitForURL('**/expert/**');
});

afterAll(async () => {
  if (quizId) await callApi(expert, 'DELETE', `/constructor/quizzes/${quizId}`);
  if (everyTypeQuizId) await callApi(expert, 'DELETE', `/constructor/quizzes/${everyTypeQuizId}`);
  await context?.close();
  await browser?.close();
});

describe('the quiz constructor', () => {
  it('builds a quiz with one question by keyboard alone, and stores the key the expert set', async () => {
    await expert.goto('/expert/quiz/list?new=true');
    const dialog = expert.getByRole('dialog', { name: 'New quiz' });
    await dialog.getByLabel('Quiz name').waitFor(POLL);
    await expect.poll(() => dialog.getByLabel('Lesson').isEnabled(), POLL).toBe(true);
    await dialog.getByLabel('Quiz name').focus();
    await expert.keyboard.type(QUIZ_NAME);
    await expert.keyboard.press('Enter');
    await expert.waitForURL(/\/expert\/quiz\/\d+\/edit$/, POLL);
    quizId = Number(/quiz\/(\d+)\/edit/.exec(expert.url())![1]);
    await expert.getByRole('heading', { name: QUIZ_NAME }).waitFor(POLL);

    await expert.getByLabel('Type of the new question').focus();
    await expert.keyboard.press('Tab');
    await expert.keyboard.press('Enter');
    const editor = expert.getByRole('form', { name: 'Question editor: Single answer' });
    await editor.waitFor(POLL);

    await editor.getByLabel('Question', { exact: true }).focus();
    await expert.keyboard.type('Which letter sounds like "y" in "yes"?');
    await editor.getByRole('textbox', { name: 'Answer 1' }).focus();
    await expert.keyboard.press('ControlOrMeta+a');
    await expert.keyboard.type('И');
    await editor.getByRole('textbox', { name: 'Answer 2' }).focus();
    await expert.keyboard.press('ControlOrMeta+a');
    await expert.keyboard.type('Й');
    await expert.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => editor.getByRole('textbox', { name: 'Answer 1' }).inputValue()).toBe('Й');
    await editor.getByRole('radio', { name: 'Answer 2 is correct' }).focus();
    await expert.keyboard.press('ArrowUp');
    await expect
      .poll(() => editor.getByRole('radio', { name: 'Answer 1 is correct' }).isChecked())
      .toBe(true);
    expect(await seriousAxeViolations(expert)).toEqual([]);
    await editor.getByRole('button', { name: 'Save question' }).focus();
    await expert.keyboard.press('Enter');
    await expert.getByText('Which letter sounds like "y" in "yes"?').waitFor(POLL);
    await screenshot(expert, 'quiz-constructor-built-by-keyboard');

    const stored = await callApi<{
      data: {
        questions: { type: { slug: string }; answers: { text: string; is_correct: boolean | null }[] }[];
      };
    }>(expert, 'GET', `/constructor/quizzes/${quizId}`);
    expect(stored.status).toBe(200);
    expect(stored.body.data.questions).toHaveLength(1);
    expect(stored.body.data.questions[0]!.type.slug).toBe('single_answer');
    expect(stored.body.data.questions[0]!.answers.map((answer) => [answer.text, answer.is_correct])).toEqual([
      ['Й', true],
      ['И', false],
    ]);

    await expert.goto('/expert/quiz/list');
    await expert.getByRole('searchbox').fill('by keyboard');
    await expert.getByText(QUIZ_NAME).waitFor(POLL);
  });

  it('previews the quiz on a phone with the student screens, and the preview stores no attempt', async () => {
    await expert.setViewportSize({ width: 390, height: 844 });
    await expert.goto(`/expert/quiz/${quizId}/preview`);
    await expert.getByText('Nothing you answer here is stored.').waitFor(POLL);
    await expert.getByRole('radio', { name: 'Й' }).waitFor(POLL);
    await expert.getByRole('radio', { name: 'Й' }).check();
    expect(await expert.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(expert)).toEqual([]);
    await screenshot(expert, 'quiz-constructor-preview-phone');
    const attempts = await callApi<{ data: unknown[] }>(expert, 'GET', `/expert/quizzes/${quizId}`);
    expect(attempts.status).toBe(200);
    expect((attempts.body as unknown as { data: { attempts_count: number } }).data.attempts_count).toBe(0);
    await expert.setViewportSize({ width: 1280, height: 800 });
  });

  it('builds a quiz of all 22 types in the editor; the student takes it by its key and the expert reviews it', async () => {
    await expert.goto('/expert/quiz/list?new=true');
    const dialog = expert.getByRole('dialog', { name: 'New quiz' });
    await dialog.getByLabel('Quiz name').waitFor(POLL);
    await expect.poll(() => dialog.getByLabel('Lesson').isEnabled(), POLL).toBe(true);
    await dialog.getByLabel('Quiz name').fill('Every type, built in the browser');
    await dialog.getByLabel('Quiz name').press('Enter');
    await expert.waitForURL(/\/expert\/quiz\/\d+\/edit$/, POLL);
    everyTypeQuizId = Number(/quiz\/(\d+)\/edit/.exec(expert.url())![1]);
    expert.setDefaultTimeout(15_000);
    for (const slug of EVERY_SLUG) await buildQuestion(expert, slug);
    await screenshot(expert, 'quiz-constructor-every-type');
    const stored = await callApi<{ data: { questions: { type: { slug: string } }[] } }>(
      expert,
      'GET',
      `/constructor/quizzes/${everyTypeQuizId}`,
    );
    expect(stored.body.data.questions.map((question) => question.type.slug)).toEqual(EVERY_SLUG);
    const withImage = await callApi<{
      data: { questions: { answers: { image: { url: string } | null }[] }[] };
    }>(expert, 'GET', `/constructor/quizzes/${everyTypeQuizId}`);
    expect(withImage.body.data.questions[0]!.answers[0]!.image?.url).toMatch(/^(https?:)?\/.+/);

    // Questions move by their grips: Space, Arrow Up and Space on the keyboard, then back with the mouse.
    const slugsNow = async () =>
      (
        await callApi<{ data: { questions: { type: { slug: string } }[] } }>(
          expert,
          'GET',
          `/constructor/quizzes/${everyTypeQuizId}`,
        )
      ).body.data.questions.map((question) => question.type.slug);
    const [first, second, ...rest] = EVERY_SLUG;
    // A hand's pace between the keys and the pointer's steps: the sorter measures the rows as it goes.
    await expert.getByRole('button', { name: 'Drag Question 2', exact: true }).focus();
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await expert.keyboard.press(key);
      await expert.waitForTimeout(200);
    }
    await expect.poll(slugsNow, POLL).toEqual([second, first, ...rest]);
    // The list shows the stored order before the mouse takes the row that is now first.
    const firstRow = expert.locator('li[data-question]').first();
    await expect.poll(() => firstRow.textContent(), POLL).toContain('Multiple answers');
    const from = (await expert.getByRole('button', { name: 'Drag Question 1', exact: true }).boundingBox())!;
    const to = (await expert.getByRole('button', { name: 'Drag Question 2', exact: true }).boundingBox())!;
    await expert.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await expert.mouse.down();
    await expert.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
    await expert.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await expert.waitForTimeout(150);
    await expert.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 2, { steps: 2 });
    await expert.mouse.up();
    await expect.poll(slugsNow, POLL).toEqual(EVERY_SLUG);

    const studentContext = await newContext(browser, baseUrl);
    const student = await studentContext.newPage();
    await signIn(student, 'student@lectern.test');
    await student.waitForURL(/\/cabinet$/, POLL);
    await student.goto(`${LESSON}/quizzes/${everyTypeQuizId}`);
    const heading = student.locator('article h2').first();
    const start = student.getByRole('button', { name: /^Start/ }).first();
    // The quiz opens at its start button (or straight at its first question): start it once it is ready.
    await expect
      .poll(async () => {
        if ((await heading.count()) > 0) return true;
        if ((await start.count()) > 0 && (await start.isEnabled()))
          await start.click().catch(() => undefined);
        return false;
      }, POLL)
      .toBe(true);
    const total = EVERY_SLUG.length;
    for (let index = 0; index < total; index += 1) {
      await expect.poll(() => heading.count(), POLL).toBe(1);
      const title = (await heading.textContent()) ?? '';
      await demoQuestion(title)
        .answer(student, 'right', english)
        .catch((error: Error) => {
          throw new Error(`Answering “${title}”: ${error.message}`);
        });
      if (index === total - 1) break;
      await student.getByRole('button', { name: 'Next', exact: true }).click();
      await expect.poll(() => heading.textContent(), POLL).not.toBe(title);
    }
    await student.getByRole('button', { name: 'Finish', exact: true }).last().click();
    await expect
      .poll(() => student.getByRole('heading', { name: 'Your result' }).count(), { timeout: 20_000 })
      .toBe(1);
    await screenshot(student, 'quiz-constructor-every-type-result');
    await studentContext.close();

    // The written answer waits for the expert, who opens the attempt from the quiz's attempts and passes it.
    await expert.goto(`/expert/quiz/${everyTypeQuizId}/attempts`);
    const row = expert.getByRole('button', { name: 'Open the attempt of Taras Student' });
    await expect.poll(() => row.count(), POLL).toBe(1);
    await row.click();
    const detail = expert.locator('section[aria-labelledby="expert-attempt-heading"]');
    await expect.poll(() => detail.getByText('On review', { exact: true }).count(), POLL).toBe(1);
    await detail.getByRole('button', { name: 'Passed' }).click();
    await expect.poll(() => expert.getByText('Marked: Passed').count(), POLL).toBe(1);
    await screenshot(expert, 'quiz-constructor-every-type-reviewed');
  }, 300_000);
});
