import { createChoiceType } from './choice-type.ts';

/** rating: a scale, one value selected; not scored. */
export const ratingType = createChoiceType('rating', 'single', false);
