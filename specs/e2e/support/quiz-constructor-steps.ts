import type { Locator, Page } from 'playwright-core';
import { DEMO_QUESTIONS } from './demo-quiz.ts';
import { textsIn } from './texts.ts';

const t = textsIn('en');
/** A 1×1 PNG. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const POLL = { timeout: 15_000 };

/** Makes an answer list hold exactly these texts, and ticks the correct ones (a radio or a checkbox). */
async function fillAnswers(group: Locator, texts: string[], correct: number[] = []): Promise<void> {
  const boxes = group.getByRole('textbox', { name: /^Answer \d+$/ });
  let count = await boxes.count();
  for (; count < texts.length; count += 1)
    await group.getByRole('button', { name: t('expert.quiz_editor_add_answer') }).click();
  for (; count > texts.length; count -= 1)
    await group
      .getByRole('button', { name: t('expert.quiz_editor_delete_answer', { number: count }) })
      .click();
  for (const [index, text] of texts.entries())
    await group
      .getByRole('textbox', {
        name: t('expert.quiz_editor_answer_named', { number: index + 1 }),
        exact: true,
      })
      .fill(text);
  for (const index of correct)
    await group
      .getByLabel(t('expert.quiz_editor_correct_named', { number: index + 1 }), { exact: true })
      .check();
}

const group = (editor: Locator, key: string, params?: Record<string, number>) =>
  editor.getByRole('group', { name: t(key, params), exact: true });

const statement = (editor: Locator, number: number) => editor.locator(`[data-statement-row="${number}"]`);

async function statementText(editor: Locator, number: number, text: string): Promise<void> {
  await editor
    .getByRole('textbox', { name: t('expert.quiz_editor_statement_named', { number }), exact: true })
    .fill(text);
}

/** How the editor of one slug is filled so the question reads as the demo quiz's (support/demo-quiz.ts answers it). */
const PARTS: Record<string, (editor: Locator) => Promise<void>> = {
  single_answer: async (editor) => {
    await fillAnswers(group(editor, 'expert.quiz_editor_answers'), ['й', 'и', 'ж'], [0]);
    // An answer's image goes up through the upload queue and shows in its row once stored.
    const label = t('expert.quiz_editor_answer_image', { number: 1 });
    await group(editor, 'expert.quiz_editor_answers')
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'letter.png',
        mimeType: 'image/png',
        buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
      });
    await editor.getByRole('img', { name: label }).waitFor(POLL);
  },
  multiple_answer: (editor) =>
    fillAnswers(group(editor, 'expert.quiz_editor_answers'), ['а', 'о', 'б', 'т'], [0, 1]),
  yes_no: (editor) => fillAnswers(group(editor, 'expert.quiz_editor_answers'), ['Yes', 'No'], [0]),
  copy: (editor) => fillAnswers(group(editor, 'expert.quiz_editor_answers'), ['к', 'д'], [0]),
  competition: (editor) => fillAnswers(group(editor, 'expert.quiz_editor_answers'), ['33', '32'], [0]),
  mixed: (editor) =>
    fillAnswers(group(editor, 'expert.quiz_editor_answers'), ['привіт', 'добрий день', 'дякую'], [0, 1]),
  default: (editor) => fillAnswers(group(editor, 'expert.quiz_editor_answers'), ['ь', 'ъ'], [0]),
  text_graphic_answer: (editor) =>
    fillAnswers(group(editor, 'expert.quiz_editor_options'), ['I wrote a word']),
  interview: (editor) =>
    fillAnswers(group(editor, 'expert.quiz_editor_options'), ['Reading', 'Listening', 'Writing']),
  likert_scale: (editor) =>
    fillAnswers(group(editor, 'expert.quiz_editor_options'), ['Disagree', 'Neutral', 'Agree']),
  rating: (editor) => fillAnswers(group(editor, 'expert.quiz_editor_options'), ['1', '2', '3', '4', '5']),
  reaction: (editor) => fillAnswers(group(editor, 'expert.quiz_editor_options'), ['😀', '😐', '😟']),
  new_promoter_score: (editor) => fillAnswers(group(editor, 'expert.quiz_editor_options'), ['0', '5', '10']),
  sorting: (editor) => fillAnswers(group(editor, 'expert.quiz_editor_items'), ['а', 'б', 'в']),
  word_from_chars: (editor) => fillAnswers(group(editor, 'expert.quiz_editor_letters'), ['д', 'і', 'м']),
  sentence_from_words: (editor) =>
    fillAnswers(group(editor, 'expert.quiz_editor_items'), ['Мене', 'звати', 'Тарас']),
  conformity_answer: async (editor) => {
    // The new question binds statement 1 to answer 1 and 2 to 2: the texts make it ш — sh, ч — ch.
    await fillAnswers(group(editor, 'expert.quiz_editor_answers'), ['sh', 'ch']);
    await statementText(editor, 1, 'ш');
    await statementText(editor, 2, 'ч');
  },
  fill_gaps: async (editor) => {
    const row = statement(editor, 1);
    await row.getByRole('button', { name: t('expert.quiz_editor_add_gap') }).click();
    await statementText(editor, 1, 'Добрий [gap]! Як [gap]?');
    await fillAnswers(group(row, 'expert.quiz_editor_gap_spellings', { number: 1 }), ['день']);
    await row.getByLabel(t('expert.quiz_editor_gap_kind', { number: 2 }), { exact: true }).selectOption('2');
    await fillAnswers(group(row, 'expert.quiz_editor_gap_options', { number: 2 }), ['справи', 'звати'], [0]);
  },
  paste_word: async (editor) => {
    await statementText(editor, 1, '[gap]');
    await fillAnswers(group(statement(editor, 1), 'expert.quiz_editor_gap_spellings', { number: 1 }), [
      'дякую',
    ]);
  },
  choose_from_list: async (editor) => {
    await statementText(editor, 1, '"Kyiv" is spelled К_їв');
    await fillAnswers(group(editor, 'expert.quiz_editor_list_options', { number: 1 }), ['и', 'і'], [0]);
  },
  multi_choose_from_list: async (editor) => {
    await statementText(editor, 1, 'Letters with a dot or dots');
    await fillAnswers(
      group(editor, 'expert.quiz_editor_list_options', { number: 1 }),
      ['ї', 'і', 'и'],
      [0, 1],
    );
  },
  text_media_answer: async () => {},
};

/** The demo quiz's question names, by slug (app/server/seed/demo-quizzes.ts). */
const NAMES: Record<string, string> = {
  single_answer: 'Which letter sounds like English "y" in "yes"?',
  multiple_answer: 'Which of these are vowels?',
  yes_no: 'Ukrainian has the letter ґ.',
  copy: 'Pick the letter that is the same in Latin and Cyrillic.',
  competition: 'Fastest answer: how many letters are in the Ukrainian alphabet?',
  mixed: 'Which words are greetings?',
  default: 'Which letter is a soft sign?',
  text_graphic_answer: 'Write one word you can already read.',
  interview: 'How do you learn best?',
  likert_scale: 'The alphabet lesson was clear.',
  rating: 'Rate this lesson.',
  reaction: 'How do you feel about Cyrillic now?',
  new_promoter_score: 'Would you recommend this course to a friend?',
  sorting: 'Put the first letters in alphabet order.',
  conformity_answer: 'Match the Cyrillic letter to its sound.',
  word_from_chars: 'Build the word for "house".',
  sentence_from_words: 'Build "My name is Taras".',
  fill_gaps: 'Fill in the greeting.',
  paste_word: 'Type the Ukrainian word for "thank you".',
  choose_from_list: 'Choose the right letter.',
  multi_choose_from_list: 'Choose every letter that fits.',
  text_media_answer: 'Record yourself reading the alphabet, or write what was hardest.',
};

/** The slugs in the demo quiz's order, one question of each of the 22 types. */
export const EVERY_SLUG = DEMO_QUESTIONS.map((question) => question.slug);

/** Adds a question of a slug on the open quiz's settings page, fills its editor like the demo question, saves it. */
export async function buildQuestion(page: Page, slug: string): Promise<void> {
  await fillQuestion(page, slug).catch((error: Error) => {
    throw new Error(`Building the ${slug} question: ${error.message}`);
  });
}

async function fillQuestion(page: Page, slug: string): Promise<void> {
  await page.getByLabel(t('expert.quiz_editor_new_type')).selectOption(slug);
  await page.getByRole('button', { name: t('expert.quiz_editor_add_question') }).click();
  const editor = page.getByRole('form', {
    name: t('expert.quiz_editor_title', { type: t(`expert.quiz_type_${slug}`) }),
  });
  await editor.waitFor(POLL);
  await editor.getByLabel(t('expert.quiz_editor_name'), { exact: true }).fill(NAMES[slug]!);
  await PARTS[slug]!(editor);
  await editor.getByRole('button', { name: t('expert.quiz_editor_save') }).click();
  await editor.waitFor({ state: 'detached', ...POLL });
}
