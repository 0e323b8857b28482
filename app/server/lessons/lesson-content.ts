import { and, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldErrors } from '../../../core/api/field-errors.ts';
import type { InfoUnitInput, LessonSectionInput } from '../../../core/api/lessons.ts';
import { sanitizeDocument } from '../../../core/editor/html-block/sanitize-document.ts';
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
  const ownedBy =
    owner.lessonId === null
      ? eq(infoSections.courseId, owner.courseId)
      : eq(infoSections.lessonId, owner.lessonId);
  // Three reads that need nothing of each other, sent together (PostgreSQL answers them in one round trip).
  const [sectionRows, unitRows, quizRows] = await Promise.all([
    tx.select().from(infoSections).where(ownedBy),
    tx
      .select({ unit: infoUnits })
      .from(infoUnits)
      .innerJoin(infoSections, eq(infoSections.id, infoUnits.infoSectionId))
      .where(ownedBy)
      .then((rows) => rows.map((row) => row.unit)),
    owner.lessonId === null
      ? []
      : tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.lessonId, owner.lessonId)),
  ]);
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
    // An HTML block's markup is kept only as the sanitizer leaves it (the schema checked the rest).
    content: unit.type_id === 3 && unit.content ? sanitizeDocument(unit.content) : null,
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

/**
 * Whether two JSON values are equal, object keys in any order (jsonb reorders them); a key holding
 * undefined counts as absent. Loops without allocating: a save compares every block of the lesson.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index += 1) if (!sameJson(a[index], b[index])) return false;
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let keys = 0;
  for (const key in left) {
    if (left[key] === undefined) continue;
    if (!Object.hasOwn(right, key) || !sameJson(left[key], right[key])) return false;
    keys += 1;
  }
  for (const key in right) if (right[key] !== undefined) keys -= 1;
  return keys === 0;
}

/** A section as the database holds it after a write, with its blocks in their order. */
export interface WrittenSection {
  section: InfoSectionRow;
  units: InfoUnitRow[];
}

/** The stored content in reading order: sections by place, each with its blocks by place. */
export function storedInOrder(stored: StoredContent): WrittenSection[] {
  const byPlace = (a: { position: number; id: number }, b: { position: number; id: number }) =>
    a.position - b.position || a.id - b.id;
  const units = [...stored.units.values()].sort(byPlace);
  return [...stored.sections.values()].sort(byPlace).map((section) => ({
    section,
    units: units.filter((unit) => unit.infoSectionId === section.id),
  }));
}

/**
 * Updates rows by id in one statement (one round trip however many): each row sets the columns
 * `keys` names and `updated_at`. The rows travel as one JSON parameter read by `jsonb_to_recordset`.
 */
async function updateById<Row extends { id: number }>(
  tx: Db,
  table: typeof infoUnits | typeof infoSections,
  keys: readonly (keyof Row & string)[],
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const named = keys.map((key) => columns[key]!);
  const record = named.map((column) => `"${column.name}" ${column.getSQLType()}`).join(', ');
  const sets = named.map((column) => `"${column.name}" = v."${column.name}"`).join(', ');
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries([['id', row.id], ...keys.map((key, k) => [named[k]!.name, row[key] ?? null])]),
    ),
  );
  await tx.execute(
    sql`update ${table} set ${sql.raw(sets)}, "updated_at" = now() from jsonb_to_recordset(${json}::text::jsonb) as v("id" integer, ${sql.raw(record)}) where ${table.id} = v."id"`,
  );
}

/** A block's columns that place it; the others are its content. */
const PLACE_KEYS = ['infoSectionId', 'position'] as const;
const CONTENT_KEYS = [
  'typeId',
  'title',
  'copied',
  'content',
  'files',
  'quizId',
  'styles',
  'isCommentsDisabled',
  'isAudioCommentEnabled',
  'isVideoCommentEnabled',
  'isFileCommentEnabled',
  'desktopPlayerSize',
  'previewIndex',
  'isVertical',
  'showPreviewOnPause',
  'showCustomYoutubePlayer',
] as const satisfies readonly (keyof ReturnType<typeof unitColumns>)[];

/** The blocks of one section, in their order, as a write sends them. */
export interface SectionUnits {
  sectionId: number;
  units: readonly InfoUnitInput[];
}

/**
 * Writes the blocks of some sections, each list in its order: keeps those with an id (rewriting only
 * what changed), creates the rest, and links each practice block's quiz to it (the quiz is then taken
 * through the block). A few statements whatever the number of blocks: one insert of the new blocks,
 * one update of those that only moved, one of those whose content changed, one for the quiz links.
 * Answers each list's blocks as now stored.
 */
export async function writeUnitLists(
  tx: Db,
  stored: StoredContent,
  lists: readonly SectionUnits[],
): Promise<InfoUnitRow[][]> {
  const now = new Date();
  const rows: InfoUnitRow[][] = lists.map(() => []);
  const fresh: {
    list: number;
    values: ReturnType<typeof unitColumns> & { infoSectionId: number; position: number };
  }[] = [];
  const moved: InfoUnitRow[] = [];
  const rewritten: InfoUnitRow[] = [];
  lists.forEach(({ sectionId, units }, list) => {
    for (const [position, unit] of units.entries()) {
      const wanted = { ...unitColumns(unit), infoSectionId: sectionId, position };
      const existing = unit.id === null ? undefined : stored.units.get(unit.id);
      if (!existing) {
        fresh.push({ list, values: wanted });
        continue;
      }
      const row: InfoUnitRow = { ...existing, ...wanted };
      rows[list]![position] = row;
      if (CONTENT_KEYS.some((key) => !sameJson(wanted[key], existing[key]))) rewritten.push(row);
      else if (PLACE_KEYS.some((key) => wanted[key] !== existing[key])) moved.push(row);
      else continue;
      row.updatedAt = now;
    }
  });
  if (fresh.length > 0) {
    const created = await tx
      .insert(infoUnits)
      .values(fresh.map(({ values }) => values))
      .returning();
    const place = (row: { infoSectionId: number; position: number }) =>
      `${row.infoSectionId}:${row.position}`;
    const byPlace = new Map(created.map((row) => [place(row), row]));
    for (const { list, values } of fresh) rows[list]![values.position] = byPlace.get(place(values))!;
  }
  await updateById(tx, infoUnits, PLACE_KEYS, moved);
  await updateById(tx, infoUnits, [...PLACE_KEYS, ...CONTENT_KEYS], rewritten);
  const { lessonId } = stored.owner;
  if (lessonId !== null) {
    // One block per quiz: when two name the same quiz, the later one takes it.
    const links = new Map<number, number>();
    for (const row of rows.flat()) if (row.typeId === 5 && row.quizId !== null) links.set(row.quizId, row.id);
    if (links.size > 0) {
      const json = JSON.stringify([...links].map(([quiz, unit]) => ({ quiz, unit })));
      await tx.execute(
        sql`update ${quizzes} set "info_unit_id" = v."unit" from jsonb_to_recordset(${json}::text::jsonb) as v("quiz" integer, "unit" integer) where ${quizzes.id} = v."quiz" and ${quizzes.lessonId} = ${lessonId}`,
      );
    }
  }
  return rows;
}

/**
 * Writes the blocks of one section in their order (writeUnitLists). Answers the ids of the blocks
 * the section now holds.
 */
export async function writeUnits(
  tx: Db,
  stored: StoredContent,
  sectionId: number,
  units: readonly InfoUnitInput[],
): Promise<number[]> {
  const [rows = []] = await writeUnitLists(tx, stored, [{ sectionId, units }]);
  return rows.map((row) => row.id);
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
 * their order, each with its blocks; sections and blocks it held and the content leaves out are
 * deleted. A handful of statements whatever its size. Answers the content as now stored.
 */
export async function writeContent(
  tx: Db,
  stored: StoredContent,
  sections: readonly LessonSectionInput[],
): Promise<WrittenSection[]> {
  const now = new Date();
  const rows: InfoSectionRow[] = [];
  const fresh: { position: number; values: typeof infoSections.$inferInsert }[] = [];
  const changed: InfoSectionRow[] = [];
  for (const [position, section] of sections.entries()) {
    const existing = section.id === null ? undefined : stored.sections.get(section.id);
    const values = { name: section.name, position, copied: section.copied };
    if (!existing) {
      fresh.push({ position, values: { ...stored.owner, ...values } });
      continue;
    }
    const row: InfoSectionRow = { ...existing, ...values };
    rows[position] = row;
    if (existing.name !== row.name || existing.position !== row.position || existing.copied !== row.copied) {
      row.updatedAt = now;
      changed.push(row);
    }
  }
  if (fresh.length > 0) {
    const created = await tx
      .insert(infoSections)
      .values(fresh.map(({ values }) => values))
      .returning();
    const byPosition = new Map(created.map((row) => [row.position, row]));
    for (const { position } of fresh) rows[position] = byPosition.get(position)!;
  }
  await updateById(tx, infoSections, ['name', 'position', 'copied'], changed);
  const units = await writeUnitLists(
    tx,
    stored,
    sections.map((section, position) => ({ sectionId: rows[position]!.id, units: section.info_units })),
  );
  await deleteUnitsNotKept(tx, stored.units.keys(), new Set(units.flat().map((row) => row.id)));
  const kept = new Set(rows.map((row) => row.id));
  const goneSections = [...stored.sections.keys()].filter((id) => !kept.has(id));
  if (goneSections.length > 0) await tx.delete(infoSections).where(inArray(infoSections.id, goneSections));
  return rows.map((section, position) => ({ section, units: units[position]! }));
}
