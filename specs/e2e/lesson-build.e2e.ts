import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot } from './support/browser.ts';
import { apiCall as call, deleteMadeLessons, newLessonInConstructor } from './support/constructor.ts';

// Spec 1 §4 "Lesson editing" and issue 14: the expert builds a whole lesson in the browser (two sections,
// every block type, files uploaded and processed), reloads and finds it as they left it; then the same on
// a 390×844 phone.

const baseUrl = inject('baseUrl');
/** Uploads are processed by ffmpeg before a block shows Ready: allow it time. */
const POLL = { timeout: 30_000 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const TEXT = 'Listen first, then read the words aloud: привіт, дякую.';
let browser: Browser;
let dir: string;
let video: string;
let audio: string;
let pdf: string;
const contexts: BrowserContext[] = [];

/** A one-page PDF with a line of text, written byte by byte with a correct cross-reference table. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 18 Tf 24 72 Td (Word list) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

beforeAll(async () => {
  browser = await launchChromium();
  dir = mkdtempSync(path.join(tmpdir(), 'lectern-e2e-lesson-'));
  video = path.join(dir, 'intro.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', video],
  ]);
  audio = path.join(dir, 'sounds.mp3');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=2'],
    ...['-c:a', 'libmp3lame', audio],
  ]);
  pdf = path.join(dir, 'word-list.pdf');
  writeFileSync(pdf, onePagePdf());
});

afterAll(async () => {
  await deleteMadeLessons();
  for (const context of contexts) await context.close();
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The expert signed in, a new lesson in the demo course with a practice quiz of its own, and its
 * constructor open on the empty lesson.
 */
async function newLesson(page: Page, title: string): Promise<{ url: string; quiz: string }> {
  const { url, lessonId } = await newLessonInConstructor(page, title);
  const quiz = `Check yourself ${title}`;
  await call(page, 'POST', `/api/v1/constructor/lessons/${lessonId}/quizzes`, { name: quiz });
  await page.reload();
  await page.getByRole('heading', { name: title, level: 1 }).waitFor(POLL);
  return { url, quiz };
}

/** The card of the block at a place of the active section (its list item). */
const block = (page: Page, index: number): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Delete “/ }) })
    .nth(index);

async function addBlock(page: Page, type: string): Promise<Locator> {
  const before = await page.getByRole('button', { name: /^Delete “Block|^Delete “/ }).count();
  await page.getByRole('button', { name: 'Add block' }).last().click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
  await expect.poll(() => page.getByRole('button', { name: /^Delete “/ }).count(), POLL).toBe(before + 1);
  return block(page, before);
}

async function renameActiveSection(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Rename “${from}”` }).click();
  const field = page.getByRole('textbox', { name: 'Section name' });
  await field.fill(to);
  await field.press('Enter');
  await page.getByRole('tab', { name: to }).waitFor(POLL);
}

const allSaved = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor(POLL);

/** Builds the lesson: a section of video, audio, text and files, a section of practice, comments and the practices list. */
async function buildLesson(page: Page, quiz: string) {
  await page.getByText('This lesson has no sections yet').waitFor(POLL);
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('tab', { name: 'Section 1' }).waitFor(POLL);
  await renameActiveSection(page, 'Section 1', 'Watch and listen');

  const videoBlock = await addBlock(page, 'Video');
  await videoBlock.getByLabel('Upload video').setInputFiles(video);
  const audioBlock = await addBlock(page, 'Audio');
  await audioBlock.getByLabel('Upload audio').setInputFiles(audio);
  const textBlock = await addBlock(page, 'Text');
  await textBlock.getByRole('textbox', { name: 'Block title' }).fill('Read aloud');
  const editor = textBlock.locator('[contenteditable="true"][role="textbox"]');
  await editor.click();
  await page.keyboard.type(TEXT);
  const filesBlock = await addBlock(page, 'Files');
  await filesBlock.getByLabel('Add files').setInputFiles(pdf);

  // Each upload joins its block and is processed (spec 1 §4: processing until completed, asked every 2 s).
  await videoBlock.getByText('intro.mp4').waitFor(POLL);
  await videoBlock.getByText('Ready').waitFor(POLL);
  await audioBlock.getByText('sounds.mp3').waitFor(POLL);
  await audioBlock.getByText('Ready').waitFor(POLL);
  await filesBlock.getByText('word-list.pdf', { exact: true }).first().waitFor(POLL);
  await filesBlock.getByText('Ready').waitFor(POLL);
  // A PDF has the preview and download switches (spec 1 §4 and §6): the expert turns download off, preview on.
  for (const [name, wanted] of [
    ['Students can download word-list.pdf', 'false'],
    ['Students can preview word-list.pdf', 'true'],
  ] as const) {
    const toggle = filesBlock.getByRole('switch', { name });
    if ((await toggle.getAttribute('aria-checked')) !== wanted) await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(wanted);
  }
  await allSaved(page);

  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('tab', { name: 'Section 2' }).waitFor(POLL);
  await renameActiveSection(page, 'Section 2', 'Practise');
  const practice = await addBlock(page, 'Practice');
  await practice.getByLabel('Practice', { exact: true }).selectOption({ label: quiz });
  const comments = await addBlock(page, 'Comments');
  await comments.getByRole('textbox', { name: 'Block title' }).fill('Your questions');
  await addBlock(page, 'Practices list');
  await allSaved(page);
}

/** After a reload: both sections, every block with its title, text, files, switches and practice as left. */
async function findLessonAsLeft(page: Page, quiz: string) {
  await page.reload();
  const tabs = page.getByRole('tablist', { name: 'Lesson sections' }).getByRole('tab');
  await tabs.first().waitFor(POLL);
  expect(await tabs.allInnerTexts()).toEqual(['Watch and listen', 'Practise']);
  // The address named the second section (order - 1), so the reload opens it.
  expect(await page.getByRole('tab', { name: 'Practise' }).getAttribute('aria-selected')).toBe('true');
  const practice = block(page, 0);
  expect(await practice.getByText('Block #1 (Practice)').count()).toBeGreaterThan(0);
  const chosen = await practice
    .getByLabel('Practice', { exact: true })
    .evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent);
  expect(chosen).toBe(quiz);
  expect(await block(page, 1).getByRole('textbox', { name: 'Block title' }).inputValue()).toBe(
    'Your questions',
  );
  expect(await block(page, 2).getByText('Block #3 (Practices list)').count()).toBeGreaterThan(0);

  await page.getByRole('tab', { name: 'Watch and listen' }).click();
  await page.waitForURL(/section=0$/, POLL);
  await block(page, 0).getByText('intro.mp4').waitFor(POLL);
  expect(await block(page, 0).getByText('Block #1 (Video)').count()).toBeGreaterThan(0);
  await block(page, 0).getByText('Ready').waitFor(POLL);
  await block(page, 1).getByText('sounds.mp3').waitFor(POLL);
  expect(await block(page, 2).getByRole('textbox', { name: 'Block title' }).inputValue()).toBe('Read aloud');
  await block(page, 2).getByText(TEXT).waitFor(POLL);
  const files = block(page, 3);
  await files.getByText('word-list.pdf', { exact: true }).first().waitFor(POLL);
  expect(
    await files
      .getByRole('switch', { name: 'Students can download word-list.pdf' })
      .getAttribute('aria-checked'),
  ).toBe('false');
  expect(
    await files
      .getByRole('switch', { name: 'Students can preview word-list.pdf' })
      .getAttribute('aria-checked'),
  ).toBe('true');
  await allSaved(page);
}

describe('an expert builds a whole lesson in the constructor', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`with two sections and every block type, and finds it after a reload (${name})`, async () => {
      const context = await newContext(browser, baseUrl, viewport);
      contexts.push(context);
      const page = await context.newPage();
      const { quiz } = await newLesson(page, `Sounds ${name} ${Date.now()}`);
      await buildLesson(page, quiz);
      await findLessonAsLeft(page, quiz);
      if (name === 'phone')
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        );
      await screenshot(page, `lesson-build-${name}`);
    });
  }

  it('copies another lesson’s sections and blocks into a new lesson, asked first, and keeps them after a reload', async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    contexts.push(context);
    const page = await context.newPage();
    const title = `Copy target ${Date.now()}`;
    await newLesson(page, title);
    const courseId = Number(/\/course\/(\d+)\//.exec(page.url())?.[1]);
    const program = await call<{ data: { sections: { lessons: { id: number; title: string }[] }[] } }>(
      page,
      'GET',
      `/api/v1/courses/${courseId}/program`,
    );
    const source = program.data.sections.flatMap((section) => section.lessons)[0]!;
    const sourceLesson = await call<{ data: { sections: { name: string }[] } }>(
      page,
      'GET',
      `/api/v1/courses/${courseId}/lessons-new/${source.id}`,
    );
    const names = sourceLesson.data.sections.map((section) => section.name);
    expect(names.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Copy from another lesson' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy from another lesson' });
    await dialog.getByLabel('Search lessons by title').fill(source.title.slice(0, 6));
    await dialog.getByRole('button', { name: source.title }).click();
    const confirm = page.getByRole('dialog', { name: `Replace the content with “${source.title}”?` });
    expect(await confirm.innerText()).toContain('This can’t be undone.');
    await confirm.getByRole('button', { name: 'Replace content' }).click();

    const tabs = page.getByRole('tablist', { name: 'Lesson sections' }).getByRole('tab');
    await expect.poll(() => tabs.allInnerTexts(), POLL).toEqual(names);
    // the lesson keeps its own title; only the content came over
    await page.getByRole('heading', { name: title, level: 1 }).waitFor(POLL);
    await page.reload();
    await expect.poll(() => tabs.allInnerTexts(), POLL).toEqual(names);
    await screenshot(page, 'lesson-copy-desktop');
  });
});
