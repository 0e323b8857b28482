import { eq, max } from 'drizzle-orm';
import type { FieldErrors } from '../../../core/api/field-errors.ts';
import type { InfoUnitInput } from '../../../core/api/lessons.ts';
import type { EditedInfoSection, EditedLesson } from '../access/lesson-reach.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { infoSections } from '../db/schema.ts';
import {
  type ContentAuthor,
  checkUnits,
  deleteUnitsNotKept,
  refusal,
  storedContent,
  writeUnits,
} from './lesson-content.ts';
import { authorLessonView } from './lesson-view.ts';
import { bumpVersion, lockVersion, type SaveOutcome } from './save-lesson.ts';

/** A section write's outcome: saved (or a conflict), with the section's id. */
export type SectionOutcome = SaveOutcome & { sectionId: number };

/**
 * `POST /lessons/{lesson}/info-section`: a section at the end of the lesson with its blocks (new
 * ones, or the lesson's own moved into it). A `version` that is not the lesson's changes nothing (409).
 */
export async function addInfoSection(
  db: Db,
  author: ContentAuthor,
  { lesson, course }: Reached<EditedLesson>,
  input: { name: string; info_units: InfoUnitInput[]; version?: number | undefined },
): Promise<SectionOutcome> {
  const written = await db.transaction(async (tx) => {
    if (!(await lockVersion(tx, lesson.id, input.version))) return null;
    const stored = await storedContent(tx, lesson.id);
    const errors: FieldErrors = {};
    await checkUnits(tx, stored, [{ field: 'info_units', units: input.info_units }], author, errors);
    if (Object.keys(errors).length > 0) throw refusal(errors);
    const [last] = await tx
      .select({ position: max(infoSections.position) })
      .from(infoSections)
      .where(eq(infoSections.lessonId, lesson.id));
    const [section] = await tx
      .insert(infoSections)
      .values({ lessonId: lesson.id, name: input.name, position: (last?.position ?? -1) + 1 })
      .returning({ id: infoSections.id });
    await writeUnits(tx, stored, section!.id, input.info_units);
    await bumpVersion(tx, lesson.id);
    return section!.id;
  });
  const now = await authorLessonView(db, lesson.id, course);
  return written === null ? { conflict: now, sectionId: 0 } : { saved: now, sectionId: written };
}

/**
 * `PUT /info-section/{id}`: renames the section and/or sets its whole list of blocks (created without
 * id, the section's others deleted, a block of another section of the lesson moved here).
 */
export async function updateInfoSection(
  db: Db,
  author: ContentAuthor,
  { section, lesson, course }: Reached<EditedInfoSection>,
  input: {
    name?: string | undefined;
    info_units?: InfoUnitInput[] | undefined;
    version?: number | undefined;
  },
): Promise<SectionOutcome> {
  const written = await db.transaction(async (tx) => {
    if (!(await lockVersion(tx, lesson.id, input.version))) return false;
    const stored = await storedContent(tx, lesson.id);
    if (input.info_units) {
      const errors: FieldErrors = {};
      await checkUnits(tx, stored, [{ field: 'info_units', units: input.info_units }], author, errors);
      if (Object.keys(errors).length > 0) throw refusal(errors);
      const kept = new Set(await writeUnits(tx, stored, section.id, input.info_units));
      const own = [...stored.units.values()]
        .filter((unit) => unit.infoSectionId === section.id)
        .map((u) => u.id);
      await deleteUnitsNotKept(tx, own, kept);
    }
    if (input.name !== undefined && input.name !== section.name)
      await tx
        .update(infoSections)
        .set({ name: input.name, updatedAt: new Date() })
        .where(eq(infoSections.id, section.id));
    await bumpVersion(tx, lesson.id);
    return true;
  });
  const now = await authorLessonView(db, lesson.id, course);
  return written ? { saved: now, sectionId: section.id } : { conflict: now, sectionId: section.id };
}

/** `DELETE /info-section/{id}`: the section goes with its blocks; the lesson answers as it now is. */
export async function deleteInfoSection(db: Db, { section, lesson, course }: Reached<EditedInfoSection>) {
  await db.transaction(async (tx) => {
    await lockVersion(tx, lesson.id, undefined);
    await tx.delete(infoSections).where(eq(infoSections.id, section.id));
    await bumpVersion(tx, lesson.id);
  });
  return authorLessonView(db, lesson.id, course);
}
