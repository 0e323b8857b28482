import type { Quiz } from '../api/quiz.ts';

const MS_PER_SECOND = 1000;

/** Whether a quiz is open, blocked until a date, or closed after one (spec 3 §4 Quiz access). */
export type QuizAccess =
  | { kind: 'open' }
  | { kind: 'blocked'; secondsUntilOpen: number }
  | { kind: 'closed' };

/** The access of a quiz at a moment (ms since the epoch). */
export function quizAccess(quiz: Quiz, now: number): QuizAccess {
  if (quiz.closed_info && !quiz.closed_info.is_accessible) return { kind: 'closed' };
  if (quiz.blocked_info && !quiz.blocked_info.is_accessible) {
    const opensAt = quiz.blocked_info.access_date ? Date.parse(quiz.blocked_info.access_date) : Number.NaN;
    const secondsUntilOpen = Number.isNaN(opensAt)
      ? Number.POSITIVE_INFINITY
      : Math.ceil((opensAt - now) / MS_PER_SECOND);
    return { kind: 'blocked', secondsUntilOpen };
  }
  return { kind: 'open' };
}
