/**
 * `node bench/lesson-page-probe.ts`: one cold load of the demo lesson as the subscriber and as a visitor
 * under the lesson bench's mobile profile, once the demo video is processed, printing every
 * largest-contentful-paint entry (time, size, element) and FCP: which paint the bench's LCP is.
 */
import { demoCookies, startBrowserBench, throttle } from './harness.ts';
import { PROFILES } from './pages.bench.ts';

const LESSON = '/courses/ukrainian-for-beginners/the-cyrillic-alphabet';
const bench = await startBrowserBench();
try {
  const { url, browser } = bench;
  const profile = PROFILES[0]!;
  const student = await demoCookies(browser, url, 'student@lectern.test');
  const cookies = student.cookies;
  await student.context.close();
  const cookie = cookies.map((one) => `${one.name}=${one.value}`).join('; ');
  for (let tries = 0; tries < 600; tries += 1) {
    const answer = await fetch(
      `${url}/api/v1/courses/ukrainian-for-beginners/lessons/the-cyrillic-alphabet`,
      {
        headers: { cookie },
      },
    );
    const body = (await answer.json()) as {
      data: { section: { info_units: { type_id: number; files: { process_status: string }[] }[] } };
    };
    if (
      body.data.section.info_units.find((unit) => unit.type_id === 2)?.files[0]?.process_status ===
      'completed'
    )
      break;
    await new Promise((done) => setTimeout(done, 1000));
  }
  for (const [name, jar] of [
    ['subscriber', cookies],
    ['visitor', []],
  ] as const) {
    for (let round = 0; round < 2; round += 1) {
      const context = await browser.newContext({
        baseURL: url,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        locale: 'en-US',
      });
      await context.addCookies([...jar]);
      const page = await context.newPage();
      await throttle(page, {
        network: { downKbps: profile.downKbps, upKbps: profile.upKbps, rttMs: profile.rttMs },
        cpu: profile.cpu,
      });
      await page.addInitScript(() => {
        const log: string[] = [];
        (window as unknown as { __log: string[] }).__log = log;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            size: number;
            element: Element | null;
            url: string;
          })[])
            log.push(
              `${entry.entryType === 'paint' ? entry.name : 'lcp'} ${Math.round(entry.startTime)} ms ${entry.entryType === 'paint' ? '' : `${entry.size} px² ${entry.element?.tagName ?? 'gone'} ${entry.url || (entry.element?.textContent ?? '').slice(0, 40)}`}`,
            );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) log.push(`${entry.name} ${Math.round(entry.startTime)} ms`);
        }).observe({ type: 'paint', buffered: true });
      });
      await page.goto(LESSON, { timeout: 120_000 });
      await page.waitForLoadState('networkidle', { timeout: 120_000 });
      await page.waitForTimeout(500);
      console.log(
        name,
        round,
        await page.evaluate(() => {
          const log = (window as unknown as { __log: string[] }).__log;
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          if (navigation)
            log.push(
              `html: first byte ${Math.round(navigation.responseStart)} ms, last ${Math.round(navigation.responseEnd)} ms, ${navigation.encodedBodySize} B`,
            );
          for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            if (entry.initiatorType === 'link' && /\.css$/.test(entry.name))
              log.push(
                `css ${entry.name.split('/').pop()}: ${Math.round(entry.responseEnd)} ms, ${entry.encodedBodySize} B`,
              );
          return log;
        }),
      );
      await context.close();
    }
  }
} finally {
  await bench.close();
}
