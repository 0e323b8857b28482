import { hasFirstGapText } from '../answer-kinds/gaps-answer.ts';
import { createGapsType } from './gaps-type.ts';

export { inputGap } from '../answer-kinds/gaps-answer.ts';

/** paste_word: a free-text input per statement; invalid while the first gap is empty. */
export const pasteWordType = createGapsType('paste_word', hasFirstGapText);
