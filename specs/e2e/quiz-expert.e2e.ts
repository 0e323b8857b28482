import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, seriousAxeViolations, signIn } from './support/browser.ts';

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

/** A JSON call from inside the page, as the web app makes it: same origin, cookies, the CSRF token on writes. */
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

/** Signs in through the API from the sign-in page (the cookies land in the browser context). */
async function signInByApi(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in');
  const answer = await callApi(page, 'POST', '/auth/login', { email, password: 'lectern-demo' });
  expect(answer.status).toBe(200);
}

/** The demo lesson holding the demo quizzes: the lesson whose constructor list has the all-types quiz. */
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

async function useLanguage(page: Page, language: 'en' | 'uk'): Promise<void> {
  const answer = await callApi(page, 'POST', '/user-personal-settings', {
    settings: [{ key: 'language', value: language }],
  });
  expect(answer.status).toBe(200);
  await page.evaluate((lang) => localStorage.setItem('lectern.language', lang), language);
}

/** The signed-in expert (English) with a quiz of one text/media question in the demo lesson, for one describe. */
function expertQuizFor(quizName: string, question: Record<string, unknown>) {
  const setup = {
    context: undefined as BrowserContext | undefined,
    expert: {} as Page,
    lessonId: 0,
    quizId: 0,
  };
  beforeAll(async () => {
    setup.context = await newContext(browser, baseUrl);
    setup.expert = await setup.context.newPage();
    await signIn(setup.expert, 'expert@lectern.test');
    await setup.expert.waitForURL('**/expert/**');
    await useLanguage(setup.expert, 'en');
    setup.lessonId = await demoLessonId(setup.expert);
    const quiz = await callApi<{ data: { id: number } }>(
      setup.expert,
      'POST',
      `/constructor/lessons/${setup.lessonId}/quizzes`,
      { name: quizName },
    );
    expect(quiz.status).toBe(201);
    setup.quizId = quiz.body.data.id;
    const created = await callApi(setup.expert, 'POST', `/constructor/quizzes/${setup.quizId}/questions`, {
      type_slug: 'text_media_answer',
      ...question,
    });
    expect(created.status).toBe(201);
  });
  afterAll(async () => {
    if (setup.quizId) await callApi(setup.expert, 'DELETE', `/constructor/quizzes/${setup.quizId}`);
    await setup.context?.close();
  });
  return setup;
}

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
    const started = await callApi<{ data: { id: number; status_id: number } }>(
      student,
      'GET',
      `${base}/quizzes/${quizId}/start-attempt`,
    );
    expect(started.status).toBe(200);
    const attemptId = started.body.data.id;
    const questions = await callApi<{ data: { id: number }[] }>(
      student,
      'GET',
      `${base}/quizzes/${quizId}/quiz-questions?attempt_id=${attemptId}`,
    );
    const questionId = questions.body.data[0]!.id;
    const answered = await callApi(student, 'POST', `${base}/quiz-attempts/${attemptId}`, {
      quiz_question_id: questionId,
      text_answer: ANSWER,
    });
    expect(answered.status).toBe(200);
    const finished = await callApi<{ data: { success: boolean; attempt: { status_id: number } } }>(
      student,
      'POST',
      `/quiz-attempts/${attemptId}/finish`,
      [],
    );
    expect(finished.body.data.success).toBe(true);
    expect(finished.body.data.attempt.status_id).toBe(6);

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
    await useLanguage(phonePage, 'en');
    await phonePage.goto(`/expert/quiz/${quizId}/attempts/${attemptId}`);
    await expect.poll(() => phonePage.getByText(ANSWER).count(), POLL).toBe(1);
    expect(await seriousAxeViolations(phonePage)).toEqual([]);
    await screenshot(phonePage, 'quiz-expert-phone-en');

    await useLanguage(phonePage, 'uk');
    await phonePage.reload();
    await expect
      .poll(() => phonePage.getByRole('heading', { name: 'Відповіді', exact: true }).count(), POLL)
      .toBe(1);
    await screenshot(phonePage, 'quiz-expert-phone-uk');
    await useLanguage(phonePage, 'en');
    await phonePage.goto('/expert/quiz/list');
    await expect.poll(() => phonePage.locator(`a[data-quiz="${quizId}"]`).count(), POLL).toBe(1);
    expect(await seriousAxeViolations(phonePage)).toEqual([]);
    await screenshot(phonePage, 'quiz-expert-quiz-list-phone-en');
    await phone.close();
    await studentContext.close();
  });
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
    await useLanguage(student, 'en');
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
    await useLanguage(expert, 'uk');
    await expert.reload();
    await expect.poll(() => detail.getByText('Файли студента', { exact: true }).count(), POLL).toBe(1);
    expect(await seriousAxeViolations(expert)).toEqual([]);
    await screenshot(expert, 'quiz-expert-attached-file-uk');
    await useLanguage(expert, 'en');
    await useLanguage(student, 'uk');
    await student.reload();
    await student.getByRole('button', { name: 'Переглянути результат' }).click();
    await expect.poll(() => student.getByText('Ваші файли', { exact: true }).count(), POLL).toBe(1);
    expect(await student.getByRole('link', { name: PICTURE }).count()).toBeGreaterThan(0);
    await student.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await student.screenshot({ path: 'screenshots/quiz-answer-attached-result-phone-uk.png' });
    // The language is the account's: the demo student goes back to English for the specs after this one.
    await useLanguage(student, 'en');
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
