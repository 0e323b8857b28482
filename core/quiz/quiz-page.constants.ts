export {
  ACCESS_COUNTDOWN_TICK_MS,
  RELOAD_BUTTON_LEAD_SECONDS,
  SECTION_REFRESH_DELAY_MS,
} from './quiz.constants.ts';

/** The value of commentable_type that points at an attempt's comment (spec 3 §2). */
export const ATTEMPT_COMMENTABLE_TYPE = 'quiz-attempt';
/** The URL parameters the quiz page reads and removes (spec 3 §2). */
export const QUIZ_PAGE_URL_PARAMS = {
  attempt: 'quiz_attempt_id',
  start: 'start_quiz_id',
  commentableType: 'commentable_type',
  commentableId: 'commentable_id',
  comment: 'comment_id',
} as const;
