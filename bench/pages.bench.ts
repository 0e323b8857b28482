/**
 * `npm run bench -- pages`: each student page (cabinet, course, quiz, lesson) and the sign-in page, cold, in
 * Debian's Chromium under Lighthouse's mobile profile and a harsher one, against a static HTML page
 * with the same visible text served by the same server in the same run (docs/performance.md).
 */
import { existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { routeStartModules } from '../core/navigation/route-start-modules.ts';
import { readBuildManifest, routeStartSizes } from '../scripts/route-start-size.ts';
import { demoCookies, startBrowserBench, throttle } from './harness.ts';

export interface Profile {
  name: string;
  downKbps: number;
  upKbps: number;
  rttMs: number;
  cpu: number;
}
export const PROFILES: Profile[] = [
  { name: 'mobile (1.6 Mbps, 150 ms, 4× CPU)', downKbps: 1600, upKbps: 750, rttMs: 150, cpu: 4 },
  { name: 'slow (400 kbps, 400 ms, 4× CPU)', downKbps: 400, upKbps: 400, rttMs: 400, cpu: 4 },
];
const AIM_JS_KIB = 150;
const AIM_LCP_MS = 2500;
const AIM_LCP_RATIO = 1.25;

interface Load {
  requests: number;
  jsWire: number;
  cssWire: number;
  jsGzip: number;
  cssGzip: number;
  fcp: number;
  lcp: number;
}

/** The gzip size of a served asset: its `.gz` copy from the build, or the file itself when it has none. */
function gzipBytes(webDir: string, pathname: string): number {
  const file = path.join(webDir, pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

/** One cold load (a fresh context: no cache) of `url` under `profile`. */
export async function load(
  browser: Browser,
  base: string,
  webDir: string,
  url: string,
  profile: Profile,
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>,
  ready: (page: Page) => Promise<unknown>,
): Promise<{ load: Load; text: string; images: StaticImage[] }> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await throttle(page, {
    network: { downKbps: profile.downKbps, upKbps: profile.upKbps, rttMs: profile.rttMs },
    cpu: profile.cpu,
  });
  const types = new Map<string, { type: string; url: string }>();
  const result: Load = { requests: 0, jsWire: 0, cssWire: 0, jsGzip: 0, cssGzip: 0, fcp: 0, lcp: 0 };
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, { type: event.type, url: event.response.url });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const seen = types.get(event.requestId);
    if (!seen) return;
    result.requests += 1;
    const pathname = new URL(seen.url).pathname;
    if (seen.type === 'Script') {
      result.jsWire += event.encodedDataLength;
      result.jsGzip += gzipBytes(webDir, pathname);
    } else if (seen.type === 'Stylesheet') {
      result.cssWire += event.encodedDataLength;
      result.cssGzip += gzipBytes(webDir, pathname);
    }
  });
  await page.addInitScript(() => {
    const marks = { fcp: 0, lcp: 0 };
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { timeout: 120_000 });
  await ready(page);
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.waitForTimeout(300);
  const marks = await page.evaluate(
    () => (window as unknown as { __marks: { fcp: number; lcp: number } }).__marks,
  );
  result.fcp = marks.fcp;
  result.lcp = marks.lcp;
  const text = await page.evaluate(() => document.body.innerText);
  const images = await page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth > 0)
      .map((image) => {
        const box = image.getBoundingClientRect();
        const source = new URL(image.currentSrc || image.src);
        return {
          src: `${source.pathname}${source.search}`,
          left: box.left + window.scrollX,
          top: box.top + window.scrollY,
          width: box.width,
          height: box.height,
          objectFit: getComputedStyle(image).objectFit,
        };
      })
      .filter((image) => image.width > 0 && image.height > 0),
  );
  await context.close();
  return { load: result, text, images };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An image the measured page showed: its file (same origin) and its box on the page, in CSS pixels. */
export interface StaticImage {
  src: string;
  left: number;
  top: number;
  width: number;
  height: number;
  objectFit: string;
}

/**
 * The same visible text as a plain page: what the network and the browser cost with no app at all.
 * With `images`, each image the measured page showed is there too, the same file in a box of the same
 * size at the same place, so a picture that is the page's largest paint is measured in both.
 */
export function staticPage(text: string, images: readonly StaticImage[] = []): string {
  const body = text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  const pictures = images
    .map(
      (image) =>
        `<img src="${escapeHtml(image.src).replace(/"/g, '&quot;')}" alt="" style="position:absolute;left:${image.left}px;top:${image.top}px;width:${image.width}px;height:${image.height}px;object-fit:${image.objectFit}">`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>static</title></head><body style="font-family:system-ui,sans-serif;margin:16px">${body}${pictures}</body></html>`;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * What the page loads at its start, gzip -9, by the build's manifest: the entry, the route's lazy layout and
 * page and their static imports (the chunks spec's budget, scripts/route-start-size.ts). What the page asks
 * for after its first draw (code loaded when idle or on demand) is not in it; the "until idle" column is.
 */
export function startJsBytes(webDir: string, pathname: string): number | null {
  const route = routeStartModules(pathname);
  if (!route) return null;
  const sizes = routeStartSizes(webDir, readBuildManifest(webDir), ['index.html', ...route.modules]);
  return sizes.filter((entry) => entry.file.endsWith('.js')).reduce((sum, entry) => sum + entry.gzip, 0);
}
const secs = (ms: number) => (ms / 1000).toFixed(2);

export default async function pagesBenchmark(): Promise<string> {
  const bench = await startBrowserBench();
  const { url, webDir, browser } = bench;
  try {
    const expert = await demoCookies(browser, url, 'expert@lectern.test');
    let quizPath = '';
    for (let id = 1; id < 20 && !quizPath; id += 1) {
      const response = await expert.page.request.get(`/api/v1/constructor/lessons/${id}/quizzes`);
      if (!response.ok()) continue;
      const quizzes = ((await response.json()) as { data: { id: number; name: string }[] }).data;
      const quiz = quizzes.find((candidate) => candidate.name.startsWith('Alphabet check'));
      if (quiz) quizPath = `/courses/ukrainian-for-beginners/the-cyrillic-alphabet/quizzes/${quiz.id}`;
    }
    const student = await demoCookies(browser, url, 'student@lectern.test');
    const heading = (page: Page) =>
      page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });
    const pages = [
      {
        name: 'sign-in',
        path: '/sign-in',
        cookies: [],
        // The app's form, once it has taken over the served one (docs/account.md "The served sign-in page").
        ready: async (page: Page) => {
          await page.locator('#sign-in-first-paint').waitFor({ state: 'detached', timeout: 120_000 });
          await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 120_000 });
        },
      },
      { name: 'cabinet', path: '/cabinet', cookies: student.cookies, ready: heading },
      { name: 'course', path: '/courses/ukrainian-for-beginners', cookies: student.cookies, ready: heading },
      {
        name: 'quiz',
        path: quizPath,
        cookies: student.cookies,
        // The quiz's first screen: the demo quiz opens on its first question (its heading in the question's
        // article), whose pictures are its largest paint. Playwright's network idle may have been reached in a
        // pause of the page's start already, before the question was asked for (docs/performance.md).
        ready: async (page: Page) => {
          await heading(page);
          await page
            .locator('article h2')
            .or(page.getByRole('button', { name: /^(Start|Continue)/ }))
            .first()
            .waitFor({ timeout: 120_000 });
          await page.waitForFunction(() => [...document.images].every((image) => image.complete), null, {
            timeout: 120_000,
          });
        },
      },
      {
        name: 'lesson',
        path: '/courses/ukrainian-for-beginners/the-cyrillic-alphabet',
        cookies: student.cookies,
        ready: heading,
      },
    ];

    // `PAGES_BENCH_PAGES=sign-in,course` measures only those pages (comma-separated names).
    const picked = process.env.PAGES_BENCH_PAGES?.split(',').map((name) => name.trim());
    const measured = picked ? pages.filter((target) => picked.includes(target.name)) : pages;

    const lines: string[] = [
      '## Page loads on a phone (`npm run bench -- pages`)',
      '',
      'Cold loads (no cache) of each student page and the sign-in page at 390×844 in Chromium with network',
      'and CPU throttling through CDP, each against a static HTML page holding the same visible text, served',
      'by the same server in the same run. "JS at start": what the page loads before it draws, gzip -9 by the',
      "build's manifest (the entry, the route's layout and page and their static imports); JS and CSS \"until",
      'idle": every file the page loaded until the network was idle (code loaded after the first draw or on',
      'demand included), bytes on the wire (brotli) and the gzip size of the same files. Aims: JS at start',
      `≤ ${AIM_JS_KIB} KiB gzip, LCP ≤ ${AIM_LCP_MS / 1000} s under the mobile profile and ≤ ${AIM_LCP_RATIO}× the static page.`,
    ];
    for (const profile of PROFILES) {
      lines.push(
        '',
        `### ${profile.name}`,
        '',
        '| page | requests | JS at start gzip KiB | JS until idle wire / gzip KiB | CSS until idle wire / gzip KiB | FCP s | LCP s | static FCP s | static LCP s | LCP ÷ static | aims |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      );
      for (const target of measured) {
        if (!target.path) continue;
        const app = await load(browser, url, webDir, target.path, profile, target.cookies, target.ready);
        const file = `bench-static-${target.name}.html`;
        writeFileSync(path.join(webDir, file), staticPage(app.text));
        const plain = await load(browser, url, webDir, `/${file}`, profile, [], (page) =>
          page.waitForLoadState('load'),
        );
        const ratio = plain.load.lcp > 0 ? app.load.lcp / plain.load.lcp : Number.NaN;
        const startJs = startJsBytes(webDir, target.path) ?? app.load.jsGzip;
        const jsMet = startJs / 1024 <= AIM_JS_KIB;
        const lcpMet = profile.rttMs > 150 || app.load.lcp <= AIM_LCP_MS;
        const ratioMet = ratio <= AIM_LCP_RATIO;
        const aims = [
          `JS ${jsMet ? 'met' : 'missed'}`,
          ...(profile.rttMs <= 150 ? [`LCP ${lcpMet ? 'met' : 'missed'}`] : []),
          `ratio ${ratioMet ? 'met' : 'missed'}`,
        ].join(', ');
        lines.push(
          `| ${target.name} | ${app.load.requests} | ${kib(startJs)} | ${kib(app.load.jsWire)} / ${kib(app.load.jsGzip)} | ${kib(app.load.cssWire)} / ${kib(app.load.cssGzip)} | ${secs(app.load.fcp)} | ${secs(app.load.lcp)} | ${secs(plain.load.fcp)} | ${secs(plain.load.lcp)} | ${ratio.toFixed(2)} | ${aims} |`,
        );
        console.log(lines.at(-1));
      }
    }
    return lines.join('\n');
  } finally {
    await bench.close();
  }
}
