import { createChoiceType } from './choice-type.ts';

/** yes_no: one of two options, exactly one selected. */
export const yesNoType = createChoiceType('yes_no', 'single', true);
