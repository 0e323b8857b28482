import type { QuestionScreenRegistry } from './question-screen.types.ts';

/**
 * Screens of the answer and poll types: text / media answer, single, multiple, yes/no,
 * text-graphic, likert scale, interview, rating, reaction, net promoter score, and the legacy
 * slugs (copy, competition, mixed, default) that share them.
 */
export const answerScreens: QuestionScreenRegistry = {};
