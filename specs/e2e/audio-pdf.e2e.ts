import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, seriousAxeViolations, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let dir: string;
let pdf: string;
let mp3: string;

/** A PDF of three pages in Helvetica, each with its own line; 'lectern' occurs 1 + 2 + 0 times. */
function writePdf(target: string) {
  const lines = [
    'Page one: lectern basics',
    'Page two: lectern and more lectern',
    'Page three: nothing here',
  ];
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${lines.map((_, index) => `${4 + index * 2} 0 R`).join(' ')}] /Count ${lines.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  for (const [index, line] of lines.entries()) {
    const stream = `BT /F1 24 Tf 72 700 Td (${line}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  writeFileSync(target, body);
}

beforeAll(async () => {
  browser = await launchChromium();
  dir = mkdtempSync(path.join(tmpdir(), 'lectern-e2e-audio-pdf-'));
  pdf = path.join(dir, 'reading-notes.pdf');
  writePdf(pdf);
  mp3 = path.join(dir, 'listening-task.mp3');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=4'],
    ...['-c:a', 'libmp3lame', mp3],
  ]);
});

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function uploadToStorage(page: Page, file: string, name: string) {
  await page.goto('/expert/storage');
  await page.getByLabel('Choose files').setInputFiles(file);
  const row = page.locator('main').getByRole('listitem').filter({ hasText: name });
  await expect.poll(() => row.first().getAttribute('data-status'), { timeout: 45_000 }).toBe('completed');
  return row.first();
}

describe('the PDF viewer and the audio player on the storage page', () => {
  it('opens a real PDF: pages drawn by pdf.js from our own assets, search hits counted, zoom, switches saved', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl)) external.push(request.url());
    });
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/courses');
    const row = await uploadToStorage(page, pdf, 'reading-notes.pdf');

    // A new document is off for students; the expert turns download on, and it stays after a reload.
    const download = row.getByRole('switch', { name: 'Students may download reading-notes.pdf' });
    expect(await download.getAttribute('aria-checked')).toBe('false');
    await download.click();
    await expect.poll(() => download.getAttribute('aria-checked')).toBe('true');
    await page.waitForLoadState('networkidle');
    await page.reload();
    const reloaded = page
      .locator('main')
      .getByRole('listitem')
      .filter({ hasText: 'reading-notes.pdf' })
      .first();
    await expect
      .poll(() =>
        reloaded
          .getByRole('switch', { name: 'Students may download reading-notes.pdf' })
          .getAttribute('aria-checked'),
      )
      .toBe('true');

    await reloaded.getByRole('button', { name: 'Preview' }).click();
    const viewer = page.getByRole('region', { name: 'Document: reading-notes.pdf' });
    const pages = viewer.getByRole('img', { name: /^Page \d of 3$/ });
    await expect.poll(() => pages.count(), { timeout: 20_000 }).toBe(3);
    const drawnWidth = () =>
      pages.first().evaluate((canvas: HTMLCanvasElement) => canvas.getBoundingClientRect().width);
    await expect.poll(drawnWidth).toBeGreaterThan(100);
    const painted = await pages
      .first()
      .evaluate((canvas: HTMLCanvasElement) =>
        Array.from(canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? []).some(
          (value, index) => index % 4 !== 3 && value < 128,
        ),
      );
    expect(painted).toBe(true);

    const search = viewer.getByRole('searchbox', { name: 'Search in the document' });
    await search.fill('lectern');
    const counter = viewer.getByRole('status');
    await expect.poll(() => counter.textContent()).toBe('1 of 3');
    await search.press('Enter');
    await expect.poll(() => counter.textContent()).toBe('2 of 3');
    await search.fill('absent words');
    await expect.poll(() => counter.textContent()).toBe('No matches');

    const zoom = viewer.getByRole('combobox', { name: 'Zoom' });
    await zoom.selectOption('2');
    await expect.poll(drawnWidth).toBeGreaterThan(1200);
    const before = await drawnWidth();
    await viewer.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(drawnWidth).toBeLessThan(before);
    expect(Math.round((await drawnWidth()) / (before / 1.1))).toBe(1);

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it('plays a real MP3 with the keyboard: loads on the first play, skips, changes speed, ends back at the start', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/courses');
    const row = await uploadToStorage(page, mp3, 'listening-task.mp3');
    await row.getByRole('button', { name: 'Preview' }).click();
    const player = page.getByRole('region', { name: 'Audio: listening-task.mp3' });
    const audio = player.locator('audio');
    await audio.evaluate((element: HTMLAudioElement) => {
      element.muted = true;
    });
    const play = player.getByRole('button', { name: 'Play' });
    await play.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => player.getAttribute('data-status'), { timeout: 15_000 }).toBe('playing');
    await player.getByRole('slider', { name: /^Speed/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.5);
    await player.getByRole('button', { name: 'Forward 10 seconds' }).click();
    // Forward past the end: the audio ends and goes back to the start, paused.
    await expect.poll(() => player.getAttribute('data-status'), { timeout: 15_000 }).toBe('paused');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
