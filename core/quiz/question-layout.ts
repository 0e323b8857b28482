import type { Question } from '../api/quiz.ts';
import { LETTERS_MOBILE_MAX_WIDTH_PX, ONE_TO_ONE_DESKTOP_MIN_WIDTH_PX } from './quiz.constants.ts';

/** The matching variant a screen width calls for (spec 2 §2). */
export type MatchingLayout = 'combined-dropdown' | 'one-to-one-desktop' | 'one-to-one-mobile' | 'many-to-one';

/** Matching layout: combined dropdowns when all answers are a shared choice; one-to-one (desktop above 760 px) when counts are equal; else many-to-one. */
export function matchingLayout(question: Question, width: number): MatchingLayout {
  if (question.is_answers_combined) return 'combined-dropdown';
  if (question.conformity_type === 2 || question.statements.length !== question.answers.length)
    return 'many-to-one';
  return width > ONE_TO_ONE_DESKTOP_MIN_WIDTH_PX ? 'one-to-one-desktop' : 'one-to-one-mobile';
}

/** Word-from-characters input: two rows with swapping on desktop; tap-to-append with remove-last at 640 px or less. */
export function lettersLayout(width: number): 'swap-rows' | 'tap-append' {
  return width <= LETTERS_MOBILE_MAX_WIDTH_PX ? 'tap-append' : 'swap-rows';
}
