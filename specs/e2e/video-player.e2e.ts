import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, seriousAxeViolations, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let dir: string;
let mp4: string;

/** A 30 s test pattern at 1280×720 with a tone: the worker can make both rungs of its ladder from it. */
const SECONDS = 30;

beforeAll(async () => {
  browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
  dir = mkdtempSync(path.join(tmpdir(), 'lectern-e2e-video-'));
  mp4 = path.join(dir, 'test-pattern.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=size=1280x720:rate=15:duration=${SECONDS}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=330:duration=${SECONDS}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', mp4],
  ]);
});

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The file's row on the storage page, once the worker has finished with it. */
async function processedRow(page: Page, name: string): Promise<Locator> {
  const row = page.locator('main').getByRole('listitem').filter({ hasText: name }).first();
  await expect.poll(() => row.getAttribute('data-status'), { timeout: 90_000 }).toBe('completed');
  return row;
}

/** Opens the row's preview and answers the player and its `<video>`. */
async function openPlayer(page: Page, row: Locator, name: string) {
  await row.getByRole('button', { name: 'Preview' }).click();
  const player = page.getByRole('region', { name: `Video: ${name}` });
  const video = player.locator('video');
  await expect.poll(() => player.getAttribute('data-stage'), { timeout: 20_000 }).toBe('player');
  return { player, video };
}

const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

describe('the video player on a real stream made by the media worker', () => {
  it('plays the HLS ladder of an uploaded test pattern: quality switch, seek, resume 10 s earlier after a reload', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl)) external.push(request.url());
    });
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/courses');
    await page.goto('/expert/storage');
    await page.getByLabel('Choose files').setInputFiles(mp4);
    const row = await processedRow(page, 'test-pattern.mp4');

    // The worker made a ladder (360p and 720p from a 720p source) behind one master playlist, and a poster.
    const made = await page.evaluate(async () => {
      const files = await fetch('/api/v1/cabinet/files?per_page=50').then((answer) => answer.json());
      const list: { original_name?: string; url?: string; preview_path?: string }[] = files?.data ?? [];
      const file = list.find((item) => item.original_name === 'test-pattern.mp4');
      const master = file?.url ? await fetch(file.url).then((answer) => answer.text()) : '';
      const poster = file?.preview_path ? await fetch(file.preview_path) : null;
      return {
        url: file?.url ?? '',
        master,
        poster: poster ? { status: poster.status, type: poster.headers.get('content-type') } : null,
      };
    });
    expect(made.url).toMatch(/\.m3u8$/);
    expect(made.master).toMatch(/RESOLUTION=\d+x360/);
    expect(made.master).toMatch(/RESOLUTION=1280x720/);
    expect(made.poster).toEqual({ status: 200, type: 'image/jpeg' });

    const { player, video } = await openPlayer(page, row, 'test-pattern.mp4');
    // The poster is asked for once the engine has the media (the stream's playlist goes first).
    await expect.poll(() => video.getAttribute('poster'), { timeout: 20_000 }).toBeTruthy();
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
    });
    await player.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => player.getAttribute('data-state'), { timeout: 20_000 }).toBe('playing');
    expect(await video.getAttribute('data-engine')).toBe('hls.js');

    // Quality: the menu offers Auto and both rungs by label; Low plays the 360p rendition, High the 720p.
    const chooseQuality = async (choice: string) => {
      await player.getByRole('button', { name: 'Settings' }).click();
      await player.getByRole('menuitem', { name: /^Quality: / }).click();
      await player.getByRole('menuitemradio', { name: choice }).click();
    };
    await player.getByRole('button', { name: 'Settings' }).click();
    await player.getByRole('menuitem', { name: /^Quality: Auto/ }).click();
    const qualities = player.getByRole('menu', { name: 'Quality' }).getByRole('menuitemradio');
    expect(await qualities.allTextContents()).toEqual(['Auto', 'High (720p)', 'Low (360p)']);
    await player.getByRole('button', { name: 'Settings' }).click();
    const height = () => video.evaluate((element: HTMLVideoElement) => element.videoHeight);
    await chooseQuality('Low (360p)');
    await expect.poll(height, { timeout: 20_000 }).toBe(360);
    expect(await player.getAttribute('data-quality')).not.toBe('-1');
    await chooseQuality('High (720p)');
    await expect.poll(height, { timeout: 20_000 }).toBe(720);

    // Seek through the position slider, then pause there.
    await player.getByRole('slider', { name: 'Position' }).fill('24');
    await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThanOrEqual(24);
    await player.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => player.getAttribute('data-state')).toBe('paused');
    const pausedAt = Math.floor(await currentTime(video));
    await expect
      .poll(() =>
        page.evaluate(
          () => Object.entries(localStorage).find(([key]) => key.startsWith('lectern.player.position:'))?.[1],
        ),
      )
      .toBe(String(pausedAt));

    // After a reload the same video starts 10 s before where it was left.
    await page.reload();
    const again = await openPlayer(page, await processedRow(page, 'test-pattern.mp4'), 'test-pattern.mp4');
    await expect
      .poll(() => again.player.getAttribute('data-state'), { timeout: 20_000 })
      .toMatch(/^(cued|paused|unstarted)$/);
    await expect.poll(() => currentTime(again.video), { timeout: 15_000 }).toBe(pausedAt - 10);

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
    // The worker's transcode of two renditions shares the machine's CPUs: more time than the default.
  }, 180_000);

  /**
   * A stream whose manifest cannot be loaded, with no mirror in this build: the player says an ad blocker
   * may be at work only when its bait (an element with the class names ad blockers hide) was hidden.
   */
  async function manifestFailure(withAdBlocker: boolean): Promise<string> {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    if (withAdBlocker)
      // What a blocker's cosmetic filter does: the class names of adverts are hidden on every page.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = '.adsbox, .ad-banner { display: none !important; }';
          document.head.append(style);
        });
      });
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/courses');
    await page.route('**/master.m3u8*', (route) => route.fulfill({ status: 404, body: 'blocked' }));
    await page.goto('/expert/storage');
    const row = await processedRow(page, 'test-pattern.mp4');
    await row.getByRole('button', { name: 'Preview' }).click();
    const player = page.getByRole('region', { name: 'Video: test-pattern.mp4' });
    await expect.poll(() => player.getAttribute('data-stage'), { timeout: 20_000 }).toBe('failed');
    const text = (await player.getByRole('alert').textContent()) ?? '';
    await context.close();
    return text;
  }

  it('a manifest error shows the ad-blocker message when the bait was hidden, the plain message otherwise', async () => {
    expect(await manifestFailure(true)).toContain('try to disable Adblock');
    expect(await manifestFailure(false)).toContain('The video could not be played.');
  }, 90_000);
});
