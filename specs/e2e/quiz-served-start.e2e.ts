import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, signIn } from './support/browser.ts';

// The quiz page on a phone (docs/performance.md "Quiz page on a phone"): the served page carries the quiz
// and, when the quiz opens on its questions, those questions and the attempt's code, so the first
// question is drawn without the three round trips it used to wait for (the quiz calls' code, the quiz,
// the questions). The student then takes the quiz as before, and every later read asks the server.

const baseUrl = inject('baseUrl');
const LESSON = '/courses/ukrainian-for-beginners/the-cyrillic-alphabet';
const PHONE = { width: 390, height: 844 };
const POLL = { timeout: 15_000 };
let browser: Browser;
let expert: Page;
let lessonId = 0;
const quizIds: number[] = [];

/** An authoring call as the signed-in expert, with the session's CSRF token. */
async function asExpert<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const cookies = await expert.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'lectern_csrf')?.value ?? '';
  const response = await expert.request.fetch(`/api/v1${path}`, {
    method,
    headers: { 'X-CSRF-Token': csrf, 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

async function createQuiz(options: Record<string, unknown>, questions: string[]): Promise<number> {
  const quiz = await asExpert<{ id: number }>('POST', `/constructor/lessons/${lessonId}/quizzes`, options);
  quizIds.push(quiz.id);
  for (const name of questions)
    await asExpert('POST', `/constructor/quizzes/${quiz.id}/questions`, {
      type_slug: 'single_answer',
      name,
      is_required: true,
      answers: [
        { ref: 1, text: 'й', is_correct: true },
        { ref: 2, text: 'и', is_correct: false },
      ],
    });
  return quiz.id;
}

beforeAll(async () => {
  browser = await launchChromium();
  expert = await (await newContext(browser, baseUrl)).newPage();
  await signIn(expert, 'expert@lectern.test');
  await expert.waitForURL('**/expert/courses');
  for (let id = 1; id < 20 && !lessonId; id += 1) {
    const quizzes = await asExpert<{ name: string }[]>('GET', `/constructor/lessons/${id}/quizzes`).catch(
      () => [],
    );
    if (quizzes.some((quiz) => quiz.name.startsWith('Alphabet check'))) lessonId = id;
  }
  expect(lessonId).toBeGreaterThan(0);
});
afterAll(async () => {
  for (const quizId of quizIds) await asExpert('DELETE', `/constructor/quizzes/${quizId}`).catch(() => {});
  await browser?.close();
});

/** The student on a phone, signed in; each API call the page makes is recorded (method and path). */
async function studentOnPhone(): Promise<{ page: Page; calls: string[] }> {
  const context = await newContext(browser, baseUrl, PHONE);
  const page = await context.newPage();
  await signIn(page, 'student@lectern.test');
  await page.waitForURL(/\/cabinet$/);
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return { page, calls };
}

describe('a quiz that opens on its questions, on a phone', () => {
  it('shows its first question from the served page, with the attempt’s code named in it, and is taken as before', async () => {
    const quizId = await createQuiz({ name: 'E2E served start' }, [
      'Which letter is й? (served)',
      'And this one? (served)',
    ]);
    const { page, calls } = await studentOnPhone();
    const navigation = await page.goto(`${LESSON}/quizzes/${quizId}`);
    const html = (await navigation?.text()) ?? '';
    // Before any script runs, the page already names the attempt's chunk among its preloads.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/quiz-attempt-[\w-]+\.js">/);

    await expect
      .poll(() => page.locator('article h2').first().textContent(), POLL)
      .toContain('Which letter is й? (served)');
    const base = `/api/v1/lessons/${lessonId}/quizzes/${quizId}`;
    // Neither the quiz nor its questions were asked for: the page came with them.
    expect(calls.filter((call) => call === `GET ${base}` || call === `GET ${base}/quiz-questions`)).toEqual(
      [],
    );

    // The student answers as ever: the attempt starts with the first answer and is finished.
    await page.getByLabel('й', { exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect
      .poll(() => page.locator('article h2').first().textContent(), POLL)
      .toContain('And this one? (served)');
    await page.getByLabel('и', { exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Finish', exact: true }).last().click();
    await expect.poll(() => page.getByRole('heading', { name: 'Your result' }).count(), POLL).toBe(1);
    expect(calls).toContain(`GET ${base}/start-attempt`);
    // After the finish the quiz is read again from the server (the served one was used once).
    expect(calls.filter((call) => call === `GET ${base}`).length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('resumes a running attempt from the served page on a reload', async () => {
    const quizId = await createQuiz({ name: 'E2E served resume' }, [
      'First of two (resume)',
      'Second of two (resume)',
    ]);
    const { page, calls } = await studentOnPhone();
    await page.goto(`${LESSON}/quizzes/${quizId}`);
    await expect
      .poll(() => page.locator('article h2').first().textContent(), POLL)
      .toContain('First of two (resume)');
    await page.getByLabel('й', { exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect
      .poll(() => page.locator('article h2').first().textContent(), POLL)
      .toContain('Second of two (resume)');
    await expect.poll(() => calls.some((call) => call.startsWith('POST /api/v1/lessons/')), POLL).toBe(true);

    calls.length = 0;
    await page.reload();
    await expect
      .poll(() => page.locator('article h2').first().textContent(), POLL)
      .toMatch(/of two \(resume\)/);
    const base = `/api/v1/lessons/${lessonId}/quizzes/${quizId}`;
    // The running attempt's questions came with the page; no new attempt was started.
    expect(
      calls.filter(
        (call) =>
          call === `GET ${base}` ||
          call === `GET ${base}/quiz-questions` ||
          call === `GET ${base}/start-attempt`,
      ),
    ).toEqual([]);
    await page.context().close();
  });
});
