/**
 * `npm run bench -- video-start`: how long the video player takes from loading a source to the first
 * 'playing', in Debian's Chromium against the production server, compared in the same run with
 * fetching the same stream's master playlist, its first rendition's playlist and first segment with
 * plain HTTP (`fetch` in the same kind of page, no player). The stream is made by the app's own media
 * worker from an ffmpeg test pattern uploaded through the storage page. Aim: the player ≤ 1.5× plain HTTP.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startBrowserBench, summarize, throttle } from './harness.ts';

const AIM_RATIO = 1.5;
const ROUNDS = Number(process.env.VIDEO_START_ROUNDS ?? 7);
const FILE_NAME = 'bench-pattern.mp4';

interface Profile {
  name: string;
  /** null: no throttling (loopback). */
  network: { downKbps: number; upKbps: number; rttMs: number } | null;
}
const PROFILES: Profile[] = [
  { name: 'loopback (no throttling)', network: null },
  { name: 'broadband (20 Mbps, 40 ms)', network: { downKbps: 20_000, upKbps: 5_000, rttMs: 40 } },
  { name: 'mobile (1.6 Mbps, 150 ms)', network: { downKbps: 1_600, upKbps: 750, rttMs: 150 } },
];

/** A fresh context (no cache) with the expert's cookies and the profile's network. */
async function freshPage(
  browser: Browser,
  base: string,
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>,
  profile: Profile,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await throttle(page, { network: profile.network });
  return { context, page };
}

/** The storage page with the stream's row ready; nothing of the player loaded yet. */
async function storagePage(page: Page) {
  await page.goto('/expert/storage', { timeout: 120_000 });
  const row = page.locator('main').getByRole('listitem').filter({ hasText: FILE_NAME }).first();
  await row.waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  return row;
}

/**
 * One player start: from the click that mounts the player (its source starts loading: hls.js, the
 * playlists, the first segment) to the video's first 'playing'; Play is pressed by the page the moment
 * the player offers it, as a person who clicked a video expects it to start.
 */
async function playerStart(page: Page): Promise<number> {
  const row = await storagePage(page);
  await page.evaluate(() => {
    const state = { clicked: false, playing: 0, started: 0 };
    (window as unknown as { __start: typeof state }).__start = state;
    document.addEventListener(
      'playing',
      () => {
        state.playing ||= performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      const video = document.querySelector('section[aria-label^="Video:"] video') as HTMLVideoElement | null;
      if (video) video.muted = true;
      const play = document.querySelector(
        'section[aria-label^="Video:"] button[aria-label="Play"]',
      ) as HTMLButtonElement | null;
      if (play && !state.clicked) {
        state.clicked = true;
        play.click();
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const preview = row.getByRole('button', { name: 'Preview' });
  await preview.evaluate((button: HTMLButtonElement) => {
    (window as unknown as { __start: { started: number } }).__start.started = performance.now();
    button.click();
  });
  await page.waitForFunction(
    () => (window as unknown as { __start: { playing: number } }).__start.playing > 0,
    undefined,
    { timeout: 120_000 },
  );
  return page.evaluate(() => {
    const state = (window as unknown as { __start: { playing: number; started: number } }).__start;
    return state.playing - state.started;
  });
}

/** The same stream with plain HTTP: the master playlist, its first rendition's playlist, its first segment. */
async function plainStart(page: Page, master: string): Promise<number> {
  await storagePage(page);
  return page.evaluate(async (masterUrl) => {
    const started = performance.now();
    const masterText = await fetch(masterUrl).then((answer) => answer.text());
    const variant = masterText.split('\n').find((line) => line.trim() && !line.startsWith('#'));
    const variantUrl = new URL(variant ?? '', new URL(masterUrl, location.href)).href;
    const variantText = await fetch(variantUrl).then((answer) => answer.text());
    const segment = variantText.split('\n').find((line) => line.trim() && !line.startsWith('#'));
    await fetch(new URL(segment ?? '', variantUrl).href).then((answer) => answer.arrayBuffer());
    return performance.now() - started;
  }, master);
}

export default async function videoStartBenchmark(): Promise<string> {
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'lectern-bench-media-'));
  const mp4 = path.join(mediaDir, FILE_NAME);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25:duration=30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:duration=30'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', mp4],
  ]);
  const bench = await startBrowserBench(['--autoplay-policy=no-user-gesture-required']);
  const { url, browser } = bench;
  try {
    // The expert uploads the test pattern through the storage page; the worker makes the ladder.
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('expert@lectern.test');
    await page.getByLabel('Password').fill('lectern-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/expert\/courses$/);
    await page.goto('/expert/storage');
    await page.getByLabel('Choose files').setInputFiles(mp4);
    const row = page.locator('main').getByRole('listitem').filter({ hasText: FILE_NAME }).first();
    const deadline = Date.now() + 300_000;
    while ((await row.getAttribute('data-status').catch(() => null)) !== 'completed') {
      if (Date.now() > deadline) throw new Error('the media worker did not finish the test pattern');
      await page.waitForTimeout(500);
    }
    const master = await page.evaluate(async (name) => {
      const answer = await fetch('/api/v1/cabinet/files?per_page=50').then((response) => response.json());
      const files = (answer?.data ?? []) as { original_name?: string; url?: string }[];
      return files.find((file) => file.original_name === name)?.url ?? '';
    }, FILE_NAME);
    if (!master.endsWith('.m3u8')) throw new Error(`the test pattern has no stream: ${master}`);
    const ladder = await page.evaluate((address) => fetch(address).then((answer) => answer.text()), master);
    const heights = [...ladder.matchAll(/RESOLUTION=\d+x(\d+)/g)].map((match) => `${match[1]}p`);
    const cookies = await context.cookies();
    await context.close();

    const lines = [
      '## Video start (`npm run bench -- video-start`)',
      '',
      'The production server (PGlite) and the built app in Debian’s Chromium, caches off, each round in a',
      'fresh browser context. A 30 s 1280×720 ffmpeg test pattern with a tone is uploaded through the storage',
      `page; the media worker makes its ladder (${heights.join(', ')}) and master playlist. **Player**: from`,
      'the click on Preview (the player mounts and loads its source: the playlists, the first segment, through',
      'hls.js, which the page loaded ahead because it lists a ready video) to the `<video>`’s first `playing`',
      '(Play is pressed the moment it is offered). **Plain HTTP**:',
      '`fetch` of the master playlist, its first rendition’s playlist and that rendition’s first segment, in the',
      'same kind of page. Player and plain rounds alternate, so a busy moment slows both. Aim: player',
      `≤ ${AIM_RATIO}× plain HTTP.`,
      '',
      '| network | rounds | player median ms | player p95 ms | plain HTTP median ms | plain p95 ms | player ÷ plain | aim |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
    ];
    for (const profile of PROFILES) {
      const player: number[] = [];
      const plain: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const which of round % 2 === 0 ? ['player', 'plain'] : ['plain', 'player']) {
          const fresh = await freshPage(browser, url, cookies, profile);
          try {
            if (which === 'player') player.push(await playerStart(fresh.page));
            else plain.push(await plainStart(fresh.page, master));
          } finally {
            await fresh.context.close();
          }
        }
      }
      const a = summarize('player', player);
      const b = summarize('plain', plain);
      const ratio = a.medianMs / b.medianMs;
      lines.push(
        `| ${profile.name} | ${ROUNDS} | ${a.medianMs.toFixed(0)} | ${a.p95Ms.toFixed(0)} | ${b.medianMs.toFixed(0)} | ${b.p95Ms.toFixed(0)} | ${ratio.toFixed(2)} | ${ratio <= AIM_RATIO ? 'met' : 'missed'} |`,
      );
      console.log(lines.at(-1));
    }
    return lines.join('\n');
  } finally {
    await bench.close();
    rmSync(mediaDir, { recursive: true, force: true });
  }
}
