import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { FieldErrors } from '../../../core/api/field-errors.ts';
import type { ExpertLesson, LessonSaveBody } from '../../../core/api/lessons.ts';
import type { EditedLesson, LessonRow } from '../access/lesson-reach.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { lessons, programSections } from '../db/schema.ts';
import {
  addError,
  type ContentAuthor,
  checkSections,
  checkUnits,
  NOT_THE_LESSONS_QUIZ,
  refusal,
  storedContent,
  storedInOrder,
  writeContent,
} from './lesson-content.ts';
import { authorLessonOf, authorLessonView } from './lesson-view.ts';

/** What a save did: saved (the lesson as it now is), or met a newer version (the lesson as the server has it). */
export type SaveOutcome = { saved: ExpertLesson } | { conflict: ExpertLesson };

export const STALE_VERSION =
  'Someone saved this lesson after you opened it. Reload it, or save your version over theirs.';

/**
 * The lesson's version, locked for the rest of the transaction: the caller's `version` must be it
 * (answers false when it is not), so two saves from the same version cannot both win.
 */
export async function lockVersion(tx: Db, lessonId: number, version: number | undefined): Promise<boolean> {
  const [row] = await tx
    .select({ version: lessons.version })
    .from(lessons)
    .where(eq(lessons.id, lessonId))
    .for('update');
  return version === undefined || row?.version === version;
}

/** Raises the lesson's version: every write of the lesson or its content does. Answers the row as updated. */
export async function bumpVersion(
  tx: Db,
  lessonId: number,
  columns: Partial<typeof lessons.$inferInsert> = {},
): Promise<LessonRow | undefined> {
  const [row] = await tx
    .update(lessons)
    .set({ ...columns, version: sql`${lessons.version} + 1`, updatedAt: new Date() })
    .where(eq(lessons.id, lessonId))
    .returning();
  return row;
}

/** The lesson row's columns a save sets (the fields it sends; a field left out keeps its value). */
function lessonColumns(body: LessonSaveBody): Partial<typeof lessons.$inferInsert> {
  const columns: Partial<typeof lessons.$inferInsert> = {};
  const set = <K extends keyof typeof lessons.$inferInsert>(
    key: K,
    value: (typeof lessons.$inferInsert)[K] | undefined,
  ) => {
    if (value !== undefined) columns[key] = value;
  };
  set('title', body.title);
  set('statusId', body.status_id);
  set('typeId', body.type_id);
  set('image', body.image);
  set('isPublic', body.is_public);
  set('isOpen', body.is_open);
  set('isSkipCheckpoint', body.is_skip_checkpoint);
  set('isPreviewAdded', body.is_preview_added);
  set('lessonPreviews', body.lesson_previews);
  set('videoPreviews', body.video_previews);
  set('preview', body.preview);
  set('accessibleAfterDays', body.accessible_after_days);
  set('accessibleStartHour', body.accessible_start_hour);
  set('accessibleTimezone', body.accessible_timezone);
  set('accessibleTimezoneId', body.accessible_timezone_id);
  set('accessibleAfterIds', body.accessible_after_ids && [...new Set(body.accessible_after_ids)]);
  set('quizIds', body.quiz_ids && [...new Set(body.quiz_ids)]);
  return columns;
}

/**
 * `PUT /courses/{course}/lessons-new/{lesson}`: saves the whole lesson in one transaction. A save
 * naming an older version changes nothing and answers the lesson as it now is (409); references
 * that are not the lesson's or its course's are refused (422) before anything is written. A save
 * without `sections` keeps the content (the program page renames a lesson so).
 */
export async function saveLesson(
  db: Db,
  author: ContentAuthor,
  { lesson, course }: Reached<EditedLesson>,
  body: LessonSaveBody,
): Promise<SaveOutcome> {
  const saved = await db.transaction(async (tx) => {
    // The lock first; the reads are sent right behind it without waiting for its answer (PostgreSQL
    // runs pipelined statements in order, each with its own snapshot, so they see the content as the
    // lock's holder left it): one round trip less.
    const [current, stored] = await Promise.all([
      lockVersion(tx, lesson.id, body.version),
      storedContent(tx, lesson.id),
    ]);
    if (!current) return false;
    const errors: FieldErrors = {};
    const { sections } = body;
    if (sections) {
      checkSections(stored, sections, errors);
      await checkUnits(
        tx,
        stored,
        sections.map((section, index) => ({
          field: `sections.${index}.info_units`,
          units: section.info_units,
        })),
        author,
        errors,
      );
    }
    const columns = lessonColumns(body);
    (body.quiz_ids ?? []).forEach((id, index) => {
      if (!stored.quizIds.has(id)) addError(errors, `quiz_ids.${index}`, NOT_THE_LESSONS_QUIZ);
    });
    const after = body.accessible_after_ids ?? [];
    const courseLessons = new Set(
      after.length === 0
        ? []
        : (
            await tx
              .select({ id: lessons.id })
              .from(lessons)
              .where(and(eq(lessons.courseId, course.id), inArray(lessons.id, after)))
          ).map((row) => row.id),
    );
    after.forEach((id, index) => {
      if (id === lesson.id || !courseLessons.has(id))
        addError(errors, `accessible_after_ids.${index}`, 'This is not another lesson of the course.');
    });
    if (body.course_nodeble_id != null && body.course_nodeble_id !== lesson.programSectionId) {
      const [section] = await tx
        .select({ id: programSections.id })
        .from(programSections)
        .where(and(eq(programSections.id, body.course_nodeble_id), eq(programSections.courseId, course.id)));
      if (!section) addError(errors, 'course_nodeble_id', 'This program section is not one of the course’s.');
      else {
        const [last] = await tx
          .select({ position: max(lessons.position) })
          .from(lessons)
          .where(eq(lessons.programSectionId, section.id));
        columns.programSectionId = section.id;
        columns.position = (last?.position ?? 0) + 1;
      }
    } else if (body.course_nodeble_id === null) columns.programSectionId = null;
    if (Object.keys(errors).length > 0) throw refusal(errors);
    // The answer is built from what this transaction wrote (its rows are locked with the lesson's).
    const content = sections ? await writeContent(tx, stored, sections) : storedInOrder(stored);
    const row = await bumpVersion(tx, lesson.id, columns);
    return row ? { row, content } : false;
  });
  if (!saved) return { conflict: await authorLessonView(db, lesson.id, course) };
  return { saved: await authorLessonOf(db, saved.row, saved.content, course) };
}
