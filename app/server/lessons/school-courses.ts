import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { CourseBlocks, CourseWithLessons } from '../../../core/api/lessons.ts';
import type { CourseRow } from '../access/lesson-reach.ts';
import type { Reached, SchoolId } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { courses, infoSections, lessons, programSections } from '../db/schema.ts';
import { authorSections } from './lesson-view.ts';

/** Courses answered by `GET /courses/list` at most (spec 1 §9: course cards per page). */
const COURSES_LISTED = 100;

const TYPE_OF_ID = { 1: 'course', 2: 'marathon' } as const;
const ID_OF_TYPE: Record<string, number> = { course: 1, marathon: 2, closed_group: 3 };

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * `GET /courses/list?type_id=1&lessons_search=…`: the school's courses of the type (by title), each
 * with its lessons in program order whose title holds the search; with a search, courses without
 * such a lesson are left out ("copy from another lesson").
 */
export async function coursesWithLessons(
  db: Db,
  school: SchoolId,
  query: { type_id: 1 | 2; lessons_search: string },
): Promise<CourseWithLessons[]> {
  const rows = await db
    .select()
    .from(courses)
    .where(and(eq(courses.cabinetId, school), eq(courses.type, TYPE_OF_ID[query.type_id])))
    .orderBy(asc(courses.title), asc(courses.id))
    .limit(COURSES_LISTED);
  if (rows.length === 0) return [];
  const search = query.lessons_search;
  const found = await db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      title: lessons.title,
      slug: lessons.slug,
      programSectionId: lessons.programSectionId,
    })
    .from(lessons)
    .leftJoin(programSections, eq(programSections.id, lessons.programSectionId))
    .where(
      and(
        inArray(
          lessons.courseId,
          rows.map((row) => row.id),
        ),
        search ? ilike(lessons.title, `%${likeLiteral(search)}%`) : undefined,
      ),
    )
    .orderBy(asc(programSections.position), asc(programSections.id), asc(lessons.position), asc(lessons.id));
  return rows
    .map((course) => ({
      id: course.id,
      title: course.title,
      slug: course.slug,
      type_id: ID_OF_TYPE[course.type] ?? 1,
      lessons: found
        .filter((lesson) => lesson.courseId === course.id)
        .map(({ id, title, slug, programSectionId }) => ({
          id,
          title,
          slug,
          course_nodeble_id: programSectionId,
        })),
    }))
    .filter((course) => !search || course.lessons.length > 0);
}

/** `GET /courses/{id}/`: the course and the blocks of its public page, for the editor's block links. */
export async function courseBlocks(db: Db, course: Reached<CourseRow>): Promise<CourseBlocks> {
  const sections = await db
    .select()
    .from(infoSections)
    .where(eq(infoSections.courseId, course.id))
    .orderBy(asc(infoSections.position), asc(infoSections.id));
  return {
    id: course.id,
    title: course.title,
    slug: course.slug,
    type_id: ID_OF_TYPE[course.type] ?? 1,
    description: course.description,
    image: course.image,
    info_units: (await authorSections(db, sections)).flatMap((section) => section.info_units),
  };
}
