import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FieldErrors } from '../../../core/api/field-errors.ts';
import type { InfoUnitInput, LessonSectionInput } from '../../../core/api/lessons.ts';
import type { InfoSectionRow, InfoUnitRow } from '../access/lesson-reach.ts';
import type { SchoolId } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { files, infoSections, infoUnits, quizzes } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';

// Writing a lesson's content: its sections and their blocks as an author sends them. What has no id
// is created, what the lesson holds and the request leaves out is deleted, and any id that is not
// the lesson's own (another lesson's, another school's, none at all) is refused with 422 before
// anything is written. Blocks keep their ids when they move, between places or sections.

/** Who writes: the files a block newly holds must be theirs or their school's. */
export interface ContentAuthor {
  userId: number;
  school: SchoolId;
}

/** Whose sections they are: a lesson's, or a course's public page (`info_sections.course_id`). */
export type ContentOwner = { lessonId: number; courseId: null } | { lessonId: null; courseId: number };

/** The lesson's (or public page's) content as stored, read inside the writing transaction. */
export interface StoredContent {
  owner: ContentOwner;
  sections: Map<number, InfoSectionRow>;
  units: Map<number, InfoUnitRow>;
  quizIds: Set<number>;
}

/** The 422 of refused references: the first message (and how many more), each under its field. */
export function refusal(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'The request is invalid.';
  const count = Object.values(errors).reduce((sum, list) => sum + list.length, 0);
  const message = count > 1 ? `${first} (and ${count - 1} more ${count === 2 ? 'error' : 'errors'})` : first;
  return new HttpError(422, message, { errors });
}

/** Adds a message under a field. */
export function addError(errors: FieldErrors, field: string, message: string): void {
  errors[field] = [...(errors[field] ?? []), message];
}

export const NOT_THE_LESSONS_SECTION = 'This section is not one of the lesson’s.';
export const NOT_THE_LESSONS_BLOCK = 'This block is not one of the lesson’s.';
export const NOT_THE_PAGES_BLOCK = 'This block is not one of the public page’s.';
export const NOT_THE_LESSONS_QUIZ = 'This quiz is not one of the lesson’s.';
export const NOT_A_USABLE_FILE = 'There is no such file, or it is not yours to use.';

/** The lesson's sections, blocks and quizzes as they are now. */
export function storedContent(tx: Db, lessonId: number): Promise<StoredContent> {
  return storedContentOf(tx, { lessonId, courseId: null });
}

/** A course's public page sections and blocks as they are now (a page has no quizzes). */
export function storedPageContent(tx: Db, courseId: number): Promise<StoredContent> {
  return storedContentOf(tx, { lessonId: null, courseId });
}

async function storedContentOf(tx: Db, owner: ContentOwner): Promise<StoredContent> {
  const sectionRows = await tx
    .select()
    .from(infoSections)
    .where(
      owner.lessonId === null
        ? eq(infoSections.courseId, owner.courseId)
        : eq(infoSections.lessonId, owner.lessonId),
    );
  const unitRows =
    sectionRows.length === 0
      ? []
      : await tx
          .select()
          .from(infoUnits)
          .where(
            inArray(
              infoUnits.infoSectionId,
              sectionRows.map((row) => row.id),
            ),
          );
  const quizRows =
    owner.lessonId === null
      ? []
      : await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.lessonId, owner.lessonId));
  return {
    owner,
    sections: new Map(sectionRows.map((row) => [row.id, row])),
    units: new Map(unitRows.map((row) => [row.id, row])),
    quizIds: new Set(quizRows.map((row) => row.id)),
  };
}

/** Where a list of blocks stands in the request, for the names of its fields (`sections.0.info_units`). */
export interface UnitList {
  field: string;
  units: readonly InfoUnitInput[];
}

/**
 * Checks the references of blocks before anything is written: each id one of the lesson's blocks
 * (once), each quiz one of the lesson's, each file the author's or their school's, or one the lesson
 * (or `knownFiles`) already holds. Adds what is wrong to `errors`.
 */
export async function checkUnits(
  tx: Db,
  stored: StoredContent,
  lists: readonly UnitList[],
  author: ContentAuthor,
  errors: FieldErrors,
  knownFiles: ReadonlySet<string> = new Set(),
): Promise<void> {
  const seen = new Set<number>();
  const held = new Set([
    ...knownFiles,
    ...[...stored.units.values()].flatMap((u) => u.files.map((f) => f.uuid)),
  ]);
  const newFiles = new Map<string, string[]>();
  const notOurs = stored.owner.lessonId === null ? NOT_THE_PAGES_BLOCK : NOT_THE_LESSONS_BLOCK;
  for (const { field, units } of lists) {
    units.forEach((unit, index) => {
      const at = `${field}.${index}`;
      if (unit.id !== null) {
        if (!stored.units.has(unit.id)) addError(errors, `${at}.id`, notOurs);
        else if (seen.has(unit.id)) addError(errors, `${at}.id`, 'This block is listed twice.');
        seen.add(unit.id);
      }
      if (unit.quiz_id !== null && !stored.quizIds.has(unit.quiz_id))
        addError(errors, `${at}.quiz_id`, NOT_THE_LESSONS_QUIZ);
      unit.files.forEach((file, k) => {
        if (!held.has(file.uuid))
          newFiles.set(file.uuid, [...(newFiles.get(file.uuid) ?? []), `${at}.files.${k}.uuid`]);
      });
    });
  }
  if (newFiles.size === 0) return;
  const found = new Set((await usableFiles(tx, [...newFiles.keys()], author)).map((row) => row.uuid));
  for (const [uuid, fields] of newFiles)
    if (!found.has(uuid)) for (const field of fields) addError(errors, field, NOT_A_USABLE_FILE);
}

/**
 * Of some uploads (by uuid), those an author may put in their content: live, uploaded (not a derived
 * child), and theirs or their school's. Answers each with its type.
 */
export async function usableFiles(
  tx: Db,
  uuids: readonly string[],
  author: ContentAuthor,
): Promise<{ uuid: string; mimeType: string }[]> {
  if (uuids.length === 0) return [];
  return tx
    .select({ uuid: files.uuid, mimeType: files.mimeType })
    .from(files)
    .where(
      and(
        inArray(files.uuid, [...uuids]),
        isNull(files.deletedAt),
        isNull(files.parentId),
        or(eq(files.userId, author.userId), eq(files.cabinetId, author.school)),
      ),
    );
}

/** Checks the section ids of a whole content: each one of the lesson's, once. */
export function checkSections(
  stored: StoredContent,
  sections: readonly LessonSectionInput[],
  errors: FieldErrors,
): void {
  const seen = new Set<number>();
  sections.forEach((section, index) => {
    if (section.id === null) return;
    if (!stored.sections.has(section.id)) addError(errors, `sections.${index}.id`, NOT_THE_LESSONS_SECTION);
    else if (seen.has(section.id)) addError(errors, `sections.${index}.id`, 'This section is listed twice.');
    seen.add(section.id);
  });
}

/** The columns a block's input sets. */
function unitColumns(unit: InfoUnitInput) {
  return {
    typeId: unit.type_id,
    title: unit.title,
    copied: unit.copied,
    content: unit.type_id === 3 ? unit.content : null,
    files: unit.files.map((file) => ({
      uuid: file.uuid,
      allow_doc_download: file.allow_doc_download,
      allow_doc_preview: file.allow_doc_preview,
    })),
    quizId: unit.type_id === 5 ? unit.quiz_id : null,
    styles: unit.styles,
    isCommentsDisabled: unit.is_comments_disabled,
    isAudioCommentEnabled: unit.is_audio_comment_enabled,
    isVideoCommentEnabled: unit.is_video_comment_enabled,
    isFileCommentEnabled: unit.is_file_comment_enabled,
    desktopPlayerSize: unit.desktop_player_size,
    previewIndex: unit.preview_index,
    isVertical: unit.is_vertical,
    showPreviewOnPause: unit.show_preview_on_pause,
    showCustomYoutubePlayer: unit.show_custom_youtube_player,
  };
}

/** Whether two JSON values are equal, object keys in any order (jsonb reorders them). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = b as Record<string, unknown>;
  const rightCount = Object.values(right).filter((value) => value !== undefined).length;
  return left.length === rightCount && left.every(([key, value]) => sameJson(value, right[key]));
}

/**
 * Writes the blocks of one section in their order: keeps (and updates, when changed) those with an
 * id, creates the rest, and links each practice block's quiz to it (the quiz is then taken through
 * the block). Answers the ids of the blocks the section now holds.
 */
export async function writeUnits(
  tx: Db,
  stored: StoredContent,
  sectionId: number,
  units: readonly InfoUnitInput[],
): Promise<number[]> {
  const ids: number[] = [];
  const fresh: { position: number; columns: ReturnType<typeof unitColumns> }[] = [];
  for (const [position, unit] of units.entries()) {
    const columns = unitColumns(unit);
    const existing = unit.id === null ? undefined : stored.units.get(unit.id);
    if (!existing) {
      fresh.push({ position, columns });
      continue;
    }
    ids[position] = existing.id;
    const wanted = { ...columns, infoSectionId: sectionId, position };
    const changed = (Object.keys(wanted) as (keyof typeof wanted)[]).some(
      (key) => !sameJson(wanted[key], existing[key]),
    );
    if (changed)
      await tx
        .update(infoUnits)
        .set({ ...wanted, updatedAt: new Date() })
        .where(eq(infoUnits.id, existing.id));
  }
  if (fresh.length > 0) {
    const created = await tx
      .insert(infoUnits)
      .values(fresh.map(({ position, columns }) => ({ ...columns, infoSectionId: sectionId, position })))
      .returning({ id: infoUnits.id, position: infoUnits.position });
    for (const row of created) ids[row.position] = row.id;
  }
  const { lessonId } = stored.owner;
  for (const [position, unit] of units.entries()) {
    const unitId = ids[position]!;
    if (lessonId !== null && unit.type_id === 5 && unit.quiz_id !== null)
      await tx
        .update(quizzes)
        .set({ infoUnitId: unitId })
        .where(and(eq(quizzes.id, unit.quiz_id), eq(quizzes.lessonId, lessonId)));
  }
  return ids;
}

/** Deletes the lesson's blocks among `candidates` that are not kept. */
export async function deleteUnitsNotKept(
  tx: Db,
  candidates: Iterable<number>,
  kept: ReadonlySet<number>,
): Promise<void> {
  const gone = [...candidates].filter((id) => !kept.has(id));
  if (gone.length > 0) await tx.delete(infoUnits).where(inArray(infoUnits.id, gone));
}

/**
 * Writes a lesson's (or a public page's) whole content (the references were checked): sections in
 * their order, each with its blocks; sections and blocks it held and the content leaves out are deleted.
 */
export async function writeContent(
  tx: Db,
  stored: StoredContent,
  sections: readonly LessonSectionInput[],
): Promise<void> {
  const keptSections = new Set<number>();
  const keptUnits = new Set<number>();
  for (const [position, section] of sections.entries()) {
    const existing = section.id === null ? undefined : stored.sections.get(section.id);
    let sectionId: number;
    if (existing) {
      sectionId = existing.id;
      if (
        existing.name !== section.name ||
        existing.position !== position ||
        existing.copied !== section.copied
      )
        await tx
          .update(infoSections)
          .set({ name: section.name, position, copied: section.copied, updatedAt: new Date() })
          .where(eq(infoSections.id, sectionId));
    } else {
      const [created] = await tx
        .insert(infoSections)
        .values({ ...stored.owner, name: section.name, position, copied: section.copied })
        .returning({ id: infoSections.id });
      sectionId = created!.id;
    }
    keptSections.add(sectionId);
    for (const id of await writeUnits(tx, stored, sectionId, section.info_units)) keptUnits.add(id);
  }
  await deleteUnitsNotKept(tx, stored.units.keys(), keptUnits);
  const goneSections = [...stored.sections.keys()].filter((id) => !keptSections.has(id));
  if (goneSections.length > 0) await tx.delete(infoSections).where(inArray(infoSections.id, goneSections));
}
