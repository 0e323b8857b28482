import { and, inArray, isNull } from 'drizzle-orm';
import type { AnswerRequest } from '../../../core/api/quiz.ts';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema.ts';

/** A live file named by an answer or a comment: who uploaded it. */
export interface AttachedFile {
  userId: number;
}

/** The live files a response or a request names, by uuid. */
export type AttachedFiles = ReadonlyMap<string, AttachedFile>;

/** Field error when an answer or a comment names a file that is not the sender's own live upload. */
export const FOREIGN_FILE_MESSAGE =
  'Attach only files you uploaded yourself: one of these is someone else’s, was deleted, or does not exist.';

/** The live uploads among `uuids`, in one query. Deleted files and unknown uuids are simply absent. */
export async function loadAttachedFiles(db: Db, uuids: Iterable<string>): Promise<AttachedFiles> {
  const wanted = new Set(uuids);
  if (wanted.size === 0) return new Map();
  const rows = await db
    .select({ uuid: files.uuid, userId: files.userId })
    .from(files)
    .where(and(inArray(files.uuid, [...wanted]), isNull(files.parentId), isNull(files.deletedAt)));
  return new Map(rows.map((row) => [row.uuid, { userId: row.userId }]));
}

/** Field errors for each list (by field name) that names a file other than the user's own live uploads. */
export function foreignFileErrors(
  lists: Record<string, readonly string[]>,
  attached: AttachedFiles,
  userId: number,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, uuids] of Object.entries(lists)) {
    if (uuids.some((uuid) => attached.get(uuid)?.userId !== userId)) errors[field] = [FOREIGN_FILE_MESSAGE];
  }
  return errors;
}

/** Every file uuid an answer request names (its answer files and its comment files). */
export function requestFileUuids(body: AnswerRequest): string[] {
  return [...body.files, ...(body.comment_files ?? [])];
}
