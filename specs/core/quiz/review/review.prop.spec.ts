import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESULT_DISPLAY_TYPES } from '../../../../core/api/quiz.ts';
import { answerPayload, reviewQuestion, scoreAnswer } from '../../../../core/quiz/index.ts';
import { answerAfter, anyQuestionArb, gesturesArb, resultsFromPayload } from '../../../arbitraries/quiz.ts';
import { marksIn } from './review-marks.ts';

describe('review model', () => {
  it('judges a stored answer exactly as the scorer judged the submission', () => {
    fc.assert(
      fc.property(
        anyQuestionArb,
        gesturesArb,
        fc.constantFrom(...RESULT_DISPLAY_TYPES),
        (question, gestures, displayType) => {
          const payload = answerPayload(question, answerAfter(question, gestures));
          const review = reviewQuestion(question, { displayType, results: resultsFromPayload(payload) });
          expect(review.score).toEqual(scoreAnswer(question, payload));
        },
      ),
    );
  });

  it('marks answers only in only_correct_or_not and full_information, and never for unscored types', () => {
    fc.assert(
      fc.property(
        anyQuestionArb,
        gesturesArb,
        fc.constantFrom(...RESULT_DISPLAY_TYPES),
        (question, gestures, displayType) => {
          const payload = answerPayload(question, answerAfter(question, gestures));
          const review = reviewQuestion(question, { displayType, results: resultsFromPayload(payload) });
          const marks = marksIn(review.detail).filter((mark) => mark !== null);
          if (!review.display.marksAnswers || review.score.verdict === 'not_scorable')
            expect(marks).toEqual([]);
          expect(review.history).toHaveLength(9);
        },
      ),
    );
  });

  it('reveals correct answers, order, word and sentence only in full_information', () => {
    fc.assert(
      fc.property(anyQuestionArb, fc.constantFrom(...RESULT_DISPLAY_TYPES), (question, displayType) => {
        const detail = reviewQuestion(question, { displayType, results: [] }).detail as Record<
          string,
          unknown
        >;
        const revealed = JSON.stringify(detail, (key, value) =>
          [
            'correctAnswers',
            'correctOrder',
            'correctWord',
            'sentenceDiff',
            'correctAnswerIds',
            'poll',
          ].includes(key) && value !== null
            ? 'REVEALED'
            : key === 'isKey' && value === true
              ? 'REVEALED'
              : value,
        ).includes('REVEALED');
        if (displayType !== 'full_information') expect(revealed).toBe(false);
      }),
    );
  });
});
