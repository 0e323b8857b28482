import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, seriousAxeViolations, signIn } from './support/browser.ts';

// An expert builds a quiz in the browser with the keyboard alone: ?new=true opens creation, the
// settings page opens, a single-answer question is added, its correct answer marked and an answer
// moved with Alt+↑, and the stored question has the key the expert set; then its preview on a phone.

const baseUrl = inject('baseUrl');
const POLL = { timeout: 15_000 };
const QUIZ_NAME = 'Built by keyboard';
let browser: Browser;
let context: BrowserContext;
let expert: Page;
let quizId = 0;

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
});
