import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, signIn } from './support/browser.ts';

// A lesson's text reads as text (docs/lesson-page.md "Lesson text"): two paragraphs of a text block have
// space between them, at a reading size and line height, on a phone and on a desktop; and the served
// first paint lays the text out as the app does, so nothing moves when the app takes it over.

const baseUrl = inject('baseUrl');
// The demo's third lesson: a text block of two paragraphs.
const LESSON = '/courses/ukrainian-for-beginners/introducing-yourself';
// The demo's first lesson: a heading, a paragraph, a list and a paragraph with a link.
const WORDS_AND_LIST = '/courses/ukrainian-for-beginners/the-cyrillic-alphabet';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface Rhythm {
  /** The second paragraph's computed margin-top, in px. */
  marginTop: number;
  /** The space between the first paragraph's bottom and the second's top, in px. */
  gap: number;
  fontSize: number;
  lineHeight: number;
  /** Where the second paragraph starts below the block's top, in px. */
  secondTop: number;
}

/** The first two paragraphs of the lesson's first text block, measured. */
const rhythmOf = (page: Page, block: string) =>
  page.evaluate((selector): Rhythm | null => {
    const [first, second] = document.querySelectorAll(`${selector} > p`);
    const frame = document.querySelector(selector);
    if (!first || !second || !frame) return null;
    const style = getComputedStyle(second);
    return {
      marginTop: Number.parseFloat(style.marginTop),
      gap: second.getBoundingClientRect().top - first.getBoundingClientRect().bottom,
      fontSize: Number.parseFloat(style.fontSize),
      lineHeight: Number.parseFloat(style.lineHeight),
      secondTop: second.getBoundingClientRect().top - frame.getBoundingClientRect().top,
    };
  }, block);

async function studentContext(viewport: { width: number; height: number }, javaScriptEnabled = true) {
  const signedIn = await newContext(browser, baseUrl, viewport);
  const page = await signedIn.newPage();
  await signIn(page, 'student@lectern.test');
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  await page.close();
  if (javaScriptEnabled) return signedIn;
  // The same session without scripts: what the server's first paint shows on its own.
  const served = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: 'en-US',
    javaScriptEnabled: false,
    storageState: await signedIn.storageState(),
  });
  await signedIn.close();
  return served;
}

describe.each([
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 900 }],
])('the lesson text on %s', (_name, viewport) => {
  let app: BrowserContext;
  let served: BrowserContext;
  beforeAll(async () => {
    app = await studentContext(viewport);
    served = await studentContext(viewport, false);
  });
  afterAll(async () => {
    await app?.close();
    await served?.close();
  });

  it('has space between two paragraphs, at a reading size and line height, as in the served first paint', async () => {
    const page = await app.newPage();
    await page.goto(LESSON);
    await page.getByRole('link', { name: 'Course program' }).waitFor({ timeout: 20_000 });
    await page.getByText('Pass the checkpoint below').waitFor();
    const shown = await rhythmOf(page, '#root .lesson-document');
    expect(shown).not.toBeNull();
    expect(shown?.marginTop).toBeGreaterThan(0);
    expect(shown?.gap).toBeGreaterThanOrEqual(12);
    expect(shown?.fontSize).toBeGreaterThanOrEqual(16);
    expect((shown?.lineHeight ?? 0) / (shown?.fontSize ?? 1)).toBeGreaterThanOrEqual(1.5);

    const first = await served.newPage();
    await first.goto(LESSON);
    const painted = await rhythmOf(first, '#lesson-first-paint [data-lesson-text]');
    expect(painted).toEqual(shown);
  });

  it('lays out a heading, paragraphs and a list in the served first paint as the app does', async () => {
    const blocks = (page: Page, selector: string) =>
      page.evaluate((frameSelector) => {
        const frame = document.querySelector(frameSelector);
        const top = frame?.getBoundingClientRect().top ?? 0;
        return [...(frame?.children ?? [])].map((child) => {
          const box = child.getBoundingClientRect();
          return `${child.tagName} ${Math.round(box.top - top)}+${Math.round(box.height)} ${Math.round(box.width)}`;
        });
      }, selector);
    const page = await app.newPage();
    await page.goto(WORDS_AND_LIST);
    await page.getByRole('link', { name: 'Course program' }).waitFor({ timeout: 20_000 });
    const shown = await blocks(page, '#root .lesson-document');
    expect(shown.map((block) => block.split(' ')[0])).toEqual(['H2', 'P', 'UL', 'P']);
    const first = await served.newPage();
    await first.goto(WORDS_AND_LIST);
    expect(await blocks(first, '#lesson-first-paint [data-lesson-text]')).toEqual(shown);
  });
});
