import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
/** The program page loads its lazy chunk and the program before it shows: allow it time. */
const POLL = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };
const COURSE = 'Ukrainian for Beginners';
const STAMP = Date.now() % 100_000;
const LISTENING = `Listening ${STAMP}`;
const SPARE = `Spare ${STAMP}`;
let browser: Browser;
let context: BrowserContext | undefined;
let phoneContext: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await context?.close();
  await phoneContext?.close();
  await browser?.close();
});

const sectionTitles = (page: Page) =>
  page.getByRole('list', { name: 'Program sections' }).getByRole('heading', { level: 2 }).allTextContents();
const lessonsOf = (page: Page, section: string) =>
  page
    .getByRole('list', { name: `Lessons of “${section}”` })
    .getByRole('link')
    .allTextContents();
const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor(POLL);

/** Adds a section by its title and waits for the server's answer to show it. */
async function addSection(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add section' }).click();
  const field = page.getByRole('textbox', { name: 'Section title' });
  await field.fill(title);
  await field.press('Enter');
  await page.getByRole('heading', { level: 2, name: title }).waitFor(POLL);
}

/** Adds a lesson to a section by its title and waits for its row. */
async function addLesson(page: Page, section: string, title: string) {
  await page.getByRole('button', { name: `Add lesson to “${section}”` }).click();
  const field = page.getByRole('textbox', { name: 'Lesson title' });
  await field.fill(title);
  await field.press('Enter');
  await page.getByRole('link', { name: title, exact: true }).waitFor(POLL);
}

/** Drags by the mouse from a grip to a place, in small steps as a hand would. */
async function drag(page: Page, grip: Locator, target: Locator) {
  const from = (await grip.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.waitForTimeout(150);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
}

describe('the course program page in the web app', () => {
  let programUrl = '';

  it('builds the demo course’s program: sections and lessons added, renamed, moved by keyboard and drag, deleted, kept across a reload', async () => {
    context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/**');
    await page.goto('/expert/courses');
    await page.getByRole('link', { name: `Program of “${COURSE}”` }).click();
    await page.waitForURL(/\/expert\/course\/detail\/\d+\/program$/, POLL);
    programUrl = page.url();
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor(POLL);
    expect(await page.getByRole('link', { name: 'All courses' }).getAttribute('href')).toBe(
      '/expert/courses',
    );
    expect((await sectionTitles(page)).slice(0, 2)).toEqual([
      'Reading and greeting',
      'Talking about yourself',
    ]);
    expect(await lessonsOf(page, 'Reading and greeting')).toEqual([
      'The Cyrillic alphabet',
      'Greetings and goodbyes',
    ]);
    expect(await page.getByRole('link', { name: 'The Cyrillic alphabet' }).getAttribute('href')).toMatch(
      /^\/expert\/course\/\d+\/lesson\/\d+\/constructor\?section=0$/,
    );

    // A section, a lesson in it, renamed in place.
    await addSection(page, LISTENING);
    await addLesson(page, LISTENING, 'Dialogues');
    await page.getByRole('button', { name: 'Rename lesson “Dialogues”' }).click();
    const title = page.getByRole('textbox', { name: 'Lesson title' });
    await title.fill('At the market');
    await title.press('Enter');
    expect(await lessonsOf(page, LISTENING)).toEqual(['At the market']);
    await saved(page);

    // To the next section by keyboard: Alt+Arrow Down on the last lesson of a section crosses its edge.
    await addSection(page, SPARE);
    await addLesson(page, SPARE, 'Scratch');
    await page.getByRole('article', { name: 'At the market' }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    expect(await lessonsOf(page, SPARE)).toEqual(['At the market', 'Scratch']);
    expect(await lessonsOf(page, LISTENING)).toEqual([]);
    await page.getByText(`“At the market” moved to position 1 of 2 in “${SPARE}”.`).waitFor(POLL);
    await saved(page);

    // Another lesson by drag, into the section left empty.
    await drag(
      page,
      page.getByRole('button', { name: 'Drag lesson “Scratch”' }),
      page.getByRole('list', { name: `Lessons of “${LISTENING}”` }),
    );
    await expect.poll(() => lessonsOf(page, LISTENING), POLL).toEqual(['Scratch']);
    expect(await lessonsOf(page, SPARE)).toEqual(['At the market']);
    await saved(page);

    // The section goes with its lesson; its modal says so.
    await page.getByRole('button', { name: `Delete section “${LISTENING}”` }).click();
    const modal = page.getByRole('alertdialog');
    expect(await modal.getByRole('heading').textContent()).toBe(`Delete section “${LISTENING}”?`);
    expect(await modal.getByText(/deleted with it/).textContent()).toBe(
      'Its 1 lesson is deleted with it, with all its content and quizzes. This can’t be undone.',
    );
    await modal.getByRole('button', { name: 'Delete' }).click();
    await modal.waitFor({ state: 'detached', ...POLL });
    await saved(page);
    const left = await sectionTitles(page);
    expect(left).not.toContain(LISTENING);
    await screenshot(page, 'course-program-desktop');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor(POLL);
    expect(await sectionTitles(page)).toEqual(left);
    expect(left.slice(-1)).toEqual([SPARE]);
    expect(await lessonsOf(page, SPARE)).toEqual(['At the market']);
    expect(await page.getByRole('link', { name: 'Scratch', exact: true }).count()).toBe(0);
    expect(await lessonsOf(page, 'Reading and greeting')).toEqual([
      'The Cyrillic alphabet',
      'Greetings and goodbyes',
    ]);
  });

  it('fits a 390×844 phone without horizontal scrolling', async () => {
    expect(programUrl).not.toBe('');
    phoneContext = await newContext(browser, baseUrl, PHONE);
    const page = await phoneContext.newPage();
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/**');
    await page.goto(programUrl);
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor(POLL);
    await page.getByRole('link', { name: 'At the market' }).waitFor(POLL);
    await page.getByRole('button', { name: 'Add lesson to “Reading and greeting”' }).click();
    await page.getByRole('textbox', { name: 'Lesson title' }).waitFor(POLL);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'course-program-phone');
  });
});
