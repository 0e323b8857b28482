import { LESSON_PAGE } from './lesson-page.constants.ts';

/** What the page draws for a lesson dto (spec 3 §4 Lesson access states). */
export type LessonScreen = 'units' | 'get-access' | 'unavailable';

/**
 * The screen of a lesson: the units when the lesson is available; get-access when the lesson is sold
 * (status 4 of a course on sale, the viewer not subscribed) or the viewer's offer does not open it;
 * otherwise the unavailable message.
 */
export function lessonScreen(dto: {
  is_lesson_available: boolean;
  status_id: number;
  course_access: { is_course_subscribed: boolean; is_product_on_sale: boolean };
  blocked_info: { type: string } | null;
}): LessonScreen {
  if (dto.is_lesson_available) return 'units';
  const sold =
    dto.status_id === 4 && dto.course_access.is_product_on_sale && !dto.course_access.is_course_subscribed;
  if (sold || dto.blocked_info?.type === 'offer') return 'get-access';
  return 'unavailable';
}

/** A unit anchor of the URL hash (spec 3 §2): `unit-{id}`, `quizId={id}` or `video-id={unit}/{time}`. */
export type DeepLink =
  | { kind: 'unit'; unitId: number }
  | { kind: 'quiz'; quizId: number }
  | { kind: 'video'; unitId: number; seconds: number };

/** Reads the page's hash; anything else is no deep link. */
export function parseDeepLink(hash: string): DeepLink | null {
  let text: string;
  try {
    text = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  let match = /^unit-(\d{1,10})$/.exec(text);
  if (match) return { kind: 'unit', unitId: Number(match[1]) };
  match = /^quizId=(\d{1,10})$/.exec(text);
  if (match) return { kind: 'quiz', quizId: Number(match[1]) };
  match = /^video-id=(\d{1,10})\/(\d{1,7}(?:\.\d+)?)$/.exec(text);
  if (match) return { kind: 'video', unitId: Number(match[1]), seconds: Number(match[2]) };
  return null;
}

/** Where playback resumes from a saved position: 10 s earlier when past 10 s, else the start. */
export function resumeFrom(savedSeconds: number | null | undefined): number {
  if (
    savedSeconds == null ||
    !Number.isFinite(savedSeconds) ||
    savedSeconds <= LESSON_PAGE.resumeRewindSeconds
  )
    return 0;
  return savedSeconds - LESSON_PAGE.resumeRewindSeconds;
}

/** The storage key of a unit's saved position, per unit and source. */
export const resumeKey = (unitId: number, source: string) => `lectern.resume.${unitId}.${source}`;

/** Fills the drip and blocked texts' `:date` and `:practice` placeholders. */
export function fillAccessMessage(
  message: string,
  values: { date?: string | null; practice?: string | null },
): string {
  return message.replaceAll(':date', values.date ?? '').replaceAll(':practice', values.practice ?? '');
}

/** The program page of a lesson: `{lesson link}/program`. */
export const programLinkOf = (lessonLink: string) => `${lessonLink.replace(/\/+$/, '')}/program`;

/** Milliseconds until `date` from `now`, never below zero (the quiz countdown). */
export const millisecondsUntil = (date: string, now: number) => Math.max(0, Date.parse(date) - now);

/**
 * What a typed search asks for once typing stops: an empty field resets (no filter), a text shorter
 * than 3 characters is an error and asks nothing new, anything else filters.
 */
export function previewSearch(text: string): { query: string | null; tooShort: boolean } {
  const trimmed = text.trim();
  if (trimmed === '') return { query: null, tooShort: false };
  if (trimmed.length < 3) return { query: null, tooShort: true };
  return { query: trimmed, tooShort: false };
}

/**
 * The comment a lesson link names (spec 2 §2: `comment_id`, on a page holding comments), with the unit
 * of the hash it stands in: `{lesson link}?comment_id={comment}#unit-{unit}`. Null when there is none.
 */
export function commentLinkOf(search: string): number | null {
  const value = new URLSearchParams(search).get('comment_id');
  const id = Number(value);
  return value !== null && /^\d{1,10}$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
