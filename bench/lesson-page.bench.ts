/**
 * `npm run bench -- lesson-page`: the student lesson page (docs/lesson-page.md) cold in Chromium at
 * 390×844 under Slow 4G (1.6 Mbps, 150 ms) with 4× CPU slowdown, for the demo subscriber and for a
 * visitor, each against a static HTML page of the same lesson text served by the same server in the
 * same run: initial JS (gzip) and LCP. Aims: JS ≤ 150 KiB gzip, LCP ≤ 2.5 s and ≤ 1.25× the static page.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { demoCookies, startBrowserBench } from './harness.ts';
import { load, PROFILES, staticPage } from './pages.bench.ts';

const LESSON = '/courses/ukrainian-for-beginners/the-cyrillic-alphabet';
const AIM_JS_KIB = 150;
const AIM_LCP_MS = 2500;
const AIM_RATIO = 1.25;
const ROUNDS = 3;

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
        writeFileSync(path.join(webDir, file), staticPage(measured.text));
        const twin = await load(browser, url, webDir, `/${file}`, profile, [], (page) =>
          page.waitForLoadState('load'),
        );
        plain.push({ lcp: twin.load.lcp, fcp: twin.load.fcp });
      }
      const js = median(app.map((one) => one.js)) / 1024;
      const lcp = median(app.map((one) => one.lcp));
      const staticLcp = median(plain.map((one) => one.lcp));
      const ratio = staticLcp > 0 ? lcp / staticLcp : Number.NaN;
      const aims = [
        `JS ${js <= AIM_JS_KIB ? 'met' : 'missed'}`,
        `LCP ${lcp <= AIM_LCP_MS ? 'met' : 'missed'}`,
        `ratio ${ratio <= AIM_RATIO ? 'met' : 'missed'}`,
      ].join(', ');
      rows.push(
        `| ${viewer.name} | ${js.toFixed(1)} | ${(median(app.map((one) => one.fcp)) / 1000).toFixed(2)} | ${(lcp / 1000).toFixed(2)} | ${(median(plain.map((one) => one.fcp)) / 1000).toFixed(2)} | ${(staticLcp / 1000).toFixed(2)} | ${ratio.toFixed(2)} | ${aims} |`,
      );
    }
    return [
      '## The lesson page on a phone (`npm run bench -- lesson-page`)',
      '',
      `The demo course's first lesson, cold at 390×844 in Chromium under ${profile.name}, against a static HTML`,
      `page of the same text from the same server, interleaved, medians of ${ROUNDS} rounds. The server puts the`,
      "lesson's payload and text into the page it serves (docs/lesson-page.md). Aims: initial JS ≤ 150 KiB gzip,",
      'LCP ≤ 2.5 s and ≤ 1.25× the static page.',
      '',
      '| viewer | initial JS gzip KiB | FCP s | LCP s | static FCP s | static LCP s | LCP ÷ static | aims |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
      ...rows,
    ].join('\n');
  } finally {
    await bench.close();
  }
}
