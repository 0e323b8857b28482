import { ACCESS_COUNTDOWN_TICK_MS, RELOAD_BUTTON_LEAD_SECONDS } from '../quiz/quiz.constants.ts';

/** A quiz's opening and closing as the lesson dto carries them (spec 3 §3 blocked_info, closed_info). */
export interface LessonQuizWindow {
  blocked_info: { is_accessible: boolean; access_date?: string | null } | null;
  closed_info: { is_accessible: boolean; access_date?: string | null } | null;
}

/** What a quiz unit of the lesson page shows at a moment (spec 3 §2 quiz unavailable, §4 Quiz access). */
export type LessonQuizAccess =
  | { kind: 'open' }
  /** Opens at `opensAt`; the countdown runs each second and a reload button shows from 3 s before. */
  | { kind: 'blocked'; opensAt: string | null; secondsUntilOpen: number; showsReload: boolean }
  | { kind: 'closed'; closedAt: string | null };

/** The quiz unit's state at `now` (ms since the epoch). */
export function lessonQuizAccess(quiz: LessonQuizWindow, now: number): LessonQuizAccess {
  if (quiz.closed_info && !quiz.closed_info.is_accessible)
    return { kind: 'closed', closedAt: quiz.closed_info.access_date ?? null };
  if (quiz.blocked_info && !quiz.blocked_info.is_accessible) {
    const opensAt = quiz.blocked_info.access_date ?? null;
    const at = opensAt ? Date.parse(opensAt) : Number.NaN;
    const secondsUntilOpen = Number.isNaN(at)
      ? Number.POSITIVE_INFINITY
      : Math.max(0, Math.ceil((at - now) / ACCESS_COUNTDOWN_TICK_MS));
    return {
      kind: 'blocked',
      opensAt,
      secondsUntilOpen,
      showsReload: secondsUntilOpen <= RELOAD_BUTTON_LEAD_SECONDS,
    };
  }
  return { kind: 'open' };
}

/** Whether some quiz of the lesson is waiting to open, so the page's clock must tick. */
export const hasQuizCountdown = (quizzes: readonly LessonQuizWindow[]) =>
  quizzes.some((quiz) => quiz.blocked_info != null && !quiz.blocked_info.is_accessible);
