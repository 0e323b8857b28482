import type { Question } from '../api/quiz.ts';

/** How a likert scale lays out its options. */
export type LikertOrientation = 'horizontal' | 'vertical';

/** likert_scale_type 2 (or "vertical") stacks the options; 1, "horizontal" or nothing puts them in a row (our reading; spec 2 §2 names both). */
export function likertOrientation(question: Pick<Question, 'likert_scale_type'>): LikertOrientation {
  const type = question.likert_scale_type;
  return type === 2 || type === '2' || type === 'vertical' ? 'vertical' : 'horizontal';
}
