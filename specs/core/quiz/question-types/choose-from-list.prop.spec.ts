import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerPayload, isQuestionValid, type ListAnswer, scoreAnswer } from '../../../../core/quiz/index.ts';
import { answerAfter, gesturesArb, listQuestionArb } from '../../../arbitraries/quiz.ts';

describe('choose_from_list and multi_choose_from_list', () => {
  it('choose_from_list keeps at most one answer per dropdown', () => {
    fc.assert(
      fc.property(listQuestionArb('choose_from_list'), gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as ListAnswer;
        for (const ids of Object.values(answer.chosen)) expect(ids.length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('multi_choose_from_list never holds an answer twice', () => {
    fc.assert(
      fc.property(listQuestionArb('multi_choose_from_list'), gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as ListAnswer;
        for (const ids of Object.values(answer.chosen)) expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('is invalid while nothing is chosen, and scores each dropdown against its key', () => {
    fc.assert(
      fc.property(
        fc.oneof(listQuestionArb('choose_from_list'), listQuestionArb('multi_choose_from_list')),
        gesturesArb,
        (question, gestures) => {
          const answer = answerAfter(question, gestures) as ListAnswer;
          const anything = Object.values(answer.chosen).some((ids) => ids.length > 0);
          expect(isQuestionValid(question, answer)).toBe(anything);
          const score = scoreAnswer(question, answerPayload(question, answer));
          expect(score.parts).toHaveLength(question.statements.length);
          for (const statement of question.statements) {
            const key = statement.answers.filter((option) => option.is_correct).map((option) => option.id);
            const chosen = answer.chosen[statement.id] ?? [];
            const right = key.length === chosen.length && key.every((answerId) => chosen.includes(answerId));
            expect(score.parts.find((part) => part.key === `statement:${statement.id}`)?.isCorrect).toBe(
              right,
            );
          }
        },
      ),
    );
  });
});
