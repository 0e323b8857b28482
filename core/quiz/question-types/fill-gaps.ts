import { hasAllGapsFilled } from '../answer-kinds/gaps-answer.ts';
import { createGapsType } from './gaps-type.ts';

export { chooseGap, gapOptions, inputGap, isSharedPool, remainingPool } from '../answer-kinds/gaps-answer.ts';

/** fill_gaps: typed (type_id 1) and dropdown gaps, a shared pool when all answers are shared; allowed once every gap is filled. */
export const fillGapsType = createGapsType('fill_gaps', hasAllGapsFilled);
