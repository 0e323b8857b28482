import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerPayload,
  isQuestionValid,
  reorder,
  type SortingAnswer,
  scoreAnswer,
} from '../../../../core/quiz/index.ts';
import { answerAfter, gesturesArb, sortingQuestionArb } from '../../../arbitraries/quiz.ts';

describe('sorting', () => {
  it('reordering keeps every answer exactly once', () => {
    fc.assert(
      fc.property(sortingQuestionArb, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as SortingAnswer;
        expect([...answer.order].sort()).toEqual(question.answers.map((option) => option.id).sort());
      }),
    );
  });

  it('is never invalid, even when required', () => {
    fc.assert(
      fc.property(sortingQuestionArb, gesturesArb, (question, gestures) => {
        expect(isQuestionValid({ ...question, is_required: true }, answerAfter(question, gestures))).toBe(
          true,
        );
      }),
    );
  });

  it('moving an answer away and back restores the order', () => {
    fc.assert(
      fc.property(sortingQuestionArb, gesturesArb, fc.nat(), fc.nat(), (question, gestures, from, to) => {
        const answer = answerAfter(question, gestures) as SortingAnswer;
        const size = answer.order.length;
        const there = reorder(answer, from % size, to % size);
        expect(reorder(there, to % size, from % size).order).toEqual(answer.order);
      }),
    );
  });

  it('the keyed order is correct with full points; any other order earns less', () => {
    fc.assert(
      fc.property(sortingQuestionArb, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as SortingAnswer;
        const keyed = [...question.answers].sort((left, right) => (left.order ?? 0) - (right.order ?? 0));
        const isKeyed = answer.order.every((answerId, index) => keyed[index]?.id === answerId);
        const score = scoreAnswer(question, answerPayload(question, answer));
        expect(score.verdict).toBe(isKeyed ? 'correct' : 'incorrect');
        if (!isKeyed) expect(score.points).toBeLessThan(question.max_points || 1);
      }),
    );
  });
});
