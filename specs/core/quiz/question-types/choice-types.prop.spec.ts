import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerPayload,
  type ChoiceAnswer,
  type ChoiceType,
  isQuestionValid,
  questionTypeOf,
  scoreAnswer,
} from '../../../../core/quiz/index.ts';
import {
  answerAfter,
  CHOICE_SLUGS,
  choiceQuestionArb,
  gesturesArb,
  SINGLE_CHOICE_SLUGS,
} from '../../../arbitraries/quiz.ts';

describe('choice question types', () => {
  it.each(SINGLE_CHOICE_SLUGS)('%s keeps exactly one answer once anything is chosen', (slug) => {
    fc.assert(
      fc.property(choiceQuestionArb(slug), gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as ChoiceAnswer;
        const selects = gestures.some((gesture) => gesture.kind === 'select');
        expect(answer.selected.length).toBe(selects ? 1 : 0);
      }),
    );
  });

  it('single-choice interview (interview_type 1) keeps exactly one; multiple (2) toggles', () => {
    fc.assert(
      fc.property(choiceQuestionArb('interview'), gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as ChoiceAnswer;
        if (question.interview_type === 1) expect(answer.selected.length).toBeLessThanOrEqual(1);
        expect(new Set(answer.selected).size).toBe(answer.selected.length);
      }),
    );
  });

  it.each(['multiple_answer', 'mixed'] as const)('%s: choosing an option twice undoes it', (slug) => {
    fc.assert(
      fc.property(choiceQuestionArb(slug), gesturesArb, fc.nat(), (question, gestures, index) => {
        const type = questionTypeOf(question) as ChoiceType;
        const before = answerAfter(question, gestures) as ChoiceAnswer;
        const option = question.answers[index % question.answers.length]!;
        const twice = type.select(question, type.select(question, before, option.id), option.id);
        expect(new Set(twice.selected)).toEqual(new Set(before.selected));
      }),
    );
  });

  it.each(CHOICE_SLUGS)(
    '%s is invalid when required with nothing chosen or a custom answer without text',
    (slug) => {
      fc.assert(
        fc.property(choiceQuestionArb(slug), gesturesArb, (question, gestures) => {
          const answer = answerAfter(question, gestures) as ChoiceAnswer;
          const customChosen = question.answers.some(
            (option) => option.type === 2 && answer.selected.includes(option.id),
          );
          const commented = slug === 'text_graphic_answer' && !!question.comment;
          const expected =
            !question.is_required ||
            commented ||
            (answer.selected.length > 0 && (!customChosen || answer.customText.trim() !== ''));
          expect(isQuestionValid(question, answer)).toBe(expected);
        }),
      );
    },
  );

  it('single_answer and multiple_answer are right exactly when the chosen set is the keyed set', () => {
    fc.assert(
      fc.property(
        fc.oneof(choiceQuestionArb('single_answer'), choiceQuestionArb('multiple_answer')),
        gesturesArb,
        (question, gestures) => {
          const answer = answerAfter(question, gestures) as ChoiceAnswer;
          const key = question.answers.filter((option) => option.is_correct).map((option) => option.id);
          const score = scoreAnswer(question, answerPayload(question, answer));
          if (key.length === 0) expect(score.verdict).toBe('not_scorable');
          else {
            const same =
              key.length === answer.selected.length &&
              key.every((answerId) => answer.selected.includes(answerId));
            expect(score.verdict).toBe(same ? 'correct' : 'incorrect');
          }
        },
      ),
    );
  });

  it.each([
    'interview',
    'likert_scale',
    'rating',
    'reaction',
    'new_promoter_score',
    'text_graphic_answer',
  ] as const)('%s is never scored (a poll, a scale or an expert check)', (slug) => {
    fc.assert(
      fc.property(choiceQuestionArb(slug), gesturesArb, (question, gestures) => {
        const score = scoreAnswer(question, answerPayload(question, answerAfter(question, gestures)));
        expect(score.verdict).toBe('not_scorable');
      }),
    );
  });
});
