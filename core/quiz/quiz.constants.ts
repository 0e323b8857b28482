/** Word order answers are joined by '/' (spec 2 §9). */
export const WORD_ORDER_SEPARATOR = '/';
/** Segments of the result history strip (spec 2 §9). */
export const HISTORY_SEGMENTS = 9;
/** Free-text answers wait this long after the last keystroke before sending, per question, all-on-page (spec 2 §7). */
export const FREE_TEXT_DEBOUNCE_MS = 5000;
/** A typed first answer waits this long before it starts the attempt (spec 2 §7). */
export const START_ATTEMPT_DEBOUNCE_MS = 2000;
/** Timers count down in steps of one second. */
export const TIMER_TICK_MS = 1000;
/** Seconds after an attempt's or a question's deadline during which an answer still counts (network lag, offline queue). */
export const QUIZ_DEADLINE_GRACE_SECONDS = 10;
/** The section contents are refreshed this long after a finish (spec 3 §9). */
export const SECTION_REFRESH_DELAY_MS = 300;
/** Quiz errors stay on screen this long (spec 2 §9, spec 3 §9). */
export const QUIZ_NOTIFICATION_MS = 5000;
/** The access countdown is checked every second (spec 3 §9). */
export const ACCESS_COUNTDOWN_TICK_MS = 1000;
/** The reload button appears this many seconds before the quiz opens (spec 3 §9). */
export const RELOAD_BUTTON_LEAD_SECONDS = 3;
/** A re-send of a queued answer waits this long after a failure caused by the network. */
export const OUTBOX_RETRY_MS = 3000;
/** Points a question is worth when the quiz gives no max_points. */
export const DEFAULT_MAX_POINTS = 1;
/** Fallback message of a failed start (spec 3 §8). */
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error occurred';
/** Fill gaps sends its callout this long after a change (spec 2 §9). */
export const FILL_GAPS_CALLOUT_DELAY_MS = 100;
/** Matching suppresses a second callout within this window (spec 2 §9). */
export const MATCHING_CALLOUT_SUPPRESSION_MS = 300;
/** Letter slots are this wide; at or below the breakpoint letters are tapped and appended (spec 2 §2, §9). */
export const LETTER_SLOT_WIDTH_PX = 50;
export const LETTERS_MOBILE_MAX_WIDTH_PX = 640;
/** One-to-one matching uses the desktop layout above this width (spec 2 §2, §9). */
export const ONE_TO_ONE_DESKTOP_MIN_WIDTH_PX = 760;
/** The custom answer's text area (spec 2 §2, spec 3 §9). */
export const CUSTOM_ANSWER_TEXTAREA = { cols: 60, rows: 7 } as const;
/** A collapsed question description is at least this tall; images default to this maximum (spec 2 §9). */
export const COLLAPSED_DESCRIPTION_MIN_HEIGHT_PX = 120;
export const QUESTION_IMAGE_MAX_HEIGHT_PX = 400;
export const FILL_GAPS_IMAGE_MAX_HEIGHT_PX = 250;
