import { and, asc, inArray, isNull, or } from 'drizzle-orm';
import type { AnswerRequest, QuizFile } from '../../../core/api/quiz.ts';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema.ts';
import type { FileRow } from '../files/file-access.ts';
import { posterUrl, usableUrl } from '../files/file-records.ts';
import type { AttemptState } from './attempt-state.ts';

/** A file as answers and comments store it: its uuid only. */
export interface FileReference {
  uuid: string;
}

/** A live file named by an answer or a comment: who uploaded it and its record for the quiz API. */
export interface AttachedFile {
  userId: number;
  record: QuizFile;
  /** The file's own document switches and extension (a question's files carry them; answers' do not). */
  document: Pick<QuizFile, 'extension' | 'allow_doc_download' | 'allow_doc_preview'>;
}

/** The live files a response or a request names, by uuid. */
export type AttachedFiles = ReadonlyMap<string, AttachedFile>;

/** Field error when an answer or a comment names a file that is not the sender's own live upload. */
export const FOREIGN_FILE_MESSAGE =
  'Attach only files you uploaded yourself: one of these is someone else’s, was deleted, or does not exist.';

/**
 * A file as the quiz API describes it: name, type, status and upload time of the file's record, and
 * `url` and `preview_path` (a converted video's poster) exactly as `GET /files/{uuid}` gives them, left
 * out while they are null (not processed yet).
 */
function quizFileOf(file: FileRow, children: FileRow[]): QuizFile {
  const url = usableUrl(file, children);
  const poster = posterUrl(file, children);
  return {
    uuid: file.uuid,
    ...(url === null ? {} : { url }),
    ...(poster === null ? {} : { preview_path: poster }),
    original_name: file.displayName,
    mime_type: file.mimeType,
    process_status: file.processStatus,
    uploaded_at: file.uploadedAt.toISOString(),
  };
}

/**
 * The live uploads among `uuids`, with their records, in one query (the files and the children that
 * give a processed video or audio its url). Deleted files and unknown uuids are simply absent.
 */
export async function loadAttachedFiles(db: Db, uuids: Iterable<string>): Promise<AttachedFiles> {
  const wanted = new Set(uuids);
  if (wanted.size === 0) return new Map();
  const originals = and(inArray(files.uuid, [...wanted]), isNull(files.parentId));
  const rows = await db
    .select()
    .from(files)
    .where(
      and(
        isNull(files.deletedAt),
        or(originals, inArray(files.parentId, db.select({ id: files.id }).from(files).where(originals))),
      ),
    )
    .orderBy(asc(files.position), asc(files.id));
  const attached = new Map<string, AttachedFile>();
  for (const row of rows) {
    if (row.parentId !== null || !wanted.has(row.uuid)) continue;
    const children = rows.filter((child) => child.parentId === row.id);
    attached.set(row.uuid, {
      userId: row.userId,
      record: quizFileOf(row, children),
      document: {
        extension: row.extension || null,
        allow_doc_download: row.allowDocDownload,
        allow_doc_preview: row.allowDocPreview,
      },
    });
  }
  return attached;
}

/**
 * The records of the files an author attached, in their order; a file deleted since, or one that is
 * not the author's own upload, is left out.
 */
export function describeFiles(
  references: readonly FileReference[],
  attached: AttachedFiles,
  authorId: number,
): QuizFile[] {
  return references.flatMap(({ uuid }) => {
    const file = attached.get(uuid);
    return file?.userId === authorId ? [file.record] : [];
  });
}

/**
 * The records of a question's description files, in their order, with their document switches: the
 * author's choice was checked when the question was saved, so any live file is shown; a file deleted
 * since is left out.
 */
export function questionFileRecords(
  references: readonly FileReference[],
  attached: AttachedFiles,
): QuizFile[] {
  return references.flatMap(({ uuid }) => {
    const file = attached.get(uuid);
    return file ? [{ ...file.record, ...file.document }] : [];
  });
}

/** Every description file uuid of the questions. */
export function questionFileUuids(questions: readonly { files: readonly FileReference[] }[]): string[] {
  return questions.flatMap((question) => question.files.map((file) => file.uuid));
}

/** Files an answer or a comment may carry at most. */
export const MAX_ATTACHED_FILES = 20;
/** A file reference as the upload service issues it: a uuid (any version) or a like token. */
const FILE_UUID = /^[A-Za-z0-9_-]{1,64}$/;

/** Field errors for a list of file references that is too long or holds something not uuid-shaped. */
function referenceErrors(field: string, uuids: readonly string[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (uuids.length > MAX_ATTACHED_FILES) errors[field] = [`Attach at most ${MAX_ATTACHED_FILES} files.`];
  uuids.forEach((uuid, index) => {
    if (!FILE_UUID.test(uuid)) errors[`${field}.${index}`] = ['This is not a file reference (uuid).'];
  });
  return errors;
}

/**
 * Field errors for the file lists a request sends (by field name): each must be a short list of file
 * references, and then every file the user's own live upload (`attached` holds the files named).
 */
export function attachedFileErrors(
  lists: Record<string, readonly string[]>,
  attached: AttachedFiles,
  userId: number,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, uuids] of Object.entries(lists)) Object.assign(errors, referenceErrors(field, uuids));
  if (Object.keys(errors).length > 0) return errors;
  for (const [field, uuids] of Object.entries(lists)) {
    if (uuids.some((uuid) => attached.get(uuid)?.userId !== userId)) errors[field] = [FOREIGN_FILE_MESSAGE];
  }
  return errors;
}

/** Every file uuid the attempts' answers and comments name. */
export function attemptFileUuids(states: readonly AttemptState[]): string[] {
  return states.flatMap((state) => [
    ...state.results.flatMap((row) => row.files.map((file) => file.uuid)),
    ...state.comments.flatMap((row) => row.files.map((file) => file.uuid)),
  ]);
}

/** Every file uuid an answer request names (its answer files and its comment files). */
export function requestFileUuids(body: AnswerRequest): string[] {
  return [...body.files, ...(body.comment_files ?? [])];
}

/** The live files the attempts' answers and comments name, in one query. */
export function loadAttemptFiles(db: Db, states: readonly AttemptState[]): Promise<AttachedFiles> {
  return loadAttachedFiles(db, attemptFileUuids(states));
}
