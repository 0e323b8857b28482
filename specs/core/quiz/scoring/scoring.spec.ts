import { describe, expect, it } from 'vitest';
import { scoreAnswer } from '../../../../core/quiz/index.ts';
import { makeQuestion } from '../../../arbitraries/quiz.ts';

describe('scoring rules of docs/quiz-scoring.md', () => {
  it('multiple answer is all or nothing', () => {
    const question = makeQuestion({
      id: 1,
      type: { slug: 'multiple_answer' },
      max_points: 2,
      answers: [
        { id: 1, is_correct: true },
        { id: 2, is_correct: true },
        { id: 3, is_correct: false },
      ],
    });
    expect(scoreAnswer(question, { quiz_question_id: 1, answer_ids: [1, 2] })).toMatchObject({
      verdict: 'correct',
      points: 2,
    });
    expect(scoreAnswer(question, { quiz_question_id: 1, answer_ids: [1] })).toMatchObject({
      verdict: 'incorrect',
      points: 0,
    });
    expect(scoreAnswer(question, { quiz_question_id: 1, answer_ids: [1, 2, 3] }).points).toBe(0);
  });

  it('fill gaps gives partial credit rounded down to hundredths', () => {
    const question = makeQuestion({
      id: 2,
      type: { slug: 'fill_gaps' },
      max_points: 1,
      statements: [
        {
          id: 1,
          answer_groups: [1, 2, 3].map((id) => ({ id, type_id: 1 })),
          answers: [1, 2, 3].map((id) => ({
            id: 10 + id,
            text: `w${id}`,
            is_correct: true,
            quiz_answer_group_id: id,
          })),
        },
      ],
    });
    const score = scoreAnswer(question, {
      quiz_question_id: 2,
      answers: [
        { statement_id: 1, answer_group_id: 1, text_answer: ' W1 ' },
        { statement_id: 1, answer_group_id: 2, text_answer: 'nope' },
        { statement_id: 1, answer_group_id: 3, text_answer: 'w3' },
      ],
    });
    expect(score).toMatchObject({ verdict: 'incorrect', points: 0.66 });
  });

  it('a shared-pool gap accepts another answer that reads the same as its key', () => {
    const question = makeQuestion({
      id: 3,
      type: { slug: 'fill_gaps' },
      statements: [
        {
          id: 1,
          answer_groups: [
            { id: 1, type_id: 2, display_type_id: 2 },
            { id: 2, type_id: 2, display_type_id: 2 },
          ],
          answers: [
            { id: 11, text: 'та', is_correct: true, quiz_answer_group_id: 1 },
            { id: 12, text: 'та', is_correct: true, quiz_answer_group_id: 2 },
          ],
        },
      ],
    });
    const swapped = scoreAnswer(question, {
      quiz_question_id: 3,
      answers: [
        { statement_id: 1, answer_group_id: 1, answer_id: 12 },
        { statement_id: 1, answer_group_id: 2, answer_id: 11 },
      ],
    });
    expect(swapped.verdict).toBe('correct');
  });

  it('many-to-one matching: a statement is right only with exactly its answers', () => {
    const question = makeQuestion({
      id: 4,
      type: { slug: 'conformity_answer' },
      conformity_type: 2,
      answers: [{ id: 1 }, { id: 2 }, { id: 3 }],
      statements: [
        { id: 10, correct_answers: [1, 2] },
        { id: 20, correct_answers: [3] },
      ],
    });
    const score = scoreAnswer(question, {
      quiz_question_id: 4,
      answers: [
        { statement_id: 10, answer_id: 1 },
        { statement_id: 20, answer_id: 3 },
      ],
    });
    expect(score.parts).toEqual([
      { key: 'statement:10', isCorrect: false },
      { key: 'statement:20', isCorrect: true },
    ]);
    expect(score.points).toBe(0.5);
  });

  it('word from chars is judged by the tiles sent, not by a text the client claims', () => {
    const question = makeQuestion({
      id: 5,
      type: { slug: 'word_from_chars' },
      answers: [
        { id: 1, text: 'т', order: 2 },
        { id: 2, text: 'к', order: 1 },
      ],
    });
    expect(
      scoreAnswer(question, { quiz_question_id: 5, answer_ids: [1, 2], text_answer: 'кт' }).verdict,
    ).toBe('incorrect');
    expect(scoreAnswer(question, { quiz_question_id: 5, answer_ids: [2, 1] }).verdict).toBe('correct');
  });
});
