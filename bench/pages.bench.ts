/**
 * `npm run bench -- pages`: each student page (cabinet, course, quiz, lesson) and the sign-in page, cold, in
 * Debian's Chromium under Lighthouse's mobile profile and a harsher one, against a static HTML page
 * with the same visible text served by the same server in the same run (docs/performance.md).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');

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

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export async function startServer(
  webDir: string,
  dataDir: string,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'app/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LECTERN_DATA_DIR: dataDir,
      DATABASE_URL: '',
      LECTERN_SECRET: 'bench-secret-bench-secret-bench-secret-000',
      LECTERN_WEB_DIR: webDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // not yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill();
  throw new Error('the server did not start');
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
): Promise<{ load: Load; text: string }> {
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
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.rttMs,
    downloadThroughput: (profile.downKbps * 1000) / 8,
    uploadThroughput: (profile.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
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
  await context.close();
  return { load: result, text };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The same visible text as a plain page: what the network and the browser cost with no app at all. */
export function staticPage(text: string): string {
  const body = text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>static</title></head><body style="font-family:system-ui,sans-serif;margin:16px">${body}</body></html>`;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const secs = (ms: number) => (ms / 1000).toFixed(2);

export default async function pagesBenchmark(): Promise<string> {
  const webDir = mkdtempSync(path.join(tmpdir(), 'lectern-bench-web-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lectern-bench-data-'));
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      webDir,
      '--emptyOutDir',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const { url, child } = await startServer(webDir, dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const signedIn = async (email: string) => {
      const context = await browser.newContext({ baseURL: url });
      const page = await context.newPage();
      await page.goto('/sign-in');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('lectern-demo');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/(cabinet|expert\/courses)$/);
      return { page, cookies: await context.cookies() };
    };
    const expert = await signedIn('expert@lectern.test');
    let quizPath = '';
    for (let id = 1; id < 20 && !quizPath; id += 1) {
      const response = await expert.page.request.get(`/api/v1/constructor/lessons/${id}/quizzes`);
      if (!response.ok()) continue;
      const quizzes = ((await response.json()) as { data: { id: number; name: string }[] }).data;
      const quiz = quizzes.find((candidate) => candidate.name.startsWith('Alphabet check'));
      if (quiz) quizPath = `/courses/ukrainian-for-beginners/the-cyrillic-alphabet/quizzes/${quiz.id}`;
    }
    const student = await signedIn('student@lectern.test');
    const heading = (page: Page) =>
      page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });
    const pages = [
      {
        name: 'sign-in',
        path: '/sign-in',
        cookies: [],
        ready: (page: Page) => page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 120_000 }),
      },
      { name: 'cabinet', path: '/cabinet', cookies: student.cookies, ready: heading },
      { name: 'course', path: '/courses/ukrainian-for-beginners', cookies: student.cookies, ready: heading },
      { name: 'quiz', path: quizPath, cookies: student.cookies, ready: heading },
      {
        name: 'lesson',
        path: '/courses/ukrainian-for-beginners/the-cyrillic-alphabet',
        cookies: student.cookies,
        ready: heading,
      },
    ];

    const lines: string[] = [
      '## Page loads on a phone (`npm run bench -- pages`)',
      '',
      'Cold loads (no cache) of each student page and the sign-in page at 390×844 in Chromium with network',
      'and CPU throttling through CDP, each against a static HTML page holding the same visible text, served',
      'by the same server in the same run. JS and CSS: bytes on the wire (brotli) and the gzip size of the same',
      `files. Aims: initial JS ≤ ${AIM_JS_KIB} KiB gzip, LCP ≤ ${AIM_LCP_MS / 1000} s under the mobile profile and`,
      `≤ ${AIM_LCP_RATIO}× the static page.`,
    ];
    for (const profile of PROFILES) {
      lines.push(
        '',
        `### ${profile.name}`,
        '',
        '| page | requests | JS wire / gzip KiB | CSS wire / gzip KiB | FCP s | LCP s | static FCP s | static LCP s | LCP ÷ static | aims |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      );
      for (const target of pages) {
        if (!target.path) continue;
        const app = await load(browser, url, webDir, target.path, profile, target.cookies, target.ready);
        const file = `bench-static-${target.name}.html`;
        writeFileSync(path.join(webDir, file), staticPage(app.text));
        const plain = await load(browser, url, webDir, `/${file}`, profile, [], (page) =>
          page.waitForLoadState('load'),
        );
        const ratio = plain.load.lcp > 0 ? app.load.lcp / plain.load.lcp : Number.NaN;
        const jsMet = app.load.jsGzip / 1024 <= AIM_JS_KIB;
        const lcpMet = profile.rttMs > 150 || app.load.lcp <= AIM_LCP_MS;
        const ratioMet = ratio <= AIM_LCP_RATIO;
        const aims = [
          `JS ${jsMet ? 'met' : 'missed'}`,
          ...(profile.rttMs <= 150 ? [`LCP ${lcpMet ? 'met' : 'missed'}`] : []),
          `ratio ${ratioMet ? 'met' : 'missed'}`,
        ].join(', ');
        lines.push(
          `| ${target.name} | ${app.load.requests} | ${kib(app.load.jsWire)} / ${kib(app.load.jsGzip)} | ${kib(app.load.cssWire)} / ${kib(app.load.cssGzip)} | ${secs(app.load.fcp)} | ${secs(app.load.lcp)} | ${secs(plain.load.fcp)} | ${secs(plain.load.lcp)} | ${ratio.toFixed(2)} | ${aims} |`,
        );
        console.log(lines.at(-1));
      }
    }
    return lines.join('\n');
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    rmSync(webDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
