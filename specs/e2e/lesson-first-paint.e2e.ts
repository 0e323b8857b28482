import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, signIn } from './support/browser.ts';

// The lesson page keeps its served first paint (docs/performance.md): the text a visitor already reads
// when the scripts arrive is the text the app shows afterwards, the same DOM nodes, not a second,
// later paint of the same words.

const baseUrl = inject('baseUrl');
const LESSON = '/courses/ukrainian-for-beginners/the-cyrillic-alphabet';
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  context = await newContext(browser, baseUrl, { width: 390, height: 844 });
  // A subscriber: the lesson's text is theirs to read, so the server sends it.
  const page = await context.newPage();
  await signIn(page, 'student@lectern.test');
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  await page.close();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

interface Served {
  nodes: Node[];
  texts: string[];
}

describe('the lesson page’s first paint', () => {
  it('is taken over by the app: the served text nodes are the ones the app shows', async () => {
    const page = await context.newPage();
    // Holds the served text blocks' nodes as the parser makes them, before any script of the app runs.
    await page.addInitScript(() => {
      const served: Served = { nodes: [], texts: [] };
      (window as unknown as { __served: Served }).__served = served;
      const observer = new MutationObserver(() => {
        for (const block of document.querySelectorAll('#lesson-first-paint [data-lesson-text]'))
          for (const node of block.children)
            if (!served.nodes.includes(node)) {
              served.nodes.push(node);
              served.texts.push(node.textContent ?? '');
            }
      });
      observer.observe(document, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', () => observer.disconnect());
    });
    await page.goto(LESSON);
    const served = await page.evaluate(() => (window as unknown as { __served: Served }).__served.texts);
    expect(served.length).toBeGreaterThan(0);
    expect(served.join(' ')).toContain('The Ukrainian alphabet');

    // The app has started: its own view (with the program link the server's paint does not have).
    await page.getByRole('link', { name: 'Course program' }).waitFor({ timeout: 20_000 });
    const after = await page.evaluate(() => {
      const { nodes } = (window as unknown as { __served: Served }).__served;
      return {
        firstPaintGone: document.getElementById('lesson-first-paint') === null,
        inApp: nodes.map((node) => node.isConnected && document.getElementById('root')?.contains(node)),
        faded: document.querySelector('#root article')?.getAnimations().length ?? -1,
      };
    });
    expect(after.firstPaintGone).toBe(true);
    expect(after.inApp).toEqual(served.map(() => true));
    // Shown once: no fade-in of text already on screen.
    expect(after.faded).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });
});
