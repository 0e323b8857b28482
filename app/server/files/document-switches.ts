import { and, eq, sql } from 'drizzle-orm';
import { bothAllow } from '../../../core/upload/file-download.ts';
import type { Db } from '../db/client.ts';
import { courses, infoSections, infoUnits, lessons } from '../db/schema.ts';
import type { FileRow } from './file-access.ts';

/** Which switch a download asks about: the preview (`preview=1`) or the download. */
export type DocumentSwitch = 'allow_doc_preview' | 'allow_doc_download';

/** Why a student's request for a document is refused, or null when it may go ahead. */
export type DocumentRefusal = 'file' | 'block' | 'unknown-block' | null;

/**
 * The blocks (lesson blocks and public-page blocks) of the file's own school that hold the file, with
 * their switches for it. A block of another school never counts, whatever it names.
 */
async function blocksHolding(db: Db, file: FileRow, unitId: number | null) {
  if (file.cabinetId === null) return [];
  const holds = sql`${infoUnits.files} @> ${JSON.stringify([{ uuid: file.uuid }])}::jsonb`;
  const rows = await db
    .select({ id: infoUnits.id, files: infoUnits.files })
    .from(infoUnits)
    .innerJoin(infoSections, eq(infoSections.id, infoUnits.infoSectionId))
    .leftJoin(lessons, eq(lessons.id, infoSections.lessonId))
    .innerJoin(courses, eq(courses.id, sql`coalesce(${lessons.courseId}, ${infoSections.courseId})`))
    .where(
      and(
        eq(courses.cabinetId, file.cabinetId),
        holds,
        unitId === null ? undefined : eq(infoUnits.id, unitId),
      ),
    );
  return rows
    .map((row) => row.files.find((ref) => ref.uuid === file.uuid))
    .filter((ref) => ref !== undefined);
}

/**
 * The document switches as the download route enforces them for a student (spec 1 §4–§7): the file's
 * own switch must allow it (null counts as on) AND so must the block it is opened from (`unit`), whose
 * pivot can only narrow the file's switch, never widen it. Without a block named, every block of the
 * school that holds the file must allow it, so leaving `unit` out cannot get round a block's switch.
 * A named block that is not in the file's school or does not hold the file is 'unknown-block' (404).
 */
export async function documentRefusal(
  db: Db,
  file: FileRow,
  which: DocumentSwitch,
  unitId: number | null,
): Promise<DocumentRefusal> {
  const own = which === 'allow_doc_download' ? file.allowDocDownload : file.allowDocPreview;
  const blocks = await blocksHolding(db, file, unitId);
  if (unitId !== null && blocks.length === 0) return 'unknown-block';
  if (!bothAllow(own, null)) return 'file';
  return blocks.every((ref) => bothAllow(own, ref[which])) ? null : 'block';
}
