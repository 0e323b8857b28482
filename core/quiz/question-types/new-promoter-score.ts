import { createChoiceType } from './choice-type.ts';

/** new_promoter_score: one score 0 to 10 selected; not scored. */
export const newPromoterScoreType = createChoiceType('new_promoter_score', 'single', false);
