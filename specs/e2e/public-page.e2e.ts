import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, seriousAxeViolations, signIn } from './support/browser.ts';

// The course's public page settings (docs/public-page.md) in the built app against the real server: the
// demo expert goes from the course cards to the demo course's page, writes the description, adds a text
// block and types in it, and finds both after a reload; the page fits a 390×844 phone.

const baseUrl = inject('baseUrl');
/** The page loads its lazy chunk (with the text editor) and the page before it shows: allow it time. */
const POLL = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };
const HEADING = 'Public page of “Ukrainian for Beginners”';
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

async function openFromCards(page: Page): Promise<void> {
  await signIn(page, 'expert@lectern.test');
  await page.waitForURL('**/expert/**');
  await page.goto('/expert/courses');
  await page.getByRole('link', { name: 'Public page of “Ukrainian for Beginners”' }).click();
  await page.waitForURL(/\/expert\/course\/detail\/\d+\/settings\/public-pages$/, POLL);
  await page.getByRole('heading', { level: 1, name: HEADING }).waitFor(POLL);
}

describe('the public page settings in the web app', () => {
  let pageUrl = '';
  const description = `Read, greet and count in Ukrainian, run ${Date.now()}.`;
  const text = `Лекції щотижня: a visitor reads this before buying (${Date.now()}).`;

  it('keeps a written description and a typed text block across a reload', async () => {
    context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await openFromCards(page);
    // The demo page's own blocks are there.
    await page.getByRole('heading', { level: 3, name: 'What you will learn' }).waitFor(POLL);

    await page.getByRole('textbox', { name: /Description/ }).fill(description);
    await page.getByRole('button', { name: 'Add block' }).last().click();
    await expect
      .poll(() => page.getByRole('menuitem').allTextContents(), POLL)
      .toEqual(['Text', 'Audio', 'Video', 'Files']);
    await page.getByRole('menuitem', { name: 'Text' }).click();
    await page.getByRole('heading', { level: 3, name: 'Block #3 (Text)' }).waitFor(POLL);
    const editor = page.locator('[contenteditable="true"][role="textbox"]').last();
    await editor.click();
    await page.keyboard.type(text);
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor(POLL);
    expect(await seriousAxeViolations(page)).toEqual([]);

    pageUrl = page.url();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: HEADING }).waitFor(POLL);
    await page.getByText(text).waitFor(POLL);
    expect(await page.getByRole('textbox', { name: /Description/ }).inputValue()).toBe(description);
    await screenshot(page, 'public-page-desktop');
  });

  it('opens on a 390×844 phone without horizontal overflow', async () => {
    expect(pageUrl).not.toBe('');
    phoneContext = await newContext(browser, baseUrl, PHONE);
    const page = await phoneContext.newPage();
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/**');
    await page.goto(pageUrl);
    await page.getByRole('heading', { level: 1, name: HEADING }).waitFor(POLL);
    await page.getByText(text).waitFor(POLL);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'public-page-phone');
  });
});
