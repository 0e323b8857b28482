import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, seriousAxeViolations, signIn } from './support/browser.ts';
import { apiCall, deleteMadeLessons, type NewLesson, newLessonInConstructor } from './support/constructor.ts';
import { textsIn } from './support/texts.ts';

// Issue 15 "Tests and measures" (spec 1 §2-§5, the editor): in the built app, the demo expert writes a
// text block using every item of the formatting toolbar and every node of the insert menu (an image and a
// file really uploaded), builds a button of each link type the constructor offers, saves, reloads and finds
// it all; the demo student's lesson page shows the same, read from its DOM. Then the toolbar and the
// insert menu from the keyboard alone (Alt+F10, Alt+F9), and the editor on a 390×844 phone. Axe-clean.

const baseUrl = inject('baseUrl');
const t = textsIn('en');
/** Uploads are processed before an image has its address: allow it time. */
const POLL = { timeout: 30_000 };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const BLOCK_TITLE = 'Everything formatted';
const COURSE_SLUG = 'ukrainian-for-beginners';
/** Two colours of the picker's palette, with the values the browser computes. */
const TEXT_COLOUR = { hex: '#8e24aa', rgb: 'rgb(142, 36, 170)' };
const HIGHLIGHT = { hex: '#fdd835', rgb: 'rgb(253, 216, 53)' };
const CODE = "const greeting = 'привіт';";

/** One line of text per toolbar item, so each can be found again in the editor and on the student's page. */
const LINES = {
  family: 'Set in Georgia',
  size: 'Set at twenty-four pixels',
  custom: 'Set at a custom thirty-seven pixels',
  lineHeight: 'Lines two apart',
  colour: 'Coloured purple',
  highlight: 'Highlighted yellow',
  sup: 'Raised above',
  sub: 'Lowered below',
  cleared: 'Bold and italic, then plain again',
  h1: 'Heading level one',
  h2: 'Heading level two',
  h3: 'Heading level three',
  h4: 'Heading level four',
  h5: 'Heading level five',
  h6: 'Heading level six',
  left: 'Aligned to the left',
  center: 'Aligned to the centre',
  right: 'Aligned to the right',
  ordered: 'Numbered from three',
  bullet: 'A bullet point',
  task: 'A task to do',
  bold: 'Bold words',
  italic: 'Italic words',
  underline: 'Underlined words',
  strike: 'Struck words',
  quote: 'Quoted words',
  tooltip: 'Words with a tooltip',
  link: 'Words with a link',
  image: 'Picture:',
  file: 'Attachment:',
  separator: 'Divider:',
  code: 'Snippet:',
  html: 'Markup:',
  buttons: 'Buttons:',
  menuQuote: 'Quote from the menu:',
} as const;
const QUOTED = 'Said in a quote block';
const TOOLTIP = { title: 'Pronunciation', description: 'Say it slowly' };
const LINK = 'https://example.com/guide';
const BUTTONS = { link: 'Next course', group: 'Join the club', block: 'Back to the text' };
const NEXT_COURSE = 'https://example.com/next-course';

let browser: Browser;
let dir: string;
let picture: string;
let glossary: string;
const contexts: BrowserContext[] = [];
let lesson: NewLesson;
let groupId = 0;
let blockId = 0;

beforeAll(async () => {
  browser = await launchChromium();
  dir = mkdtempSync(path.join(tmpdir(), 'lectern-e2e-editor-'));
  picture = path.join(dir, 'letters.png');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=1'],
    ...['-frames:v', '1', picture],
  ]);
  glossary = path.join(dir, 'glossary.txt');
  writeFileSync(glossary, 'привіт: hello\nдякую: thank you\n');
});

afterAll(async () => {
  await deleteMadeLessons();
  for (const context of contexts) await context.close();
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function pageAt(viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, baseUrl, viewport);
  contexts.push(context);
  return context.newPage();
}

const textbox = (page: Page) =>
  page.getByRole('textbox', { name: t('editor.text_editor', { title: BLOCK_TITLE }) });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: t('editor.text_toolbar') });
const insertMenu = (page: Page) => page.getByRole('toolbar', { name: t('editor.insert_menu') });
const allSaved = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: t('editor.save_saved') })
    .waitFor(POLL);

const selectedText = (page: Page) => page.evaluate(() => window.getSelection()?.toString().trim() ?? '');

interface EditorCaret {
  /** The selected text, empty for a caret. */
  text: string;
  /** The text of the line (paragraph) the selection starts in, and the caret's place in it. */
  line: string;
  offset: number;
}

/**
 * Where the editor itself has the selection (ProseMirror's state). The editor takes the browser's
 * selection a task after a key has moved it, and Chromium runs input first: keys sent at machine speed
 * (End, then Enter at once) would reach the editor before it knows the caret moved, and split the line
 * where the caret was before, which no person meets. The steps wait for the editor to have the caret.
 */
const editorCaret = (page: Page): Promise<EditorCaret> =>
  textbox(page).evaluate((element) => {
    type Selection = {
      from: number;
      to: number;
      $from: { parentOffset: number; parent: { textContent: string } };
    };
    const { state } = (
      element as HTMLElement & {
        editor: {
          state: { selection: Selection; doc: { textBetween(a: number, b: number, s: string): string } };
        };
      }
    ).editor;
    const { from, to, $from } = state.selection;
    return {
      text: state.doc.textBetween(from, to, '\n'),
      line: $from.parent.textContent,
      offset: $from.parentOffset,
    };
  });

/** Waits until the editor has the caret at the end of the line `line`. */
const caretAtEndOf = (page: Page, line: string) =>
  expect.poll(() => editorCaret(page), POLL).toEqual({ text: '', line, offset: line.length });

/** Serious and critical axe findings, the code block's token colours included (each theme's are AA). */
async function axeFindings(page: Page): Promise<string[]> {
  return seriousAxeViolations(page);
}

/** Selects a whole line of the text (click, End, Shift+Home) and waits for the formatting toolbar over it. */
async function selectLine(page: Page, text: string): Promise<Locator> {
  await textbox(page).getByText(text, { exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  expect(await selectedText(page)).toBe(text);
  await expect.poll(async () => (await editorCaret(page)).text, POLL).toBe(text);
  await shown(page, toolbar(page), 'Alt+F10');
  return toolbar(page);
}

/**
 * Waits for a menu over the selection or caret; when it does not come (the menus sometimes stay away on
 * this loaded machine, docs/editor.md "Tests") the person opens it from the keyboard, as they may.
 */
async function shown(page: Page, menu: Locator, key: 'Alt+F10' | 'Alt+F9') {
  try {
    await menu.waitFor({ timeout: 3000 });
  } catch {
    await page.keyboard.press(key);
    await menu.waitFor();
  }
}

/** Puts the caret on a new empty line under `marker` and waits for the insert menu. */
async function emptyLineAfter(page: Page, marker: string): Promise<Locator> {
  await textbox(page).getByText(marker, { exact: true }).click();
  await page.keyboard.press('End');
  await caretAtEndOf(page, marker);
  await page.keyboard.press('Enter');
  await shown(page, insertMenu(page), 'Alt+F9');
  return insertMenu(page);
}

async function pressTool(page: Page, text: string, name: string) {
  const tools = await selectLine(page, text);
  await tools.getByRole('button', { name, exact: true }).click();
}

async function chooseTool(page: Page, text: string, label: string, option: string) {
  const tools = await selectLine(page, text);
  // Each select is named by its label's hidden text (the label also holds the select's options).
  await tools
    .locator('label', { has: page.getByText(label, { exact: true }) })
    .locator('select')
    .selectOption(option);
}

/** Picks a colour with the toolbar's colour picker: a palette swatch, or a custom hex typed and applied. */
async function pickColour(
  page: Page,
  text: string,
  label: string,
  colour: { hex: string; custom?: boolean },
) {
  const tools = await selectLine(page, text);
  await tools.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  // The picker's popover, a dialog named after the picker, by its button in the toolbar.
  const picker = page.getByRole('dialog', { name: label, exact: true });
  if (colour.custom) {
    await picker.getByRole('button', { name: t('ui.custom_colour') }).click();
    await picker.getByLabel(t('ui.hex')).fill(colour.hex);
    await picker.getByRole('button', { name: t('ui.apply') }).click();
  } else {
    await picker.getByRole('button', { name: colour.hex, exact: true }).click();
  }
  await picker.waitFor({ state: 'hidden' });
}

/** Builds one button in the button dialog from an empty line. */
async function insertButton(
  page: Page,
  text: string,
  type: string,
  pick: (dialog: Locator) => Promise<unknown>,
) {
  await shown(page, insertMenu(page), 'Alt+F9');
  await insertMenu(page)
    .getByRole('button', { name: t('editor.insert_button'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: t('editor.insert_button') });
  await dialog.getByLabel(t('editor.button_text')).fill(text);
  await dialog.getByLabel(t('editor.button_link_type')).selectOption({ label: type });
  await pick(dialog);
  await dialog.getByRole('button', { name: t('ui.save') }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Types every line, then formats each with its toolbar item. */
async function writeAndFormat(page: Page) {
  const editor = textbox(page);
  await editor.click();
  for (const line of Object.values(LINES)) {
    await page.keyboard.insertText(line);
    await page.keyboard.press('Enter');
  }

  await chooseTool(page, LINES.family, t('editor.font_family'), 'Georgia');
  await chooseTool(page, LINES.size, t('editor.font_size'), '24px');
  // A custom size: Add stays disabled while empty or above 100.
  const tools = await selectLine(page, LINES.custom);
  await tools.getByRole('button', { name: t('editor.custom_font_size') }).click();
  const size = page.getByRole('spinbutton', { name: t('editor.custom_font_size') });
  const add = page.getByRole('button', { name: t('editor.add_font_size') });
  expect(await add.isDisabled()).toBe(true);
  await size.fill('101');
  expect(await add.isDisabled()).toBe(true);
  await size.fill('37');
  await add.click();
  await chooseTool(page, LINES.lineHeight, t('editor.line_height'), '2.0');
  await pickColour(page, LINES.colour, t('editor.text_colour'), TEXT_COLOUR);
  await pickColour(page, LINES.highlight, t('editor.highlight'), { hex: HIGHLIGHT.hex });
  await pressTool(page, LINES.sup, t('editor.superscript'));
  await pressTool(page, LINES.sub, t('editor.subscript'));
  await pressTool(page, LINES.cleared, t('editor.bold'));
  await pressTool(page, LINES.cleared, t('editor.italic'));
  await pressTool(page, LINES.cleared, t('editor.clear_formatting'));
  for (const level of [1, 2, 3, 4, 5, 6] as const)
    await chooseTool(page, LINES[`h${level}`], t('editor.paragraph_or_heading'), `h${level}`);
  await pressTool(page, LINES.left, t('editor.align_left'));
  await pressTool(page, LINES.center, t('editor.align_center'));
  await pressTool(page, LINES.right, t('editor.align_right'));
  await pressTool(page, LINES.ordered, t('editor.ordered_list'));
  await (await selectLine(page, LINES.ordered))
    .getByRole('spinbutton', { name: t('editor.list_start') })
    .fill('3');
  await pressTool(page, LINES.bullet, t('editor.bullet_list'));
  await pressTool(page, LINES.task, t('editor.task_list'));
  await pressTool(page, LINES.bold, t('editor.bold'));
  await pressTool(page, LINES.italic, t('editor.italic'));
  await pressTool(page, LINES.underline, t('editor.underline'));
  await pressTool(page, LINES.strike, t('editor.strike'));
  await pressTool(page, LINES.quote, t('editor.quote'));

  await pressTool(page, LINES.tooltip, t('editor.tooltip'));
  await page.getByLabel(t('editor.tooltip_title')).fill(TOOLTIP.title);
  await page.getByLabel(t('editor.tooltip_description')).fill(TOOLTIP.description);
  await page.getByLabel(t('editor.tooltip_description')).press('Enter');

  await pressTool(page, LINES.link, t('editor.link'));
  await page.getByLabel(t('editor.link_address')).fill(LINK);
  await page.getByLabel(t('editor.link_address')).press('Enter');
  expect(await axeFindings(page)).toEqual([]);
}

/** Inserts every node of the insert menu, each on an empty line under its marker, and three buttons. */
async function insertEverything(page: Page) {
  const chooser = async (item: string, file: string) => {
    const chosen = page.waitForEvent('filechooser');
    await insertMenu(page).getByRole('button', { name: item, exact: true }).click();
    await (await chosen).setFiles(file);
  };
  await emptyLineAfter(page, LINES.image);
  await chooser(t('editor.insert_image'), picture);
  await textbox(page).locator('img[src]').waitFor(POLL);

  await emptyLineAfter(page, LINES.file);
  await chooser(t('editor.insert_file'), glossary);
  await textbox(page).locator('[data-file-block]').getByText('glossary.txt').first().waitFor(POLL);

  await (await emptyLineAfter(page, LINES.separator))
    .getByRole('button', { name: t('editor.insert_separator') })
    .click();

  await (await emptyLineAfter(page, LINES.code))
    .getByRole('button', { name: t('editor.insert_code') })
    .click();
  const code = page.locator('.lesson-code-editor');
  await code.getByLabel(t('editor.code_language')).selectOption('javascript');
  // A dark theme other than the default, so its keeping is seen after the reload; its token colours pass
  // the axe check too (core/editor/code-block/code-themes.ts).
  await code.getByLabel(t('editor.code_theme')).selectOption('hc-black');
  // CodeMirror is fetched when the block is first shown; its text area takes the code.
  await code.locator('.cm-content').click(POLL);
  await page.keyboard.type(CODE);

  await (await emptyLineAfter(page, LINES.html))
    .getByRole('button', { name: t('editor.insert_html') })
    .click();
  await page
    .locator('.lesson-html-editor')
    .getByRole('button', { name: t('editor.html_template_ul'), exact: true })
    .click();

  await emptyLineAfter(page, LINES.buttons);
  await insertButton(page, BUTTONS.link, t('editor.button_link'), async (dialog) => {
    const address = dialog.getByLabel(t('editor.button_url'));
    await address.fill('not a web address');
    // The refusal is read from the screen: the message under the address, and Save disabled.
    await dialog
      .getByRole('alert')
      .filter({ hasText: t('create-course.invalid_url') })
      .waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('button', { name: t('ui.save') }).isDisabled()).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
    await address.fill(NEXT_COURSE);
    expect(await dialog.getByRole('alert').count()).toBe(0);
  });
  await page.keyboard.press('Enter');
  await insertButton(page, BUTTONS.group, t('editor.button_closed_group'), (dialog) =>
    dialog
      .getByLabel(t('editor.button_closed_group'), { exact: true })
      .selectOption({ label: 'Speaking club' }),
  );
  await page.keyboard.press('Enter');
  await insertButton(page, BUTTONS.block, t('editor.button_lesson_block'), (dialog) =>
    dialog.getByLabel(t('editor.button_lesson_block'), { exact: true }).selectOption({ label: BLOCK_TITLE }),
  );

  await (await emptyLineAfter(page, LINES.menuQuote))
    .getByRole('button', { name: t('editor.quote'), exact: true })
    .click();
  await page.keyboard.insertText(QUOTED);
  expect(await axeFindings(page)).toEqual([]);
}

/** What a reader notices of the text, read from the DOM under `root` (the editor's or the student's page). */
function readText(root: Locator) {
  return root.evaluate(
    (element, { lines, quoted }) => {
      const textNode = (text: string): Text | null => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (node.textContent?.includes(text)) return node as Text;
        return null;
      };
      const at = (text: string) => textNode(text)?.parentElement ?? null;
      const style = (text: string) => {
        const found = at(text);
        return found ? getComputedStyle(found) : null;
      };
      const closest = (text: string, selector: string) => at(text)?.closest(selector) ?? null;
      const block = (text: string) => closest(text, 'p, h1, h2, h3, h4, h5, h6, li');
      const ratio = (text: string) => {
        const found = block(text);
        if (!found) return null;
        const computed = getComputedStyle(found);
        return (
          Math.round((Number.parseFloat(computed.lineHeight) / Number.parseFloat(computed.fontSize)) * 10) /
          10
        );
      };
      const highlight = closest(lines.highlight, 'mark');
      return {
        family: style(lines.family)?.fontFamily ?? null,
        size: style(lines.size)?.fontSize ?? null,
        custom: style(lines.custom)?.fontSize ?? null,
        lineHeight: ratio(lines.lineHeight),
        colour: style(lines.colour)?.color ?? null,
        highlight: highlight ? getComputedStyle(highlight).backgroundColor : null,
        sup: Boolean(closest(lines.sup, 'sup')),
        sub: Boolean(closest(lines.sub, 'sub')),
        cleared: at(lines.cleared)?.tagName ?? null,
        headings: [lines.h1, lines.h2, lines.h3, lines.h4, lines.h5, lines.h6].map(
          (text) => block(text)?.tagName ?? null,
        ),
        aligns: [lines.left, lines.center, lines.right].map((text) => {
          const found = block(text);
          // Left is the default: a left-to-right text's `start`.
          const align = found ? getComputedStyle(found).textAlign : null;
          return align === 'start' ? 'left' : align;
        }),
        orderedStart: closest(lines.ordered, 'ol')?.getAttribute('start') ?? null,
        bullet: Boolean(closest(lines.bullet, 'ul:not([data-type="taskList"]) li')),
        task: Boolean(closest(lines.task, 'ul[data-type="taskList"] li')),
        bold: Boolean(closest(lines.bold, 'strong')),
        italic: Boolean(closest(lines.italic, 'em')),
        underline: Boolean(closest(lines.underline, 'u')),
        strike: Boolean(closest(lines.strike, 's')),
        quote: Boolean(closest(lines.quote, 'blockquote')),
        menuQuote: Boolean(closest(quoted, 'blockquote')),
        tooltip: closest(lines.tooltip, '[title]')?.getAttribute('title') ?? null,
        link: closest(lines.link, 'a')?.getAttribute('href') ?? null,
        buttons: [...element.querySelectorAll('a.builder-button')].map(
          (button) => `${button.textContent} → ${button.getAttribute('href')}`,
        ),
        separators: element.querySelectorAll('hr').length,
        images: element.querySelectorAll('img[src]').length,
      };
    },
    { lines: LINES, quoted: QUOTED },
  );
}

/** The text as it was formatted: the same in the editor after a reload and on the student's page. */
const formatted = () => ({
  family: expect.stringContaining('Georgia'),
  size: '24px',
  custom: '37px',
  lineHeight: 2,
  colour: TEXT_COLOUR.rgb,
  highlight: HIGHLIGHT.rgb,
  sup: true,
  sub: true,
  cleared: 'P',
  headings: ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'],
  aligns: ['left', 'center', 'right'],
  orderedStart: '3',
  bullet: true,
  task: true,
  bold: true,
  italic: true,
  underline: true,
  strike: true,
  quote: true,
  menuQuote: true,
  tooltip: `${TOOLTIP.title}: ${TOOLTIP.description}`,
  link: LINK,
  buttons: [
    `${BUTTONS.link} → ${NEXT_COURSE}`,
    `${BUTTONS.group} → /group-access/${groupId}`,
    `${BUTTONS.block} → #unit-${blockId}`,
  ],
  separators: 1,
  images: 1,
});

describe('the lesson editor in the browser', () => {
  it('formats with every toolbar item, inserts every node and a button of each link type, and keeps them after a reload', async () => {
    const page = await pageAt(DESKTOP);
    lesson = await newLessonInConstructor(page, `Editor ${Date.now()}`, { firstSection: true });
    const groups = await apiCall<{ data: { id: number; title: string }[] }>(
      page,
      'GET',
      '/api/v1/closed-groups',
    );
    groupId = groups.data.find((group) => group.title === 'Speaking club')?.id ?? 0;
    expect(groupId).toBeGreaterThan(0);

    await page.getByRole('button', { name: t('editor.add_section') }).click();
    await page.getByRole('button', { name: t('editor.add_block') }).click();
    await page.getByRole('menuitem', { name: t('editor.block_type_text'), exact: true }).click();
    await page.getByRole('textbox', { name: t('editor.block_title') }).fill(BLOCK_TITLE);
    // The block is saved (it has an id) before the button dialog can link to it.
    await allSaved(page);
    const stored = await apiCall<{ data: { sections: { info_units: { id: number }[] }[] } }>(
      page,
      'GET',
      `/api/v1/courses/${lesson.courseId}/lessons-new/${lesson.lessonId}`,
    );
    blockId = stored.data.sections[0]?.info_units[0]?.id ?? 0;
    expect(blockId).toBeGreaterThan(0);
    await page.reload();
    await textbox(page).waitFor(POLL);

    await writeAndFormat(page);
    await insertEverything(page);
    await allSaved(page);
    await screenshot(page, 'editor-desktop');

    await page.reload();
    await textbox(page).getByText(QUOTED).waitFor(POLL);
    expect(await readText(textbox(page))).toEqual(formatted());
    const code = page.locator('.lesson-code-editor');
    expect(await code.getByLabel(t('editor.code_language')).inputValue()).toBe('javascript');
    expect(await code.getByLabel(t('editor.code_theme')).inputValue()).toBe('hc-black');
    await code.getByText(CODE).waitFor(POLL);
    // The HTML block holds the template, open (its code) or folded (its markup as students see it).
    expect(
      await page
        .locator('.lesson-html-editor')
        .evaluate((block) => block.querySelector('textarea')?.value ?? block.textContent ?? ''),
    ).toMatch(/<li>First<\/li>|First\s*Second/);
    await textbox(page).locator('[data-file-block]').getByText('glossary.txt').first().waitFor();
    expect(await axeFindings(page)).toEqual([]);
  }, 240_000);

  it('shows the demo student the same text on the lesson page', async () => {
    expect(blockId).toBeGreaterThan(0);
    const page = await pageAt(DESKTOP);
    await signIn(page, 'student@lectern.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), POLL);
    await page.goto(`/courses/${COURSE_SLUG}/${lesson.slug}`);
    const main = page.getByRole('main');
    await main.getByText(QUOTED).waitFor(POLL);
    // Read once the app has taken over the server's first paint.
    await expect.poll(() => readText(main), POLL).toEqual(formatted());
    expect(await main.locator('pre code[data-language="javascript"]').textContent()).toBe(CODE);
    expect(await main.locator('.lesson-html li').allTextContents()).toEqual(['First', 'Second']);
    await main
      .getByRole('link', { name: /glossary\.txt/ })
      .first()
      .waitFor();
    expect(await main.locator('img[src]').first().getAttribute('src')).toMatch(/^(\/|https?:)/);
    await screenshot(page, 'editor-student-page');
  });
});

describe('the lesson editor without a mouse, and on a phone', () => {
  const KEYBOARD_LINE = 'Made bold from the keyboard';

  /** Tabs through the open menu until the control named `name` has the focus. */
  async function tabTo(page: Page, name: string) {
    for (let step = 0; step < 60; step += 1) {
      const focused = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return active?.getAttribute('title') ?? active?.textContent?.trim() ?? '';
      });
      if (focused === name) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached “${name}”`);
  }

  it('takes the formatting toolbar with Alt+F10 and the insert menu with Alt+F9, Escape going back to the text', async () => {
    expect(blockId).toBeGreaterThan(0);
    const page = await pageAt(DESKTOP);
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/**');
    await page.goto(lesson.url);
    const editor = textbox(page);
    await editor.getByText(QUOTED).waitFor(POLL);
    const separators = await editor.locator('hr').count();

    // A new first line: the caret to the start of the text, a line opened above it, typed and selected.
    await editor.focus();
    await page.keyboard.press('Control+Home');
    await expect.poll(async () => (await editorCaret(page)).offset, POLL).toBe(0);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => editorCaret(page), POLL).toEqual({ text: '', line: '', offset: 0 });
    await page.keyboard.insertText(KEYBOARD_LINE);
    await page.keyboard.press('Shift+Home');
    expect(await selectedText(page)).toBe(KEYBOARD_LINE);
    await expect.poll(async () => (await editorCaret(page)).text, POLL).toBe(KEYBOARD_LINE);
    await page.keyboard.press('Alt+F10');
    // The toolbar opens with the focus on its first control.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[role="toolbar"]')?.getAttribute('aria-label')),
      )
      .toBe(t('editor.text_toolbar'));
    await tabTo(page, t('editor.bold'));
    await page.keyboard.press('Enter');
    await editor.locator('strong', { hasText: KEYBOARD_LINE }).waitFor();
    await page.keyboard.press('Escape');
    // The focus is back in the text; the words stay selected (so the toolbar shows as for any selection).
    await expect.poll(() => editor.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await selectedText(page)).toBe(KEYBOARD_LINE);

    await page.keyboard.press('End');
    await caretAtEndOf(page, KEYBOARD_LINE);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Alt+F9');
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[role="toolbar"]')?.getAttribute('aria-label')),
      )
      .toBe(t('editor.insert_menu'));
    await tabTo(page, t('editor.insert_separator'));
    await page.keyboard.press('Enter');
    await expect.poll(() => editor.locator('hr').count()).toBe(separators + 1);
    await page.keyboard.press('Escape');
    await expect.poll(() => editor.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await axeFindings(page)).toEqual([]);

    // Stored: the lesson as the server holds it has the bold line and the new separator.
    await expect
      .poll(async () => {
        const stored = await apiCall<{ data: { sections: { info_units: { content: unknown }[] }[] } }>(
          page,
          'GET',
          `/api/v1/courses/${lesson.courseId}/lessons-new/${lesson.lessonId}`,
        );
        const nodes: { type?: string; text?: string; marks?: { type: string }[] }[] = [];
        const walk = (node: unknown) => {
          if (!node || typeof node !== 'object') return;
          nodes.push(node as (typeof nodes)[number]);
          for (const child of (node as { content?: unknown[] }).content ?? []) walk(child);
        };
        walk(stored.data.sections[0]?.info_units[0]?.content);
        return [
          nodes.some(
            (node) => node.text === KEYBOARD_LINE && node.marks?.some((mark) => mark.type === 'bold'),
          ),
          nodes.filter((node) => node.type === 'horizontalRule').length,
        ];
      }, POLL)
      .toEqual([true, separators + 1]);
    await page.reload();
    await textbox(page).locator('strong', { hasText: KEYBOARD_LINE }).waitFor(POLL);
    expect(await textbox(page).locator('hr').count()).toBe(separators + 1);
  });

  it('on a 390×844 phone: the toolbar and the insert menu fit the screen and work', async () => {
    expect(blockId).toBeGreaterThan(0);
    const page = await pageAt(PHONE);
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/**');
    await page.goto(lesson.url);
    await textbox(page).getByText(QUOTED).waitFor(POLL);
    const withinScreen = async (menu: Locator) => {
      const box = await menu.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
    };

    const tools = await selectLine(page, LINES.italic);
    await withinScreen(tools);
    await tools.getByRole('button', { name: t('editor.underline'), exact: true }).click();
    await textbox(page).locator('u', { hasText: LINES.italic }).waitFor();
    await screenshot(page, 'editor-phone-toolbar');

    const insert = await emptyLineAfter(page, LINES.separator);
    await withinScreen(insert);
    await insert.getByRole('button', { name: t('editor.insert_separator') }).click();
    await expect.poll(() => textbox(page).locator('hr').count()).toBeGreaterThan(1);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'editor-phone-insert');
  });
});

describe('the image in the editor', () => {
  it('is resized by dragging a corner, and students see it at that width', async () => {
    expect(blockId).toBeGreaterThan(0);
    const page = await pageAt(DESKTOP);
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/**');
    await page.goto(lesson.url);
    const image = textbox(page).locator('img[src]').first();
    await image.waitFor(POLL);
    const before = (await image.boundingBox())!.width;
    await image.click();
    const corner = page.getByTestId('image-resize-bottomRight');
    const box = (await corner.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();

    // Stored as pixels, narrower than before, and shown so after a reload and to the student.
    const storedWidth = async () => {
      const stored = await apiCall<{ data: { sections: { info_units: { content: unknown }[] }[] } }>(
        page,
        'GET',
        `/api/v1/courses/${lesson.courseId}/lessons-new/${lesson.lessonId}`,
      );
      return /"type":"image","attrs":\{[^}]*"width":"(\d+)px"/.exec(
        JSON.stringify(stored.data.sections[0]?.info_units[0]?.content),
      )?.[1];
    };
    await expect.poll(storedWidth, POLL).toMatch(/^\d+$/);
    const width = Number(await storedWidth());
    expect(width).toBeLessThan(before);
    await page.reload();
    await textbox(page).locator('img[src]').first().waitFor(POLL);
    expect(Math.round((await textbox(page).locator('img[src]').first().boundingBox())!.width)).toBe(width);

    const student = await pageAt(DESKTOP);
    await signIn(student, 'student@lectern.test');
    await student.waitForURL((url) => !url.pathname.startsWith('/sign-in'), POLL);
    await student.goto(`/courses/${COURSE_SLUG}/${lesson.slug}`);
    const shownImage = student.getByRole('main').locator('img[src]').first();
    await shownImage.waitFor(POLL);
    expect(Math.round((await shownImage.boundingBox())!.width)).toBe(width);
  });
});
