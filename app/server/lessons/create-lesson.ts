import { and, asc, desc, eq, like, max, or } from 'drizzle-orm';
import type { ExpertLesson } from '../../../core/api/lessons.ts';
import { slugify, uniqueSlug } from '../../../core/courses/index.ts';
import { DEFAULT_PROGRAM_SECTION_TITLE } from '../../../core/lessons/index.ts';
import type { CourseRow } from '../access/lesson-reach.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { lessons, programSections } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { refusal } from './lesson-content.ts';
import { authorLessonView } from './lesson-view.ts';

const MAX_SLUG_ATTEMPTS = 5;

/** The program section a new lesson goes in: the one named (the course's, else 422), else the last one, made when there is none. */
async function sectionForNewLesson(
  tx: Db,
  courseId: number,
  named: number | null | undefined,
): Promise<number> {
  if (named != null) {
    const [section] = await tx
      .select({ id: programSections.id })
      .from(programSections)
      .where(and(eq(programSections.id, named), eq(programSections.courseId, courseId)));
    if (!section) throw refusal({ course_nodeble_id: ['This program section is not one of the course’s.'] });
    return section.id;
  }
  const [last] = await tx
    .select({ id: programSections.id })
    .from(programSections)
    .where(eq(programSections.courseId, courseId))
    .orderBy(desc(programSections.position), desc(programSections.id))
    .limit(1);
  if (last) return last.id;
  const [made] = await tx
    .insert(programSections)
    .values({ courseId, title: DEFAULT_PROGRAM_SECTION_TITLE, position: 0 })
    .returning({ id: programSections.id });
  return made!.id;
}

/**
 * `POST /courses/{course}/lessons-new`: a lesson with the defaults of spec 1 §9, at the end of its
 * program section. Its slug is the title's, numbered when the course has it already.
 */
export async function createLesson(
  db: Db,
  course: Reached<CourseRow>,
  input: { title: string; course_nodeble_id?: number | null | undefined },
): Promise<ExpertLesson> {
  const root = slugify(input.title) || 'lesson';
  for (let attempt = 0; ; attempt += 1) {
    try {
      const lessonId = await db.transaction(async (tx) => {
        const sectionId = await sectionForNewLesson(tx, course.id, input.course_nodeble_id);
        const [last] = await tx
          .select({ position: max(lessons.position) })
          .from(lessons)
          .where(eq(lessons.programSectionId, sectionId));
        const taken = await tx
          .select({ slug: lessons.slug })
          .from(lessons)
          .where(
            and(eq(lessons.courseId, course.id), or(eq(lessons.slug, root), like(lessons.slug, `${root}-%`))),
          )
          .orderBy(asc(lessons.id));
        const [created] = await tx
          .insert(lessons)
          .values({
            courseId: course.id,
            programSectionId: sectionId,
            title: input.title,
            slug: uniqueSlug(root, new Set(taken.map((row) => row.slug)), 'lesson'),
            position: (last?.position ?? 0) + 1,
          })
          .returning({ id: lessons.id });
        return created!.id;
      });
      return authorLessonView(db, lessonId, course);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt + 1 >= MAX_SLUG_ATTEMPTS) throw error;
    }
  }
}
