import { createChoiceType } from './choice-type.ts';

/** mixed: default answer handling, options toggle; scored when the key flags answers. */
export const mixedType = createChoiceType('mixed', 'multiple', true);
