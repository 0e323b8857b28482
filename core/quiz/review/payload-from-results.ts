import * as v from 'valibot';
import {
  type AnswerRequest,
  type AttemptResult,
  answerRequestSchema,
  type Question,
} from '../../api/quiz.ts';

/** Rebuilds the answer payload a question's stored result rows stand for (used to review a past attempt). */
export function payloadFromResults(question: Question, results: readonly AttemptResult[]): AnswerRequest {
  const rows = results
    .filter((row) => row.quiz_question_id === question.id)
    .sort((left, right) => (left.answer_order ?? 0) - (right.answer_order ?? 0));
  return v.parse(answerRequestSchema, {
    quiz_question_id: question.id,
    answer_ids: rows.flatMap((row) => (row.quiz_answer_id == null ? [] : [row.quiz_answer_id])),
    text_answer:
      rows.find((row) => row.text_answer != null && row.quiz_answer_group_id == null)?.text_answer ?? null,
    files: rows.flatMap((row) => row.files.map((file) => file.uuid)),
    answers: rows
      .filter(
        (row) =>
          row.quiz_statement_id != null || row.quiz_answer_group_id != null || row.quiz_answer_id != null,
      )
      .map((row) => ({
        statement_id: row.quiz_statement_id ?? null,
        answer_group_id: row.quiz_answer_group_id ?? null,
        answer_id: row.quiz_answer_id ?? null,
        text_answer: row.text_answer ?? null,
      })),
  });
}
