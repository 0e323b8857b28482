import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GapsAnswer, isQuestionValid } from '../../../../core/quiz/index.ts';
import { answerAfter, gapsQuestionArb, gesturesArb } from '../../../arbitraries/quiz.ts';

describe('paste_word', () => {
  it('is invalid while required and the first gap text is empty (spaces count as empty)', () => {
    fc.assert(
      fc.property(gapsQuestionArb('paste_word'), gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as GapsAnswer;
        const first = answer.gaps[0]!;
        expect(answer.gaps.every((gap) => gap.input === 'text')).toBe(true);
        expect(isQuestionValid(question, answer)).toBe(!question.is_required || first.text.trim() !== '');
      }),
    );
  });
});
