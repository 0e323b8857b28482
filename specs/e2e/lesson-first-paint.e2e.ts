import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, signIn } from './support/browser.ts';

// The lesson page keeps its served first paint (docs/performance.md): the text a visitor already reads
// when the scripts arrive is the text the app shows afterwards, the same DOM nodes, not a second,
// later paint of the same words. Once the demo video is processed, its poster is in the served page too,
// taken over by the app's poster box, and no frame of the video is painted (or its stream fetched) before
// Play, so the page's largest paint stays the text or the poster (docs/lesson-page.md).

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

  it('serves the processed video’s poster, which the app keeps; nothing of the stream before Play', async () => {
    const page = await context.newPage();
    // The media worker converts the demo video after the server starts: wait for its stream and poster.
    await page.goto('/');
    await expect
      .poll(
        () =>
          page.evaluate(async (address) => {
            const answer = await fetch(
              address.replace('/courses/', '/api/v1/courses/').replace(/\/([^/]+)$/, '/lessons/$1'),
            );
            const dto = (await answer.json()) as {
              data: { section: { info_units: { type_id: number; files: { process_status: string }[] }[] } };
            };
            return dto.data.section.info_units.find((unit) => unit.type_id === 2)?.files[0]?.process_status;
          }, LESSON),
        { timeout: 120_000, interval: 2_000 },
      )
      .toBe('completed');
    const streamAsked: string[] = [];
    page.on('request', (request) => {
      if (/\.(m3u8|ts|m4s|mp4)$/.test(new URL(request.url()).pathname)) streamAsked.push(request.url());
    });
    await page.addInitScript(() => {
      const seen = { poster: null as Element | null, lcp: [] as string[] };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      const observer = new MutationObserver(() => {
        seen.poster ??= document.querySelector('#lesson-first-paint [data-lesson-video] > img');
      });
      observer.observe(document, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', () => observer.disconnect());
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
          seen.lcp.push(entry.element?.tagName ?? 'gone');
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(LESSON);
    await page.getByRole('link', { name: 'Course program' }).waitFor({ timeout: 20_000 });
    const play = page.getByRole('button', { name: 'Play video: Watch: writing the letters' });
    await play.waitFor();
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(() => {
      const { poster, lcp } = (window as unknown as { __seen: { poster: Element | null; lcp: string[] } })
        .__seen;
      return {
        served: poster?.getAttribute('src') ?? null,
        inApp: Boolean(poster?.isConnected && poster.closest('[data-video-poster]')?.closest('#root')),
        videos: document.querySelectorAll('#root video').length,
        lcp,
      };
    });
    expect(kept.served).toMatch(/poster/);
    expect(kept.inApp).toBe(true);
    expect(kept.videos).toBe(0);
    expect(kept.lcp).not.toContain('VIDEO');
    expect(streamAsked).toEqual([]);
    await play.click();
    await expect.poll(() => page.locator('#root video').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => streamAsked.length, { timeout: 20_000 }).toBeGreaterThan(0);
  });
});
