import { asc, eq, max } from 'drizzle-orm';
import type { FieldErrors } from '../../../core/api/field-errors.ts';
import type { CourseProgram, ProgramArrangementRequest, ProgramLesson } from '../../../core/api/lessons.ts';
import type { CourseRow, EditedLesson, EditedProgramSection, LessonRow } from '../access/lesson-reach.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { lessons, programSections } from '../db/schema.ts';
import { addError, refusal } from './lesson-content.ts';

// A course's program: its sections in order, each holding lessons in order (spec 1 §7 GET
// /courses/{course}/program), and the calls the spec leaves unnamed that build it (docs/lessons.md).

function programLesson(lesson: LessonRow, order: number): ProgramLesson {
  return {
    id: lesson.id,
    title: lesson.title,
    slug: lesson.slug,
    status_id: lesson.statusId,
    type_id: lesson.typeId,
    image: lesson.image,
    is_public: lesson.isPublic,
    order,
    course_nodeble_id: lesson.programSectionId,
    version: lesson.version,
  };
}

/** The program of a course the caller reached, read afresh. */
async function programView(db: Db, course: CourseRow): Promise<CourseProgram> {
  const sections = await db
    .select()
    .from(programSections)
    .where(eq(programSections.courseId, course.id))
    .orderBy(asc(programSections.position), asc(programSections.id));
  const rows = await db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, course.id))
    .orderBy(asc(lessons.position), asc(lessons.id));
  const of = (sectionId: number | null) =>
    rows
      .filter((row) => row.programSectionId === sectionId)
      .map((row, index) => programLesson(row, index + 1));
  return {
    course: { id: course.id, title: course.title, slug: course.slug, type: course.type },
    sections: sections.map((section, index) => ({
      id: section.id,
      title: section.title,
      order: index + 1,
      lessons: of(section.id),
    })),
    lessons_without_section: of(null),
  };
}

/** `GET /courses/{course}/program`. */
export function courseProgram(db: Db, course: Reached<CourseRow>): Promise<CourseProgram> {
  return programView(db, course);
}

/** `POST /courses/{course}/program-sections`: a section at the end of the program. */
export async function addProgramSection(
  db: Db,
  course: Reached<CourseRow>,
  title: string,
): Promise<CourseProgram> {
  const [last] = await db
    .select({ position: max(programSections.position) })
    .from(programSections)
    .where(eq(programSections.courseId, course.id));
  await db
    .insert(programSections)
    .values({ courseId: course.id, title, position: (last?.position ?? -1) + 1 });
  return programView(db, course);
}

/** `PUT /program-sections/{id}`: a new title. */
export async function renameProgramSection(
  db: Db,
  { section, course }: Reached<EditedProgramSection>,
  title: string,
): Promise<CourseProgram> {
  await db
    .update(programSections)
    .set({ title, updatedAt: new Date() })
    .where(eq(programSections.id, section.id));
  return programView(db, course);
}

/** `DELETE /program-sections/{id}`: the section goes with the lessons it holds (the confirm modal says so). */
export async function deleteProgramSection(
  db: Db,
  { section, course }: Reached<EditedProgramSection>,
): Promise<CourseProgram> {
  await db.transaction(async (tx) => {
    await tx.delete(lessons).where(eq(lessons.programSectionId, section.id));
    await tx.delete(programSections).where(eq(programSections.id, section.id));
  });
  return programView(db, course);
}

/** `DELETE /courses/{course}/lessons-new/{lesson}`: the lesson goes with its content and quizzes. */
export async function deleteLesson(
  db: Db,
  { lesson, course }: Reached<EditedLesson>,
): Promise<CourseProgram> {
  await db.delete(lessons).where(eq(lessons.id, lesson.id));
  return programView(db, course);
}

/**
 * `PUT /courses/{course}/program`: every program section of the course once, in its new order, each
 * with the lessons it now holds in order (reordering by drag or keyboard, and moving lessons between
 * sections). Every lesson standing in a section must be listed; a lesson in none may be, which moves it
 * in. Ids of another course are refused (422) and nothing changes.
 */
export async function arrangeProgram(
  db: Db,
  course: Reached<CourseRow>,
  input: ProgramArrangementRequest,
): Promise<CourseProgram> {
  await db.transaction(async (tx) => {
    const sections = await tx
      .select()
      .from(programSections)
      .where(eq(programSections.courseId, course.id))
      .for('update');
    const rows = await tx.select().from(lessons).where(eq(lessons.courseId, course.id));
    const sectionIds = new Set(sections.map((section) => section.id));
    const lessonById = new Map(rows.map((row) => [row.id, row]));
    const errors: FieldErrors = {};
    const listedSections = new Set<number>();
    const listedLessons = new Set<number>();
    input.sections.forEach((section, index) => {
      if (!sectionIds.has(section.id))
        addError(errors, `sections.${index}.id`, 'This section is not one of the course’s.');
      else if (listedSections.has(section.id))
        addError(errors, `sections.${index}.id`, 'This section is listed twice.');
      listedSections.add(section.id);
      section.lesson_ids.forEach((id, k) => {
        const at = `sections.${index}.lesson_ids.${k}`;
        if (!lessonById.has(id)) addError(errors, at, 'This lesson is not one of the course’s.');
        else if (listedLessons.has(id)) addError(errors, at, 'This lesson is listed twice.');
        listedLessons.add(id);
      });
    });
    if (sections.some((section) => !listedSections.has(section.id)))
      addError(errors, 'sections', 'List every section of the program once.');
    if (rows.some((row) => row.programSectionId !== null && !listedLessons.has(row.id)))
      addError(errors, 'sections', 'List every lesson the program’s sections hold.');
    if (Object.keys(errors).length > 0) throw refusal(errors);
    for (const [position, listed] of input.sections.entries()) {
      const section = sections.find((candidate) => candidate.id === listed.id)!;
      if (section.position !== position)
        await tx.update(programSections).set({ position }).where(eq(programSections.id, section.id));
      for (const [index, id] of listed.lesson_ids.entries()) {
        const row = lessonById.get(id)!;
        if (row.programSectionId !== section.id || row.position !== index + 1)
          await tx
            .update(lessons)
            .set({ programSectionId: section.id, position: index + 1 })
            .where(eq(lessons.id, id));
      }
    }
  });
  return programView(db, course);
}
