import { describe, expect, it } from 'vitest';
import type {
  ChoiceReview,
  LettersReview,
  SortingReview,
  WordOrderReview,
} from '../../../../core/quiz/index.ts';
import { historyStrip, resultDisplay, reviewFlags, reviewQuestion } from '../../../../core/quiz/index.ts';
import { makeQuestion } from '../../../arbitraries/quiz.ts';

const single = makeQuestion({
  id: 1,
  type: { slug: 'single_answer' },
  answers: [
    { id: 11, text: 'Kyiv', is_correct: true },
    { id: 12, text: 'Lviv', is_correct: false },
  ],
  attempt_question_result: { is_correct: false },
  results_versions: [0, 1, null, 2],
});
const chosenLviv = [{ quiz_question_id: 1, quiz_answer_id: 12 }].map((row) => ({ ...row, files: [] }));

describe('review model', () => {
  it('draws the history strip as 9 segments: grey none, red 0, green 1, blue 2, grey padding', () => {
    expect(historyStrip([0, 1, null, 2])).toEqual([
      'incorrect',
      'correct',
      'none',
      'value-2',
      'none',
      'none',
      'none',
      'none',
      'none',
    ]);
    expect(historyStrip(Array.from({ length: 12 }, (_, index) => (index < 3 ? 0 : 1)))).toEqual(
      Array(9).fill('correct'),
    );
  });

  it('shows correct/incorrect flags only with only_correct_or_not; skipped and not started always', () => {
    expect(reviewFlags(single, 'only_correct_or_not')).toMatchObject({ correct: false, incorrect: true });
    for (const type of ['simple_answer', 'only_correct_or_not_question', 'full_information'] as const) {
      expect(reviewFlags(single, type)).toMatchObject({ correct: false, incorrect: false });
    }
    expect(reviewFlags({ ...single, is_skipped: true }, 'simple_answer').skipped).toBe(true);
    expect(reviewFlags({ ...single, is_not_started: true }, 'full_information').notStarted).toBe(true);
  });

  it('marks answers in only_correct_or_not and full_information, reveals the key only in full_information', () => {
    const marked = reviewQuestion(single, { displayType: 'only_correct_or_not', results: chosenLviv })
      .detail as ChoiceReview;
    expect(marked.options.find((option) => option.answerId === 12)?.mark).toBe('incorrect');
    expect(marked.options.some((option) => option.isKey)).toBe(false);
    const plain = reviewQuestion(single, { displayType: 'simple_answer', results: chosenLviv })
      .detail as ChoiceReview;
    expect(plain.options.every((option) => option.mark === null)).toBe(true);
    expect(resultDisplay('only_correct_or_not_question')).toEqual({
      marksAnswers: false,
      showsQuestionVerdict: true,
      showsCorrectAnswers: false,
    });
    const full = reviewQuestion(single, { displayType: 'full_information', results: chosenLviv })
      .detail as ChoiceReview;
    expect(full.options.find((option) => option.isKey)?.answerId).toBe(11);
  });

  it('shows poll percent and count per interview option in full information', () => {
    const poll = makeQuestion({
      id: 2,
      type: { slug: 'interview' },
      answers: [
        { id: 21, text: 'yes' },
        { id: 22, text: 'no' },
      ],
    });
    const review = reviewQuestion(poll, {
      displayType: 'full_information',
      results: [],
      aggregates: [{ quiz_answer_id: 21, percent: 75, count: 3 }],
    }).detail as ChoiceReview;
    expect(review.options.map((option) => option.poll)).toEqual([
      { answerId: 21, percent: 75, count: 3 },
      { answerId: 22, percent: 0, count: 0 },
    ]);
  });

  it('gives sorting its correct order, word from chars its correct word and wrong letters, word order its diffs', () => {
    const sorting = makeQuestion({
      id: 3,
      type: { slug: 'sorting' },
      answers: [
        { id: 31, text: 'b', order: 2 },
        { id: 32, text: 'a', order: 1 },
      ],
    });
    const rows = [31, 32].map((answerId, index) => ({
      quiz_question_id: 3,
      quiz_answer_id: answerId,
      answer_order: index,
      files: [],
    }));
    const sorted = reviewQuestion(sorting, { displayType: 'full_information', results: rows })
      .detail as SortingReview;
    expect(sorted.correctOrder).toEqual([32, 31]);
    expect(sorted.given.map((row) => row.mark)).toEqual(['incorrect', 'incorrect']);

    const letters = makeQuestion({
      id: 4,
      type: { slug: 'word_from_chars' },
      answers: [
        { id: 41, text: 'т', order: 3 },
        { id: 42, text: 'к', order: 1 },
        { id: 43, text: 'і', order: 2 },
      ],
    });
    const spelled = [43, 42, 41].map((answerId, index) => ({
      quiz_question_id: 4,
      quiz_answer_id: answerId,
      answer_order: index,
      files: [],
    }));
    const word = reviewQuestion(letters, { displayType: 'full_information', results: spelled })
      .detail as LettersReview;
    expect(word.correctWord).toBe('кіт');
    expect(word.letters.map((letter) => letter.isWrong)).toEqual([true, true, false]);

    const words = makeQuestion({
      id: 5,
      type: { slug: 'sentence_from_words' },
      answers: [
        { id: 51, text: 'I', order: 1 },
        { id: 52, text: 'am', order: 2 },
        { id: 53, text: 'here', order: 3 },
        { id: 54, text: 'there', order: null, is_correct: false },
      ],
    });
    const placed = [51, 54].map((answerId, index) => ({
      quiz_question_id: 5,
      quiz_answer_id: answerId,
      answer_order: index,
      files: [],
    }));
    const diff = reviewQuestion(words, { displayType: 'full_information', results: placed })
      .detail as WordOrderReview;
    expect(diff.wordsDiff).toEqual([
      { word: 'I', mark: 'correct' },
      { word: 'there', mark: 'incorrect' },
    ]);
    expect(diff.sentenceDiff?.map((word) => word.word)).toEqual(['I', 'am', 'here']);
    expect(diff.restWords).toEqual(['am', 'here']);
  });
});
