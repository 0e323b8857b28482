import type { QuestionScreenRegistry } from './question-screen.types.ts';

/**
 * Screens of the exercise types: paste word, choose from list, multi-choose from list, word order
 * (sentence from words), word from characters, fill gaps, sorting and matching (conformity answer).
 */
export const exerciseScreens: QuestionScreenRegistry = {};
