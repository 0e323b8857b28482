/** A typed change (a title, a section name, a text block) is saved once typing pauses this long. */
export const SAVE_DEBOUNCE_MS = 800;
/** Typing that never pauses is still saved at least this often, so a long burst is not held back. */
export const SAVE_MAX_WAIT_MS = 5000;
/** The copy dialog searches courses once its search text rests this long. */
export const COURSE_SEARCH_DEBOUNCE_MS = 300;
/** The status the server answers when a save was based on an older version of the lesson. */
export const VERSION_CONFLICT_STATUS = 409;
/** The active section index when a lesson has no section. */
export const NO_SECTION = -1;
/** The message of a failure that carries none. */
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error occurred';
