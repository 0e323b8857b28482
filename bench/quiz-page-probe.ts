/**
 * `npx node bench/quiz-page-probe.ts [rounds]`: cold loads of the demo quiz page as the demo student under the
 * pages bench's profiles, printing its request waterfall (when each request left and finished, its size
 * and who asked for it) and every largest-contentful-paint entry: which paint the bench's LCP is and what
 * it waited for (docs/performance.md "Quiz page on a phone").
 */
import { demoCookies, startBrowserBench, throttle } from './harness.ts';
import { PROFILES } from './pages.bench.ts';

const rounds = Number(process.argv[2] ?? 1);
const bench = await startBrowserBench();
try {
  const { url, browser } = bench;
  const expert = await demoCookies(browser, url, 'expert@lectern.test');
  let quizPath = '';
  for (let id = 1; id < 20 && !quizPath; id += 1) {
    const response = await expert.page.request.get(`/api/v1/constructor/lessons/${id}/quizzes`);
    if (!response.ok()) continue;
    const quizzes = ((await response.json()) as { data: { id: number; name: string }[] }).data;
    const quiz = quizzes.find((candidate) => candidate.name.startsWith('Alphabet check'));
    if (quiz) quizPath = `/courses/ukrainian-for-beginners/the-cyrillic-alphabet/quizzes/${quiz.id}`;
  }
  await expert.context.close();
  const student = await demoCookies(browser, url, 'student@lectern.test');
  const cookies = student.cookies;
  await student.context.close();
  for (const profile of PROFILES) {
    for (let round = 0; round < rounds; round += 1) {
      const context = await browser.newContext({
        baseURL: url,
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
      interface Row {
        url: string;
        start: number;
        end: number;
        bytes: number;
        type: string;
        by: string;
        priority: string;
      }
      const rows = new Map<string, Row>();
      let origin = 0;
      cdp.on('Network.requestWillBeSent', (event) => {
        if (!origin) origin = event.timestamp;
        const initiator = event.initiator;
        const frame = initiator.stack?.callFrames[0];
        const by =
          initiator.type === 'script'
            ? `script ${(frame?.url ?? '').split('/').pop()}`
            : `${initiator.type}${initiator.url ? ` ${initiator.url.split('/').pop()}` : ''}`;
        rows.set(event.requestId, {
          url: event.request.url.replace(url, ''),
          start: event.timestamp,
          end: 0,
          bytes: 0,
          type: event.type ?? '',
          by,
          priority: event.request.initialPriority,
        });
      });
      cdp.on('Network.loadingFinished', (event) => {
        const row = rows.get(event.requestId);
        if (!row) return;
        row.end = event.timestamp;
        row.bytes = event.encodedDataLength;
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
              `lcp ${Math.round(entry.startTime)} ms ${entry.size} px² ${entry.element?.tagName ?? 'gone'} ${entry.url || (entry.element?.textContent ?? '').slice(0, 50)}`,
            );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) log.push(`${entry.name} ${Math.round(entry.startTime)} ms`);
        }).observe({ type: 'paint', buffered: true });
      });
      await page.goto(quizPath, { timeout: 120_000 });
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });
      await page.waitForLoadState('networkidle', { timeout: 120_000 });
      await page.waitForTimeout(500);
      const log = await page.evaluate(() => (window as unknown as { __log: string[] }).__log);
      console.log(`\n== ${profile.name}, round ${round + 1}: ${rows.size} requests`);
      const sorted = [...rows.values()].sort((a, b) => a.start - b.start);
      for (const row of sorted)
        console.log(
          `${((row.start - origin) * 1000).toFixed(0).padStart(6)} → ${row.end ? ((row.end - origin) * 1000).toFixed(0).padStart(6) : '     -'} ms ${String(row.bytes).padStart(7)} B ${row.type.padEnd(10)} ${row.priority.padEnd(8)} ${row.url.slice(0, 90)}  [${row.by}]`,
        );
      for (const line of log) console.log(line);
      await context.close();
    }
  }
} finally {
  await bench.close();
}
