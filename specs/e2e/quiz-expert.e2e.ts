import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, seriousAxeViolations, signIn } from './support/browser.ts';
import {
  answerInWriting,
  callApi,
  expertQuizFor as expertQuizIn,
  setLanguage,
  signInByApi,
} from './support/expert-quiz.ts';

const baseUrl = inject('baseUrl');
/** The quiz page finds its lesson and loads the quiz before the expert view shows: allow it time. */
const POLL = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };
const QUIZ_PAGE = '/courses/ukrainian-for-beginners/the-cyrillic-alphabet/quizzes';
const ANSWER = 'The soft sign ь was the hardest: it has no sound of its own.';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** The signed-in expert (English) with a quiz of one text/media question in the demo lesson, for one describe. */
const expertQuizFor = (quizName: string, question: Record<string, unknown>) =>
  expertQuizIn(() => browser, baseUrl, quizName, question);

describe('the expert reviews a written answer', () => {
  const setup = expertQuizFor('Reading aloud: your hardest letter', {
    name: 'Which letter was the hardest to read, and why?',
    text_answer_type_id: 3,
    can_upload: true,
  });

  it('the student answers in writing, the expert opens the attempt on review, marks it passed, and the student sees passed', async () => {
    const { expert, lessonId, quizId } = setup;
    const studentContext = await newContext(browser, baseUrl);
    const student = await studentContext.newPage();
    await signInByApi(student, 'student@lectern.test');
    const base = `/lessons/${lessonId}`;
    const { attemptId, statusId } = await answerInWriting(student, lessonId, quizId, ANSWER);
    expect(statusId).toBe(6);

    // The expert finds the attempt from the Quizzes menu: the quiz's badge, then the "on review" filter.
    await expert.goto('/expert/quiz/list');
    const quizRow = expert.locator(`a[data-quiz="${quizId}"]`);
    await expect.poll(() => quizRow.textContent(), POLL).toContain('1 on review');
    expect(await quizRow.textContent()).toContain('Reading aloud: your hardest letter');
    expect(await seriousAxeViolations(expert)).toEqual([]);
    await screenshot(expert, 'quiz-expert-quiz-list-en');
    await quizRow.click();
    await expert.waitForURL(`**/expert/quiz/${quizId}/attempts`);
    const onReview = expert.getByRole('button', { name: 'On review', exact: true });
    await expect.poll(() => onReview.getAttribute('aria-pressed'), POLL).toBe('true');
    const row = expert.getByRole('button', { name: 'Open the attempt of Taras Student' });
    await expect.poll(() => row.count(), POLL).toBe(1);
    await row.click();
    await expert.waitForURL(`**/expert/quiz/${quizId}/attempts/${attemptId}`);
    const detail = expert.locator('section[aria-labelledby="expert-attempt-heading"]');
    await expect.poll(() => detail.getByText(ANSWER).count(), POLL).toBe(1);
    expect(await detail.getByRole('heading', { level: 2 }).textContent()).toBe('Taras Student');

    // Students may comment on the result: saved, and still there after a reload.
    const allow = detail.getByRole('checkbox', { name: 'Students may comment on this result' });
    expect(await allow.getAttribute('aria-checked')).toBe('false');
    await allow.click();
    await expect.poll(() => allow.getAttribute('aria-checked'), POLL).toBe('true');
    await expect
      .poll(async () => {
        const view = await callApi<{
          data: { attempt: { result_comment_settings: { is_allowed: boolean }[] } };
        }>(expert, 'GET', `${base}/quizzes/${quizId}/attempt/${attemptId}?is_expert=1`);
        return view.body.data.attempt.result_comment_settings.map((setting) => setting.is_allowed);
      }, POLL)
      .toEqual([true]);
    await expert.reload();
    await expect.poll(() => allow.getAttribute('aria-checked'), POLL).toBe('true');
    await screenshot(expert, 'quiz-expert-found-in-list-en');

    // The spec's link to a result (?quiz_attempt_id=) opens the attempt in the expert view, not a student's result.
    await expert.goto(`${QUIZ_PAGE}/${quizId}?quiz_attempt_id=${attemptId}`);
    await expect.poll(() => detail.getByText(ANSWER).count(), POLL).toBe(1);
    expect(await expert.getByText('Your result', { exact: true }).count()).toBe(0);
    expect(await expert.getByText('Take it again', { exact: true }).count()).toBe(0);

    await expert.goto(`${QUIZ_PAGE}/${quizId}?expert_attempt_id=${attemptId}`);
    await expect.poll(() => detail.getByText('On review', { exact: true }).count(), POLL).toBe(1);
    await expect.poll(() => detail.getByText(ANSWER).count(), POLL).toBe(1);
    await expect
      .poll(
        () => detail.getByRole('heading', { name: 'Which letter was the hardest to read, and why?' }).count(),
        POLL,
      )
      .toBe(1);
    expect(await expert.getByRole('heading', { level: 2, name: "Students' answers" }).count()).toBe(1);
    expect(await seriousAxeViolations(expert)).toEqual([]);
    await screenshot(expert, 'quiz-expert-quiz-page-en');

    await detail.getByRole('button', { name: 'Passed' }).click();
    await expect.poll(() => expert.getByText('Marked: Passed').count(), POLL).toBe(1);
    await expect
      .poll(() => detail.getByRole('button', { name: 'Passed' }).getAttribute('aria-pressed'), POLL)
      .toBe('true');
    await expect.poll(() => detail.locator('[data-status="1"]').count(), POLL).toBe(1);

    await student.goto(`${QUIZ_PAGE}/${quizId}`);
    await expect.poll(() => student.getByText('Passed', { exact: true }).count(), POLL).toBeGreaterThan(0);
    await screenshot(student, 'quiz-expert-student-sees-passed-en');
    const seen = await callApi<{ data: { attempt: { id: number; status_id: number } | null } }>(
      student,
      'GET',
      `${base}/quizzes/${quizId}`,
    );
    expect(seen.body.data.attempt?.id).toBe(attemptId);
    expect(seen.body.data.attempt?.status_id).toBe(1);

    await expert.goto(`/expert/quiz/${quizId}/attempts/${attemptId}`);
    await expect
      .poll(() => expert.getByRole('heading', { level: 1 }).textContent(), POLL)
      .toBe('Reading aloud: your hardest letter');
    await expect.poll(() => detail.getByText(ANSWER).count(), POLL).toBe(1);
    await expect
      .poll(() => detail.getByRole('button', { name: 'Passed' }).getAttribute('aria-pressed'), POLL)
      .toBe('true');
    expect(await seriousAxeViolations(expert)).toEqual([]);
    await screenshot(expert, 'quiz-expert-passed-en');

    await expert.getByLabel('Language').selectOption('uk');
    await expect.poll(() => detail.getByText('Зараховано', { exact: true }).count(), POLL).toBeGreaterThan(0);
    expect(await seriousAxeViolations(expert)).toEqual([]);
    await screenshot(expert, 'quiz-expert-passed-uk');

    const phone = await newContext(browser, baseUrl, PHONE);
    const phonePage = await phone.newPage();
    await signIn(phonePage, 'expert@lectern.test');
    await phonePage.waitForURL('**/expert/**');
    await setLanguage(phonePage, 'en');
    await phonePage.goto(`/expert/quiz/${quizId}/attempts/${attemptId}`);
    await expect.poll(() => phonePage.getByText(ANSWER).count(), POLL).toBe(1);
    expect(await seriousAxeViolations(phonePage)).toEqual([]);
    await screenshot(phonePage, 'quiz-expert-phone-en');

    await setLanguage(phonePage, 'uk');
    await phonePage.reload();
    await expect
      .poll(() => phonePage.getByRole('heading', { name: 'Відповіді', exact: true }).count(), POLL)
      .toBe(1);
    await screenshot(phonePage, 'quiz-expert-phone-uk');
    await setLanguage(phonePage, 'en');
    await phonePage.goto('/expert/quiz/list');
    await expect.poll(() => phonePage.locator(`a[data-quiz="${quizId}"]`).count(), POLL).toBe(1);
    expect(await seriousAxeViolations(phonePage)).toEqual([]);
    await screenshot(phonePage, 'quiz-expert-quiz-list-phone-en');
    await phone.close();
    await studentContext.close();
    // A long walk (list, review, mark, the student's view, two languages, a phone) on a shared machine.
  }, 120_000);
});

describe('a file attached to an answer', () => {
  const PICTURE = 'my-handwriting.png';
  const setup = expertQuizFor('Handwriting: write ґ and ї', {
    name: 'Write ґ and ї by hand, take a picture and attach it.',
    text_answer_type_id: 1,
    can_upload: true,
  });

  it('goes up through the upload panel on a phone, survives a dropped connection, stays with the answer, and the expert opens it', async () => {
    const { expert, lessonId, quizId } = setup;
    const studentContext = await newContext(browser, baseUrl, PHONE);
    const student = await studentContext.newPage();
    await signInByApi(student, 'student@lectern.test');
    await setLanguage(student, 'en');
    await student.goto(`${QUIZ_PAGE}/${quizId}`);
    const question = student.locator('article');
    await expect.poll(() => question.getByRole('button', { name: 'Attach a file' }).count(), POLL).toBe(1);

    // On a connection that drops, the upload stops; the question says so and where to retry.
    await studentContext.setOffline(true);
    await question.locator('input[type="file"]').setInputFiles({
      name: PICTURE,
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    const panel = student.getByRole('region', { name: 'Uploads' });
    const stalled = question.getByText(`${PICTURE}: The file could not be uploaded.`, { exact: false });
    await expect.poll(() => stalled.count(), POLL).toBe(1);
    expect(await stalled.textContent()).toContain('Retry it or remove it in the upload panel.');
    await screenshot(student, 'quiz-answer-upload-stalled-phone-en');
    await studentContext.setOffline(false);
    await panel.getByRole('button', { name: `Retry upload of ${PICTURE}` }).click();

    // The file is a row of the upload panel, and once its bytes are stored the answer lists it.
    await expect.poll(() => stalled.count(), POLL).toBe(0);
    await expect.poll(() => panel.getByRole('listitem').filter({ hasText: PICTURE }).count(), POLL).toBe(1);
    const attached = question.getByRole('region', { name: 'Attached files' });
    await expect.poll(() => attached.getByText(PICTURE).count(), POLL).toBe(1);
    await expect.poll(() => panel.getByText('1 of 1 done').count(), POLL).toBe(1);
    expect(await seriousAxeViolations(student)).toEqual([]);
    await screenshot(student, 'quiz-answer-attached-through-panel-phone-en');
    // The docked panel folds to its header, so it never hides the quiz's own buttons.
    await panel.getByRole('button', { expanded: true }).click();
    await expect.poll(() => panel.getByRole('button', { expanded: false }).count(), POLL).toBe(1);

    await student.getByRole('button', { name: 'Finish', exact: true }).click();
    await expect
      .poll(async () => {
        const confirm = student.getByRole('dialog');
        if (await confirm.count()) await confirm.getByRole('button', { name: 'Finish', exact: true }).click();
        return student.getByRole('heading', { name: 'Your result' }).count();
      }, POLL)
      .toBe(1);
    // The result lists the file by its name, as the server keeps it.
    const stored = student.getByRole('link', { name: PICTURE }).last();
    await expect.poll(() => stored.count(), POLL).toBe(1);
    // Scrolled to the end, the last answer's file is above the docked panel, not under it.
    await student.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const [file, dock] = [await stored.boundingBox(), await panel.boundingBox()];
        return file && dock ? dock.y - (file.y + file.height) : -1;
      }, POLL)
      .toBeGreaterThan(0);
    await student.screenshot({ path: 'screenshots/quiz-answer-attached-result-end-phone-en.png' });
    await screenshot(student, 'quiz-answer-attached-result-phone-en');
    const seen = await callApi<{ data: { attempt: { id: number; status_id: number } } }>(
      student,
      'GET',
      `/lessons/${lessonId}/quizzes/${quizId}`,
    );
    expect(seen.body.data.attempt.status_id).toBe(6);
    const attemptId = seen.body.data.attempt.id;

    // The expert sees the file by its name, with a link that opens it.
    await expert.goto(`/expert/quiz/${quizId}/attempts/${attemptId}`);
    const detail = expert.locator('section[aria-labelledby="expert-attempt-heading"]');
    const link = detail.getByRole('link', { name: PICTURE }).first();
    await expect.poll(() => link.count(), POLL).toBe(1);
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    const opened = await expert.evaluate(async (url) => {
      const response = await fetch(url as string, { credentials: 'include' });
      return { status: response.status, type: response.headers.get('content-type') };
    }, href);
    expect(opened).toEqual({ status: 200, type: 'image/png' });
    expect(await seriousAxeViolations(expert)).toEqual([]);
    await screenshot(expert, 'quiz-expert-attached-file-en');

    // In Ukrainian: the expert's files are the student's, the student's result names them as theirs.
    await setLanguage(expert, 'uk');
    await expert.reload();
    await expect.poll(() => detail.getByText('Файли студента', { exact: true }).count(), POLL).toBe(1);
    expect(await seriousAxeViolations(expert)).toEqual([]);
    await screenshot(expert, 'quiz-expert-attached-file-uk');
    await setLanguage(expert, 'en');
    await setLanguage(student, 'uk');
    await student.reload();
    await student.getByRole('button', { name: 'Переглянути результат' }).click();
    await expect.poll(() => student.getByText('Ваші файли', { exact: true }).count(), POLL).toBe(1);
    expect(await student.getByRole('link', { name: PICTURE }).count()).toBeGreaterThan(0);
    await student.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await student.screenshot({ path: 'screenshots/quiz-answer-attached-result-phone-uk.png' });
    // The language is the account's: the demo student goes back to English for the specs after this one.
    await setLanguage(student, 'en');
    await studentContext.close();
  });
});

/** A 24×24 PNG (a blue and yellow chequer), so the file is a real picture whose type the server reads from its bytes. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAANUlEQVR4nGP4f5UBDcn63UBDxKhBVzFqEC0NIk8bpppRg+hp0OBLR6MGETZo8KWjUYMIqgEAEFJ6DgtjIvkAAAAASUVORK5CYII=',
    'base64',
  );
}
