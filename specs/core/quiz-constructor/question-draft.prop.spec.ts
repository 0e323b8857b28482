import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QUESTION_SLUGS } from '../../../core/api/quiz.ts';
import { questionDocumentSchema } from '../../../core/api/quiz-authoring.ts';
import { answerPayload, scoreAnswer } from '../../../core/quiz/index.ts';
import {
  documentOf,
  documentProblems,
  editorKindOf,
  moveItem,
  newQuestionDocument,
  questionOfDocument,
  withPositionOrder,
} from '../../../core/quiz-constructor/index.ts';
import { answerAfter, anyQuestionArb, gesturesArb } from '../../arbitraries/quiz.ts';

describe('the question being edited', () => {
  it('read back from its document scores every answer as the stored question does', () => {
    fc.assert(
      fc.property(anyQuestionArb, gesturesArb, (question, gestures) => {
        const edited = questionOfDocument(documentOf(question), question.id);
        const payload = answerPayload(question, answerAfter(question, gestures));
        expect(scoreAnswer(edited, payload)).toEqual(scoreAnswer(question, payload));
      }),
    );
  });

  it('starts, for every one of the 22 slugs, as a document the server takes and with nothing to fix', () => {
    for (const slug of QUESTION_SLUGS) {
      const doc = newQuestionDocument(slug, 'New question');
      expect(v.safeParse(questionDocumentSchema, doc).success, slug).toBe(true);
      expect(documentProblems(doc), slug).toEqual([]);
      expect(editorKindOf(slug)).toBeTruthy();
    }
  });

  it('moves an item anywhere and keeps every item once; ordered kinds key the order by place', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.integer({ min: -2, max: 10 }),
        fc.integer({ min: -2, max: 10 }),
        (items, from, to) => {
          const moved = moveItem(items, from, to);
          expect([...moved].sort()).toEqual([...items].sort());
          if (from >= 0 && from < items.length)
            expect(moved[Math.max(0, Math.min(items.length - 1, to))]).toBe(items[from]);
        },
      ),
    );
    const sorting = newQuestionDocument('sorting', 'Order');
    const reordered = withPositionOrder({ ...sorting, answers: moveItem(sorting.answers, 2, 0) });
    expect(reordered.answers.map((answer) => [answer.text, answer.order])).toEqual([
      ['3', 1],
      ['1', 2],
      ['2', 3],
    ]);
  });
});
