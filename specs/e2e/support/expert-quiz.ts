import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { newContext, signIn } from './browser.ts';

// The setup the expert-review and comment e2e specs share: calls from inside a page as the web app makes
// them, and an expert's quiz of one text/media question in the demo lesson, made for one describe.

/** A JSON call from inside the page, as the web app makes it: same origin, cookies, the CSRF token on writes. */
export async function callApi<T = unknown>(
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
export async function signInByApi(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in');
  const answer = await callApi(page, 'POST', '/auth/login', { email, password: 'lectern-demo' });
  expect(answer.status).toBe(200);
}

/** Sets the person's interface language on the server and in the page. */
export async function setLanguage(page: Page, language: 'en' | 'uk'): Promise<void> {
  const answer = await callApi(page, 'POST', '/user-personal-settings', {
    settings: [{ key: 'language', value: language }],
  });
  expect(answer.status).toBe(200);
  await page.evaluate((lang) => localStorage.setItem('lectern.language', lang), language);
}

/** The demo lesson holding the demo quizzes: the lesson whose constructor list has the all-types quiz. */
export async function demoLessonId(expert: Page): Promise<number> {
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

/** What `expertQuizFor` sets up: the expert's page (English) and the quiz. */
export interface ExpertQuizSetup {
  context: BrowserContext | undefined;
  expert: Page;
  lessonId: number;
  quizId: number;
}

/**
 * The signed-in expert (English) with a quiz of one text/media question in the demo lesson, for one
 * describe (made before its specs, deleted after). `browser` is asked for when the describe starts.
 */
export function expertQuizFor(
  browser: () => Browser,
  baseUrl: string,
  quizName: string,
  question: Record<string, unknown>,
): ExpertQuizSetup {
  const setup: ExpertQuizSetup = { context: undefined, expert: {} as Page, lessonId: 0, quizId: 0 };
  beforeAll(async () => {
    setup.context = await newContext(browser(), baseUrl);
    setup.expert = await setup.context.newPage();
    await signIn(setup.expert, 'expert@lectern.test');
    await setup.expert.waitForURL('**/expert/**');
    await setLanguage(setup.expert, 'en');
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

/** The student starts an attempt at the quiz, answers its first question in writing and finishes. */
export async function answerInWriting(
  student: Page,
  lessonId: number,
  quizId: number,
  text: string,
): Promise<{ attemptId: number; questionId: number; statusId: number }> {
  const base = `/lessons/${lessonId}`;
  const started = await callApi<{ data: { id: number } }>(
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
    text_answer: text,
  });
  expect(answered.status).toBe(200);
  const finished = await callApi<{ data: { success: boolean; attempt: { status_id: number } } }>(
    student,
    'POST',
    `/quiz-attempts/${attemptId}/finish`,
    [],
  );
  expect(finished.body.data.success).toBe(true);
  return { attemptId, questionId, statusId: finished.body.data.attempt.status_id };
}
