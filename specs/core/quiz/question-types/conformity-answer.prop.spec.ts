import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerPayload,
  answersBoundTo,
  bind,
  initialAnswerOf,
  isQuestionValid,
  type MatchingAnswer,
  scoreAnswer,
  unbind,
  unboundAnswers,
  unboundStatements,
} from '../../../../core/quiz/index.ts';
import { answerAfter, gesturesArb, matchingQuestionArb } from '../../../arbitraries/quiz.ts';

describe('conformity_answer (matching)', () => {
  it('never leaves exactly one unbound statement with exactly one unbound answer after a bind', () => {
    fc.assert(
      fc.property(
        matchingQuestionArb,
        gesturesArb,
        fc.nat(),
        fc.nat(),
        (question, gestures, statement, answer) => {
          const before = answerAfter(question, gestures) as MatchingAnswer;
          const statementId = before.statementIds[statement % before.statementIds.length]!;
          const answerId = before.answerIds[answer % before.answerIds.length]!;
          const after = bind(before, statementId, answerId);
          const lonePair = unboundStatements(after).length === 1 && unboundAnswers(after).length === 1;
          expect(lonePair).toBe(false);
        },
      ),
    );
  });

  it('one-to-one keeps each statement and each answer in at most one bind; many-to-one each answer', () => {
    fc.assert(
      fc.property(matchingQuestionArb, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as MatchingAnswer;
        const answerIds = answer.binds.map((pair) => pair.answerId);
        expect(new Set(answerIds).size).toBe(answerIds.length);
        if (answer.mode === 'one-to-one') {
          const statementIds = answer.binds.map((pair) => pair.statementId);
          expect(new Set(statementIds).size).toBe(statementIds.length);
        }
      }),
    );
  });

  it('unbind removes exactly that pair and nothing else', () => {
    fc.assert(
      fc.property(matchingQuestionArb, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as MatchingAnswer;
        for (const pair of answer.binds) {
          const after = unbind(answer, pair.statementId, pair.answerId);
          expect(after.binds).toHaveLength(answer.binds.length - 1);
          expect(after.binds).not.toContainEqual(pair);
        }
      }),
    );
  });

  it('the answers bound to each statement, together with the unbound ones, are every answer once', () => {
    fc.assert(
      fc.property(matchingQuestionArb, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as MatchingAnswer;
        const placed = answer.statementIds.flatMap((statementId) => answersBoundTo(answer, statementId));
        const every = [...placed, ...unboundAnswers(answer)];
        expect([...every].sort((a, b) => a - b)).toEqual([...answer.answerIds].sort((a, b) => a - b));
      }),
    );
  });

  it('a required matching question is allowed only once something is bound', () => {
    fc.assert(
      fc.property(matchingQuestionArb, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as MatchingAnswer;
        expect(isQuestionValid(question, answer)).toBe(!question.is_required || answer.binds.length > 0);
      }),
    );
  });

  it('binding every statement to its key is correct with full points', () => {
    fc.assert(
      fc.property(matchingQuestionArb, (question) => {
        let answer = initialAnswerOf(question) as MatchingAnswer;
        for (const statement of question.statements) {
          for (const answerId of statement.correct_answers ?? [])
            answer = bind(answer, statement.id, answerId);
        }
        const score = scoreAnswer(question, answerPayload(question, answer));
        expect(score.verdict).toBe('correct');
        expect(score.points).toBe(question.max_points);
      }),
    );
  });
});
