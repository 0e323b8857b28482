import { and, asc, eq } from 'drizzle-orm';
import type { LessonAccessInfo, LessonPage } from '../../../core/api/lesson-page.ts';
import type { BlockedInfo } from '../../../core/lesson-access/index.ts';
import { INFO_UNIT_TYPES } from '../../../core/lessons/lessons.constants.ts';
import type { CourseRow, LessonRow } from '../access/lesson-reach.ts';
import type { Db } from '../db/client.ts';
import { courses, lessons, quizzes } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { readerUnitView, sectionsOfLesson, unitsOfSections } from '../lessons/lesson-view.ts';
import { latestAttemptStatuses } from '../quiz/latest-attempt-statuses.ts';
import { accessInfo as quizAccessInfo } from '../quiz/quiz-views.ts';
import { type CourseAccessFacts, courseAccessFacts } from './lesson-access-facts.ts';

export const LESSON_NOT_FOUND = 'There is no such lesson.';

const MAX_ROW_ID = 2_147_483_647;

export const lessonLinkOf = (courseSlug: string, lessonSlug: string) =>
  `/courses/${courseSlug}/${lessonSlug}`;

/** Where a closed lesson's get-access link leads: the course's page at its offers (docs/lesson-page.md). */
export const getAccessLinkOf = (courseSlug: string) => `/courses/${courseSlug}#get-access`;

/** A lesson and its course by the lesson's id: 404 when there is none. */
export async function lessonById(
  db: Db,
  lessonId: number,
): Promise<{ course: CourseRow; lesson: LessonRow }> {
  const [row] =
    Number.isSafeInteger(lessonId) && lessonId > 0 && lessonId <= MAX_ROW_ID
      ? await db
          .select({ course: courses, lesson: lessons })
          .from(lessons)
          .innerJoin(courses, eq(courses.id, lessons.courseId))
          .where(eq(lessons.id, lessonId))
      : [];
  if (!row) throw new HttpError(404, LESSON_NOT_FOUND);
  return row;
}

/** A lesson and its course by the page's slugs: 404 when there is none. */
export async function lessonBySlugs(
  db: Db,
  courseSlug: string,
  lessonSlug: string,
): Promise<{ course: CourseRow; lesson: LessonRow }> {
  const [row] = await db
    .select({ course: courses, lesson: lessons })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(courses.slug, courseSlug), eq(lessons.slug, lessonSlug)));
  if (!row) throw new HttpError(404, LESSON_NOT_FOUND);
  return row;
}

/** The lesson's quizzes in order, with the viewer's latest attempt status. */
async function quizzesOf(db: Db, userId: number | null, lessonId: number, now: Date) {
  const rows = await db
    .select({
      id: quizzes.id,
      name: quizzes.name,
      infoUnitId: quizzes.infoUnitId,
      isCheckpoint: quizzes.isCheckpoint,
      opensAt: quizzes.opensAt,
      closesAt: quizzes.closesAt,
    })
    .from(quizzes)
    .where(eq(quizzes.lessonId, lessonId))
    .orderBy(asc(quizzes.position), asc(quizzes.id));
  const latest = await latestAttemptStatuses(
    db,
    userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    is_from_info_unit: row.infoUnitId != null,
    latest_attempt_status_id: latest.get(row.id) ?? null,
    info_unit_id: row.infoUnitId,
    is_checkpoint: row.isCheckpoint,
    ...quizAccessInfo(row, now),
  }));
}

/** The tooltip's blocked info with its link made an address of the course. */
export function accessInfoOf(
  info: BlockedInfo | null,
  facts: CourseAccessFacts,
  courseSlug: string,
): LessonAccessInfo | null {
  if (!info) return null;
  let link: string | null = null;
  if (info.link) {
    const target = facts.lessons.find((lesson) => lesson.id === info.link?.lessonId);
    if (target) {
      const base = lessonLinkOf(courseSlug, target.row.slug);
      link = info.link.quizId != null ? `${base}/quizzes/${info.link.quizId}` : base;
    }
  }
  return { ...info, link };
}

/**
 * The Lesson dto of spec 3 §3 for a viewer (a user, or null for a visitor) at `now`: the access of
 * core/lesson-access, the neighbours, and the units of the section asked for when the lesson is open.
 * A draft course is not there for anyone but its school and its subscribers.
 */
export async function lessonPageOf(
  db: Db,
  userId: number | null,
  { course, lesson }: { course: CourseRow; lesson: LessonRow },
  sectionIndex: number,
  now: Date,
): Promise<LessonPage> {
  const facts = await courseAccessFacts(db, userId, course, now);
  if (course.status === 'draft' && !facts.isRealExpert && !facts.viewer.subscription && !facts.preview)
    throw new HttpError(404, LESSON_NOT_FOUND);
  const own = facts.access.get(lesson.id);
  if (!own) throw new HttpError(404, LESSON_NOT_FOUND);
  const link = lessonLinkOf(course.slug, lesson.slug);
  const isAvailable = own.state === 'available';
  const isCommentsAvailable =
    isAvailable && facts.viewer.isSignedIn && (facts.viewer.subscription != null || facts.viewer.isExpert);

  const sections = await sectionsOfLesson(db, lesson.id);
  const index = Math.min(Math.max(0, sectionIndex), Math.max(0, sections.length - 1));
  const shown = sections[index];
  let section: LessonPage['section'] = null;
  if (shown && isAvailable) {
    const { bySection, records } = await unitsOfSections(db, [shown.id]);
    const units = (bySection.get(shown.id) ?? []).filter((unit) => {
      if (unit.typeId === INFO_UNIT_TYPES.practice || unit.typeId === INFO_UNIT_TYPES.practices)
        return own.isPracticeAvailable;
      if (unit.typeId === INFO_UNIT_TYPES.comments) return isCommentsAvailable && !unit.isCommentsDisabled;
      return true;
    });
    section = {
      id: shown.id,
      title: shown.name,
      sub_title: null,
      index,
      info_units: units.map((unit) =>
        // A text unit carries its document for LessonDocumentView, not its HTML as well (half the payload).
        unit.typeId === INFO_UNIT_TYPES.text
          ? { ...readerUnitView(unit, records), description_formatted: null, document: unit.content ?? null }
          : readerUnitView(unit, records),
      ),
    };
  }
  const sectionLink = (at: number) => (at === 0 ? link : `${link}?section=${at}`);
  const neighbourSection = (at: number) => {
    const row = sections[at];
    return row ? { id: row.id, title: row.name, index: at, link: sectionLink(at) } : null;
  };
  const position = facts.lessons.findIndex((one) => one.id === lesson.id);
  const neighbourLesson = (at: number) => {
    const row = facts.lessons[at];
    return row
      ? {
          id: row.id,
          slug: row.row.slug,
          title: row.title,
          link: lessonLinkOf(course.slug, row.row.slug),
          is_available: facts.access.get(row.id)?.state === 'available',
          state: facts.access.get(row.id)?.state ?? 'unavailable',
          blocked_info: accessInfoOf(facts.access.get(row.id)?.blockedInfo ?? null, facts, course.slug),
        }
      : null;
  };
  const firstClosed = facts.lessons.find((one) => one.id === facts.summary.firstInaccessibleLessonId);
  const blocked = accessInfoOf(own.blockedInfo, facts, course.slug);
  const allQuizzes = await quizzesOf(
    db,
    facts.preview?.typeId === 3 ? (facts.preview.user?.id ?? null) : userId,
    lesson.id,
    now,
  );
  const { firstInaccessibleLessonId: _, ...summary } = facts.summary;
  return {
    id: lesson.id,
    slug: lesson.slug,
    title: lesson.title,
    link,
    course_id: course.id,
    section_id: lesson.programSectionId,
    is_public: lesson.isPublic,
    is_text_content: false,
    status_id: lesson.statusId,
    accessible_after_data: blocked
      ? { access_date: blocked.access_date, type: blocked.type, checkpoint_name: blocked.checkpoint_name }
      : null,
    preview: lesson.preview,
    course: {
      id: course.id,
      slug: course.slug,
      title: course.title,
      type_id: facts.course.typeId,
      navigation_type_id: course.navigationTypeId,
      product_id: course.id,
    },
    course_access: {
      ...summary,
      is_practice_available: own.isPracticeAvailable,
      firstInaccessibleLesson: firstClosed
        ? {
            id: firstClosed.id,
            slug: firstClosed.row.slug,
            title: firstClosed.title,
            link: lessonLinkOf(course.slug, firstClosed.row.slug),
          }
        : null,
    },
    is_lesson_available: isAvailable,
    is_comments_available: isCommentsAvailable,
    blocked_info: blocked,
    // A lesson has no closing date in Lectern (docs/lesson-page.md): it stays open once opened.
    closed_info: null,
    paginate_info: {
      previous_lesson: neighbourLesson(position - 1),
      next_lesson: neighbourLesson(position + 1),
      previous_section: neighbourSection(index - 1),
      next_section: neighbourSection(index + 1),
    },
    link_get_access: own.state === 'available' ? null : getAccessLinkOf(course.slug),
    title_get_access: own.state === 'available' ? null : 'Get access',
    has_only_one_section: sections.length <= 1,
    section,
    sections: sections.map((row) => ({ id: row.id, title: row.name })),
    // Practice is listed only where it is available (spec 3 §4: quiz units hidden otherwise).
    quizzes: own.isPracticeAvailable ? allQuizzes : [],
    constructor_link: facts.isRealExpert
      ? `/expert/course/${course.id}/lesson/${lesson.id}/constructor?section=${index}`
      : null,
    preview_settings:
      facts.isRealExpert && facts.preview
        ? {
            type: { id: facts.preview.typeId },
            offer: facts.preview.offer
              ? { id: facts.preview.offer.id, name: facts.preview.offer.name }
              : null,
            user: facts.preview.user,
          }
        : null,
  };
}
