import type { AnswerRequest, Question } from '../../api/quiz.ts';
import { correctOrder } from './correct-order.ts';
import { normalizeTypedAnswer } from './normalize-typed-answer.ts';
import type { Score } from './score.types.ts';
import { allOrNothing, notScorable } from './score-helpers.ts';

/** One word of a words diff. */
export interface WordDiff {
  word: string;
  isCorrect: boolean;
}

function wordText(question: Question, wordId: number): string {
  return question.answers.find((answer) => answer.id === wordId)?.text ?? '';
}

/** The correct sentence's words. */
export function correctSentence(question: Question): string[] {
  return correctOrder(question.answers).map((answer) => answer.text ?? '');
}

/** Each given word, marked right when it is the correct sentence's word at that position. */
export function wordsDiff(question: Question, placed: readonly number[]): WordDiff[] {
  const sentence = correctSentence(question).map(normalizeTypedAnswer);
  return placed.map((wordId, position) => {
    const word = wordText(question, wordId);
    return { word, isCorrect: sentence[position] === normalizeTypedAnswer(word) };
  });
}

/** Each correct-sentence word, marked right when the learner put it at that position. */
export function sentenceDiff(question: Question, placed: readonly number[]): WordDiff[] {
  const given = placed.map((wordId) => normalizeTypedAnswer(wordText(question, wordId)));
  return correctSentence(question).map((word, position) => ({
    word,
    isCorrect: given[position] === normalizeTypedAnswer(word),
  }));
}

/** Scores word order: the placed words read as the correct sentence (equal words interchangeable), all or nothing. */
export function scoreWordOrder(question: Question, payload: AnswerRequest): Score {
  const sentence = correctSentence(question);
  if (sentence.length === 0) return notScorable();
  const isCorrect =
    payload.answer_ids.length === sentence.length &&
    sentenceDiff(question, payload.answer_ids).every((word) => word.isCorrect);
  return allOrNothing(isCorrect, question.max_points);
}
