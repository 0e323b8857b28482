import type { Browser, BrowserContext, Dialog, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HTML_BLOCK_VECTORS } from '../core/editor/xss-corpus.ts';
import { launchChromium, newContext, screenshot, seriousAxeViolations, signIn } from './support/browser.ts';

// Comments under a quiz result (docs/comments.md): a student asks, the expert moderates and answers
// from the review inbox, the student follows an email-style link to the answer and sees only what they
// may; hostile text and a hostile file name stay inert for both.

const baseUrl = inject('baseUrl');
const POLL = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };
const QUIZ_PAGE = '/courses/ukrainian-for-beginners/the-cyrillic-alphabet/quizzes';
const QUIZ_NAME = 'Comments: the letter ї';
const QUESTION = 'Write a word with the letter ї.';
/** A few vectors of the project's XSS corpus, typed as one comment. */
const HOSTILE_MARK = 'Trying the letters';
const HOSTILE_TEXT = [
  HOSTILE_MARK,
  ...HTML_BLOCK_VECTORS.slice(0, 4),
  '<a href="javascript:alert(1)">click</a>',
].join('\n');
const HOSTILE_FILE = '<img src=x onerror=alert(1)>.png';
const QUESTION_TEXT = 'Is «їжак» spelled right?';
const PRIVATE_ANSWER = 'Between us: your handwriting of ї is very neat.';
const PUBLIC_ANSWER = 'Yes, «їжак» is right: ї is always two sounds, [йі].';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A JSON call from inside the page, as the web app makes it (cookies, the CSRF token on writes). */
async function callApi<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = document.cookie
        .split('; ')
        .find((cookie) => cookie.startsWith('lectern_csrf='))
        ?.slice('lectern_csrf='.length);
      const response = await fetch(`/api/v1${path}`, {
        method,
        credentials: 'include',
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(method !== 'GET' && csrf ? { 'X-CSRF-Token': decodeURIComponent(csrf) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
}

/** Opens a page for a person, signed in through the API, in English, counting every dialog it raises. */
async function personPage(
  email: string,
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page; dialogs: string[] }> {
  const context = await newContext(browser, baseUrl, viewport);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/sign-in');
  const login = await callApi(page, 'POST', '/auth/login', { email, password: 'lectern-demo' });
  expect(login.status).toBe(200);
  const language = await callApi(page, 'POST', '/user-personal-settings', {
    settings: [{ key: 'language', value: 'en' }],
  });
  expect(language.status).toBe(200);
  await page.evaluate(() => localStorage.setItem('lectern.language', 'en'));
  return { context, page, dialogs };
}

/** Nothing of the hostile text ran or became markup: no dialog, no image or script in a comment, no script link or handler in the thread. */
async function expectInert(thread: Locator, dialogs: string[]): Promise<void> {
  expect(dialogs).toEqual([]);
  const comments = thread.locator('li[id^="comment-"]');
  expect(await comments.locator('img, svg, script, iframe, object, embed').count()).toBe(0);
  expect(await thread.locator('a[href^="javascript:" i], a[href^="data:" i]').count()).toBe(0);
  expect(await thread.locator('[onerror], [onload], [onclick], [onmouseover]').count()).toBe(0);
}

async function demoLessonId(expert: Page): Promise<number> {
  for (let lessonId = 1; lessonId <= 30; lessonId += 1) {
    const answer = await callApi<{ data?: { name: string }[] }>(
      expert,
      'GET',
      `/constructor/lessons/${lessonId}/quizzes`,
    );
    if (answer.body.data?.some((quiz) => quiz.name === 'Alphabet check: every question type'))
      return lessonId;
  }
  throw new Error('The demo lesson with the demo quizzes was not found.');
}

describe('comments under a quiz result', () => {
  let expertContext: BrowserContext;
  let expert: Page;
  let expertDialogs: string[];
  let quizId = 0;

  beforeAll(async () => {
    expertContext = await newContext(browser, baseUrl);
    expert = await expertContext.newPage();
    expertDialogs = [];
    expert.on('dialog', (dialog: Dialog) => {
      expertDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(expert, 'expert@lectern.test');
    await expert.waitForURL('**/expert/**');
  });

  afterAll(async () => {
    if (quizId) await callApi(expert, 'DELETE', `/constructor/quizzes/${quizId}`);
    await expertContext?.close();
  });

  it('the student asks, the expert restricts and answers from the inbox, and the student’s link shows only what they may', async () => {
    await callApi(expert, 'POST', '/user-personal-settings', {
      settings: [{ key: 'language', value: 'en' }],
    });
    const lessonId = await demoLessonId(expert);
    const quiz = await callApi<{ data: { id: number } }>(
      expert,
      'POST',
      `/constructor/lessons/${lessonId}/quizzes`,
      { name: QUIZ_NAME },
    );
    expect(quiz.status).toBe(201);
    quizId = quiz.body.data.id;
    const created = await callApi(expert, 'POST', `/constructor/quizzes/${quizId}/questions`, {
      type_slug: 'text_media_answer',
      name: QUESTION,
      text_answer_type_id: 3,
    });
    expect(created.status).toBe(201);

    // The student answers and finishes; the attempt waits for review.
    const {
      context: studentContext,
      page: student,
      dialogs: studentDialogs,
    } = await personPage('student@lectern.test');
    const base = `/lessons/${lessonId}`;
    const started = await callApi<{ data: { id: number } }>(
      student,
      'GET',
      `${base}/quizzes/${quizId}/start-attempt`,
    );
    const attemptId = started.body.data.id;
    const questions = await callApi<{ data: { id: number }[] }>(
      student,
      'GET',
      `${base}/quizzes/${quizId}/quiz-questions?attempt_id=${attemptId}`,
    );
    const questionId = questions.body.data[0]!.id;
    expect(
      (
        await callApi(student, 'POST', `${base}/quiz-attempts/${attemptId}`, {
          quiz_question_id: questionId,
          text_answer: 'їжак',
        })
      ).status,
    ).toBe(200);
    expect((await callApi(student, 'POST', `/quiz-attempts/${attemptId}/finish`, [])).status).toBe(200);

    // The expert allows comments on this result (spec 2 §3).
    const allowed = await callApi(
      expert,
      'POST',
      `/quiz-attempts/${attemptId}/quiz-result-comment-settings`,
      {
        result_commentable_type: 'quiz_question',
        result_commentable_id: questionId,
        is_allowed: true,
      },
    );
    expect(allowed.status).toBe(200);

    // The student opens the result and posts hostile text with a hostile file name: shown as text.
    await student.goto(`${QUIZ_PAGE}/${quizId}`);
    const seeResult = student.getByRole('button', { name: 'See the result' });
    await expect
      .poll(async () => {
        if (await seeResult.count()) await seeResult.click();
        return student.locator('[data-comment-thread]').count();
      }, POLL)
      .toBe(1);
    const studentThread = student.locator('[data-comment-thread]');
    await studentThread.locator('input[type="file"]').setInputFiles({
      name: HOSTILE_FILE,
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await expect
      .poll(
        () => studentThread.getByRole('list', { name: 'Attached files' }).getByText(HOSTILE_FILE).count(),
        POLL,
      )
      .toBe(1);
    await studentThread.getByLabel('Your comment').fill(HOSTILE_TEXT);
    await studentThread.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(
        () =>
          studentThread
            .locator('li[id^="comment-"]')
            .filter({ hasText: '<script>alert(1)</script>' })
            .count(),
        POLL,
      )
      .toBe(1);
    await expect.poll(() => studentThread.getByRole('link', { name: HOSTILE_FILE }).count(), POLL).toBe(1);
    await expectInert(studentThread, studentDialogs);
    await screenshot(student, 'comments-student-hostile-en');

    // The expert meets it in the review inbox, inert, and hides the thread from students.
    await expert.goto('/expert/review-inbox');
    const hostileRow = expert.locator('li[data-inbox-kind="comment"]').filter({ hasText: HOSTILE_MARK });
    await expect.poll(() => hostileRow.count(), POLL).toBeGreaterThan(0);
    await hostileRow.first().getByRole('button', { name: 'Reply' }).click();
    const inboxThread = hostileRow.first().locator('[data-comment-thread]');
    await expect.poll(() => inboxThread.getByRole('link', { name: HOSTILE_FILE }).count(), POLL).toBe(1);
    await expectInert(inboxThread, expertDialogs);
    await inboxThread.getByRole('button', { name: 'Hide from students' }).click();
    await expect.poll(() => inboxThread.getByText('Hidden from students').count(), POLL).toBe(1);
    await screenshot(expert, 'comments-inbox-restricted-en');

    // The student asks a real question; the expert answers it privately and publicly from the inbox.
    await student.reload();
    await expect
      .poll(async () => {
        if (await seeResult.count()) await seeResult.click();
        return studentThread.getByLabel('Your comment').count();
      }, POLL)
      .toBe(1);
    expect(await studentThread.getByText(HOSTILE_MARK, { exact: false }).count()).toBe(0);
    await studentThread.getByLabel('Your comment').fill(QUESTION_TEXT);
    await studentThread.getByLabel('Your comment').press('Enter');
    await expect
      .poll(
        () => studentThread.locator('li[id^="comment-"]').filter({ hasText: QUESTION_TEXT }).count(),
        POLL,
      )
      .toBe(1);

    await expert.goto('/expert/review-inbox');
    const questionRow = expert.locator('li[data-inbox-kind="comment"]').filter({ hasText: QUESTION_TEXT });
    await expect.poll(() => questionRow.count(), POLL).toBe(1);
    expect(await seriousAxeViolations(expert)).toEqual([]);
    await questionRow.getByRole('button', { name: 'Reply' }).click();
    const replyThread = questionRow.locator('[data-comment-thread]');
    const replyBox = replyThread.getByLabel('Your comment');
    await expect.poll(() => replyBox.count(), POLL).toBe(1);
    const available = replyThread.getByRole('checkbox', { name: 'Comment available to the student' });
    expect(await available.getAttribute('aria-checked')).toBe('true');
    await available.click();
    await replyBox.fill(PRIVATE_ANSWER);
    await replyThread.getByRole('button', { name: 'Send' }).click();
    const privateItem = replyThread.locator('li[id^="comment-"]').filter({ hasText: PRIVATE_ANSWER });
    await expect.poll(() => privateItem.getByText('Private', { exact: true }).count(), POLL).toBe(1);
    if ((await available.getAttribute('aria-checked')) === 'false') await available.click();
    await replyBox.fill(PUBLIC_ANSWER);
    await replyThread.getByRole('button', { name: 'Send' }).click();
    const publicItem = replyThread.locator('li[id^="comment-"]').filter({ hasText: PUBLIC_ANSWER });
    await expect.poll(() => publicItem.count(), POLL).toBe(1);
    expect(await publicItem.getByText('Private', { exact: true }).count()).toBe(0);
    await expectInert(replyThread, expertDialogs);
    await screenshot(expert, 'comments-inbox-answered-en');
    const publicId = Number((await publicItem.getAttribute('id'))?.replace('comment-', ''));
    expect(publicId).toBeGreaterThan(0);

    // An email-style link on a phone: the result opens at the answer, the link leaves the address,
    // and the student sees the question and the public answer, never the private or hidden ones.
    await studentContext.close();
    const {
      context: phoneContext,
      page: phone,
      dialogs: phoneDialogs,
    } = await personPage('student@lectern.test', PHONE);
    const link = `${QUIZ_PAGE}/${quizId}?result_commentable_type=quiz_question&result_commentable_id=${questionId}&comment_id=${publicId}`;
    await phone.goto(link);
    const phoneThread = phone.locator('[data-comment-thread]');
    const phoneSeeResult = phone.getByRole('button', { name: 'See the result' });
    await expect
      .poll(async () => {
        if (await phoneSeeResult.count()) await phoneSeeResult.click();
        return phoneThread.locator(`li#comment-${publicId}`).count();
      }, POLL)
      .toBe(1);
    await expect.poll(() => phone.evaluate(() => window.location.search), POLL).not.toContain('comment_id');
    expect(await phoneThread.getByText(QUESTION_TEXT).count()).toBe(1);
    expect(await phoneThread.getByText(PRIVATE_ANSWER).count()).toBe(0);
    expect(await phoneThread.getByText(HOSTILE_MARK, { exact: false }).count()).toBe(0);
    expect(await phoneThread.getByRole('link', { name: HOSTILE_FILE }).count()).toBe(0);
    // The title counts what the student sees: the question and the public answer.
    expect(await phoneThread.getByRole('heading').textContent()).toContain('2');
    await expect
      .poll(
        () =>
          phone.evaluate((id) => {
            const box = document.getElementById(`comment-${id}`)?.getBoundingClientRect();
            return box ? box.top < window.innerHeight && box.bottom > 0 : false;
          }, publicId),
        POLL,
      )
      .toBe(true);
    await expectInert(phoneThread, phoneDialogs);
    // Nothing of the page is wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await screenshot(phone, 'comments-student-deep-link-phone-en');

    // Through the API as well: the student's list holds neither the private answer nor the hidden comment.
    const listed = await callApi<{ data: { text: string }[]; count: number }>(
      phone,
      'GET',
      `/public/comments/quiz-attempt/${attemptId}?quiz_question_id=${questionId}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((comment) => comment.text).sort()).toEqual(
      [PUBLIC_ANSWER, QUESTION_TEXT].sort(),
    );
    await phoneContext.close();
  });
});

/** A 24×24 PNG, so the file is a real picture whose type the server reads from its bytes. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAANUlEQVR4nGP4f5UBDcn63UBDxKhBVzFqEC0NIk8bpppRg+hp0OBLR6MGETZo8KWjUYMIqgEAEFJ6DgtjIvkAAAAASUVORK5CYII=',
    'base64',
  );
}
