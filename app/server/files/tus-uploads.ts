import { randomUUID } from 'node:crypto';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { Upload } from '@tus/utils';
import type { Logger } from 'pino';
import { API_PREFIX } from '../../../core/api/api.constants.ts';
import { FILE_UUID_HEADER, VIDEO_UPLOAD_MAX_BYTES } from '../../../core/upload/upload.constants.ts';
import { stampedUploadSchool } from '../access/file-reach.ts';
import type { SchoolId } from '../access/reached.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { directPatchLocker } from './direct-patch.ts';
import { readHead, recordFinishedUpload, UploadRefused } from './file-records.ts';
import type { FileStorage } from './storage.ts';
import { sharedUploadLocker } from './upload-locks.ts';

/** Where resumable uploads are created; `{path}/{uuid}` is one upload. */
export const UPLOADS_PATH = `${API_PREFIX}/uploads`;
/** Metadata keys the server writes at creation (whatever the client sent under them). */
export const OWNER_METADATA_KEY = 'lectern_user_id';
export const CABINET_METADATA_KEY = 'lectern_cabinet_id';

/** Who creates an upload, as the route checked it before handing the request to tus. */
export interface UploadCreator {
  userId: number;
  /** The school it goes to (`uploadCabinet`), or null for the uploader's own files. */
  cabinetId: SchoolId | null;
}

/** The name and type a client declares in Upload-Metadata (tus-js-client's keys or the spec's). */
export function declaredFile(metadata: Record<string, string | null | undefined>): {
  name: string;
  type: string | null;
} {
  return {
    name: metadata.filename ?? metadata.original_name ?? metadata.name ?? '',
    type: metadata.filetype ?? metadata.mime_type ?? metadata.type ?? null,
  };
}

/** Reads an Upload-Metadata header: comma-separated `key base64value` pairs. Null when malformed. */
export function parseUploadMetadata(header: string | null | undefined): Record<string, string> | null {
  const metadata: Record<string, string> = {};
  if (!header) return metadata;
  for (const pair of header.split(',')) {
    const [key, value, extra] = pair.trim().split(' ');
    if (!key || extra !== undefined) return null;
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
    metadata[key] = value === undefined ? '' : Buffer.from(value, 'base64').toString('utf8');
  }
  return metadata;
}

function tusError(status: number, message: string, errors?: Record<string, string[]>) {
  return { status_code: status, body: JSON.stringify(errors ? { message, errors } : { message }) };
}

/**
 * The first `offset` bytes an unfinished upload has stored (offset below SNIFF_BYTES): its file on the
 * local store; on S3 the incomplete part `{id}.part` that @tus/s3-store keeps until a 5 MB part is
 * full. Null when they cannot be read.
 */
export async function storedUploadHead(
  storage: FileStorage,
  id: string,
  offset: number,
): Promise<Uint8Array | null> {
  try {
    return await readHead(storage, storage.kind === 'local' ? id : `${id}.part`, offset);
  } catch {
    return null;
  }
}

/** The owner id written into an upload at creation. */
export function uploadOwner(upload: Upload): number | null {
  const owner = Number(upload.metadata?.[OWNER_METADATA_KEY]);
  return Number.isInteger(owner) && owner > 0 ? owner : null;
}

/**
 * The tus server (creation, creation-with-upload, termination, expiration) on the configured
 * storage. The route authenticates and authorizes every request first and registers the creator
 * of a POST in `creators`; the hooks only stamp the owner and record the finished file.
 */
export async function createTusServer(deps: {
  db: Db;
  config: Config;
  logger: Logger;
  storage: FileStorage;
}) {
  const creators = new WeakMap<object, UploadCreator>();
  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: await deps.storage.tusStore(deps.config.uploadExpiryMs),
    // In memory on the embedded database (one process); on PostgreSQL shared by every app server
    // (upload-locks.ts). Either also stops a direct PATCH write (direct-patch.ts) when its lock is wanted.
    locker: directPatchLocker(deps.config.databaseUrl ? sharedUploadLocker({ db: deps.db }) : undefined),
    relativeLocation: true,
    maxSize: VIDEO_UPLOAD_MAX_BYTES,
    exposedHeaders: [FILE_UUID_HEADER],
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomUUID(),
    onUploadCreate: async (req, upload) => {
      const creator = creators.get(req);
      if (!creator) throw tusError(401, 'Please sign in to continue.');
      const metadata = { ...(upload.metadata ?? {}) };
      metadata[OWNER_METADATA_KEY] = String(creator.userId);
      metadata[CABINET_METADATA_KEY] = creator.cabinetId === null ? '' : String(creator.cabinetId);
      return { metadata };
    },
    onUploadFinish: async (_req, upload) => {
      const metadata = upload.metadata ?? {};
      const owner = uploadOwner(upload);
      if (owner === null) throw tusError(500, 'The upload has no owner.');
      const declared = declaredFile(metadata);
      try {
        await recordFinishedUpload(deps, {
          uuid: upload.id,
          userId: owner,
          cabinetId: stampedUploadSchool(metadata[CABINET_METADATA_KEY]),
          model: metadata.model === 'comment' ? 'comment' : 'courseLesson',
          name: declared.name,
          declaredType: declared.type,
          size: upload.size ?? upload.offset,
          storageKey: upload.id,
          convertMedia: metadata.convert_media !== '0',
        });
      } catch (error) {
        if (error instanceof UploadRefused) {
          throw tusError(error.status, error.message, { [error.field]: [error.message] });
        }
        deps.logger.error({ err: error, upload: upload.id }, 'recording a finished upload failed');
        throw tusError(500, 'The file arrived but could not be recorded. Please upload it again.');
      }
      return { headers: { [FILE_UUID_HEADER]: upload.id } };
    },
  });
  return { tus, creators };
}

/**
 * Removes unfinished uploads older than the expiry; answers how many went. Finished uploads (their
 * bytes are a file now) are never touched. FileStore's own sweep reads the offset stored at creation
 * (always 0) and would remove finished files too, so the local store is swept upload by upload with
 * the real offset; S3Store's sweep only aborts unfinished multipart uploads.
 */
export async function sweepExpiredUploads(storage: FileStorage, expiryMs: number): Promise<number> {
  const store = await storage.tusStore(expiryMs);
  if (!(store instanceof FileStore)) return store.deleteExpired();
  const ids = (await store.configstore.list?.()) ?? [];
  let removed = 0;
  for (const id of ids) {
    const upload = await store.getUpload(id).catch(() => null);
    if (!upload?.creation_date) continue;
    if (upload.size !== undefined && upload.offset === upload.size) continue;
    if (Date.now() <= new Date(upload.creation_date).getTime() + expiryMs) continue;
    await store.remove(id).catch(() => undefined);
    removed += 1;
  }
  return removed;
}
