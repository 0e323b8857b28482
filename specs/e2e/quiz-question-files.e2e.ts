import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, signIn } from './support/browser.ts';
import { textsIn } from './support/texts.ts';

// An expert attaches an image to a question's description in the constructor (through the upload
// queue, by the file picker); the demo student sees it under the description on the quiz page. The
// quiz is the spec's own and is deleted at the end, so the demo data stays as it was.

const baseUrl = inject('baseUrl');
const POLL = { timeout: 15_000 };
const LESSON = '/courses/ukrainian-for-beginners/the-cyrillic-alphabet';
const t = textsIn('en');
/** A 2×2 PNG. */
const SMALL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGNoP/caiBggFAA9fgkBZBO2fwAAAABJRU5ErkJggg==';

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

describe('a question’s description files', () => {
  it('an expert attaches an image in the constructor and the student sees it on the quiz page', async () => {
    await expert.goto('/expert/quiz/list?new=true');
    const dialog = expert.getByRole('dialog', { name: 'New quiz' });
    await dialog.getByLabel('Quiz name').waitFor(POLL);
    await expect.poll(() => dialog.getByLabel('Lesson').isEnabled(), POLL).toBe(true);
    await dialog.getByLabel('Quiz name').fill('A question with a picture');
    await dialog.getByLabel('Quiz name').press('Enter');
    await expert.waitForURL(/\/expert\/quiz\/\d+\/edit$/, POLL);
    quizId = Number(/quiz\/(\d+)\/edit/.exec(expert.url())![1]);

    await expert.getByLabel(t('expert.quiz_editor_new_type')).selectOption('single_answer');
    await expert.getByRole('button', { name: t('expert.quiz_editor_add_question') }).click();
    const editor = expert.getByRole('form', {
      name: t('expert.quiz_editor_title', { type: t('expert.quiz_type_single_answer') }),
    });
    await editor.waitFor(POLL);
    await editor.getByLabel(t('expert.quiz_editor_name'), { exact: true }).fill('What colour is the sky?');
    await editor
      .getByLabel(t('expert.quiz_editor_description'), { exact: true })
      .fill('Look at the picture.');
    const files = editor.getByRole('group', { name: t('expert.quiz_editor_files'), exact: true });
    await files
      .locator('input[type="file"]')
      .setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: Buffer.from(SMALL_PNG, 'base64') });
    // Stored through the upload queue, it shows as a thumbnail with its Remove button.
    await files.getByRole('img', { name: 'sky.png' }).waitFor(POLL);
    expect(
      await files
        .getByRole('button', { name: t('expert.quiz_editor_file_remove', { name: 'sky.png' }) })
        .count(),
    ).toBe(1);
    await screenshot(expert, 'quiz-question-files-editor');
    await editor.getByRole('button', { name: t('expert.quiz_editor_save') }).click();
    await editor.waitFor({ state: 'detached', ...POLL });
    const stored = await callApi<{ data: { questions: { files: { original_name: string }[] }[] } }>(
      expert,
      'GET',
      `/constructor/quizzes/${quizId}`,
    );
    expect(stored.body.data.questions[0]!.files.map((file) => file.original_name)).toEqual(['sky.png']);

    const studentContext = await newContext(browser, baseUrl);
    const student = await studentContext.newPage();
    await signIn(student, 'student@lectern.test');
    await student.waitForURL(/\/cabinet$/, POLL);
    await student.goto(`${LESSON}/quizzes/${quizId}`);
    const shown = student
      .getByRole('region', { name: t('questions.files_title') })
      .locator('img')
      .first();
    const start = student.getByRole('button', { name: /^Start/ }).first();
    await expect
      .poll(async () => {
        if ((await shown.count()) > 0) return true;
        if ((await start.count()) > 0 && (await start.isEnabled()))
          await start.click().catch(() => undefined);
        return false;
      }, POLL)
      .toBe(true);
    // The student's browser fetched the image itself: the file is read through the quiz's school.
    await expect
      .poll(() => shown.evaluate((image) => (image as HTMLImageElement).naturalWidth), POLL)
      .toBe(2);
    await screenshot(student, 'quiz-question-files-student');
    await studentContext.close();
  });

  it('the demo quiz’s first question shows the flag and plays the lesson’s video in the app’s player', async () => {
    const found = await callApi<{ data: { id: number; name: string }[] }>(
      expert,
      'GET',
      `/expert/quizzes?search=${encodeURIComponent('Alphabet check')}`,
    );
    const demo = found.body.data.find((quiz) => quiz.name === 'Alphabet check: every question type')!;
    // The preview runs the student screens and stores no attempt, so the demo data stays as it was.
    // The demo video is converted by the worker after start: reload until its poster and Play show.
    const files = expert.getByRole('region', { name: t('questions.files_title') }).first();
    await expect
      .poll(
        async () => {
          await expert.goto(`/expert/quiz/${demo.id}/preview`);
          await files.waitFor(POLL);
          return files.getByRole('button', { name: 'Play video: writing-the-letters.mp4' }).count();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(1);
    await expect
      .poll(
        () =>
          files
            .locator('img')
            .first()
            .evaluate((image) => (image as HTMLImageElement).naturalWidth),
        POLL,
      )
      .toBe(240);
    // The video shows its poster first; the player (and its stream) loads on Play.
    const poster = files.locator('[data-video-poster] img');
    await expect
      .poll(() => poster.evaluate((image) => (image as HTMLImageElement).naturalWidth), POLL)
      .toBeGreaterThan(0);
    expect(await files.locator('video').count()).toBe(0);
    await files.getByRole('button', { name: 'Play video: writing-the-letters.mp4' }).click();
    await files.getByRole('region', { name: 'Video: writing-the-letters.mp4' }).waitFor(POLL);
    await screenshot(expert, 'quiz-question-files-demo-preview');
  });
});
