import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
/** The constructor loads the lesson (and its lazy chunk with the text editor) before it shows: allow it time. */
const POLL = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };
const TEXT = 'Кожна літера has its sound: read them aloud.';
let browser: Browser;
let context: BrowserContext | undefined;
let phoneContext: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await context?.close();
  await phoneContext?.close();
  await browser?.close();
});

/** The expert, signed in, on the constructor of the demo course's first lesson, reached from the course cards. */
async function openConstructor(page: Page): Promise<void> {
  await signIn(page, 'expert@lectern.test');
  await page.waitForURL('**/expert/**');
  await page.goto('/expert/courses');
  await page.getByRole('link', { name: 'Edit lesson' }).first().click();
  await page.waitForURL(/\/expert\/course\/\d+\/lesson\/\d+\/constructor\?section=0$/, POLL);
  await page.getByRole('tablist', { name: 'Lesson sections' }).waitFor(POLL);
}

describe('the lesson constructor in the web app', () => {
  let constructorUrl = '';

  it('keeps a new section, its name and a typed text block across a reload', async () => {
    context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await openConstructor(page);
    const tabs = page.getByRole('tablist', { name: 'Lesson sections' }).getByRole('tab');
    const before = await tabs.count();

    await page.getByRole('button', { name: 'Add section' }).click();
    await expect.poll(() => tabs.count(), POLL).toBe(before + 1);
    // The address follows the new, active section (order - 1).
    await page.waitForURL(new RegExp(`section=${before}$`), POLL);

    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('menuitem', { name: 'Text' }).click();
    const text = page.locator('[contenteditable="true"][role="textbox"]').last();
    await text.waitFor(POLL);
    await text.click();
    await page.keyboard.type(TEXT);

    const name = `Reading aloud ${Date.now()}`;
    await page.getByRole('button', { name: `Rename “Section ${before + 1}”` }).click();
    const field = page.getByRole('textbox', { name: 'Section name' });
    await field.fill(name);
    await field.press('Enter');
    await expect.poll(() => page.getByRole('tab', { name }).count(), POLL).toBe(1);
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor(POLL);

    constructorUrl = page.url();
    const savesAfterReload: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/lessons-new/'))
        savesAfterReload.push(request.url());
    });
    await page.reload();
    const tab = page.getByRole('tab', { name });
    await tab.waitFor(POLL);
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    await page.getByText(TEXT).waitFor(POLL);
    // Opening a lesson changes nothing, so it saves nothing: past the save pause, still no PUT.
    await page.waitForTimeout(1500);
    expect(savesAfterReload).toEqual([]);
    await screenshot(page, 'lesson-constructor-desktop');
  });

  it('opens on a 390×844 phone without horizontal overflow', async () => {
    expect(constructorUrl).not.toBe('');
    phoneContext = await newContext(browser, baseUrl, PHONE);
    const page = await phoneContext.newPage();
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/**');
    await page.goto(constructorUrl);
    await page.getByRole('tablist', { name: 'Lesson sections' }).waitFor(POLL);
    await page.getByText(TEXT).waitFor(POLL);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'lesson-constructor-phone');
  });
});
