import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerPayload,
  chooseGap,
  type GapEntry,
  type GapsAnswer,
  initialAnswerOf,
  inputGap,
  isGapFilled,
  isQuestionValid,
  remainingPool,
  scoreAnswer,
} from '../../../../core/quiz/index.ts';
import { answerAfter, gapsQuestionArb, gesturesArb } from '../../../arbitraries/quiz.ts';

const question$ = gapsQuestionArb('fill_gaps');

describe('fill_gaps', () => {
  it('type_id 1 gaps take text, other gaps a choice', () => {
    fc.assert(
      fc.property(question$, (question) => {
        const answer = initialAnswerOf(question) as GapsAnswer;
        const groups = question.statements.flatMap((statement) => statement.answer_groups);
        expect(answer.gaps.map((gap) => gap.input)).toEqual(
          groups.map((group) => (group.type_id === 1 ? 'text' : 'choice')),
        );
      }),
    );
  });

  it('in shared-pool mode each answer fills at most one gap, and pool plus gaps hold every answer', () => {
    fc.assert(
      fc.property(question$, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as GapsAnswer;
        if (!answer.sharedPool) return;
        const used = answer.gaps.flatMap((gap) => (gap.answerId == null ? [] : [gap.answerId]));
        expect(new Set(used).size).toBe(used.length);
        const pool = remainingPool(question, answer).map((option) => option.id);
        const all = question.statements.flatMap((statement) => statement.answers.map((option) => option.id));
        expect([...pool, ...used].sort()).toEqual([...all].sort());
      }),
    );
  });

  it('in shared-pool mode, putting a used answer into another gap takes it out of the first', () => {
    fc.assert(
      fc.property(question$, gesturesArb, fc.nat(), (question, gestures, pick) => {
        const answer = answerAfter(question, gestures) as GapsAnswer;
        const choiceGaps = answer.gaps.filter((gap) => gap.input === 'choice');
        fc.pre(answer.sharedPool && choiceGaps.length >= 2);
        const [first, second] = choiceGaps as [GapEntry, GapEntry];
        const options = question.statements[0]!.answers;
        const moved = options[pick % options.length]!.id;
        const after = chooseGap(chooseGap(answer, first.groupId, moved), second.groupId, moved);
        expect(after.gaps.find((gap) => gap.groupId === first.groupId)?.answerId).toBeNull();
        expect(after.gaps.find((gap) => gap.groupId === second.groupId)?.answerId).toBe(moved);
      }),
    );
  });

  it('is allowed exactly when every gap is filled', () => {
    fc.assert(
      fc.property(question$, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as GapsAnswer;
        expect(isQuestionValid(question, answer)).toBe(
          !question.is_required || answer.gaps.every(isGapFilled),
        );
      }),
    );
  });

  it('accepts the keyed answers however the learner typed the apostrophe, ё, case and spaces', () => {
    const variants = (word: string) =>
      `  ${word.toUpperCase().replace(/'/g, 'ʼ').replace(/’/g, '′').replace(/ё/gi, 'Е')}  `;
    fc.assert(
      fc.property(question$, (question) => {
        let answer = initialAnswerOf(question) as GapsAnswer;
        const statement = question.statements[0]!;
        for (const gap of answer.gaps) {
          const key = statement.answers.find(
            (option) => option.quiz_answer_group_id === gap.groupId && option.is_correct,
          )!;
          answer =
            gap.input === 'text'
              ? inputGap(answer, gap.groupId, variants(key.text ?? ''))
              : chooseGap(answer, gap.groupId, key.id);
        }
        const score = scoreAnswer(question, answerPayload(question, answer));
        expect(score.verdict).toBe('correct');
        expect(score.parts.every((part) => part.isCorrect)).toBe(true);
      }),
    );
  });

  it('gives partial credit: points grow with the share of right gaps', () => {
    fc.assert(
      fc.property(question$, gesturesArb, (question, gestures) => {
        const score = scoreAnswer(question, answerPayload(question, answerAfter(question, gestures)));
        const right = score.parts.filter((part) => part.isCorrect).length;
        const expected = Math.floor((question.max_points * right * 100) / score.parts.length) / 100;
        expect(score.points).toBe(right === score.parts.length ? question.max_points : expected);
      }),
    );
  });
});
