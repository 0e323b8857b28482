import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProgramLesson, StudentProgram } from '../../../core/api/lesson-page.ts';
import type { CourseRow } from '../access/lesson-reach.ts';
import type { Db } from '../db/client.ts';
import { courses, offers, programSections, quizzes } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { latestAttemptStatuses } from '../quiz/latest-attempt-statuses.ts';
import { courseAccessFacts } from './lesson-access-facts.ts';
import { accessInfoOf, lessonLinkOf } from './lesson-page-dto.ts';

export const COURSE_NOT_FOUND = 'There is no such course.';

/** A course by its slug: 404 when there is none. */
export async function courseBySlug(db: Db, courseSlug: string): Promise<CourseRow> {
  const [row] = await db.select().from(courses).where(eq(courses.slug, courseSlug));
  if (!row) throw new HttpError(404, COURSE_NOT_FOUND);
  return row;
}

/** The quizzes of some lessons in order, by lesson, with the viewer's latest attempt status. */
async function practiceOf(db: Db, userId: number | null, lessonIds: number[]) {
  const byLesson = new Map<number, { id: number; name: string; latest_attempt_status_id: number | null }[]>();
  if (lessonIds.length === 0) return byLesson;
  const rows = await db
    .select({ id: quizzes.id, name: quizzes.name, lessonId: quizzes.lessonId })
    .from(quizzes)
    .where(inArray(quizzes.lessonId, lessonIds))
    .orderBy(asc(quizzes.position), asc(quizzes.id));
  const latest = await latestAttemptStatuses(
    db,
    userId,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    if (row.lessonId == null) continue;
    const list = byLesson.get(row.lessonId) ?? [];
    list.push({ id: row.id, name: row.name, latest_attempt_status_id: latest.get(row.id) ?? null });
    byLesson.set(row.lessonId, list);
  }
  return byLesson;
}

/**
 * The course program a viewer (a user, or null for a visitor) sees at `now`: the program sections with
 * every lesson's state from the same rule as the lesson page (core/lesson-access), the viewer's progress,
 * the lesson to go on with, and the offers the course is sold through. A draft course is not there for
 * anyone but its school and its subscribers, as on the lesson page.
 */
export async function studentProgramOf(
  db: Db,
  userId: number | null,
  course: CourseRow,
  now: Date,
): Promise<StudentProgram> {
  const facts = await courseAccessFacts(db, userId, course, now);
  if (course.status === 'draft' && !facts.isRealExpert && !facts.viewer.subscription && !facts.preview)
    throw new HttpError(404, COURSE_NOT_FOUND);
  const sectionRows = await db
    .select({ id: programSections.id, title: programSections.title })
    .from(programSections)
    .where(eq(programSections.courseId, course.id))
    .orderBy(asc(programSections.position), asc(programSections.id));
  const practice = await practiceOf(
    db,
    facts.preview?.typeId === 3 ? (facts.preview.user?.id ?? null) : userId,
    facts.lessons
      .filter((lesson) => facts.access.get(lesson.id)?.isPracticeAvailable)
      .map((lesson) => lesson.id),
  );
  const lessonOf = (lesson: (typeof facts.lessons)[number]): ProgramLesson => {
    const access = facts.access.get(lesson.id);
    const open = access?.state === 'available';
    return {
      id: lesson.id,
      slug: lesson.row.slug,
      title: lesson.title,
      link: lessonLinkOf(course.slug, lesson.row.slug),
      is_public: lesson.isPublic,
      state: open
        ? facts.viewer.completedLessonIds.has(lesson.id)
          ? 'finished'
          : 'open'
        : access?.state === 'get-access'
          ? 'get-access'
          : 'unavailable',
      blocked_info: accessInfoOf(access?.blockedInfo ?? null, facts, course.slug),
      quizzes: (practice.get(lesson.id) ?? []).map((quiz) => ({
        ...quiz,
        link: `${lessonLinkOf(course.slug, lesson.row.slug)}/quizzes/${quiz.id}`,
      })),
    };
  };
  const sections: StudentProgram['sections'] = sectionRows
    .map((section) => ({
      id: section.id as number | null,
      title: section.title as string | null,
      lessons: facts.lessons.filter((lesson) => lesson.row.programSectionId === section.id).map(lessonOf),
    }))
    .filter((section) => section.lessons.length > 0);
  const known = new Set(sectionRows.map((section) => section.id));
  const loose = facts.lessons.filter(
    (lesson) => lesson.row.programSectionId == null || !known.has(lesson.row.programSectionId),
  );
  if (loose.length > 0) sections.push({ id: null, title: null, lessons: loose.map(lessonOf) });

  const all = sections.flatMap((section) => section.lessons);
  const next =
    all.find((lesson) => lesson.state === 'open') ?? all.find((lesson) => lesson.state === 'finished');
  const onSale = await db
    .select({
      id: offers.id,
      name: offers.name,
      price: offers.price,
      currency: offers.currency,
      lessonIds: offers.lessonIds,
    })
    .from(offers)
    .where(and(eq(offers.courseId, course.id), eq(offers.status, 'active')))
    .orderBy(asc(offers.price), asc(offers.id));
  const { firstInaccessibleLessonId, ...summary } = facts.summary;
  const firstClosed = all.find((lesson) => lesson.id === firstInaccessibleLessonId);
  return {
    course: {
      id: course.id,
      slug: course.slug,
      title: course.title,
      type_id: facts.course.typeId,
      navigation_type_id: course.navigationTypeId,
    },
    course_access: {
      ...summary,
      is_practice_available: facts.viewer.subscription != null || facts.viewer.isExpert,
      firstInaccessibleLesson: firstClosed
        ? { id: firstClosed.id, slug: firstClosed.slug, title: firstClosed.title, link: firstClosed.link }
        : null,
    },
    sections,
    progress: {
      finished: all.filter((lesson) => lesson.state === 'finished').length,
      total: all.length,
    },
    continue_link: next?.link ?? null,
    offers: onSale.map((offer) => ({
      id: offer.id,
      name: offer.name,
      price: offer.price,
      currency: offer.currency,
      lessons_count: offer.lessonIds.length > 0 ? offer.lessonIds.length : null,
    })),
    constructor_link: facts.isRealExpert ? `/expert/course/detail/${course.id}/program` : null,
  };
}
