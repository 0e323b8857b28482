import type { QuestionSlug } from '../../../../core/api/quiz.ts';

/** How a choice question draws its options. */
export type ChoiceVariant = 'list' | 'yes-no' | 'likert' | 'rating' | 'reaction' | 'nps';

/**
 * The look of each choice slug. The legacy slugs copy, competition and default select one like
 * single_answer, mixed toggles like multiple_answer (see their modules in core/quiz/question-types).
 */
export const CHOICE_VARIANTS = {
  single_answer: 'list',
  multiple_answer: 'list',
  text_graphic_answer: 'list',
  interview: 'list',
  copy: 'list',
  competition: 'list',
  mixed: 'list',
  default: 'list',
  yes_no: 'yes-no',
  likert_scale: 'likert',
  rating: 'rating',
  reaction: 'reaction',
  new_promoter_score: 'nps',
} as const satisfies Partial<Record<QuestionSlug, ChoiceVariant>>;

/** Slugs drawn by the choice screen. */
export type ChoiceSlug = keyof typeof CHOICE_VARIANTS;
