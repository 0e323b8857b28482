import { createChoiceType } from './choice-type.ts';

/** reaction: one reaction selected; not scored. */
export const reactionType = createChoiceType('reaction', 'single', false);
