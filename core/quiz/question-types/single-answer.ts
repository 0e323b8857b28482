import { createChoiceType } from './choice-type.ts';

/** single_answer: one option, exactly one selected; all or nothing. */
export const singleAnswerType = createChoiceType('single_answer', 'single', true);
