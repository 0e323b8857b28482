import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { CourseLesson, LessonCourse, LessonQuiz } from '../../../core/api/courses.ts';
import { membershipOfCourseSchool, subscriptionOf } from '../access/course-reader-joins.ts';
import { COURSE_NOT_FOUND, readerIsExpert } from '../access/lesson-reach.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { cabinetMembers, courses, lessons, programSections, quizzes, subscriptions } from '../db/schema.ts';
import type { UserRow } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { latestAttemptStatuses } from '../quiz/latest-attempt-statuses.ts';

export const LESSON_NOT_FOUND = 'There is no such lesson.';

/** A course the user may see, and how: subscribed student or expert of its school. */
export interface CourseScope {
  course: LessonCourse & { cabinetId: number };
  isSubscribed: boolean;
  isExpert: boolean;
}

/**
 * The course by its slug when the user may see it (the guard of `course:reader` resolves it): 404
 * without the course or when the user has nothing to do with its school (another school's course
 * is not there for them); 403 for a member of the school who has no access to this course.
 */
export async function findCourse(db: Db, user: UserRow, courseSlug: string): Promise<CourseScope> {
  const [row] = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      cabinetId: courses.cabinetId,
      subscriptionId: subscriptions.id,
      role: cabinetMembers.role,
    })
    .from(courses)
    .leftJoin(subscriptions, subscriptionOf(user.id))
    .leftJoin(cabinetMembers, membershipOfCourseSchool(user.id))
    .where(eq(courses.slug, courseSlug));
  if (!row) throw new HttpError(404, COURSE_NOT_FOUND);
  // Same rule as the quiz calls and the lesson blocks (courseReaderStanding).
  const isExpert = readerIsExpert(row, COURSE_NOT_FOUND);
  const { subscriptionId, role: _, ...course } = row;
  return { course, isSubscribed: subscriptionId != null, isExpert };
}

const lessonLink = (courseSlug: string, lessonSlug: string) => `/courses/${courseSlug}/${lessonSlug}`;

/** A course's lessons in program order: section by section, then the lessons in no section. */
async function courseLessonRows(db: Db, courseId: number) {
  return db
    .select({ id: lessons.id, slug: lessons.slug, title: lessons.title })
    .from(lessons)
    .leftJoin(programSections, eq(programSections.id, lessons.programSectionId))
    .where(eq(lessons.courseId, courseId))
    .orderBy(
      sql`${programSections.position} asc nulls last`,
      asc(programSections.id),
      asc(lessons.position),
      asc(lessons.id),
    );
}

/** The quizzes of some lessons in their order, each with the user's latest attempt status, by lesson id. */
async function quizzesOfLessons(db: Db, userId: number, lessonIds: number[]) {
  const byLesson = new Map<number, (LessonQuiz & { infoUnitId: number | null })[]>();
  if (lessonIds.length === 0) return byLesson;
  const rows = await db
    .select({
      id: quizzes.id,
      lessonId: quizzes.lessonId,
      name: quizzes.name,
      infoUnitId: quizzes.infoUnitId,
    })
    .from(quizzes)
    .where(inArray(quizzes.lessonId, lessonIds))
    .orderBy(asc(quizzes.position), asc(quizzes.id));
  const latest = await latestAttemptStatuses(
    db,
    userId,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    const list = byLesson.get(row.lessonId) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      is_from_info_unit: row.infoUnitId != null,
      latest_attempt_status_id: latest.get(row.id) ?? null,
      infoUnitId: row.infoUnitId,
    });
    byLesson.set(row.lessonId, list);
  }
  return byLesson;
}

const publicQuiz = ({ infoUnitId: _, ...quiz }: LessonQuiz & { infoUnitId: number | null }): LessonQuiz =>
  quiz;

/** `GET /courses/{course slug}/lessons`: the course and its lessons in order, each with its quizzes. */
export async function listCourseLessons(
  db: Db,
  user: UserRow,
  { course }: Reached<CourseScope>,
): Promise<{ course: LessonCourse; lessons: CourseLesson[] }> {
  const rows = await courseLessonRows(db, course.id);
  const quizzesByLesson = await quizzesOfLessons(
    db,
    user.id,
    rows.map((row) => row.id),
  );
  return {
    course: { id: course.id, slug: course.slug, title: course.title },
    lessons: rows.map((row) => ({
      ...row,
      link: lessonLink(course.slug, row.slug),
      quizzes: (quizzesByLesson.get(row.id) ?? []).map(publicQuiz),
    })),
  };
}
