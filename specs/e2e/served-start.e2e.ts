import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { textsIn } from './support/texts.ts';

// The served page carries what the app starts from (docs/performance.md "What the served page carries"):
// on a cold load (nothing cached on the device) of the cabinet and of the course program on a phone, the
// page is drawn in the person's language without first asking for the translations or the user.

const baseUrl = inject('baseUrl');
const COURSE = '/courses/ukrainian-for-beginners';
const COURSE_TITLE = 'Ukrainian for Beginners';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone whose browser speaks `locale`, signed in as a new person (no language saved on the account). */
async function phoneOfNewPerson(locale: string, tag: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    locale,
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  await page.goto('/sign-up');
  const status = await page.evaluate(async (email) => {
    const response = await fetch('/api/v1/auth/register', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Mariia Phone', email, password: 'served start 1' }),
    });
    return response.status;
  }, `served-start-${tag}-${Date.now()}@lectern.test`);
  expect(status).toBeLessThan(300);
  await page.close();
  return context;
}

/**
 * Opens `path` with nothing of the app kept on the device (no cached translations), and answers the API
 * requests made until `drawn` is visible.
 */
async function coldLoad(context: BrowserContext, path: string, drawn: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.clear());
  const asked: string[] = [];
  let drawing = true;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (drawing && url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  await page.goto(path);
  await drawn(page);
  drawing = false;
  const lang = await page.evaluate(() => document.documentElement.lang);
  await page.close();
  return { asked, lang };
}

const startCalls = (asked: string[]) =>
  asked.filter((path) => path.startsWith('/api/v1/translation') || path === '/api/v1/user');

describe('a cold load on a phone draws without asking for the translations or the user first', () => {
  for (const [language, locale] of [
    ['en', 'en-US'],
    ['uk', 'uk-UA'],
  ] as const) {
    it(`the cabinet and the course program, in ${language}`, async () => {
      const t = textsIn(language);
      const context = await phoneOfNewPerson(locale, language);
      try {
        const cabinet = await coldLoad(context, '/cabinet', async (page) => {
          await page.getByText(t('cabinet.lead')).first().waitFor();
          await page
            .getByText(t('cabinet.greeting', { name: 'Mariia' }))
            .first()
            .waitFor();
        });
        expect(cabinet.lang).toBe(language);
        expect(startCalls(cabinet.asked)).toEqual([]);

        const program = await coldLoad(context, COURSE, async (page) => {
          await page.getByRole('heading', { name: COURSE_TITLE }).first().waitFor();
          await page.getByText(t('lesson.program')).first().waitFor();
        });
        expect(program.lang).toBe(language);
        expect(startCalls(program.asked)).toEqual([]);
        // The program's own answer came with the page too.
        expect(program.asked).not.toContain('/api/v1/public/courses/ukrainian-for-beginners/program');
      } finally {
        await context.close();
      }
    });
  }
});

describe('a language chosen on the device only', () => {
  it('still wins over the one the page was served in: the page redraws in it', async () => {
    const uk = textsIn('uk');
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      locale: 'en-US',
    });
    context.setDefaultTimeout(20_000);
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.localStorage.clear();
        window.localStorage.setItem('lectern.language', 'uk');
      });
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).search));
      await page.goto(COURSE);
      await page.getByText(uk('lesson.program')).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('uk');
      // The server served English (the browser's language); the app asked for the device's own.
      expect(asked.some((search) => search.includes('lang=uk'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
