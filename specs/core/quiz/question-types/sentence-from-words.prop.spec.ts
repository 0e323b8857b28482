import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerPayload,
  initialAnswerOf,
  isQuestionValid,
  placeWord,
  scoreAnswer,
  WORD_ORDER_SEPARATOR,
  type WordOrderAnswer,
} from '../../../../core/quiz/index.ts';
import { answerAfter, gesturesArb, wordOrderQuestionArb } from '../../../arbitraries/quiz.ts';

describe('sentence_from_words (word order)', () => {
  it('places each word at most once and sends the placed words joined by "/"', () => {
    fc.assert(
      fc.property(wordOrderQuestionArb, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as WordOrderAnswer;
        expect(new Set(answer.placed).size).toBe(answer.placed.length);
        const texts = answer.placed.map(
          (wordId) => question.answers.find((word) => word.id === wordId)!.text,
        );
        expect(answerPayload(question, answer).text_answer).toBe(texts.join(WORD_ORDER_SEPARATOR));
      }),
    );
  });

  it('is invalid while required and no word is placed', () => {
    fc.assert(
      fc.property(wordOrderQuestionArb, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as WordOrderAnswer;
        expect(isQuestionValid(question, answer)).toBe(!question.is_required || answer.placed.length > 0);
      }),
    );
  });

  it('placing the keyed words in order is correct; adding a distractor is not', () => {
    fc.assert(
      fc.property(wordOrderQuestionArb, (question) => {
        const sentence = question.answers
          .filter((word) => word.order != null)
          .sort((left, right) => (left.order ?? 0) - (right.order ?? 0));
        let answer = initialAnswerOf(question) as WordOrderAnswer;
        for (const word of sentence) answer = placeWord(answer, word.id);
        expect(scoreAnswer(question, answerPayload(question, answer)).verdict).toBe('correct');
        const distractor = question.answers.find((word) => word.order == null);
        if (distractor) {
          const longer = placeWord(answer, distractor.id);
          expect(scoreAnswer(question, answerPayload(question, longer)).verdict).toBe('incorrect');
        }
      }),
    );
  });
});
