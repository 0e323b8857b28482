import { createChoiceType } from './choice-type.ts';

/** copy: default answer handling, one option; scored when the key flags an answer. */
export const copyType = createChoiceType('copy', 'single', true);
