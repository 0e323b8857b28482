import type { AnswerRequestInput, AttemptResult, Question } from '../../api/quiz.ts';
import type { SortingAnswer } from './answer-state.types.ts';

/** The sorting answer as loaded: the stored order (answer_order) when there is one, else display order. */
export function sortingFromQuestion(
  question: Question,
  results: readonly AttemptResult[] = [],
): SortingAnswer {
  const display = question.answers.map((answer) => answer.id);
  const stored = results
    .filter(
      (row) => row.quiz_question_id === question.id && row.quiz_answer_id != null && row.answer_order != null,
    )
    .sort((left, right) => (left.answer_order ?? 0) - (right.answer_order ?? 0))
    .map((row) => row.quiz_answer_id as number);
  const complete = stored.length === display.length && display.every((answerId) => stored.includes(answerId));
  return { kind: 'sorting', order: complete ? stored : display };
}

/** Moves the answer at one position to another. */
export function reorder(answer: SortingAnswer, from: number, to: number): SortingAnswer {
  const order = [...answer.order];
  const [moved] = order.splice(from, 1);
  if (moved == null) return answer;
  order.splice(Math.max(0, Math.min(to, order.length)), 0, moved);
  return { ...answer, order };
}

/** A sorting question always has an answer (spec 2 §5: sorting is never invalid). */
export function hasSortingAnswer(): boolean {
  return true;
}

/** The payload of a sorting answer: ids in the learner's order. */
export function sortingPayload(question: Question, answer: SortingAnswer): AnswerRequestInput {
  return { quiz_question_id: question.id, answer_ids: [...answer.order] };
}
