import type { FieldErrors } from '../../../core/api/field-errors.ts';
import { copiedContent } from '../../../core/lessons/index.ts';
import type { EditedLesson } from '../access/lesson-reach.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { type ContentAuthor, checkUnits, refusal, storedContent, writeContent } from './lesson-content.ts';
import { authorLessonView, authorSections, sectionsOfLesson } from './lesson-view.ts';
import { bumpVersion, lockVersion, type SaveOutcome } from './save-lesson.ts';

/**
 * `PUT /lessons/{lesson}/copy/{from}`: the other lesson's content (of the same school) replaces this
 * lesson's, every section and block created anew and marked copied (`copiedContent`); practice blocks
 * lose their quiz, which stays with its own lesson. A `version` that is not the lesson's changes
 * nothing (409).
 */
export async function copyLessonContent(
  db: Db,
  author: ContentAuthor,
  target: Reached<EditedLesson>,
  from: Reached<EditedLesson>,
  version: number | undefined,
): Promise<SaveOutcome> {
  if (from.lesson.id === target.lesson.id) throw refusal({ body: ['A lesson is not copied into itself.'] });
  const source = await authorSections(db, await sectionsOfLesson(db, from.lesson.id));
  const sections = copiedContent({ sections: source });
  // The files the other lesson holds are the school's lesson content: they come along as they are.
  const known = new Set(
    source.flatMap((section) => section.info_units.flatMap((unit) => unit.files.map((f) => f.uuid))),
  );
  const saved = await db.transaction(async (tx) => {
    if (!(await lockVersion(tx, target.lesson.id, version))) return false;
    const stored = await storedContent(tx, target.lesson.id);
    const errors: FieldErrors = {};
    await checkUnits(
      tx,
      stored,
      sections.map((section, index) => ({
        field: `sections.${index}.info_units`,
        units: section.info_units,
      })),
      author,
      errors,
      known,
    );
    if (Object.keys(errors).length > 0) throw refusal(errors);
    await writeContent(tx, stored, sections);
    await bumpVersion(tx, target.lesson.id);
    return true;
  });
  const now = await authorLessonView(db, target.lesson.id, target.course);
  return saved ? { saved: now } : { conflict: now };
}
