import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, seriousAxeViolations } from './support/browser.ts';
import { textsIn } from './support/texts.ts';

// The sign-in page is served drawn (docs/account.md "The served sign-in page"): on a slow phone a
// student sees the form and types before the app's script has arrived; Enter sends nothing meanwhile;
// once the script runs, the app's form holds what was typed, with the focus where it was, and signs in
// with it. A screen reader meets one form throughout. The script is held back by a route handler.

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
});

/** A phone whose app scripts wait until `release()`; `sent` lists every request that is not a GET. */
async function phoneWithHeldScript(locale: string) {
  context = await browser.newContext({
    baseURL: baseUrl,
    viewport: PHONE,
    locale,
    isMobile: true,
    hasTouch: true,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return { page, release, sent };
}

/** Where the heading, the two fields and the two buttons are drawn, in CSS pixels. */
const boxes = (page: Page) =>
  Promise.all(
    [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('textbox', { name: /^Email/ }),
      page.getByLabel(/^Password/),
      page.getByRole('button', { name: 'Sign in', exact: true }),
      page.getByRole('button', { name: 'Email me a code' }),
    ].map(async (element) => {
      const box = await element.boundingBox();
      return box && [box.x, box.y, box.width, box.height].map(Math.round);
    }),
  );

/** What a screen reader finds: the page's headings, text fields and buttons by role. */
const accessible = async (page: Page) => ({
  headings: await page.getByRole('heading', { level: 1 }).count(),
  emails: await page.getByRole('textbox', { name: /^Email/ }).count(),
  signIn: await page.getByRole('button', { name: 'Sign in', exact: true }).count(),
  forms: await page.locator('form').count(),
});

describe('the served sign-in page on a phone', () => {
  it('takes typing before the script runs, sends nothing on Enter, and signs in with what was typed', async () => {
    const { page, release, sent } = await phoneWithHeldScript('en-US');
    await page.goto('/sign-in?next=%2Fcabinet', { waitUntil: 'commit' });

    await page.getByRole('heading', { name: 'Sign in to Lectern', level: 1 }).waitFor();
    await page.getByText('Loading… You can type already').waitFor();
    expect(await accessible(page)).toEqual({ headings: 1, emails: 1, signIn: 1, forms: 1 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    const servedBoxes = await boxes(page);
    await page.getByRole('textbox', { name: /^Email/ }).fill('student@lectern.test');
    await page.getByLabel(/^Password/).fill('lectern-demo');
    // Enter in the served form: its default button is disabled, so nothing is sent and nothing reloads.
    await page.getByLabel(/^Password/).press('Enter');
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled()).toBe(true);

    release();
    await page.locator('#sign-in-first-paint').waitFor({ state: 'detached' });
    // The app's own form (its button enabled) holds what was typed; the focus stayed in the password.
    const email = page.getByRole('textbox', { name: /^Email/ });
    expect(await email.inputValue()).toBe('student@lectern.test');
    expect(await page.getByLabel(/^Password/).inputValue()).toBe('lectern-demo');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('password');
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isEnabled()).toBe(true);
    expect(await page.getByText('Loading… You can type already').count()).toBe(0);
    expect(await accessible(page)).toEqual({ headings: 1, emails: 1, signIn: 1, forms: 1 });
    expect(sent).toEqual([]);
    // The app's page takes the served page's boxes: nothing moves when it takes over.
    const appBoxes = await boxes(page);
    appBoxes.forEach((box, index) => {
      box?.forEach((value, side) => {
        expect(Math.abs(value - (servedBoxes[index]?.[side] ?? -99))).toBeLessThanOrEqual(1);
      });
    });

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/cabinet');
    expect(sent).toEqual(['POST /api/v1/auth/login']);
  });

  it('is served in the browser’s language (uk), and the app goes on in it', async () => {
    const t = textsIn('uk');
    const { page, release } = await phoneWithHeldScript('uk-UA');
    await page.goto('/sign-in', { waitUntil: 'commit' });

    await page.getByRole('heading', { name: t('auth.sign_in_title'), level: 1 }).waitFor();
    const served = await page.locator('#sign-in-first-paint').innerText();
    for (const key of [
      'auth.email',
      'auth.password',
      'auth.code_send',
      'auth.form_loading',
      'auth.to_sign_up',
    ])
      expect(served).toContain(t(key));
    expect(served).not.toMatch(/\b(auth|common|ui)\.[a-z_]+/);
    await page.getByRole('textbox', { name: new RegExp(`^${t('auth.email')}`) }).fill('olena@example.com');

    release();
    await page.locator('#sign-in-first-paint').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: t('auth.code_send') }).waitFor();
    expect(await page.getByRole('heading', { name: t('auth.sign_in_title'), level: 1 }).count()).toBe(1);
    expect(await page.getByRole('textbox', { name: new RegExp(`^${t('auth.email')}`) }).inputValue()).toBe(
      'olena@example.com',
    );
  });
});
