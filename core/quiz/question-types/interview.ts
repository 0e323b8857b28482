import { createChoiceType } from './choice-type.ts';

/** interview: a poll; interview_type 1 single, 2 multiple; a custom answer needs its text; not scored. */
export const interviewType = createChoiceType('interview', 'interview', false);
