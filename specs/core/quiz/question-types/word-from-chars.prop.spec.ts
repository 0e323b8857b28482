import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerPayload,
  appendLetter,
  builtWord,
  initialAnswerOf,
  isQuestionValid,
  type LettersAnswer,
  scoreAnswer,
} from '../../../../core/quiz/index.ts';
import { answerAfter, gesturesArb, lettersQuestionArb } from '../../../arbitraries/quiz.ts';

const sorted = (letters: string[]) => [...letters].sort();
const lettersOf = (answer: LettersAnswer, ids: (number | null)[]) =>
  ids.flatMap((tileId) => (tileId == null ? [] : [answer.tiles.find((tile) => tile.id === tileId)!.letter]));

describe('word_from_chars', () => {
  it('conserves letters: pool and slots together always hold every tile exactly once', () => {
    fc.assert(
      fc.property(lettersQuestionArb, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as LettersAnswer;
        const placed = [...answer.slots, ...answer.pool].filter((tileId) => tileId != null);
        expect(sorted(placed.map(String))).toEqual(sorted(answer.tiles.map((tile) => String(tile.id))));
        expect(sorted([...lettersOf(answer, answer.slots), ...lettersOf(answer, answer.pool)])).toEqual(
          sorted(question.answers.map((tile) => tile.text ?? '')),
        );
        expect(answer.slots).toHaveLength(answer.tiles.length);
        expect(answer.pool).toHaveLength(answer.tiles.length);
      }),
    );
  });

  it('is allowed exactly when at least one slot is filled', () => {
    fc.assert(
      fc.property(lettersQuestionArb, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as LettersAnswer;
        const filled = answer.slots.filter((tileId) => tileId != null).length;
        expect(isQuestionValid(question, answer)).toBe(!question.is_required || filled > 0);
      }),
    );
  });

  it('sends the word the slots spell', () => {
    fc.assert(
      fc.property(lettersQuestionArb, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as LettersAnswer;
        expect(answerPayload(question, answer).text_answer).toBe(builtWord(answer));
      }),
    );
  });

  it('tapping the tiles in the word order spells the word and scores correct', () => {
    fc.assert(
      fc.property(lettersQuestionArb, (question) => {
        const byOrder = [...question.answers].sort((left, right) => (left.order ?? 0) - (right.order ?? 0));
        let answer = initialAnswerOf(question) as LettersAnswer;
        for (const tile of byOrder) answer = appendLetter(answer, answer.pool.indexOf(tile.id));
        expect(builtWord(answer)).toBe(byOrder.map((tile) => tile.text).join(''));
        expect(scoreAnswer(question, answerPayload(question, answer)).verdict).toBe('correct');
      }),
    );
  });
});
