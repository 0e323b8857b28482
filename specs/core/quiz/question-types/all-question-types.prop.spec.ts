import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { answerRequestSchema, QUESTION_SLUGS, type Question } from '../../../../core/api/quiz.ts';
import {
  answerPayload,
  isAnswered,
  isQuestionValid,
  QUESTION_TYPES,
  questionTypeOf,
  scoreAnswer,
} from '../../../../core/quiz/index.ts';
import { answerAfter, anyQuestionArb, gesturesArb } from '../../../arbitraries/quiz.ts';

/** The same question with every list of answers shown in another order. */
function reshuffled(question: Question, seed: number): Question {
  const rotate = <T>(items: T[]) => {
    if (items.length === 0) return items;
    const shift = seed % items.length;
    return [...items.slice(shift), ...items.slice(0, shift)].reverse();
  };
  return {
    ...question,
    answers: rotate(question.answers),
    statements: question.statements.map((statement) => ({
      ...statement,
      answers: rotate(statement.answers),
    })),
  };
}

describe('every question type', () => {
  it('has a module for every slug of spec 1 §3, serving that slug', () => {
    for (const slug of QUESTION_SLUGS) expect(QUESTION_TYPES[slug].slug).toBe(slug);
  });

  it('builds, from any reachable answer, a payload the request schema accepts', () => {
    fc.assert(
      fc.property(anyQuestionArb, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures);
        expect(answer.kind).toBe(questionTypeOf(question).kind);
        const payload = answerPayload(question, answer, { isCheck: true, idempotencyKey: 'k-1' });
        expect(v.safeParse(answerRequestSchema, payload).success).toBe(true);
        expect(payload.quiz_question_id).toBe(question.id);
      }),
    );
  });

  it('never scores below zero or above the question max points; a correct verdict earns all of them', () => {
    fc.assert(
      fc.property(anyQuestionArb, gesturesArb, (question, gestures) => {
        const score = scoreAnswer(question, answerPayload(question, answerAfter(question, gestures)));
        expect(score.points).toBeGreaterThanOrEqual(0);
        expect(score.points).toBeLessThanOrEqual(score.maxPoints);
        if (score.verdict === 'correct') expect(score.points).toBe(question.max_points);
        if (score.verdict === 'not_scorable') expect(score.points).toBe(0);
        if (!questionTypeOf(question).scorable) expect(score.verdict).toBe('not_scorable');
      }),
    );
  });

  it('scores the same answer the same way whatever order the options were shown in', () => {
    fc.assert(
      fc.property(anyQuestionArb, gesturesArb, fc.nat(), (question, gestures, seed) => {
        const payload = answerPayload(question, answerAfter(question, gestures));
        expect(scoreAnswer(reshuffled(question, seed), payload)).toEqual(scoreAnswer(question, payload));
      }),
    );
  });

  it('scores a payload the same when sent twice (scoring is pure)', () => {
    fc.assert(
      fc.property(anyQuestionArb, gesturesArb, (question, gestures) => {
        const payload = answerPayload(question, answerAfter(question, gestures));
        expect(scoreAnswer(question, payload)).toEqual(scoreAnswer(question, structuredClone(payload)));
      }),
    );
  });

  it('treats an optional question as valid and a required one as valid exactly when answered', () => {
    fc.assert(
      fc.property(anyQuestionArb, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures);
        const valid = isQuestionValid(question, answer);
        if (!question.is_required) expect(valid).toBe(true);
        else if (question.type.slug !== 'text_graphic_answer' || !question.comment)
          expect(valid).toBe(isAnswered(question, answer));
      }),
    );
  });
});
