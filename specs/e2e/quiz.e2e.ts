import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, seriousAxeViolations, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function student(viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, baseUrl, viewport);
  const page = await context.newPage();
  await signIn(page, 'student@lectern.test');
  await page.waitForURL('**/cabinet');
  return page;
}

describe('the quiz page', () => {
  it('lists the lesson quizzes on the course page and opens one', async () => {
    const page = await student();
    await page.goto('/courses/ukrainian-for-beginners');
    await page.getByRole('link', { name: /Alphabet check/ }).click();
    await page.waitForURL(/\/quizzes\/\d+$/);
    await screenshot(page, 'quiz-first-question-en');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
