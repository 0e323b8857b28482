import { createChoiceType } from './choice-type.ts';

/** text_graphic_answer: default answer handling; no longer required once commented; an expert checks it. */
export const textGraphicAnswerType = createChoiceType('text_graphic_answer', 'single', false);
