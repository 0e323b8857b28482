/** A lesson of status 4 is sold: a visitor of a course on sale gets the get-access screen (spec 3 §4). */
export const LESSON_STATUS_FOR_BUYERS = 4;
/** Course type 2 is a marathon (spec 3 §1): its lessons open one after another. */
export const COURSE_TYPE_MARATHON = 2;
/** navigation_type_id 1: lessons in any order; 2: each lesson after the previous one (docs/lesson-page.md). */
export const NAVIGATION_FREE = 1;
export const NAVIGATION_SEQUENTIAL = 2;
/** A quiz attempt of status 1 is passed (spec 3 §4 Attempt status_id). */
export const ATTEMPT_PASSED = 1;
/** The time zone a lesson without one opens in. */
export const DEFAULT_LESSON_TIME_ZONE = 'UTC';
/** Tooltip texts of the blocked info (spec 3 §9: :date and :practice placeholders). */
export const BLOCKED_MESSAGES = {
  date: 'The lesson opens on :date.',
  checkpoint: 'The lesson opens when you pass :practice.',
  previous: 'The lesson opens when you finish the lessons before it.',
  offer: 'Your offer does not include this lesson.',
} as const;
