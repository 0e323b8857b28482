import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { API_PREFIX } from '../../../core/api/api.constants.ts';
import type { FileFlagsRequest, FileRecord } from '../../../core/api/files.ts';
import { fileExtension } from '../../../core/upload/file-extension.ts';
import { uploadSizeLimitByBytes } from '../../../core/upload/upload-refusal.ts';
import type { FileReach } from '../access/guards.ts';
import type { Reached, SchoolId } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { type FILE_MODELS, files } from '../db/schema.ts';
import { enqueueMediaProcessing } from '../media/enqueue-media.ts';
import type { FileRow } from './file-access.ts';
import { displayFileName, originalFileName } from './file-names.ts';
import {
  declaredTypeMismatch,
  isMediaType,
  SNIFF_BYTES,
  type SniffedType,
  sniffFileType,
} from './file-types.ts';
import { tooLargeMessage } from './size-by-bytes.ts';
import type { FileStorage } from './storage.ts';

/** An upload refused once its bytes arrived; the bytes are already removed. */
export class UploadRefused extends Error {
  readonly status: 413 | 422;
  readonly field: string;
  constructor(status: 413 | 422, message: string, field = 'file') {
    super(message);
    this.name = 'UploadRefused';
    this.status = status;
    this.field = field;
  }
}

/** A finished upload waiting to be recorded: its bytes are at `storageKey`. */
export interface FinishedUpload {
  uuid: string;
  userId: number;
  /** The school it is stored in (`uploadCabinet`), or null for the uploader's own files. */
  cabinetId: SchoolId | null;
  model: (typeof FILE_MODELS)[number];
  /** The name the client sent. */
  name: string;
  /** The type the client declared. */
  declaredType: string | null;
  size: number;
  storageKey: string;
  /** convert_media: whether video and audio are converted for the web (on unless '0'). */
  convertMedia: boolean;
}

/** Every stored piece of an upload: its bytes, the tus info beside them, derived media. */
export async function removeUploadBytes(
  storage: FileStorage,
  uuid: string,
  storageKey: string,
): Promise<void> {
  await Promise.allSettled([
    storage.delete(storageKey),
    storage.delete(storage.uploadInfoKey(storageKey)),
    storage.deletePrefix(`media/${uuid}/`),
  ]);
}

/** The first bytes of a stored object (SNIFF_BYTES, or all of a smaller one of `size` bytes). */
export async function readHead(storage: FileStorage, key: string, size: number): Promise<Uint8Array> {
  if (size === 0) return new Uint8Array();
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 })) {
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/**
 * Records a finished upload: tells the type from the bytes, refuses a declared image that is not
 * one and a file over the limit of what its bytes are (a non-video over 1 GB, whatever it declared;
 * the bytes are removed), then writes the row and, for video and audio to convert, the media job, in
 * one transaction.
 */
export async function recordFinishedUpload(
  deps: { db: Db; storage: FileStorage },
  upload: FinishedUpload,
): Promise<FileRow> {
  const declared = { name: upload.name, type: upload.declaredType };
  let sniffed: SniffedType;
  try {
    sniffed = await sniffFileType(await readHead(deps.storage, upload.storageKey, upload.size), declared);
  } catch (error) {
    await removeUploadBytes(deps.storage, upload.uuid, upload.storageKey);
    throw error;
  }
  const mismatch = declaredTypeMismatch(declared, sniffed);
  if (mismatch) {
    await removeUploadBytes(deps.storage, upload.uuid, upload.storageKey);
    throw new UploadRefused(422, mismatch);
  }
  const limit = uploadSizeLimitByBytes(
    { name: upload.name, type: upload.declaredType ?? '' },
    sniffed.mimeType,
  );
  if (upload.size > limit) {
    await removeUploadBytes(deps.storage, upload.uuid, upload.storageKey);
    throw new UploadRefused(413, tooLargeMessage(limit));
  }
  const convert = upload.convertMedia && isMediaType(sniffed.mimeType);
  const displayName = displayFileName(upload.name);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(files)
      .values({
        uuid: upload.uuid,
        userId: upload.userId,
        cabinetId: upload.cabinetId,
        model: upload.model,
        originalName: originalFileName(upload.name),
        displayName,
        extension: fileExtension(displayName),
        mimeType: sniffed.mimeType,
        declaredMimeType: upload.declaredType,
        size: upload.size,
        storageKey: upload.storageKey,
        processStatus: convert ? 'pending' : 'completed',
        convertMedia: upload.convertMedia,
        // Spec 1 §7: a new upload starts with document preview and download off.
        allowDocDownload: false,
        allowDocPreview: false,
      })
      .returning();
    if (!row) throw new Error('The file row was not written.');
    if (convert) await enqueueMediaProcessing(tx as unknown as Db, upload.uuid);
    return row;
  });
}

/** The shape of a file's public id. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The answer to a file the caller may not reach, or that does not exist: the same, so ids leak nothing. */
export const FILE_NOT_FOUND_MESSAGE = 'There is no such file, or you may not see it.';

/** A live (not deleted) file by uuid: for the access module, which decides whether the caller reaches it. */
export async function findFile(db: Db, uuid: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.uuid, uuid), isNull(files.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * The live uploads (not derived media) among these uuids: for the access module, which keeps the
 * ones the caller manages.
 */
export async function liveUploadsByUuid(db: Db, uuids: readonly string[]): Promise<FileRow[]> {
  if (uuids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.uuid, [...uuids]), isNull(files.deletedAt), isNull(files.parentId)));
}

/** A reached file's children (poster first), live ones only. */
export async function fileChildren(db: Db, reach: Reached<FileReach>): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.parentId, reach.file.id), isNull(files.deletedAt)))
    .orderBy(asc(files.position), asc(files.id));
}

/** The records of some uploads, in their order, each with its live children (loaded in one query). */
export async function fileRecordsOf(
  db: Db,
  rows: readonly FileRow[],
): Promise<(FileRecord & { size: number })[]> {
  const children =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(files)
          .where(
            and(
              inArray(
                files.parentId,
                rows.map((row) => row.id),
              ),
              isNull(files.deletedAt),
            ),
          )
          .orderBy(asc(files.position), asc(files.id));
  return rows.map((row) =>
    fileRecordOf(
      row,
      children.filter((child) => child.parentId === row.id),
    ),
  );
}

/** A reached file's record, with its children. */
export async function reachedFileRecord(
  db: Db,
  reach: Reached<FileReach>,
): Promise<FileRecord & { size: number }> {
  return fileRecordOf(reach.file, await fileChildren(db, reach));
}

/**
 * Sets the document switches the request sends (a field left out stays as it is; null is the
 * default) on a file the caller manages, and answers its record.
 */
export async function setFileFlags(
  db: Db,
  reach: Reached<FileReach>,
  flags: FileFlagsRequest,
): Promise<FileRecord & { size: number }> {
  const [row] = await db
    .update(files)
    .set({
      ...(flags.allow_doc_download !== undefined ? { allowDocDownload: flags.allow_doc_download } : {}),
      ...(flags.allow_doc_preview !== undefined ? { allowDocPreview: flags.allow_doc_preview } : {}),
      updatedAt: new Date(),
    })
    .where(eq(files.id, reach.file.id))
    .returning();
  return fileRecordOf(row ?? reach.file, await fileChildren(db, reach));
}

/** The address of the whole original file. */
export function downloadUrl(uuid: string): string {
  return `${API_PREFIX}/files/${uuid}/download`;
}

/** The address of a child: under its parent's media folder when stored there, else its own download. */
export function childUrl(parent: Pick<FileRow, 'uuid'>, child: Pick<FileRow, 'uuid' | 'storageKey'>): string {
  const prefix = `media/${parent.uuid}/`;
  if (child.storageKey.startsWith(prefix)) {
    return `${API_PREFIX}/files/${parent.uuid}/media/${child.storageKey.slice(prefix.length)}`;
  }
  return downloadUrl(child.uuid);
}

/**
 * The address a player or a link uses once the file is ready: the HLS playlist of a converted video,
 * the web audio of a converted recording, else the file itself. Null until processing completed.
 */
export function usableUrl(file: FileRow, children: FileRow[]): string | null {
  if (file.processStatus !== 'completed') return null;
  const preferred =
    children.find((child) => child.role === 'hls_master') ?? children.find((c) => c.role === 'audio');
  return preferred ? childUrl(file, preferred) : downloadUrl(file.uuid);
}

/** The poster the media worker made of a converted video (spec 1 §3 `preview_path`), or null. */
export function posterUrl(file: FileRow, children: FileRow[]): string | null {
  const poster = children.find((child) => child.role === 'poster');
  return poster ? childUrl(file, poster) : null;
}

/** The File record of spec 1 §3 and spec 2 §3 (plus size). */
export function fileRecordOf(file: FileRow, children: FileRow[]): FileRecord & { size: number } {
  return {
    uuid: file.uuid,
    id: file.id,
    url: usableUrl(file, children),
    preview_path: posterUrl(file, children),
    original_name: file.displayName,
    extension: file.extension,
    mime_type: file.mimeType,
    process_status: file.processStatus,
    process_error: file.processError,
    process_error_code: file.processErrorCode,
    process_error_params: file.processErrorParams,
    uploaded_at: file.uploadedAt.toISOString(),
    children: children.map((child) => ({
      uuid: child.uuid,
      url: childUrl(file, child),
      mime_type: child.mimeType,
      role: child.role,
      height: child.height,
    })),
    allow_doc_download: file.allowDocDownload,
    allow_doc_preview: file.allowDocPreview,
    size: file.size,
  };
}

/** Marks files the caller manages and their children deleted, and removes their bytes. */
export async function deleteFileRows(
  deps: { db: Db; storage: FileStorage },
  reaches: readonly Reached<FileReach>[],
): Promise<void> {
  for (const { file: row } of reaches) {
    await deps.db
      .update(files)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(isNull(files.deletedAt), sql`(${files.id} = ${row.id} or ${files.parentId} = ${row.id})`));
    for (const child of await deps.db.select().from(files).where(eq(files.parentId, row.id))) {
      await deps.storage.delete(child.storageKey).catch(() => undefined);
    }
    await removeUploadBytes(deps.storage, row.uuid, row.storageKey);
  }
}
