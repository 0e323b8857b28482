import { createChoiceType } from './choice-type.ts';

/** default: default answer handling, one option; scored when the key flags an answer. */
export const defaultType = createChoiceType('default', 'single', true);
