import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  type AccessCourse,
  type AccessLesson,
  type AccessViewer,
  COURSE_TYPE_MARATHON,
  courseAccessOf,
  courseLessonAccess,
  type LessonAccess,
} from '../../../core/lesson-access/index.ts';
import { courseReaderStanding } from '../../../core/permissions/index.ts';
import type { CourseRow, LessonRow } from '../access/lesson-reach.ts';
import type { Db } from '../db/client.ts';
import {
  cabinetMembers,
  coursePreviewSettings,
  lessonProgress,
  lessons,
  offers,
  playbackEvents,
  preSubscriptions,
  programSections,
  quizAttempts,
  quizzes,
  subscriptions,
  users,
} from '../db/schema.ts';

/** What the expert chose to see the course as (spec 3 §2 access-type banner). */
export interface PreviewChoice {
  typeId: 1 | 2 | 3;
  offer: { id: number; name: string; lessonIds: number[] } | null;
  user: { id: number; name: string; email: string } | null;
}

/** Everything the access rule needs about one course and one viewer, and what it concluded. */
export interface CourseAccessFacts {
  course: AccessCourse;
  lessons: (AccessLesson & { row: LessonRow })[];
  viewer: AccessViewer;
  /** The viewer is an expert of the course's school (whatever they preview as). */
  isRealExpert: boolean;
  preview: PreviewChoice | null;
  access: Map<number, LessonAccess>;
  summary: ReturnType<typeof courseAccessOf>;
}

/** A course's lessons in program order: section by section, then the lessons in no section. */
export async function lessonsInProgramOrder(db: Db, courseId: number): Promise<LessonRow[]> {
  const rows = await db
    .select({ lesson: lessons })
    .from(lessons)
    .leftJoin(programSections, eq(programSections.id, lessons.programSectionId))
    .where(eq(lessons.courseId, courseId))
    .orderBy(
      sql`${programSections.position} asc nulls last`,
      asc(programSections.id),
      asc(lessons.position),
      asc(lessons.id),
    );
  return rows.map((row) => row.lesson);
}

/** The viewer's standing in a course: subscription (with its offer's lessons), pre-subscription, progress. */
async function viewerFacts(
  db: Db,
  userId: number,
  course: CourseRow,
  lessonIds: number[],
  checkpointQuizIds: number[],
): Promise<Omit<AccessViewer, 'isExpert' | 'isSignedIn'>> {
  const [subscription] = await db
    .select({ createdAt: subscriptions.createdAt, offerLessonIds: offers.lessonIds })
    .from(subscriptions)
    .leftJoin(offers, eq(offers.id, subscriptions.offerId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.courseId, course.id)));
  const [pre] = await db
    .select({ id: preSubscriptions.id })
    .from(preSubscriptions)
    .where(and(eq(preSubscriptions.userId, userId), eq(preSubscriptions.courseId, course.id)));
  const completed = new Set<number>();
  if (lessonIds.length > 0) {
    const watched = await db
      .select({ lessonId: playbackEvents.lessonId })
      .from(playbackEvents)
      .where(
        and(
          eq(playbackEvents.userId, userId),
          eq(playbackEvents.event, 'watched'),
          inArray(playbackEvents.lessonId, lessonIds),
        ),
      );
    const done = await db
      .select({ lessonId: lessonProgress.lessonId })
      .from(lessonProgress)
      .where(
        and(
          eq(lessonProgress.userId, userId),
          isNotNull(lessonProgress.completedAt),
          inArray(lessonProgress.lessonId, lessonIds),
        ),
      );
    for (const row of [...watched, ...done]) if (row.lessonId != null) completed.add(row.lessonId);
  }
  const passed = new Set<number>();
  if (checkpointQuizIds.length > 0) {
    const attempts = await db
      .select({ quizId: quizAttempts.quizId, statusId: quizAttempts.statusId })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), inArray(quizAttempts.quizId, checkpointQuizIds)))
      .orderBy(desc(quizAttempts.id));
    const seen = new Set<number>();
    for (const attempt of attempts) {
      if (seen.has(attempt.quizId)) continue;
      seen.add(attempt.quizId);
      if (attempt.statusId === 1) passed.add(attempt.quizId);
    }
  }
  return {
    subscription: subscription
      ? { startedAt: subscription.createdAt, offerLessonIds: subscription.offerLessonIds ?? null }
      : null,
    isPreSubscribed: pre != null,
    completedLessonIds: completed,
    passedQuizIds: passed,
  };
}

/** The preview an expert chose for a course, with its offer and participant. */
export async function previewChoiceOf(db: Db, userId: number, courseId: number): Promise<PreviewChoice> {
  const [row] = await db
    .select({
      typeId: coursePreviewSettings.typeId,
      offerId: offers.id,
      offerName: offers.name,
      offerLessonIds: offers.lessonIds,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
    })
    .from(coursePreviewSettings)
    .leftJoin(offers, and(eq(offers.id, coursePreviewSettings.offerId), eq(offers.courseId, courseId)))
    .leftJoin(users, eq(users.id, coursePreviewSettings.participantId))
    .where(and(eq(coursePreviewSettings.userId, userId), eq(coursePreviewSettings.courseId, courseId)));
  if (!row) return { typeId: 1, offer: null, user: null };
  const offer =
    row.offerId != null
      ? { id: row.offerId, name: row.offerName ?? '', lessonIds: row.offerLessonIds ?? [] }
      : null;
  const user =
    row.userId != null ? { id: row.userId, name: row.userName ?? '', email: row.userEmail ?? '' } : null;
  // A preview whose offer or participant is gone falls back to the expert's own view.
  const typeId = row.typeId === 2 && offer ? 2 : row.typeId === 3 && user ? 3 : 1;
  return { typeId, offer, user };
}

/**
 * Reads a course, its lessons and the viewer (a user or a visitor), and runs the access rule of
 * core/lesson-access at `now`. An expert previewing the course as an offer's buyer or a participant
 * is given that viewer's access (a fresh buyer of the offer subscribed now; the participant as they are).
 */
export async function courseAccessFacts(
  db: Db,
  userId: number | null,
  course: CourseRow,
  now: Date,
): Promise<CourseAccessFacts> {
  const rows = await lessonsInProgramOrder(db, course.id);
  const lessonIds = rows.map((row) => row.id);
  const checkpoints =
    lessonIds.length === 0
      ? []
      : await db
          .select({ id: quizzes.id, lessonId: quizzes.lessonId, name: quizzes.name })
          .from(quizzes)
          .where(and(inArray(quizzes.lessonId, lessonIds), eq(quizzes.isCheckpoint, true)))
          .orderBy(asc(quizzes.position), asc(quizzes.id));
  const [onSale] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.courseId, course.id), eq(offers.status, 'active')))
    .limit(1);
  const accessCourse: AccessCourse = {
    typeId: course.type === 'marathon' ? COURSE_TYPE_MARATHON : 1,
    navigationTypeId: course.navigationTypeId,
    isProductOnSale: onSale != null,
    isPreSubscriptionEnabled: course.isPreSubscriptionEnabled,
  };
  const accessLessons = rows.map((row) => ({
    row,
    id: row.id,
    title: row.title,
    isPublic: row.isPublic,
    statusId: row.statusId,
    accessibleAfterDays: row.accessibleAfterDays,
    accessibleStartHour: row.accessibleStartHour,
    timeZone: row.accessibleTimezone,
    accessibleAfterIds: row.accessibleAfterIds,
    isSkipCheckpoint: row.isSkipCheckpoint,
    checkpoints: checkpoints
      .filter((quiz) => quiz.lessonId === row.id)
      .map((quiz) => ({ quizId: quiz.id, name: quiz.name })),
  }));
  const checkpointIds = checkpoints.map((quiz) => quiz.id);

  let isRealExpert = false;
  let preview: PreviewChoice | null = null;
  let viewer: AccessViewer = {
    isSignedIn: false,
    isExpert: false,
    subscription: null,
    isPreSubscribed: false,
    completedLessonIds: new Set(),
    passedQuizIds: new Set(),
  };
  if (userId != null) {
    const [member] = await db
      .select({ role: cabinetMembers.role })
      .from(cabinetMembers)
      .where(and(eq(cabinetMembers.cabinetId, course.cabinetId), eq(cabinetMembers.userId, userId)));
    const own = await viewerFacts(db, userId, course, lessonIds, checkpointIds);
    isRealExpert = courseReaderStanding(member?.role ?? null, own.subscription != null) === 'expert';
    viewer = { ...own, isSignedIn: true, isExpert: isRealExpert };
    if (isRealExpert) {
      preview = await previewChoiceOf(db, userId, course.id);
      if (preview.typeId === 2 && preview.offer)
        viewer = {
          isSignedIn: true,
          isExpert: false,
          subscription: { startedAt: now, offerLessonIds: preview.offer.lessonIds },
          isPreSubscribed: false,
          completedLessonIds: new Set(),
          passedQuizIds: new Set(),
        };
      else if (preview.typeId === 3 && preview.user)
        viewer = {
          ...(await viewerFacts(db, preview.user.id, course, lessonIds, checkpointIds)),
          isSignedIn: true,
          isExpert: false,
        };
    }
  }
  const access = courseLessonAccess(accessCourse, accessLessons, viewer, now);
  return {
    course: accessCourse,
    lessons: accessLessons,
    viewer,
    isRealExpert,
    preview,
    access,
    summary: courseAccessOf(accessCourse, accessLessons, access, viewer),
  };
}
