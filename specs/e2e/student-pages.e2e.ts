import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, seriousAxeViolations, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const COURSE = '/courses/ukrainian-for-beginners';
const LESSON = `${COURSE}/the-cyrillic-alphabet`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface Traffic {
  api: { url: string; status: number }[];
  scripts: { url: string; encoding: string | undefined; bytes: number }[];
  consoleErrors: string[];
}

/** Records what a page asks the server for, and what the console complains about. */
function record(page: Page): Traffic {
  const traffic: Traffic = { api: [], scripts: [], consoleErrors: [] };
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) traffic.api.push({ url: url.pathname, status: response.status() });
    if (url.pathname.endsWith('.js'))
      traffic.scripts.push({
        url: url.pathname,
        encoding: response.headers()['content-encoding'],
        bytes: Number(response.headers()['content-length'] ?? 0),
      });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') traffic.consoleErrors.push(message.text());
  });
  return traffic;
}

/** The demo quiz "Alphabet check", found through the expert's constructor calls. */
async function alphabetQuizId(): Promise<number> {
  const expert = await (await newContext(browser, baseUrl)).newPage();
  await signIn(expert, 'expert@lectern.test');
  await expert.waitForURL('**/expert/courses');
  for (let id = 1; id < 20; id += 1) {
    const response = await expert.request.get(`/api/v1/constructor/lessons/${id}/quizzes`);
    if (!response.ok()) continue;
    const quizzes = ((await response.json()) as { data: { id: number; name: string }[] }).data;
    const quiz = quizzes.find((candidate) => candidate.name.startsWith('Alphabet check'));
    if (quiz) return quiz.id;
  }
  throw new Error('The demo quiz "Alphabet check" was not found.');
}

describe("a student's pages ask only for what they show", () => {
  it('the sign-in page asks nothing of the session and logs no error before sign-in', async () => {
    const page = await (await newContext(browser, baseUrl)).newPage();
    const traffic = record(page);
    await page.goto('/sign-in');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(traffic.api.filter((call) => call.url === '/api/v1/user')).toEqual([]);
    expect(traffic.api.filter((call) => call.status >= 400)).toEqual([]);
    expect(traffic.consoleErrors).toEqual([]);
    // Every script of 1 KiB and more came compressed: Chromium asks for br, the build made a copy of each.
    expect(traffic.scripts.filter((script) => script.encoding === 'br').length).toBeGreaterThan(0);
    expect(traffic.scripts.filter((script) => script.encoding !== 'br' && script.bytes >= 1024)).toEqual([]);
  });

  it("a student's cabinet, course and quiz page call no expert API and meet no 401 or 403", async () => {
    const quizId = await alphabetQuizId();
    const page = await (await newContext(browser, baseUrl, { width: 390, height: 844 })).newPage();
    const traffic = record(page);
    await signIn(page, 'student@lectern.test');
    await page.waitForURL('**/cabinet');
    await page.goto(COURSE);
    // Each page is a lazy route: its chunk and the shell's load after the entry (no timing is asserted).
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.goto(`${LESSON}/quizzes/${quizId}`);
    await expect
      .poll(() => page.getByRole('heading', { name: /Alphabet check/ }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(traffic.api.filter((call) => call.url.startsWith('/api/v1/expert/'))).toEqual([]);
    expect(traffic.api.filter((call) => call.status === 401 || call.status === 403)).toEqual([]);
    expect(
      traffic.scripts.filter((script) => /\/(?:expert|hls|lesson-constructor)-/.test(script.url)),
    ).toEqual([]);
  });

  it('a visitor who opens a quiz link reads why it is closed, signs in and comes back to that quiz', async () => {
    const quizId = await alphabetQuizId();
    const page = await (await newContext(browser, baseUrl, { width: 390, height: 844 })).newPage();
    const traffic = record(page);
    const address = `${LESSON}/quizzes/${quizId}?start_quiz_id=${quizId}`;
    await page.goto(address);
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await page.getByText('Sign in to take this quiz.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Back to the course/ }).getAttribute('href')).toBe(COURSE);
    expect(traffic.api.filter((call) => call.url.includes('/quizzes/'))).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/sign-in?next=**');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Email').fill('student@lectern.test');
    await page.getByLabel('Password').fill('lectern-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === `${LESSON}/quizzes/${quizId}`);
    await expect
      .poll(() => page.getByRole('heading', { name: /Alphabet check/ }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Access denied' }).count()).toBe(0);
  });
});
