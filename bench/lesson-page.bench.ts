/**
 * `npm run bench -- lesson-page`: the student lesson page (docs/lesson-page.md) cold in Chromium at
 * 390×844 under Slow 4G (1.6 Mbps, 150 ms) with 4× CPU slowdown, for the demo subscriber and for a
 * visitor, each against a static HTML page of the same visible content (the lesson's text and the images
 * it showed, the video's poster in a box of the same size) served by the same server in the same run:
 * initial JS (gzip) and LCP. Aims: JS ≤ 150 KiB gzip, LCP ≤ 2.5 s and ≤ 1.25× the static page.
 * It measures once the media worker has processed the lesson's video (its stream and poster exist), as a
 * student meets the lesson: before that the video unit shows only "processing" (docs/lesson-page.md).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { demoCookies, startBrowserBench } from './harness.ts';
import { load, PROFILES, startJsBytes, staticPage } from './pages.bench.ts';

const LESSON = '/courses/ukrainian-for-beginners/the-cyrillic-alphabet';
const AIM_JS_KIB = 150;
const AIM_LCP_MS = 2500;
const AIM_RATIO = 1.25;
const ROUNDS = 3;
const VIDEO_WAIT_MS = 10 * 60_000;

/**
 * Waits until the lesson's video units are processed (the stream and poster made by the media worker),
 * asking the lesson's dto as the subscriber; throws when they are not within the wait.
 */
async function videoProcessed(url: string, cookie: string): Promise<void> {
  const deadline = Date.now() + VIDEO_WAIT_MS;
  const [, , course, lesson] = LESSON.split('/');
  let last = 'no answer';
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/api/v1/courses/${course}/lessons/${lesson}`, { headers: { cookie } });
    if (answer.ok) {
      const { data: dto } = (await answer.json()) as {
        data: {
          section?: { info_units: { type_id: number; files: { process_status?: string | null }[] }[] } | null;
        };
      };
      const statuses = (dto.section?.info_units ?? [])
        .filter((unit) => unit.type_id === 2)
        .map((unit) => unit.files[0]?.process_status ?? 'none');
      last = statuses.join(', ') || 'no video unit';
      if (statuses.length > 0 && statuses.every((status) => status === 'completed')) return;
      if (statuses.some((status) => status === 'failed')) throw new Error('the demo video failed processing');
    } else last = `HTTP ${answer.status}`;
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error(`the demo video was not processed in time (${last})`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export default async function lessonPageBenchmark(): Promise<string> {
  const bench = await startBrowserBench();
  const { url, webDir, browser } = bench;
  const profile = PROFILES[0]!;
  try {
    const student = await demoCookies(browser, url, 'student@lectern.test');
    const cookies = student.cookies;
    await student.context.close();
    await videoProcessed(url, cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '));
    const ready = (page: Page) =>
      page.getByRole('heading', { level: 1, name: 'The Cyrillic alphabet' }).waitFor({ timeout: 120_000 });

    const rows: string[] = [];
    for (const viewer of [
      { name: 'subscriber', cookies },
      { name: 'visitor', cookies: [] },
    ]) {
      const app: { js: number; lcp: number; fcp: number }[] = [];
      const plain: { lcp: number; fcp: number }[] = [];
      // Interleaved rounds: the app, then its static twin, so a busy machine shows in both.
      for (let round = 0; round < ROUNDS; round += 1) {
        const measured = await load(browser, url, webDir, LESSON, profile, viewer.cookies, ready);
        app.push({ js: measured.load.jsGzip, lcp: measured.load.lcp, fcp: measured.load.fcp });
        const file = `bench-static-lesson-${viewer.name}.html`;
        // The twin holds what the lesson page showed: its text and its pictures (the video's poster), the
        // same file in a box of the same size at the same place, so the ratio measures the app, not the picture.
        writeFileSync(path.join(webDir, file), staticPage(measured.text, measured.images));
        const twin = await load(browser, url, webDir, `/${file}`, profile, [], (page) =>
          page.waitForLoadState('load'),
        );
        plain.push({ lcp: twin.load.lcp, fcp: twin.load.fcp });
      }
      const loadedJs = median(app.map((one) => one.js)) / 1024;
      const js = (startJsBytes(webDir, LESSON) ?? median(app.map((one) => one.js))) / 1024;
      const lcp = median(app.map((one) => one.lcp));
      const staticLcp = median(plain.map((one) => one.lcp));
      const ratio = staticLcp > 0 ? lcp / staticLcp : Number.NaN;
      const aims = [
        `JS ${js <= AIM_JS_KIB ? 'met' : 'missed'}`,
        `LCP ${lcp <= AIM_LCP_MS ? 'met' : 'missed'}`,
        `ratio ${ratio <= AIM_RATIO ? 'met' : 'missed'}`,
      ].join(', ');
      rows.push(
        `| ${viewer.name} | ${js.toFixed(1)} | ${loadedJs.toFixed(1)} | ${(median(app.map((one) => one.fcp)) / 1000).toFixed(2)} | ${(lcp / 1000).toFixed(2)} | ${(median(plain.map((one) => one.fcp)) / 1000).toFixed(2)} | ${(staticLcp / 1000).toFixed(2)} | ${ratio.toFixed(2)} | ${aims} |`,
      );
    }
    return [
      '## The lesson page on a phone (`npm run bench -- lesson-page`)',
      '',
      `The demo course's first lesson, cold at 390×844 in Chromium under ${profile.name}, against a static HTML`,
      "page of the same visible content (the page's text, and its images, the video's poster, as the same files in",
      `boxes of the same size and place) from the same server, interleaved, medians of ${ROUNDS} rounds, once the media worker`,
      "has processed the lesson's video (its stream and poster exist). The server puts the",
      "lesson's payload and text into the page it serves (docs/lesson-page.md). JS at start: what the page loads",
      "before it draws, gzip -9 by the build's manifest (the entry, the route's page and their static imports); JS",
      'until idle: every script loaded until the network was idle (code loaded after the first draw, when idle or',
      'for a unit, included). Aims: JS at start ≤ 150 KiB gzip, LCP ≤ 2.5 s and ≤ 1.25× the static page.',
      '',
      '| viewer | JS at start gzip KiB | JS until idle gzip KiB | FCP s | LCP s | static FCP s | static LCP s | LCP ÷ static | aims |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---|',
      ...rows,
    ].join('\n');
  } finally {
    await bench.close();
  }
}
