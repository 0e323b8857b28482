import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerPayload,
  initialAnswerOf,
  isQuestionValid,
  isValidQuizDate,
  scoreAnswer,
  type TextAnswer,
} from '../../../../core/quiz/index.ts';
import { answerAfter, gesturesArb, makeQuestion, textQuestionArb } from '../../../arbitraries/quiz.ts';

describe('text_media_answer', () => {
  it('is invalid while required with neither text nor an uploaded file', () => {
    fc.assert(
      fc.property(textQuestionArb, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as TextAnswer;
        const answered = answer.text.trim() !== '' || answer.files.length > 0;
        expect(isQuestionValid(question, answer)).toBe(!question.is_required || answered);
      }),
    );
  });

  it('clears a stored date that is not a valid date on load, and keeps a valid one', () => {
    fc.assert(
      fc.property(textQuestionArb, (question) => {
        const answer = initialAnswerOf(question) as TextAnswer;
        if (answer.inputKind === 'date')
          expect(answer.text).toBe(isValidQuizDate(question.text_answer ?? '') ? question.text_answer : '');
      }),
    );
    const bad = makeQuestion({
      id: 1,
      type: { slug: 'text_media_answer' },
      text_answer_type_id: 5,
      text_answer: '31.02.2024',
    });
    expect((initialAnswerOf(bad) as TextAnswer).text).toBe('');
  });

  it('takes no typed text with the input kind none (only attachments)', () => {
    fc.assert(
      fc.property(textQuestionArb, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as TextAnswer;
        if (answer.inputKind === 'none') expect(answer.text).toBe('');
      }),
    );
  });

  it('sends the uuids of attached files and is left to the expert (not scored)', () => {
    fc.assert(
      fc.property(textQuestionArb, gesturesArb, (question, gestures) => {
        const answer = answerAfter(question, gestures) as TextAnswer;
        const payload = answerPayload(question, answer);
        expect(payload.files).toEqual(answer.files.map((file) => file.uuid));
        expect(scoreAnswer(question, payload).verdict).toBe('not_scorable');
      }),
    );
  });
});
