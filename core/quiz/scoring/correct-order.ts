import type { Answer } from '../../api/quiz.ts';

/** Answers in their keyed order (each answer's `order`); answers without an order are left out. */
export function correctOrder(answers: readonly Answer[]): Answer[] {
  return answers
    .filter((answer) => answer.order != null && answer.is_correct !== false)
    .sort((left, right) => (left.order ?? 0) - (right.order ?? 0) || left.id - right.id);
}
