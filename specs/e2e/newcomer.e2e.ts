import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchChromium,
  newContext,
  seriousAxeViolations,
  setAccountLanguage,
  signIn,
} from './support/browser.ts';

// Issue 23's rough edges as a newcomer meets them: the welcome notice (translated from its code, leading
// to the course, dismissed for good).

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the welcome notice', () => {
  it('is translated, leads to the course, and once dismissed stays gone', async () => {
    const context = await newContext(browser, baseUrl, { width: 390, height: 844 });
    const page = await context.newPage();
    await signIn(page, 'student@lectern.test');
    await page.waitForURL('**/cabinet');
    const welcome = page.getByRole('status').filter({ hasText: 'Welcome to Lectern!' });
    await expect
      .poll(() => welcome.textContent())
      .toContain('Welcome to Lectern! Your course “Ukrainian for Beginners” is ready.');
    // Its action opens the course, not the cabinet the student is already on.
    expect(await welcome.getByRole('link', { name: 'Open the course' }).getAttribute('href')).toBe(
      '/courses/ukrainian-for-beginners',
    );
    const dismiss = welcome.getByRole('button', { name: 'Dismiss' });
    const box = (await dismiss.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await setAccountLanguage(page, 'uk');
    await page.reload();
    const vitaemo = page.getByRole('status').filter({ hasText: 'Вітаємо в Lectern!' });
    await expect.poll(() => vitaemo.textContent()).toContain('Ваш курс «Ukrainian for Beginners» готовий.');
    expect(await vitaemo.getByRole('link', { name: 'Відкрити курс' }).count()).toBe(1);
    await setAccountLanguage(page, 'ru');
    await page.reload();
    const ru = page.getByRole('status').filter({ hasText: 'Добро пожаловать в Lectern!' });
    await expect.poll(() => ru.count()).toBe(1);
    await ru.getByRole('button', { name: 'Закрыть' }).click();
    await expect.poll(() => ru.count()).toBe(0);
    await setAccountLanguage(page, 'en');

    // Remembered by the server: not on the next page, nor after a reload, nor in another session.
    await page.goto('/courses/ukrainian-for-beginners');
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Welcome to Lectern!').count()).toBe(0);
    const other = await (await newContext(browser, baseUrl)).newPage();
    await signIn(other, 'student@lectern.test');
    await other.waitForURL('**/cabinet');
    await other.waitForLoadState('networkidle');
    expect(await other.getByText('Welcome to Lectern!').count()).toBe(0);
    await context.close();
  });
});

describe('the cabinet switcher', () => {
  it('is not offered to a student, whose one place is their study cabinet with the school’s course in it', async () => {
    const context = await newContext(browser, baseUrl, { width: 390, height: 844 });
    const page = await context.newPage();
    await signIn(page, 'student@lectern.test');
    await page.waitForURL('**/cabinet');
    await expect.poll(() => page.getByText('Ukrainian for Beginners').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await page.getByLabel('Switch cabinet').count()).toBe(0);
    await context.close();
  });
});
