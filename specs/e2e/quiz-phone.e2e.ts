import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchChromium,
  newContext,
  screenshot,
  seriousAxeViolations,
  setAccountLanguage,
  signIn,
} from './support/browser.ts';

/**
 * Word from characters and matching on a 390×844 touch phone (spec 2 §2 "Question-type screens"):
 * letters are tapped onto the end of the word with a remove-last action, one-to-one matching is a
 * dropdown per statement, many-to-one is tap an answer then tap its area, and the full-information
 * result colours each answer and shows the key. Once in English, once in Ukrainian.
 */

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const POLL = { timeout: 15_000 };
const QUIZ_PAGE = '/courses/ukrainian-for-beginners/the-cyrillic-alphabet/quizzes';
/** The word has a space, so the pool shows the localized 'space' label. */
const WORD = 'я тут';
let browser: Browser;
let expertContext: BrowserContext;
let expert: Page;
let lessonId = 0;
const quizIds: number[] = [];

type Language = 'en' | 'uk';

/** The texts a student reads, per language (app/server/translations/{en,uk}). */
const TEXT = {
  en: {
    space: 'space',
    letterHint: 'Tap the letters in order to build the word.',
    yourWord: 'Your word',
    letter: 'Letter',
    place: 'Place',
    empty: 'empty',
    removeLast: 'Remove last letter',
    matchingHint: 'Choose an answer for each statement.',
    manyHint: 'Drag answers into the areas, or select an answer and then the area it belongs to.',
    answerFor: (statement: string) => `Answer for “${statement}”`,
    putHere: (answer: string) => `Put “${answer}” here`,
    poolEmpty: 'Every answer is placed',
    next: 'Next',
    finish: 'Finish',
    result: 'Your result',
    correctWord: 'Correct word',
    correctAnswer: 'Correct answer',
    wrongLetter: 'wrong letter',
  },
  uk: {
    space: 'пробіл',
    letterHint: 'Торкайтеся літер по черзі, щоб скласти слово.',
    yourWord: 'Ваше слово',
    letter: 'Літера',
    place: 'Місце',
    empty: 'порожньо',
    removeLast: 'Прибрати останню літеру',
    matchingHint: 'Оберіть відповідь для кожного твердження.',
    manyHint:
      'Перетягніть відповіді в області або оберіть відповідь, а потім область, до якої вона належить.',
    answerFor: (statement: string) => `Відповідь для «${statement}»`,
    putHere: (answer: string) => `Покласти «${answer}» сюди`,
    poolEmpty: 'Усі відповіді розміщено',
    next: 'Далі',
    finish: 'Завершити',
    result: 'Ваш результат',
    correctWord: 'Правильне слово',
    correctAnswer: 'Правильна відповідь',
    wrongLetter: 'неправильна літера',
  },
} satisfies Record<Language, unknown>;

beforeAll(async () => {
  browser = await launchChromium();
  expertContext = await newContext(browser, baseUrl);
  expert = await expertContext.newPage();
  await signIn(expert, 'expert@lectern.test');
  await expert.waitForURL('**/expert/**');
  lessonId = await demoLessonId();
});

afterAll(async () => {
  for (const quizId of quizIds)
    await asExpert('DELETE', `/constructor/quizzes/${quizId}`).catch(() => undefined);
  await browser?.close();
});

/** The phone quiz, made by the expert through the authoring API: one per run, so each starts fresh. */
async function createPhoneQuiz(): Promise<number> {
  const quiz = await asExpert<{ id: number }>('POST', `/constructor/lessons/${lessonId}/quizzes`, {
    name: 'E2E phone: letters and matching',
    questions_display_type_id: 1,
    result_type_show: 'full_information',
    result_is_show: true,
  });
  const quizId = quiz.id;
  quizIds.push(quizId);
  await asExpert('POST', `/constructor/quizzes/${quizId}/questions`, {
    type_slug: 'word_from_chars',
    name: 'Build "I am here".',
    answers: [...WORD].map((letter, index) => ({ ref: index, text: letter, order: index + 1 })),
  });
  await asExpert('POST', `/constructor/quizzes/${quizId}/questions`, {
    type_slug: 'conformity_answer',
    name: 'Match the letter to its sound.',
    conformity_type: 1,
    answers: [
      { ref: 'sh', text: 'sh' },
      { ref: 'ch', text: 'ch' },
      { ref: 'zh', text: 'zh' },
    ],
    statements: [
      { text: 'ш', correct_answer_refs: ['sh'] },
      { text: 'ч', correct_answer_refs: ['ch'] },
      { text: 'ж', correct_answer_refs: ['zh'] },
    ],
  });
  await asExpert('POST', `/constructor/quizzes/${quizId}/questions`, {
    type_slug: 'conformity_answer',
    name: 'Sort the letters: vowels and consonants.',
    conformity_type: 2,
    answers: [
      { ref: 'а', text: 'а' },
      { ref: 'о', text: 'о' },
      { ref: 'б', text: 'б' },
      { ref: 'т', text: 'т' },
    ],
    statements: [
      { text: 'Vowels', correct_answer_refs: ['а', 'о'] },
      { text: 'Consonants', correct_answer_refs: ['б', 'т'] },
    ],
  });
  return quizId;
}

/** An authoring call as the signed-in expert, with the session's CSRF token. */
async function asExpert<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const cookies = await expertContext.cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'lectern_csrf')?.value ?? '';
  const response = await expert.request.fetch(`/api/v1${path}`, {
    method,
    headers: { 'X-CSRF-Token': decodeURIComponent(csrf), 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  const text = await response.text();
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

/** The demo lesson holding the demo quizzes (the lesson the quiz page's URL names). */
async function demoLessonId(): Promise<number> {
  for (let lessonId = 1; lessonId <= 30; lessonId += 1) {
    const quizzes = await asExpert<{ name: string }[]>(
      'GET',
      `/constructor/lessons/${lessonId}/quizzes`,
    ).catch(() => []);
    if (quizzes.some((quiz) => quiz.name.startsWith('Alphabet check'))) return lessonId;
  }
  throw new Error('The demo lesson with the demo quizzes was not found.');
}

/** The demo student on a touch phone, in the given language (saved in the profile and the browser). */
async function studentOnPhone(language: Language): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    locale: 'en-US',
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await signIn(page, 'student@lectern.test');
  await page.waitForURL(/\/cabinet$/);
  await setAccountLanguage(page, language);
  return page;
}

const heading = (page: Page) => page.locator('article h2').first();

/** Taps the first pool letter (still in the pool) showing this letter. */
async function tapLetter(page: Page, text: (typeof TEXT)[Language], letter: string): Promise<void> {
  const face = letter === ' ' ? text.space : letter;
  await page
    .getByRole('button', { name: new RegExp(`^${text.letter} \\d+: ${face}$`), disabled: false })
    .first()
    .tap();
}

/** The word as the slots read it to a screen reader, empty places left out. */
async function builtWord(page: Page, text: (typeof TEXT)[Language]): Promise<string> {
  const labels = await page
    .getByRole('list', { name: text.yourWord })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels
    .map((label) => label.slice(label.indexOf(': ') + 2))
    .filter((content) => content !== text.empty)
    .map((content) => (content === text.space ? ' ' : content))
    .join('');
}

/** Opens a statement's dropdown (a bottom sheet on the phone) by tap and taps the answer. */
async function pickByTap(page: Page, label: string, option: string, shot?: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).tap();
  const sheet = page.getByRole('dialog', { name: label });
  await expect.poll(() => sheet.count(), POLL).toBe(1);
  await expect.poll(() => sheet.getByRole('option').count(), POLL).toBe(3);
  if (shot) await screenshot(page, shot);
  await sheet.getByRole('option', { name: option, exact: true }).tap();
  // A single choice closes the sheet and shows the answer in the field.
  await expect.poll(() => sheet.count(), POLL).toBe(0);
  expect(await comboboxText(page.getByRole('combobox', { name: label }))).toContain(option);
}

async function comboboxText(combobox: Locator): Promise<string> {
  return ((await combobox.textContent()) ?? '').trim();
}

/** What colour each item's border shows: the success green, the danger red, or something else. */
async function borderTones(items: Locator): Promise<string[]> {
  return items.evaluateAll((elements) => {
    const probe = document.createElement('span');
    document.body.append(probe);
    const tokenColour = (token: string) => {
      probe.style.color = `var(${token})`;
      return getComputedStyle(probe).color;
    };
    const green = tokenColour('--color-success');
    const red = tokenColour('--color-danger');
    probe.remove();
    return elements.map((element) => {
      const colour = getComputedStyle(element).borderTopColor;
      return colour === green ? 'green' : colour === red ? 'red' : colour;
    });
  });
}

/** Nothing is wider than the phone: no sideways scrolling. */
async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function takeThePhoneQuiz(language: Language, finishWordRight: boolean): Promise<void> {
  const text = TEXT[language];
  const quizId = await createPhoneQuiz();
  const page = await studentOnPhone(language);
  try {
    await page.goto(`${QUIZ_PAGE}/${quizId}`);
    await expect.poll(() => heading(page).textContent(), POLL).toContain('Build "I am here".');

    // Word from characters on the phone: the blue hint, 50 px slots, the 'space' label, tap to append.
    await expect.poll(() => page.getByText(text.letterHint, { exact: true }).count(), POLL).toBe(1);
    const slots = page.getByRole('list', { name: text.yourWord }).getByRole('button');
    expect(await slots.count()).toBe(WORD.length);
    for (const box of await slots.evaluateAll((buttons) =>
      buttons.map((button) => button.getBoundingClientRect().width),
    ))
      expect(box).toBe(50);
    expect(await page.getByText(text.space, { exact: true }).count()).toBe(1);
    const removeLast = page.getByRole('button', { name: text.removeLast });
    expect(await removeLast.isDisabled()).toBe(true);
    // Slots take no taps on the phone: letters only go onto the end of the word.
    expect(await slots.first().isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fitsThePhone(page);
    await screenshot(page, `quiz-phone-letters-${language}`);

    // A wrong letter first (я тт…), taken back with remove-last.
    for (const letter of 'я тту') await tapLetter(page, text, letter);
    await expect.poll(() => builtWord(page, text), POLL).toBe('я тту');
    await screenshot(page, `quiz-phone-letters-wrong-${language}`);
    await removeLast.tap();
    await expect.poll(() => builtWord(page, text), POLL).toBe('я тт');
    await removeLast.tap();
    await expect.poll(() => builtWord(page, text), POLL).toBe('я т');
    // The letters taken back are in the pool again, and can be tapped.
    expect(
      await page
        .getByRole('button', { name: new RegExp(`^${text.letter} \\d+: т$`), disabled: false })
        .count(),
    ).toBe(1);
    for (const letter of finishWordRight ? 'ут' : 'ту') await tapLetter(page, text, letter);
    const built = finishWordRight ? WORD : 'я тту';
    await expect.poll(() => builtWord(page, text), POLL).toBe(built);
    // Every pool letter is used: the pool places are empty and take no taps.
    expect(
      await page.getByRole('button', { name: new RegExp(`^${text.letter} \\d+: `), disabled: false }).count(),
    ).toBe(0);
    await screenshot(page, `quiz-phone-letters-built-${language}`);

    // One-to-one matching on the phone: a dropdown per statement (a bottom sheet), chosen by tap.
    await page.getByRole('button', { name: text.next, exact: true }).tap();
    await expect.poll(() => heading(page).textContent(), POLL).toContain('Match the letter to its sound.');
    await expect.poll(() => page.getByText(text.matchingHint, { exact: true }).count(), POLL).toBe(1);
    expect(await page.getByRole('combobox', { name: /^(Answer for|Відповідь для)/ }).count()).toBe(3);
    await pickByTap(page, text.answerFor('ш'), 'sh', `quiz-phone-matching-sheet-${language}`);
    await screenshot(page, `quiz-phone-matching-one-${language}`);
    await pickByTap(page, text.answerFor('ч'), 'ch');
    // The last statement and the last answer are bound on their own.
    await expect
      .poll(() => comboboxText(page.getByRole('combobox', { name: text.answerFor('ж') })), POLL)
      .toContain('zh');
    expect(await comboboxText(page.getByRole('combobox', { name: text.answerFor('ш') }))).toContain('sh');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fitsThePhone(page);
    await screenshot(page, `quiz-phone-matching-one-done-${language}`);

    // Many-to-one: tap an answer, then "put it here" in its area; т goes to the vowels on purpose.
    await page.getByRole('button', { name: text.next, exact: true }).tap();
    await expect.poll(() => heading(page).textContent(), POLL).toContain('Sort the letters');
    await expect.poll(() => page.getByText(text.manyHint, { exact: true }).count(), POLL).toBe(1);
    const chip = (answer: string) => page.getByRole('button', { name: answer, exact: true });
    const putHere = async (answer: string, area: 'Vowels' | 'Consonants') => {
      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: area, exact: true }) })
        .getByRole('button', { name: text.putHere(answer) })
        .tap();
      // The answer leaves the pool for its area, with a remove action there.
      await expect.poll(() => chip(answer).count(), POLL).toBe(0);
      await expect.poll(() => page.getByRole('button', { name: text.putHere(answer) }).count(), POLL).toBe(0);
    };
    await chip('а').tap();
    await putHere('а', 'Vowels');
    await screenshot(page, `quiz-phone-matching-many-${language}`);
    await chip('о').tap();
    await putHere('о', 'Vowels');
    await chip('б').tap();
    await putHere('б', 'Consonants');
    await chip('т').tap();
    // A tapped answer is pressed, and every area offers to take it.
    const pressed = page.getByRole('button', { pressed: true });
    await expect.poll(() => pressed.count(), POLL).toBe(1);
    expect(await pressed.textContent()).toMatch(/^т/);
    await expect.poll(() => page.getByRole('button', { name: text.putHere('т') }).count(), POLL).toBe(2);
    await screenshot(page, `quiz-phone-matching-many-selected-${language}`);
    await putHere('т', 'Vowels');
    await expect.poll(() => page.getByText(text.poolEmpty, { exact: true }).count(), POLL).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fitsThePhone(page);
    await screenshot(page, `quiz-phone-matching-many-done-${language}`);

    // Every question is answered, so finishing asks nothing and the result follows.
    await page.getByRole('button', { name: text.finish, exact: true }).last().tap();
    const result = page.getByRole('heading', { name: text.result });
    await expect.poll(() => result.count(), POLL).toBe(1);

    // The result in full information: each answer coloured, the correct word and the key shown.
    await expect.poll(() => page.getByText(text.correctWord, { exact: true }).count(), POLL).toBe(1);
    const word = page.getByRole('list', {
      name: [...built].map((letter) => (letter === ' ' ? text.space : letter)).join(' '),
    });
    expect(await word.count()).toBe(1);
    expect(await word.getByText(text.space, { exact: true }).count()).toBe(1);
    expect(await borderTones(word.getByRole('listitem'))).toEqual(
      finishWordRight
        ? ['green', 'green', 'green', 'green', 'green']
        : ['green', 'green', 'green', 'red', 'red'],
    );
    expect(await word.getByText(text.wrongLetter, { exact: false }).count()).toBe(finishWordRight ? 0 : 2);
    expect(await page.getByText(WORD, { exact: true }).count()).toBe(1);
    // Every pair of the one-to-one question is right (green, no key); in the many-to-one one, т in the
    // vowels makes both areas wrong (red), and each shows its key.
    const tones = await page
      .locator('li[data-tone]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-tone')));
    expect(tones).toEqual(['correct', 'correct', 'correct', 'incorrect', 'incorrect']);
    // Inside a wrong area each answer keeps its own colour: а and о belong to the vowels, т does not.
    const chips = await page
      .locator('li[data-tone] [data-mark]')
      .evaluateAll((items) =>
        items.map((item) => `${item.textContent?.trim()}=${item.getAttribute('data-mark')}`),
      );
    expect(chips).toEqual(expect.arrayContaining(['а=correct', 'о=correct', 'т=incorrect']));
    expect(await page.getByText(`${text.correctAnswer}: а, о`, { exact: true }).count()).toBe(1);
    expect(await page.getByText(`${text.correctAnswer}: б, т`, { exact: true }).count()).toBe(1);
    expect(await page.getByText(new RegExp(`^${text.correctAnswer}: (sh|ch|zh)$`)).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fitsThePhone(page);
    await screenshot(page, `quiz-phone-result-${language}`);
  } finally {
    if (language !== 'en') await setAccountLanguage(page, 'en').catch(() => undefined);
    await page.context().close();
  }
}

describe('word from characters and matching on a 390×844 touch phone', () => {
  it('the student builds the word by tapping, fixes a wrong letter, matches by dropdown and by tap, and sees the coloured result with the key', async () => {
    await takeThePhoneQuiz('en', true);
  });

  it('in Ukrainian: the space is «пробіл», the texts are Ukrainian, and a wrong word is shown red with the correct word', async () => {
    await takeThePhoneQuiz('uk', false);
  });
});
