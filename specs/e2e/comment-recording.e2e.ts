import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot } from './support/browser.ts';
import { callApi, setLanguage, signInByApi } from './support/expert-quiz.ts';

// A recording posted as a comment (docs/comments.md "Recordings"): the demo student records audio with
// Chromium's fake microphone on the thread of their result at the demo's one-attempt quiz (opened to
// comments by the demo's expert), and the comment carries the stored MP3.

const baseUrl = inject('baseUrl');
const POLL = { timeout: 20_000 };
const QUIZ_PAGE = '/courses/ukrainian-for-beginners/the-cyrillic-alphabet/quizzes';
const QUIZ_NAME = 'Final check: one attempt';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
});
afterAll(async () => {
  await browser?.close();
});

describe('a comment with a recording', () => {
  it('the student records audio on the result’s thread and sends it; the comment carries the MP3', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signInByApi(page, 'student@lectern.test');
    await setLanguage(page, 'en');
    let quizId = 0;
    for (let lessonId = 1; lessonId <= 30 && quizId === 0; lessonId += 1) {
      const list = await callApi<{ data?: { id: number; name: string }[] }>(
        page,
        'GET',
        `/lessons/${lessonId}/quizzes`,
      );
      quizId = list.body.data?.find((quiz) => quiz.name === QUIZ_NAME)?.id ?? 0;
    }
    expect(quizId).toBeGreaterThan(0);
    await page.goto(`${QUIZ_PAGE}/${quizId}`);
    const seeResult = page.getByRole('button', { name: 'See the result' });
    const record = page.locator('[data-comment-thread]').getByRole('button', { name: 'Record audio' });
    await expect
      .poll(async () => {
        if (await seeResult.count()) await seeResult.click();
        return record.count();
      }, POLL)
      .toBeGreaterThan(0);
    const thread = record.first().locator('xpath=ancestor::*[@data-comment-thread][1]');
    await record.first().click();
    const audio = page.getByRole('dialog', { name: 'Audio answer' });
    await expect
      .poll(() => audio.getByRole('timer').getAttribute('aria-label'), POLL)
      .toBe('Recorded 00:00:02');
    await audio.getByRole('button', { name: 'Add' }).click();
    await expect
      .poll(
        () =>
          thread
            .getByRole('list', { name: 'Attached files' })
            .getByText(/^[0-9a-f]{12}\.mp3$/)
            .count(),
        POLL,
      )
      .toBe(1);
    await screenshot(page, 'comment-recording-attached-en');
    await thread.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(
        () =>
          thread
            .locator('li[id^="comment-"]')
            .getByRole('link', { name: /^[0-9a-f]{12}\.mp3$/ })
            .count(),
        POLL,
      )
      .toBe(1);
    await context.close();
  }, 120_000);
});
