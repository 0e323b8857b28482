import type { AnswerRequest, Question } from '../../api/quiz.ts';
import { correctOrder } from './correct-order.ts';
import { normalizeTypedAnswer } from './normalize-typed-answer.ts';
import type { Score } from './score.types.ts';
import { allOrNothing, notScorable } from './score-helpers.ts';

/** The correct word: the letter tiles in keyed order. */
export function correctWord(question: Question): string {
  return correctOrder(question.answers)
    .map((answer) => answer.text ?? '')
    .join('');
}

/** The word the payload spells: tile letters in slot order (the tile ids decide, not the client's text). */
export function payloadWord(question: Question, payload: AnswerRequest): string {
  return payload.answer_ids
    .map((tileId) => question.answers.find((answer) => answer.id === tileId)?.text ?? '')
    .join('');
}

/** Scores word from characters: the spelled word equals the correct word after normalization, all or nothing. */
export function scoreWordFromChars(question: Question, payload: AnswerRequest): Score {
  const word = correctWord(question);
  if (word === '') return notScorable();
  return allOrNothing(
    normalizeTypedAnswer(payloadWord(question, payload)) === normalizeTypedAnswer(word),
    question.max_points,
  );
}
