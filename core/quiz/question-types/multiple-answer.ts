import { createChoiceType } from './choice-type.ts';

/** multiple_answer: toggles options; right only with exactly the keyed set. */
export const multipleAnswerType = createChoiceType('multiple_answer', 'multiple', true);
