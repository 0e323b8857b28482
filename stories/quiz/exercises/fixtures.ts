import * as v from 'valibot';
import {
  type Question,
  type QuestionInput,
  questionSchema,
  type ResultDisplayType,
} from '../../../core/api/quiz.ts';
import {
  type AnswerState,
  answerPayload,
  appendLetter,
  bind,
  chooseFromList,
  chooseGap,
  correctOrder,
  type GapsAnswer,
  initialAnswerOf,
  inputGap,
  type LettersAnswer,
  type ListAnswer,
  type MatchingAnswer,
  placeWord,
  type QuestionReview,
  reorder,
  reviewQuestion,
  type SortingAnswer,
  type WordOrderAnswer,
} from '../../../core/quiz/index.ts';
import { resultsFromPayload } from '../../../specs/arbitraries/quiz.ts';

// Exercise questions of a Ukrainian course for English speakers, as a student receives them at review
// time (with the key), plus answers built with the engine's own operations.

const question = (input: QuestionInput): Question => v.parse(questionSchema, input);

/** paste_word: a typed word per statement. */
export const pasteWordQuestion = question({
  id: 101,
  type: { slug: 'paste_word' },
  name: 'Type the Ukrainian words.',
  statements: [
    {
      id: 1011,
      text: '“Thank you” in Ukrainian is [gap].',
      answer_groups: [{ id: 10111, type_id: 1 }],
      answers: [{ id: 101111, text: 'дякую', is_correct: true, quiz_answer_group_id: 10111 }],
    },
    {
      id: 1012,
      text: '“Please” in Ukrainian is [gap].',
      answer_groups: [{ id: 10121, type_id: 1 }],
      answers: [{ id: 101211, text: 'будь ласка', is_correct: true, quiz_answer_group_id: 10121 }],
    },
  ],
});

/** fill_gaps: a typed gap and two dropdown gaps in one statement. */
export const fillGapsQuestion = question({
  id: 102,
  type: { slug: 'fill_gaps' },
  name: 'Complete the introduction.',
  statements: [
    {
      id: 1021,
      text: '<strong>Оксана:</strong> Добрий [gap 1]! Мене [gap 2] Оксана. Я [gap 3] з Києва.',
      answer_groups: [
        { id: 10211, type_id: 1 },
        { id: 10212, type_id: 2 },
        { id: 10213, type_id: 2 },
      ],
      answers: [
        { id: 1, text: 'день', is_correct: true, quiz_answer_group_id: 10211 },
        { id: 2, text: 'ранок', is_correct: true, quiz_answer_group_id: 10211 },
        { id: 3, text: 'звати', is_correct: true, quiz_answer_group_id: 10212 },
        { id: 4, text: 'звуть', is_correct: false, quiz_answer_group_id: 10212 },
        { id: 5, text: 'називаю', is_correct: false, quiz_answer_group_id: 10212 },
        { id: 6, text: 'родом', is_correct: true, quiz_answer_group_id: 10213 },
        { id: 7, text: 'живу', is_correct: false, quiz_answer_group_id: 10213 },
      ],
    },
  ],
});

/** fill_gaps with every answer shared: the pool of remaining words shows above the text. */
export const sharedPoolQuestion = question({
  id: 103,
  type: { slug: 'fill_gaps' },
  name: 'Put the words where they belong.',
  statements: [
    {
      id: 1031,
      text: 'Київ — [gap] України. Дніпро — найдовша [gap] країни. Карпати — це [gap] на заході.',
      answer_groups: [
        { id: 10311, type_id: 2, display_type_id: 2 },
        { id: 10312, type_id: 2, display_type_id: 2 },
        { id: 10313, type_id: 2, display_type_id: 2 },
      ],
      answers: [
        { id: 11, text: 'річка', is_correct: true, quiz_answer_group_id: 10312 },
        { id: 12, text: 'столиця', is_correct: true, quiz_answer_group_id: 10311 },
        { id: 13, text: 'море', is_correct: false },
        { id: 14, text: 'гори', is_correct: true, quiz_answer_group_id: 10313 },
      ],
    },
  ],
});

/** choose_from_list: one dropdown per statement. */
export const chooseFromListQuestion = question({
  id: 104,
  type: { slug: 'choose_from_list' },
  name: 'Choose the right form.',
  statements: [
    {
      id: 1041,
      text: '“Kyiv” is spelled К_їв',
      answers: [
        { id: 21, text: 'и', is_correct: true },
        { id: 22, text: 'і', is_correct: false },
      ],
    },
    {
      id: 1042,
      text: 'The plural of <em>книга</em>',
      answers: [
        { id: 23, text: 'книгі', is_correct: false },
        { id: 24, text: 'книги', is_correct: true },
        { id: 25, text: 'книгы', is_correct: false },
      ],
    },
    {
      id: 1043,
      text: '“I read”: я …',
      answers: [
        { id: 26, text: 'читає', is_correct: false },
        { id: 27, text: 'читаю', is_correct: true },
        { id: 28, text: 'читаєш', is_correct: false },
      ],
    },
  ],
});

/** multi_choose_from_list: several answers per dropdown. */
export const multiChooseFromListQuestion = question({
  id: 105,
  type: { slug: 'multi_choose_from_list' },
  name: 'Choose every answer that fits.',
  statements: [
    {
      id: 1051,
      text: 'Letters with a dot or dots',
      answers: [
        { id: 31, text: 'ї', is_correct: true },
        { id: 32, text: 'и', is_correct: false },
        { id: 33, text: 'і', is_correct: true },
      ],
    },
    {
      id: 1052,
      text: 'Words that end in a soft sign',
      answers: [
        { id: 34, text: 'день', is_correct: true },
        { id: 35, text: 'дім', is_correct: false },
        { id: 36, text: 'сіль', is_correct: true },
      ],
    },
  ],
});

/** sentence_from_words: “I study Ukrainian every day”, with one distractor. */
export const wordOrderQuestion = question({
  id: 106,
  type: { slug: 'sentence_from_words' },
  name: 'Build the sentence “I study Ukrainian every day”.',
  answers: [
    { id: 41, text: 'мову', order: 4, is_correct: true },
    { id: 42, text: 'Я', order: 1, is_correct: true },
    { id: 43, text: 'щодня', order: 5, is_correct: true },
    { id: 44, text: 'вчить', is_correct: false },
    { id: 45, text: 'українську', order: 3, is_correct: true },
    { id: 46, text: 'вивчаю', order: 2, is_correct: true },
  ],
});

const lettersOf = (id: number, shuffled: string, word: string) => {
  const used = new Set<number>();
  return [...shuffled].map((letter, index) => {
    const order = [...word].findIndex((candidate, position) => candidate === letter && !used.has(position));
    used.add(order);
    return { id: id * 100 + index, text: letter, order: order + 1 };
  });
};

/** word_from_chars: “книга” (book) from scrambled letters. */
export const lettersQuestion = question({
  id: 107,
  type: { slug: 'word_from_chars' },
  name: 'Build the word for “book”.',
  answers: lettersOf(107, 'гнаик', 'книга'),
});

/** word_from_chars with a space: “до речі” (by the way). */
export const lettersWithSpaceQuestion = question({
  id: 108,
  type: { slug: 'word_from_chars' },
  name: 'Build “by the way”.',
  answers: lettersOf(108, 'ре ідоч', 'до речі'),
});

/** sorting: the working days in order. */
export const sortingQuestion = question({
  id: 109,
  type: { slug: 'sorting' },
  name: 'Put the working days in order.',
  answers: [
    { id: 51, text: 'середа', order: 3 },
    { id: 52, text: 'понеділок', order: 1 },
    { id: 53, text: 'пʼятниця', order: 5 },
    { id: 54, text: 'вівторок', order: 2 },
    { id: 55, text: 'четвер', order: 4 },
  ],
});

/** conformity_answer one-to-one: animals and their English names. */
export const matchingQuestion = question({
  id: 110,
  type: { slug: 'conformity_answer' },
  name: 'Match the animals with their English names.',
  conformity_type: 1,
  statements: [
    { id: 1101, text: 'кіт', correct_answers: [63] },
    { id: 1102, text: 'собака', correct_answers: [61] },
    { id: 1103, text: 'корова', correct_answers: [64] },
    { id: 1104, text: 'кінь', correct_answers: [62] },
  ],
  answers: [
    { id: 61, text: 'dog' },
    { id: 62, text: 'horse' },
    { id: 63, text: 'cat' },
    { id: 64, text: 'cow' },
  ],
});

/** conformity_answer many-to-one: vowels and consonants. */
export const manyToOneQuestion = question({
  id: 111,
  type: { slug: 'conformity_answer' },
  name: 'Sort the letters into vowels and consonants.',
  conformity_type: 2,
  statements: [
    { id: 1111, text: 'Голосні (vowels)', correct_answers: [71, 73, 75] },
    { id: 1112, text: 'Приголосні (consonants)', correct_answers: [72, 74, 76] },
  ],
  answers: [
    { id: 71, text: 'а' },
    { id: 72, text: 'б' },
    { id: 73, text: 'о' },
    { id: 74, text: 'т' },
    { id: 75, text: 'у' },
    { id: 76, text: 'м' },
  ],
});

/** conformity_answer with combined answers: a dropdown per statement. */
export const combinedMatchingQuestion = question({
  id: 112,
  type: { slug: 'conformity_answer' },
  name: 'Match the greetings.',
  conformity_type: 1,
  is_answers_combined: true,
  statements: [
    { id: 1121, text: 'Добрий ранок', correct_answers: [82] },
    { id: 1122, text: 'Добраніч', correct_answers: [83] },
    { id: 1123, text: 'До побачення', correct_answers: [81] },
  ],
  answers: [
    { id: 81, text: 'Goodbye' },
    { id: 82, text: 'Good morning' },
    { id: 83, text: 'Good night' },
  ],
});

/* Answers built with the engine's operations. */

const gapsOf = (q: Question) => initialAnswerOf(q) as GapsAnswer;
const listOf = (q: Question) => initialAnswerOf(q) as ListAnswer;

/** Gap answers: typed text per text gap, chosen answer ids per choice gap, in gap order. */
export function gapsAnswer(q: Question, values: (string | number | null)[]): GapsAnswer {
  return gapsOf(q).gaps.reduce((answer, gap, index) => {
    const value = values[index] ?? null;
    if (value == null) return answer;
    return typeof value === 'string'
      ? inputGap(answer, gap.groupId, value)
      : chooseGap(answer, gap.groupId, value);
  }, gapsOf(q));
}

/** List answers: chosen ids per statement. */
export function listAnswer(q: Question, chosen: Record<number, number[]>): ListAnswer {
  return Object.entries(chosen).reduce(
    (answer, [statementId, ids]) =>
      ids.reduce((state, id) => chooseFromList(state, Number(statementId), id), answer),
    listOf(q),
  );
}

/** Word order: these words placed in this order. */
export function wordsAnswer(q: Question, wordIds: number[]): WordOrderAnswer {
  return wordIds.reduce((answer, wordId) => placeWord(answer, wordId), initialAnswerOf(q) as WordOrderAnswer);
}

/** Word from characters: these tiles appended in this order. */
export function lettersAnswer(q: Question, tileIds: number[]): LettersAnswer {
  return tileIds.reduce(
    (answer, tileId) => appendLetter(answer, answer.pool.indexOf(tileId)),
    initialAnswerOf(q) as LettersAnswer,
  );
}

/** The keyed tiles or words in order. */
export const keyedIds = (q: Question) => correctOrder(q.answers).map((answer) => answer.id);

/** Sorting: the given order. */
export function sortingAnswer(q: Question, order: number[]): SortingAnswer {
  const start = initialAnswerOf(q) as SortingAnswer;
  return order.reduce(
    (answer, answerId, position) => reorder(answer, answer.order.indexOf(answerId), position),
    start,
  );
}

/** Matching: these [statement, answer] pairs bound. */
export function matchingAnswer(q: Question, pairs: [number, number][]): MatchingAnswer {
  return pairs.reduce(
    (answer, [statementId, answerId]) => bind(answer, statementId, answerId),
    initialAnswerOf(q) as MatchingAnswer,
  );
}

/** What a review screen receives for an answer: the stored rows' answer and the review model. */
export function reviewOf<TAnswer extends AnswerState>(
  q: Question,
  answer: TAnswer,
  displayType: ResultDisplayType,
): { question: Question; answer: TAnswer; review: QuestionReview<unknown> } {
  const results = resultsFromPayload(answerPayload(q, answer));
  const review = reviewQuestion(q, { displayType, results });
  const graded: Question = {
    ...q,
    has_result_answer: true,
    attempt_question_result: { is_correct: review.score.verdict === 'correct' },
  };
  return { question: graded, answer, review: reviewQuestion(graded, { displayType, results }) };
}

/** Per type: a right answer, a wrong one, and the question. */
export const EXERCISES = {
  paste_word: {
    question: pasteWordQuestion,
    right: () => gapsAnswer(pasteWordQuestion, ['дякую', 'будь ласка']),
    wrong: () => gapsAnswer(pasteWordQuestion, ['дякую', 'пожалуйста']),
  },
  fill_gaps: {
    question: fillGapsQuestion,
    right: () => gapsAnswer(fillGapsQuestion, ['день', 3, 6]),
    wrong: () => gapsAnswer(fillGapsQuestion, ['вечір', 4, 6]),
  },
  choose_from_list: {
    question: chooseFromListQuestion,
    right: () => listAnswer(chooseFromListQuestion, { 1041: [21], 1042: [24], 1043: [27] }),
    wrong: () => listAnswer(chooseFromListQuestion, { 1041: [22], 1042: [24], 1043: [26] }),
  },
  multi_choose_from_list: {
    question: multiChooseFromListQuestion,
    right: () => listAnswer(multiChooseFromListQuestion, { 1051: [31, 33], 1052: [34, 36] }),
    wrong: () => listAnswer(multiChooseFromListQuestion, { 1051: [31], 1052: [34, 35, 36] }),
  },
  sentence_from_words: {
    question: wordOrderQuestion,
    right: () => wordsAnswer(wordOrderQuestion, [42, 46, 45, 41, 43]),
    wrong: () => wordsAnswer(wordOrderQuestion, [42, 44, 45, 41, 43]),
  },
  word_from_chars: {
    question: lettersQuestion,
    right: () => lettersAnswer(lettersQuestion, keyedIds(lettersQuestion)),
    wrong: () => lettersAnswer(lettersQuestion, [10704, 10701, 10700, 10703, 10702]),
  },
  sorting: {
    question: sortingQuestion,
    right: () => sortingAnswer(sortingQuestion, [52, 54, 51, 55, 53]),
    wrong: () => sortingAnswer(sortingQuestion, [52, 51, 54, 55, 53]),
  },
  conformity_answer: {
    question: matchingQuestion,
    right: () =>
      matchingAnswer(matchingQuestion, [
        [1101, 63],
        [1102, 61],
        [1103, 64],
        [1104, 62],
      ]),
    wrong: () =>
      matchingAnswer(matchingQuestion, [
        [1101, 63],
        [1102, 62],
        [1103, 64],
        [1104, 61],
      ]),
  },
} as const;
