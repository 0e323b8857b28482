import { createChoiceType } from './choice-type.ts';

/** competition: default answer handling, one option; scored when the key flags an answer. */
export const competitionType = createChoiceType('competition', 'single', true);
