import type { Browser, BrowserContext, Dialog, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HTML_BLOCK_VECTORS } from '../core/editor/xss-corpus.ts';
import { launchChromium, newContext, screenshot, seriousAxeViolations } from './support/browser.ts';
import { answerInWriting, callApi, expertQuizFor, setLanguage, signInByApi } from './support/expert-quiz.ts';

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
  await signInByApi(page, email);
  await setLanguage(page, 'en');
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

describe('comments under a quiz result', () => {
  const setup = expertQuizFor(() => browser, baseUrl, QUIZ_NAME, { name: QUESTION, text_answer_type_id: 3 });
  let expert: Page;
  const expertDialogs: string[] = [];

  beforeAll(() => {
    expert = setup.expert;
    expert.on('dialog', (dialog: Dialog) => {
      expertDialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  it('the student asks, the expert restricts and answers from the inbox, and the student’s link shows only what they may', async () => {
    const { lessonId, quizId } = setup;

    // The student answers and finishes; the attempt waits for review.
    const {
      context: studentContext,
      page: student,
      dialogs: studentDialogs,
    } = await personPage('student@lectern.test');
    const { attemptId, questionId } = await answerInWriting(student, lessonId, quizId, 'їжак');

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
    // The side menu leads here, with the count of what waits.
    const menuItem = expert.locator('a[href="/expert/review-inbox"]').first();
    await expect
      .poll(async () => Number((await menuItem.textContent())?.match(/\d+/)?.[0] ?? 0), POLL)
      .toBeGreaterThan(0);
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
