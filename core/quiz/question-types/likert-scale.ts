import { createChoiceType } from './choice-type.ts';

/** likert_scale: one option kept exactly (spec 2 §4); not scored. */
export const likertScaleType = createChoiceType('likert_scale', 'single', false);
