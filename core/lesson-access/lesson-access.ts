import {
  BLOCKED_MESSAGES,
  COURSE_TYPE_MARATHON,
  DEFAULT_LESSON_TIME_ZONE,
  LESSON_STATUS_FOR_BUYERS,
  NAVIGATION_SEQUENTIAL,
} from './lesson-access.constants.ts';
import type {
  AccessCourse,
  AccessLesson,
  AccessViewer,
  BlockedInfo,
  CourseAccess,
  LessonAccess,
} from './lesson-access.types.ts';
import { addDays, instantOfLocal, isKnownTimeZone, localPartsOf } from './zoned-time.ts';

/** The lesson's time zone, or UTC when it has none or the runtime does not know it. */
export function lessonTimeZone(lesson: Pick<AccessLesson, 'timeZone'>): string {
  return lesson.timeZone && isKnownTimeZone(lesson.timeZone) ? lesson.timeZone : DEFAULT_LESSON_TIME_ZONE;
}

/** `HH:MM` as hours and minutes; anything else is midnight. */
export function parseStartHour(value: string): { hour: number; minute: number } {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return { hour: 0, minute: 0 };
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return { hour: 0, minute: 0 };
  return { hour, minute };
}

/**
 * When a lesson opens for a subscriber (drip): the subscription's day in the lesson's time zone,
 * plus `accessible_after_days`, at `accessible_start_hour` on that day's wall clock.
 */
export function dripOpensAt(
  lesson: Pick<AccessLesson, 'accessibleAfterDays' | 'accessibleStartHour' | 'timeZone'>,
  subscribedAt: Date,
): Date {
  const timeZone = lessonTimeZone(lesson);
  const start = localPartsOf(subscribedAt, timeZone);
  const day = addDays(start, Math.max(0, lesson.accessibleAfterDays));
  return instantOfLocal({ ...day, ...parseStartHour(lesson.accessibleStartHour) }, timeZone);
}

const available = (isPracticeAvailable: boolean, blockedInfo: BlockedInfo | null = null): LessonAccess => ({
  state: 'available',
  blockedInfo,
  isPracticeAvailable,
});

/** Whether the subscription's offer opens the lesson (a subscription without an offer opens every lesson). */
function offerOpens(viewer: AccessViewer, lessonId: number): boolean {
  const ids = viewer.subscription?.offerLessonIds;
  return ids == null || ids.length === 0 || ids.includes(lessonId);
}

/**
 * The access of every lesson of a course for one viewer at `now` (spec 3 §4 Lesson access states),
 * lessons given in program order. One rule for the server's dto and for the specs:
 *
 * - an expert (not previewing) sees every lesson with its practice;
 * - get-access: a lesson of status 4 of a course on sale and the viewer not subscribed, or a lesson
 *   the subscriber's offer does not open;
 * - a public lesson is open to everyone (its practice only to subscribers);
 * - not subscribed: unavailable;
 * - a subscriber waits for the drip date (in the lesson's time zone), then for every checkpoint quiz
 *   of an earlier lesson to be passed (unless the lesson skips checkpoints), then for the lessons in
 *   `accessible_after_ids` and, when the course is sequential (navigation type 2 or a marathon), for
 *   the previous lesson to be finished.
 */
export function courseLessonAccess(
  course: AccessCourse,
  lessons: readonly AccessLesson[],
  viewer: AccessViewer,
  now: Date,
): Map<number, LessonAccess> {
  const result = new Map<number, LessonAccess>();
  const sequential =
    course.navigationTypeId === NAVIGATION_SEQUENTIAL || course.typeId === COURSE_TYPE_MARATHON;
  let pendingCheckpoint: { lessonId: number; quizId: number; name: string } | null = null;
  let previousInOffer: AccessLesson | null = null;

  for (const lesson of lessons) {
    result.set(lesson.id, lessonAccessAt(lesson));
    if (offerOpens(viewer, lesson.id)) previousInOffer = lesson;
    if (!pendingCheckpoint)
      for (const checkpoint of lesson.checkpoints)
        if (!viewer.passedQuizIds.has(checkpoint.quizId)) {
          pendingCheckpoint = { lessonId: lesson.id, quizId: checkpoint.quizId, name: checkpoint.name };
          break;
        }
  }
  return result;

  function lessonAccessAt(lesson: AccessLesson): LessonAccess {
    if (viewer.isExpert) return available(true);
    const subscription = viewer.subscription;
    if (subscription && !offerOpens(viewer, lesson.id) && !lesson.isPublic)
      return {
        state: 'get-access',
        isPracticeAvailable: false,
        blockedInfo: {
          is_accessible: false,
          access_date: null,
          checkpoint_name: null,
          link: null,
          tooltip_message: BLOCKED_MESSAGES.offer,
          type: 'offer',
        },
      };
    if (!subscription) {
      if (lesson.isPublic) return available(false);
      if (lesson.statusId === LESSON_STATUS_FOR_BUYERS && course.isProductOnSale)
        return { state: 'get-access', blockedInfo: null, isPracticeAvailable: false };
      return { state: 'unavailable', blockedInfo: null, isPracticeAvailable: false };
    }
    if (lesson.isPublic) return available(true);

    const opensAt = dripOpensAt(lesson, subscription.startedAt);
    const dateInfo = (accessible: boolean): BlockedInfo => ({
      is_accessible: accessible,
      access_date: opensAt.toISOString(),
      checkpoint_name: null,
      link: null,
      tooltip_message: BLOCKED_MESSAGES.date,
      type: 'date',
    });
    if (now.getTime() < opensAt.getTime())
      return { state: 'unavailable', blockedInfo: dateInfo(false), isPracticeAvailable: false };
    if (pendingCheckpoint && !lesson.isSkipCheckpoint)
      return {
        state: 'unavailable',
        isPracticeAvailable: false,
        blockedInfo: {
          is_accessible: false,
          access_date: null,
          checkpoint_name: pendingCheckpoint.name,
          link: { lessonId: pendingCheckpoint.lessonId, quizId: pendingCheckpoint.quizId },
          tooltip_message: BLOCKED_MESSAGES.checkpoint,
          type: 'checkpoint',
        },
      };
    const waitingFor =
      lesson.accessibleAfterIds.find((id) => id !== lesson.id && !viewer.completedLessonIds.has(id)) ??
      (sequential && previousInOffer && !viewer.completedLessonIds.has(previousInOffer.id)
        ? previousInOffer.id
        : undefined);
    if (waitingFor !== undefined)
      return {
        state: 'unavailable',
        isPracticeAvailable: false,
        blockedInfo: {
          is_accessible: false,
          access_date: null,
          checkpoint_name: null,
          link: { lessonId: waitingFor, quizId: null },
          tooltip_message: BLOCKED_MESSAGES.previous,
          type: 'previous',
        },
      };
    const dripped = lesson.accessibleAfterDays > 0 || parseStartHour(lesson.accessibleStartHour).hour > 0;
    return available(true, dripped ? dateInfo(true) : null);
  }
}

/** course_access of spec 3 §3 from the lessons' access. */
export function courseAccessOf(
  course: AccessCourse,
  lessons: readonly AccessLesson[],
  access: ReadonlyMap<number, LessonAccess>,
  viewer: AccessViewer,
): CourseAccess {
  const ids = lessons.map((lesson) => lesson.id);
  const availableIds = ids.filter((id) => access.get(id)?.state === 'available');
  const subscribed = viewer.subscription != null;
  const opensLater = ids.some((id) => {
    const info = access.get(id)?.blockedInfo;
    return info?.type === 'date' && !info.is_accessible;
  });
  const hasAccess = subscribed || viewer.isExpert;
  return {
    is_course_subscribed: subscribed,
    is_course_available: hasAccess && availableIds.length > 0,
    is_course_available_in_future: subscribed && opensLater,
    is_user_expert: viewer.isExpert,
    is_product_on_sale: course.isProductOnSale,
    can_pre_subscribe:
      course.isPreSubscriptionEnabled && !subscribed && !viewer.isPreSubscribed && !viewer.isExpert,
    is_course_pre_subscribed: viewer.isPreSubscribed,
    is_pre_subscription_enabled: course.isPreSubscriptionEnabled,
    available_lessons_ids: availableIds,
    firstInaccessibleLessonId: ids.find((id) => access.get(id)?.state !== 'available') ?? null,
  };
}
