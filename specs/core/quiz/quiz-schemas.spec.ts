import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  answerRequestSchema,
  answerResponseSchema,
  finishAttemptRequestSchema,
  questionSchema,
  quizSchema,
} from '../../../core/api/index.ts';

describe('quiz schemas', () => {
  it('fills the quiz defaults the flow relies on', () => {
    const quiz = v.parse(quizSchema, { id: 1 });
    expect(quiz).toMatchObject({
      questions: [],
      questions_display_type_id: 1,
      reanswer_type: 2,
      return_to_previous_type: 2,
      finish_type_id: 1,
      is_allow_clear: false,
      result_attempt: { type_show: 'simple_answer' },
      can_start_attempt: true,
    });
  });

  it('accepts every slug of spec 1 §3 and refuses an unknown one', () => {
    expect(v.safeParse(questionSchema, { id: 1, type: { slug: 'word_from_chars' } }).success).toBe(true);
    expect(v.safeParse(questionSchema, { id: 1, type: { slug: 'essay' } }).success).toBe(false);
  });

  it('refuses answer bodies a server must not store', () => {
    expect(v.safeParse(answerRequestSchema, { quiz_question_id: 1.5 }).success).toBe(false);
    expect(v.safeParse(answerRequestSchema, { quiz_question_id: 1, answer_ids: ['2'] }).success).toBe(false);
    expect(
      v.safeParse(answerRequestSchema, { quiz_question_id: 1, text_answer: 'x'.repeat(10_001) }).success,
    ).toBe(false);
    expect(v.parse(answerRequestSchema, { quiz_question_id: 1 })).toMatchObject({
      answer_ids: [],
      is_finish: false,
      is_timeout: false,
      is_check: false,
      answers: [],
      files: [],
    });
  });

  it('reads the answer response envelope and the finish array payload', () => {
    const response = v.parse(answerResponseSchema, {
      data: {
        id: 9,
        status_id: 5,
        quiz_question: { has_result_answer: true, is_skipped: false },
        finish_attempt_result: { success: false, message: 'Answer all', questions: [3] },
      },
    });
    expect(response.data.finish_attempt_result?.questions).toEqual([3]);
    expect(v.safeParse(finishAttemptRequestSchema, [{ quiz_question_id: 1, is_finish: true }]).success).toBe(
      true,
    );
  });
});
