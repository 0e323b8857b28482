import { and, eq, isNotNull } from 'drizzle-orm';
import { type CabinetRole, courseReaderStanding } from '../../../core/permissions/index.ts';
import type { Db } from '../db/client.ts';
import {
  cabinetMembers,
  closedGroups,
  courses,
  infoSections,
  infoUnits,
  lessons,
  programSections,
  subscriptions,
} from '../db/schema.ts';
import type { UserRow } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { membershipOfCourseSchool, subscriptionOf } from './course-reader-joins.ts';
import type { BaseReach } from './guards.ts';
import { type Reached, reached, type SchoolId } from './reached.ts';

// What of a school's courses and lessons a request names, found through the caller's school (the
// editors: their current school, given as a SchoolId) or their ties to it (the readers: a
// subscription or a membership). Another school's id is met as no id at all: 404, same message.

export type CourseRow = typeof courses.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type ProgramSectionRow = typeof programSections.$inferSelect;
export type InfoSectionRow = typeof infoSections.$inferSelect;
export type InfoUnitRow = typeof infoUnits.$inferSelect;
export type ClosedGroupRow = typeof closedGroups.$inferSelect;

/** A lesson an editor reaches, with its course. */
export interface EditedLesson {
  lesson: LessonRow;
  course: CourseRow;
}

/** A lesson section an editor reaches, with its lesson and course. */
export interface EditedInfoSection extends EditedLesson {
  section: InfoSectionRow;
}

/** A program section an editor reaches, with its course. */
export interface EditedProgramSection {
  section: ProgramSectionRow;
  course: CourseRow;
}

/** A lesson section a reader reaches, and whether they read it as an expert of its school. */
export interface ReadSection extends EditedInfoSection {
  isExpert: boolean;
}

/** A block a reader reaches, with its section, lesson and course. */
export interface ReadUnit extends ReadSection {
  unit: InfoUnitRow;
}

export const COURSE_NOT_FOUND = 'There is no such course.';
export const LESSON_NOT_FOUND = 'There is no such lesson.';
export const INFO_SECTION_NOT_FOUND = 'There is no such lesson section.';
export const PROGRAM_SECTION_NOT_FOUND = 'There is no such program section.';
export const UNIT_NOT_FOUND = 'There is no such lesson block.';
export const CLOSED_GROUP_NOT_FOUND = 'There is no such closed group.';
export const COURSE_CLOSED = 'Get access to the course to see its lessons.';

/** The largest id a row has (an integer column); anything above names nothing. */
const MAX_ROW_ID = 2_147_483_647;
const storable = (id: number) => id <= MAX_ROW_ID;

/** The school's course: 404 for any other id. */
export async function courseOfSchool(
  db: Db,
  school: SchoolId,
  courseId: number,
): Promise<Reached<CourseRow>> {
  const [row] = storable(courseId)
    ? await db
        .select()
        .from(courses)
        .where(and(eq(courses.id, courseId), eq(courses.cabinetId, school)))
    : [];
  if (!row) throw new HttpError(404, COURSE_NOT_FOUND);
  return reached(row);
}

/** A lesson of the school's courses (of `courseId` when given): 404 for any other id. */
export async function lessonOfSchool(
  db: Db,
  school: SchoolId,
  lessonId: number,
  courseId?: number,
): Promise<Reached<EditedLesson>> {
  const [row] =
    storable(lessonId) && (courseId === undefined || storable(courseId))
      ? await db
          .select({ lesson: lessons, course: courses })
          .from(lessons)
          .innerJoin(courses, eq(courses.id, lessons.courseId))
          .where(
            and(
              eq(lessons.id, lessonId),
              eq(courses.cabinetId, school),
              courseId === undefined ? undefined : eq(courses.id, courseId),
            ),
          )
      : [];
  if (!row) throw new HttpError(404, LESSON_NOT_FOUND);
  return reached(row);
}

/** A section of a lesson of the school's courses: 404 for any other id (a course page's sections too). */
export async function infoSectionOfSchool(
  db: Db,
  school: SchoolId,
  sectionId: number,
): Promise<Reached<EditedInfoSection>> {
  const [row] = storable(sectionId)
    ? await db
        .select({ section: infoSections, lesson: lessons, course: courses })
        .from(infoSections)
        .innerJoin(lessons, eq(lessons.id, infoSections.lessonId))
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(and(eq(infoSections.id, sectionId), eq(courses.cabinetId, school)))
    : [];
  if (!row) throw new HttpError(404, INFO_SECTION_NOT_FOUND);
  return reached(row);
}

/** A program section of the school's courses: 404 for any other id. */
export async function programSectionOfSchool(
  db: Db,
  school: SchoolId,
  sectionId: number,
): Promise<Reached<EditedProgramSection>> {
  const [row] = storable(sectionId)
    ? await db
        .select({ section: programSections, course: courses })
        .from(programSections)
        .innerJoin(courses, eq(courses.id, programSections.courseId))
        .where(and(eq(programSections.id, sectionId), eq(courses.cabinetId, school)))
    : [];
  if (!row) throw new HttpError(404, PROGRAM_SECTION_NOT_FOUND);
  return reached(row);
}

/** A closed group of the school: 404 for any other id. */
export async function closedGroupOfSchool(
  db: Db,
  school: SchoolId,
  groupId: number,
): Promise<Reached<ClosedGroupRow>> {
  const [row] = storable(groupId)
    ? await db
        .select()
        .from(closedGroups)
        .where(and(eq(closedGroups.id, groupId), eq(closedGroups.cabinetId, school)))
    : [];
  if (!row) throw new HttpError(404, CLOSED_GROUP_NOT_FOUND);
  return reached(row);
}

/**
 * Whether the user reads a course's lessons as an expert of its school (`courseReaderStanding`): 404
 * (`notFound`) when they have no tie to its school (no subscription to it, no membership), 403 for a
 * member of the school without access to it.
 */
export function readerIsExpert(
  tie: { subscriptionId: number | null; role: CabinetRole | null },
  notFound: string,
): boolean {
  const standing = courseReaderStanding(tie.role, tie.subscriptionId != null);
  if (standing === 'stranger') throw new HttpError(404, notFound);
  if (standing === 'closed') throw new HttpError(403, COURSE_CLOSED);
  return standing === 'expert';
}

/** A lesson section for its reader: a subscriber of its course or a member of its school. */
export async function infoSectionForReader(
  db: Db,
  user: UserRow,
  sectionId: number,
): Promise<Reached<ReadSection>> {
  const [row] = storable(sectionId)
    ? await db
        .select({
          section: infoSections,
          lesson: lessons,
          course: courses,
          subscriptionId: subscriptions.id,
          role: cabinetMembers.role,
        })
        .from(infoSections)
        .innerJoin(lessons, eq(lessons.id, infoSections.lessonId))
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .leftJoin(subscriptions, subscriptionOf(user.id))
        .leftJoin(cabinetMembers, membershipOfCourseSchool(user.id))
        .where(and(eq(infoSections.id, sectionId), isNotNull(infoSections.lessonId)))
    : [];
  if (!row) throw new HttpError(404, INFO_SECTION_NOT_FOUND);
  const isExpert = readerIsExpert(row, INFO_SECTION_NOT_FOUND);
  return reached({ section: row.section, lesson: row.lesson, course: row.course, isExpert });
}

/** A lesson block for its reader: a subscriber of its course or a member of its school. */
export async function infoUnitForReader(db: Db, user: UserRow, unitId: number): Promise<Reached<ReadUnit>> {
  const [row] = storable(unitId)
    ? await db
        .select({
          unit: infoUnits,
          section: infoSections,
          lesson: lessons,
          course: courses,
          subscriptionId: subscriptions.id,
          role: cabinetMembers.role,
        })
        .from(infoUnits)
        .innerJoin(infoSections, eq(infoSections.id, infoUnits.infoSectionId))
        .innerJoin(lessons, eq(lessons.id, infoSections.lessonId))
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .leftJoin(subscriptions, subscriptionOf(user.id))
        .leftJoin(cabinetMembers, membershipOfCourseSchool(user.id))
        .where(eq(infoUnits.id, unitId))
    : [];
  if (!row) throw new HttpError(404, UNIT_NOT_FOUND);
  const isExpert = readerIsExpert(row, UNIT_NOT_FOUND);
  return reached({
    unit: row.unit,
    section: row.section,
    lesson: row.lesson,
    course: row.course,
    isExpert,
  });
}

/**
 * A block its reader reaches, as the item its playback events (started, watched) are recorded on: any
 * block of a lesson the reader reads (an audio or video block holds no quiz, so the quiz base's rule
 * would not find it).
 */
export function playbackBaseOfUnit(read: Reached<ReadUnit>): Reached<BaseReach> {
  return reached({ base: { unitId: read.unit.id }, isExpert: read.isExpert, quizzes: [] });
}
