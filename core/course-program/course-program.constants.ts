import { LESSON_LIMITS } from '../lessons/lessons.constants.ts';

/** A program section's title is at most this long (the contract's limit). */
export const SECTION_TITLE_MAX_LENGTH = LESSON_LIMITS.programSectionTitleLength;
/** A lesson's title is at most this long (the contract's limit). */
export const LESSON_TITLE_MAX_LENGTH = LESSON_LIMITS.titleLength;
/** The status the server answers when a lesson was saved elsewhere since the program was read. */
export const VERSION_CONFLICT_STATUS = 409;
/** The message of a failure that carries none. */
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error occurred';
