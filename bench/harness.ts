import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';

/** One measured case: a name and the work of one iteration. */
export interface BenchCase {
  name: string;
  run: () => Promise<unknown> | unknown;
}

/** What a case measured: per-iteration times in milliseconds. */
export interface BenchResult {
  name: string;
  iterations: number;
  medianMs: number;
  p95Ms: number;
  opsPerSecond: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/**
 * Runs a case for about `budgetMs` after a warm-up and reports its median and 95th percentile.
 * Cases that are compared run in the same process one after another, so a noisy machine slows both.
 */
export async function measure(bench: BenchCase, budgetMs = 1500, warmup = 20): Promise<BenchResult> {
  for (let index = 0; index < warmup; index += 1) await bench.run();
  const times: number[] = [];
  const deadline = performance.now() + budgetMs;
  while (performance.now() < deadline || times.length < 30) {
    const start = performance.now();
    await bench.run();
    times.push(performance.now() - start);
  }
  return summarize(bench.name, times);
}

/** The median and 95th percentile of per-iteration times (ms) gathered by a bench of its own. */
export function summarize(name: string, times: readonly number[]): BenchResult {
  const sorted = [...times].sort((a, b) => a - b);
  const medianMs = percentile(sorted, 0.5);
  return {
    name,
    iterations: sorted.length,
    medianMs,
    p95Ms: percentile(sorted, 0.95),
    opsPerSecond: medianMs > 0 ? 1000 / medianMs : Number.POSITIVE_INFINITY,
  };
}

/** A markdown table of a comparison: each measured case against the baseline of the same run. */
export function comparisonTable(baseline: BenchResult, measured: BenchResult[]): string {
  const rows = [baseline, ...measured].map((result) => {
    const ratio = result === baseline ? 'baseline' : `${(result.medianMs / baseline.medianMs).toFixed(2)}×`;
    return `| ${result.name} | ${result.iterations} | ${result.medianMs.toFixed(3)} | ${result.p95Ms.toFixed(3)} | ${ratio} |`;
  });
  return ['| case | iterations | median ms | p95 ms | vs baseline |', '|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}

const root = path.resolve(import.meta.dirname, '..');

/** A network and CPU profile applied to a page through CDP; no `network` is loopback. */
export interface ThrottleProfile {
  network?: { downKbps: number; upKbps: number; rttMs: number } | null;
  /** CPU slowdown factor (1 or left out: none). */
  cpu?: number;
}

/** The built app served by the production server on a fresh embedded database, and a headless Chromium. */
export interface BrowserBench {
  url: string;
  webDir: string;
  dataDir: string;
  browser: Browser;
  /** Closes the browser, stops the server and removes the build and the data. */
  close: () => Promise<void>;
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

async function startServer(webDir: string, dataDir: string): Promise<{ url: string; child: ChildProcess }> {
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
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill();
  throw new Error('the server did not start');
}

/**
 * The browser benchmarks' setup (pages, lesson-page, video-start): builds the app with the repository's
 * Vite config into a folder of its own, starts the production server on it with a fresh embedded
 * database (the demo data), and launches Debian's Chromium headless with the flags this closed network
 * needs (plus `extraArgs`).
 */
export async function startBrowserBench(extraArgs: readonly string[] = []): Promise<BrowserBench> {
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
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
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
      ...extraArgs,
    ],
  });
  return {
    url,
    webDir,
    dataDir,
    browser,
    close: async () => {
      await browser.close();
      child.kill('SIGTERM');
      await new Promise((done) => setTimeout(done, 500));
      rmSync(webDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A page with the cache off and the profile's network and CPU throttling applied through CDP. */
export async function throttle(page: Page, profile: ThrottleProfile): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.network)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.rttMs,
      downloadThroughput: (profile.network.downKbps * 1000) / 8,
      uploadThroughput: (profile.network.upKbps * 1000) / 8,
    });
  if (profile.cpu && profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  return cdp;
}

/** Signs a demo user in through the sign-in page; answers the session's cookies. */
export async function demoCookies(
  browser: Browser,
  url: string,
  email: string,
): Promise<{ page: Page; context: BrowserContext; cookies: Awaited<ReturnType<BrowserContext['cookies']>> }> {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('lectern-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/sign-in'), { timeout: 120_000 });
  return { page, context, cookies: await context.cookies() };
}
