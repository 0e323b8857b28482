import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerPayload, scoreAnswer, stripAnswerKey } from '../../../core/quiz/index.ts';
import { answerAfter, anyQuestionArb, gesturesArb } from '../../arbitraries/quiz.ts';

describe('the question a student receives', () => {
  it('works the same without its key: the same gestures build the same payload', () => {
    fc.assert(
      fc.property(anyQuestionArb, gesturesArb, (question, gestures) => {
        const stripped = stripAnswerKey(question);
        expect(answerPayload(stripped, answerAfter(stripped, gestures))).toEqual(
          answerPayload(question, answerAfter(question, gestures)),
        );
      }),
    );
  });

  it('carries nothing a scorer could use: every answer to it is not scorable', () => {
    fc.assert(
      fc.property(anyQuestionArb, gesturesArb, (question, gestures) => {
        const stripped = stripAnswerKey(question);
        const payload = answerPayload(question, answerAfter(question, gestures));
        expect(scoreAnswer(stripped, payload).verdict).toBe('not_scorable');
        expect(JSON.stringify(stripped)).not.toMatch(/"is_correct"|"order"|"correct_answers"/);
      }),
    );
  });
});
