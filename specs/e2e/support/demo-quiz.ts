import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** How a pass through the demo quiz answers: the key, a wrong answer, or nothing where that is allowed. */
export type AnswerMode = 'right' | 'wrong' | 'empty';

/** What the student should be told of a demo question after Check, per mode. */
export type Expected = 'correct' | 'incorrect' | 'saved' | 'poll' | 'skipped';

/** One question of the demo "every question type" quiz: how to find it, answer it, and what it is. */
export interface DemoQuestion {
  /** The start of its title. */
  title: string;
  /** The quiz's question type slug. */
  slug: string;
  /** Polls and scales: no right answer, figures instead. */
  poll?: boolean;
  /** Scored only by an expert or without a key: the answer is saved, never right or wrong. */
  unscored?: boolean;
  /** The key as the banner lists it after Check (full information). */
  key?: string[];
  /** Whether it may be left empty. */
  optional?: boolean;
  /** Its shown state is already an answer (a sorting order), so it is never empty. */
  alwaysAnswered?: boolean;
  answer(page: Page, mode: Exclude<AnswerMode, 'empty'>, t: Texts): Promise<void>;
}

/** The interface texts of the pass's language (support/texts.ts). */
export type Texts = (key: string, params?: Record<string, string | number>) => string;

const ESCAPED = /[.*+?^${}()|[\]\\]/g;

/** A pattern of an interface text whose placeholders are regular-expression fragments. */
function textPattern(t: Texts, key: string, fragments: Record<string, string>): RegExp {
  const marks = Object.fromEntries(
    Object.keys(fragments).map((name, index) => [name, `\u0000${index}\u0000`]),
  );
  let source = t(key, marks).replace(ESCAPED, '\\$&');
  for (const [index, fragment] of Object.values(fragments).entries())
    source = source.replace(`\u0000${index}\u0000`, fragment);
  return new RegExp(`^${source}`);
}

const escapeText = (text: string) => text.replace(ESCAPED, '\\$&');

async function choose(page: Page, label: string) {
  await page.locator('article').getByLabel(label, { exact: true }).check({ force: true });
}

async function pickFromDropdown(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Puts the sorting question's letters in the given order with the move-up buttons (the keyboard and tap way). */
async function sortLetters(page: Page, wanted: string[], t: Texts) {
  const moveUp = textPattern(t, 'exercises.move_up', { item: '(.)' });
  const order = async () =>
    (await page
      .getByRole('button', { name: moveUp })
      .evaluateAll(
        (buttons, source) =>
          buttons.map(
            (button) => new RegExp(source).exec(button.getAttribute('aria-label') ?? '')?.[1] ?? '',
          ),
        moveUp.source,
      )) as string[];
  for (let round = 0; round < 6; round += 1) {
    const letters = await order();
    const wrong = wanted.findIndex((letter, index) => letters[index] !== letter);
    if (wrong < 0) return;
    await page
      .getByRole('button', { name: t('exercises.move_up', { item: wanted[wrong] as string }) })
      .click();
  }
  expect(await order()).toEqual(wanted);
}

async function buildWord(page: Page, letters: string[], t: Texts) {
  for (const [index, letter] of letters.entries()) {
    const tile = textPattern(t, 'exercises.letters_pool_place', {
      number: '\\d+',
      content: `${escapeText(letter)}$`,
    });
    await page.getByRole('button', { name: tile }).first().click();
    // On a phone a tapped letter goes onto the end of the word; on a desktop it then takes a place.
    if ((await page.getByRole('button', { name: t('exercises.letters_remove_last') }).count()) > 0) continue;
    const place = textPattern(t, 'exercises.letters_answer_place', {
      number: String(index + 1),
      content: '',
    });
    await page.getByRole('button', { name: place }).click();
  }
}

const pick =
  (right: string[], wrong: string[]) =>
  async (page: Page, mode: Exclude<AnswerMode, 'empty'>): Promise<void> => {
    for (const label of mode === 'right' ? right : wrong) await choose(page, label);
  };

/** Scales whose options are pictures or numbers: the radio at an index. */
const radio =
  (right: number, wrong: number) =>
  async (page: Page, mode: Exclude<AnswerMode, 'empty'>): Promise<void> => {
    await page
      .locator('article')
      .getByRole('radio')
      .nth(mode === 'right' ? right : wrong)
      .check({ force: true });
  };

/** The demo quiz "Alphabet check: every question type", question by question (app/server/seed/demo-quizzes.ts). */
export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    title: 'Which letter sounds like',
    slug: 'single_answer',
    key: ['й'],
    answer: pick(['й'], ['и']),
  },
  {
    title: 'Which of these are vowels',
    slug: 'multiple_answer',
    key: ['а', 'о'],
    answer: pick(['а', 'о'], ['б']),
  },
  { title: 'Ukrainian has the letter', slug: 'yes_no', key: ['Yes'], answer: pick(['Yes'], ['No']) },
  { title: 'Pick the letter that is the same', slug: 'copy', key: ['к'], answer: pick(['к'], ['д']) },
  { title: 'Fastest answer', slug: 'competition', key: ['33'], answer: pick(['33'], ['32']) },
  {
    title: 'Which words are greetings',
    slug: 'mixed',
    key: ['привіт', 'добрий день'],
    answer: pick(['привіт', 'добрий день'], ['дякую']),
  },
  { title: 'Which letter is a soft sign', slug: 'default', key: ['ь'], answer: pick(['ь'], ['ъ']) },
  {
    title: 'Write one word you can already read',
    slug: 'text_graphic_answer',
    unscored: true,
    answer: pick(['I wrote a word'], ['I wrote a word']),
  },
  {
    title: 'How do you learn best',
    slug: 'interview',
    poll: true,
    answer: pick(['Listening'], ['Reading']),
  },
  {
    title: 'The alphabet lesson was clear',
    slug: 'likert_scale',
    poll: true,
    answer: pick(['Agree'], ['Disagree']),
  },
  { title: 'Rate this lesson', slug: 'rating', poll: true, answer: radio(4, 0) },
  { title: 'How do you feel about Cyrillic', slug: 'reaction', poll: true, answer: radio(0, 2) },
  { title: 'Would you recommend', slug: 'new_promoter_score', poll: true, answer: radio(2, 0) },
  {
    title: 'Put the first letters in alphabet order',
    slug: 'sorting',
    alwaysAnswered: true,
    key: ['а', 'б', 'в'],
    answer: (page, mode, t) => sortLetters(page, mode === 'right' ? ['а', 'б', 'в'] : ['в', 'б', 'а'], t),
  },
  {
    title: 'Match the Cyrillic letter',
    slug: 'conformity_answer',
    key: ['ш — sh', 'ч — ch'],
    answer: async (page, mode, t) => {
      const answer = mode === 'right' ? 'sh' : 'ch';
      const phoneField = page.getByRole('combobox', {
        name: t('exercises.matching_answer_for', { statement: 'ш' }),
      });
      if ((await phoneField.count()) > 0) {
        // A phone narrower than 760 px: a dropdown per statement, opening a sheet of answers.
        await phoneField.click();
        await page.getByRole('dialog').getByRole('option', { name: answer, exact: true }).click();
        return;
      }
      await page.getByRole('button', { name: /^ш/ }).first().click();
      await page
        .getByRole('button', { name: new RegExp(`^${answer}`) })
        .first()
        .click();
    },
  },
  {
    title: 'Build the word for',
    slug: 'word_from_chars',
    key: ['дім'],
    answer: (page, mode, t) => buildWord(page, mode === 'right' ? [...'дім'] : [...'мід'], t),
  },
  {
    title: 'Build "My name is Taras"',
    slug: 'sentence_from_words',
    key: ['Мене звати Тарас'],
    answer: async (page, mode, t) => {
      for (const word of mode === 'right' ? ['Мене', 'звати', 'Тарас'] : ['Тарас', 'є'])
        await page.getByRole('button', { name: t('exercises.word_add', { word }) }).click();
    },
  },
  {
    title: 'Fill in the greeting',
    slug: 'fill_gaps',
    key: ['день', 'справи'],
    answer: async (page, mode, t) => {
      await page
        .getByLabel(t('exercises.gap_label', { number: 1 }), { exact: true })
        .fill(mode === 'right' ? 'день' : 'ніч');
      await pickFromDropdown(
        page,
        new RegExp(t('exercises.gap_label', { number: 2 })),
        mode === 'right' ? 'справи' : 'звати',
      );
    },
  },
  {
    title: 'Type the Ukrainian word for',
    slug: 'paste_word',
    key: ['дякую'],
    answer: (page, mode, t) =>
      page
        .getByLabel(t('exercises.gap_label', { number: 1 }), { exact: true })
        .fill(mode === 'right' ? 'дякую' : 'прошу'),
  },
  {
    title: 'Choose the right letter',
    slug: 'choose_from_list',
    key: ['и'],
    answer: (page, mode) => pickFromDropdown(page, /Kyiv/, mode === 'right' ? 'и' : 'і'),
  },
  {
    title: 'Choose every letter that fits',
    slug: 'multi_choose_from_list',
    key: ['ї', 'і'],
    answer: async (page, mode) => {
      if (mode === 'right') {
        await pickFromDropdown(page, /Letters with a dot/, 'ї');
        await page.getByRole('option', { name: 'і', exact: true }).click();
      } else {
        await pickFromDropdown(page, /Letters with a dot/, 'и');
      }
      await page.keyboard.press('Escape');
    },
  },
  {
    title: 'Record yourself reading',
    slug: 'text_media_answer',
    unscored: true,
    optional: true,
    answer: (page) => page.locator('article').getByRole('textbox').first().fill('The soft sign.'),
  },
];

/** The demo question whose title the heading starts with. */
export function demoQuestion(heading: string): DemoQuestion {
  const question = DEMO_QUESTIONS.find((candidate) => heading.includes(candidate.title));
  if (!question) throw new Error(`Not a demo question: “${heading}”`);
  return question;
}

/** What a pass expects the student to be told of a question after Check. */
export function expectedVerdict(question: DemoQuestion, mode: AnswerMode): Expected {
  if (mode === 'empty' && question.optional) return 'skipped';
  if (question.poll) return 'poll';
  if (question.unscored) return 'saved';
  return mode === 'right' ? 'correct' : 'incorrect';
}
