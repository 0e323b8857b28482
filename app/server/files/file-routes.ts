import { randomUUID, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { API_PREFIX } from '../../../core/api/api.constants.ts';
import {
  fileDownloadQuerySchema,
  storageUploadFieldsSchema,
  storageUploadQuerySchema,
} from '../../../core/api/files.ts';
import { isDocumentFile } from '../../../core/upload/file-download.ts';
import {
  FILE_UUID_HEADER,
  UPLOAD_MODELS,
  USER_HASH_FIELD,
  VIDEO_UPLOAD_MAX_BYTES,
} from '../../../core/upload/upload.constants.ts';
import { uploadSizeLimit } from '../../../core/upload/upload-refusal.ts';
import { manageableFiles, uploadCabinet } from '../access/file-reach.ts';
import { userIdHash } from '../account/user-profile.ts';
import { requireUser } from '../auth/authenticate.ts';
import type { AppDeps, AppEnv, UserRow } from '../http/app-env.ts';
import { HttpError, NOT_SIGNED_IN_MESSAGE } from '../http/http-error.ts';
import { tableRoutes } from '../http/table-routes.ts';
import { directPatchBody } from './direct-patch.ts';
import { documentRefusal } from './document-switches.ts';
import type { FileRow } from './file-access.ts';
import { contentDisposition } from './file-names.ts';
import {
  deleteFileRows,
  downloadUrl,
  FILE_NOT_FOUND_MESSAGE,
  fileChildren,
  fileRecordOf,
  reachedFileRecord,
  recordFinishedUpload,
  removeUploadBytes,
  setFileFlags,
  UploadRefused,
  UUID,
} from './file-records.ts';
import { isActiveType, isInlineSafeType, mimeEssence } from './file-types.ts';
import { fetchImportedImage, ImportRefused } from './image-import.ts';
import {
  MULTIPART_FIELDS_MAX_BYTES,
  MultipartError,
  multipartBoundary,
  readMultipart,
} from './multipart-stream.ts';
import {
  checkTusHead,
  SizeByBytesRefusal,
  StorageSizeGuard,
  type TusBody,
  type TusUploadState,
  tooLargeMessage,
} from './size-by-bytes.ts';
import { assertStorageKey, type FileStorage } from './storage.ts';
import {
  createTusServer,
  declaredFile,
  parseUploadMetadata,
  storedUploadHead,
  uploadOwner,
} from './tus-uploads.ts';
import { takeDirectBody } from './upload-request-listener.ts';

/** The policy of every file answer: nothing runs, nothing loads, not framed by other sites. */
export const FILE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
/** PDFs shown inline need the browser's viewer, which `sandbox` would block. */
export const PDF_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

/** The policy for a file answer, from its type and disposition. */
export function filePolicyFor(contentType: string | null, disposition: string | null): string {
  const inlinePdf =
    mimeEssence(contentType) === 'application/pdf' && (disposition ?? '').startsWith('inline');
  return inlinePdf ? PDF_CONTENT_SECURITY_POLICY : FILE_CONTENT_SECURITY_POLICY;
}

/**
 * Registered outside the app's security headers: once they are set, a file answer (one with a
 * Content-Disposition) gets the file policy instead of the app's, and `nosniff` again.
 */
export function fileResponsePolicy(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const disposition = c.res.headers.get('Content-Disposition');
    if (!disposition) return;
    c.header('Content-Security-Policy', filePolicyFor(c.res.headers.get('Content-Type'), disposition));
    c.header('X-Content-Type-Options', 'nosniff');
  };
}

const TUS_CONTENT_TYPE = 'application/offset+octet-stream';

/** Whether a tus request carries upload bytes (a PATCH must; a POST may, creation with upload). */
function isTusBody(request: Request): boolean {
  return mimeEssence(request.headers.get('Content-Type')) === TUS_CONTENT_TYPE;
}

/** Message of a wrong user hash (spec 2 §5, §8); the field error makes the panel show its own text. */
export const INVALID_USER_HASH_MESSAGE = 'The user hash does not match this user.';

/** What the file routes share. */
export interface FileDeps extends AppDeps {
  storage: FileStorage;
}

function hashMatches(secret: string, userId: number, sent: string): boolean {
  const expected = Buffer.from(userIdHash(secret, userId));
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Checks user_id and user_id_hash when sent: another user's id → 403, a wrong hash → 422. */
function checkUserFields(deps: AppDeps, user: UserRow, userId: string | undefined, hash: string | undefined) {
  if (userId !== undefined && userId !== String(user.id)) {
    throw new HttpError(403, 'You can only upload and delete files as yourself.');
  }
  if (hash !== undefined && !hashMatches(deps.config.secret, user.id, hash)) {
    throw new HttpError(422, INVALID_USER_HASH_MESSAGE, {
      errors: { [USER_HASH_FIELD]: [INVALID_USER_HASH_MESSAGE] },
    });
  }
}

function cabinetIdOf(value: string | null | undefined): number | null {
  if (value === undefined || value === null || value === '' || value === '0') return null;
  if (!/^\d+$/.test(value))
    throw new HttpError(422, 'cabinet_id must be a whole number.', {
      errors: { cabinet_id: ['Not a number.'] },
    });
  return Number(value);
}

/** A 413 sent while the body may still be coming: the connection closes rather than read the rest. */
function tooLarge(message: string): HttpError {
  return new HttpError(413, message, { errors: { file: [message] }, headers: { Connection: 'close' } });
}

function withHeaders(response: Response, extra: Record<string, string>): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Routes that read request bodies of any size, mounted before the 1 MB API body limit: the tus
 * endpoint (`/uploads`, `/uploads/{uuid}`) and the single-request storage upload (`POST /storage`).
 * Both stream: nothing is buffered beyond a chunk, and serve reads neither body (their table
 * entries describe the tus metadata and the form, which serve does not validate).
 */
export function uploadRoutes(deps: FileDeps) {
  const { routes, serve } = tableRoutes(deps);
  const signedIn = requireUser(deps);
  // Made on the first tus request: with S3 storage that is when @tus/s3-store and the AWS SDK load.
  let tusServer: ReturnType<typeof createTusServer> | undefined;

  /**
   * The body of a tus request once its first bytes passed the size-by-bytes check; a refused upload
   * is removed (`remove`) and answered 413.
   */
  const headChecked = async (
    body: TusBody,
    upload: TusUploadState,
    remove?: () => Promise<unknown>,
  ): Promise<TusBody> => {
    try {
      return await checkTusHead(body, upload);
    } catch (error) {
      if (!(error instanceof SizeByBytesRefusal)) throw error;
      await remove?.().catch(() => undefined);
      throw tooLarge(error.message);
    }
  };

  /** The tus protocol: `user` is the signed-in caller, null for OPTIONS and GET (public). */
  const handleTus = async (c: Context<AppEnv>, user: UserRow | null) => {
    tusServer ??= createTusServer(deps);
    const { tus, creators } = await tusServer.catch((error: unknown) => {
      tusServer = undefined;
      throw error;
    });
    const method = c.req.method;
    if (method === 'OPTIONS') return tus.handleWeb(c.req.raw);
    if (method === 'GET') {
      throw new HttpError(405, 'Uploads are not read back here; use /api/v1/files/{uuid}/download.', {
        headers: { Allow: 'POST, HEAD, PATCH, DELETE, OPTIONS' },
      });
    }
    if (!user) throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
    const id = c.req.param('id');

    if (method === 'POST') {
      if (id) throw new HttpError(405, 'Create uploads at /api/v1/uploads.');
      if (c.req.header('Upload-Defer-Length')) {
        throw new HttpError(400, 'Send Upload-Length: uploads of unknown length are not accepted.');
      }
      const metadata = parseUploadMetadata(c.req.header('Upload-Metadata'));
      if (!metadata) throw new HttpError(400, 'The Upload-Metadata header is malformed.');
      const length = Number(c.req.header('Upload-Length'));
      if (!Number.isSafeInteger(length) || length < 0)
        throw new HttpError(400, 'Send Upload-Length in bytes.');
      const declared = declaredFile(metadata);
      const limit = uploadSizeLimit({ name: declared.name, type: declared.type ?? '' });
      if (length > limit) throw tooLarge(tooLargeMessage(limit));
      if (metadata.model !== undefined && !(UPLOAD_MODELS as readonly string[]).includes(metadata.model)) {
        throw new HttpError(422, 'model must be courseLesson or comment.', {
          errors: { model: ['Unknown model.'] },
        });
      }
      checkUserFields(deps, user, metadata.user_id, metadata.user_id_hash);
      const cabinetId = await uploadCabinet(deps.db, user, cabinetIdOf(metadata.cabinet_id));
      // Creation with upload: the first bytes come with the POST.
      const { request } = isTusBody(c.req.raw)
        ? await headChecked(
            { request: c.req.raw, incoming: null },
            { declared, size: length, offset: 0, stored: async () => new Uint8Array() },
          )
        : { request: c.req.raw };
      creators.set(request, { userId: user.id, cabinetId });
      const response = await tus.handleWeb(request);
      const location = response.headers.get('Location');
      const uuid = location?.split('/').pop();
      return response.status === 201 && uuid ? withHeaders(response, { [FILE_UUID_HEADER]: uuid }) : response;
    }

    if (!id || !UUID.test(id)) throw new HttpError(404, 'There is no such upload.');
    if (method === 'PATCH' && !isTusBody(c.req.raw)) {
      throw new HttpError(415, `Send the bytes as ${TUS_CONTENT_TYPE}.`);
    }
    const upload = await tus.datastore.getUpload(id).catch(() => null);
    // Someone else's upload is met as one that does not exist: its id tells the caller nothing.
    if (!upload || uploadOwner(upload) !== user.id) {
      throw new HttpError(404, 'There is no such upload (it may have expired).', {
        headers: { 'Cache-Control': 'no-store' },
      });
    }
    // A PATCH that came through the upload listener with its body untouched, on the local store:
    // tus checks and answers as always, the bytes go from the socket to the file (direct-patch.ts).
    const direct = method === 'PATCH' ? takeDirectBody(c.env) : null;
    let body: TusBody = {
      request: c.req.raw,
      incoming: direct && deps.storage.kind === 'local' && upload.size !== undefined ? direct : null,
    };
    if (method === 'PATCH' && upload.size !== undefined) {
      body = await headChecked(
        body,
        {
          declared: declaredFile(upload.metadata ?? {}),
          size: upload.size,
          offset: upload.offset,
          stored: () => storedUploadHead(deps.storage, id, upload.offset),
        },
        () => tus.datastore.remove(id),
      );
    }
    const { request, incoming } = body;
    if (incoming && upload.size !== undefined) {
      const bodyless = new Request(request.url, { method, headers: request.headers });
      return directPatchBody.run({ incoming, size: upload.size }, () => tus.handleWeb(bodyless));
    }
    const response = await tus.handleWeb(request);
    return method === 'HEAD' ? withHeaders(response, { 'Cache-Control': 'no-store' }) : response;
  };
  // One handler answers every method on both paths. Hono answers a HEAD request with the GET route
  // (it dispatches HEAD as GET), so the GET entries, public for their 405, sign a HEAD caller in as
  // the HEAD entries' rule says.
  const signedInHead: MiddlewareHandler<AppEnv> = (c, next) =>
    c.req.method === 'HEAD' ? signedIn(c, next) : next();
  for (const name of [
    'POST /uploads',
    'POST /uploads/:id',
    'HEAD /uploads',
    'HEAD /uploads/:id',
    'PATCH /uploads',
    'PATCH /uploads/:id',
    'DELETE /uploads',
    'DELETE /uploads/:id',
  ] as const) {
    // The tus entries are typed by their method and path only, so the grant is narrowed here.
    serve(name, (c, _input, granted) => handleTus(c, 'user' in granted ? granted.user : null));
  }
  for (const name of ['GET /uploads', 'GET /uploads/:id'] as const) {
    serve(name, (c) => handleTus(c, c.req.method === 'HEAD' ? c.var.auth.user : null), {
      before: [signedInHead],
    });
  }
  for (const name of ['OPTIONS /uploads', 'OPTIONS /uploads/:id'] as const) {
    serve(name, (c) => handleTus(c, null));
  }

  /** The single-request storage upload: a multipart form streamed to storage, then recorded. */
  const storageUpload = async (c: Context<AppEnv>, user: UserRow) => {
    const query = v.safeParse(storageUploadQuerySchema, { model: c.req.query('model') || undefined });
    if (!query.success)
      throw new HttpError(422, 'model must be courseLesson or comment.', {
        errors: { model: ['Unknown model.'] },
      });
    const boundary = multipartBoundary(c.req.header('Content-Type'));
    if (!boundary) throw new HttpError(415, 'Send the file as multipart/form-data.');
    const declaredLength = Number(c.req.header('Content-Length'));
    if (
      Number.isFinite(declaredLength) &&
      declaredLength > VIDEO_UPLOAD_MAX_BYTES + MULTIPART_FIELDS_MAX_BYTES
    ) {
      throw tooLarge(tooLargeMessage(VIDEO_UPLOAD_MAX_BYTES));
    }
    const body = c.req.raw.body;
    if (!body) throw new HttpError(400, 'The form is empty.');

    const uuid = randomUUID();
    let file: { name: string; type: string | null; size: number } | null = null;
    let fields: Record<string, string>;
    try {
      fields = await readMultipart(
        body as unknown as AsyncIterable<Uint8Array>,
        boundary,
        async (info, stream) => {
          if (info.field !== 'file') throw new MultipartError('Send the file in the field named file.');
          const guard = new StorageSizeGuard(
            { name: info.fileName, type: info.contentType },
            Number.isFinite(declaredLength) ? declaredLength : null,
          );
          await deps.storage.write(uuid, stream.pipe(guard));
          file = { name: info.fileName, type: info.contentType, size: guard.size };
        },
      );
    } catch (error) {
      await removeUploadBytes(deps.storage, uuid, uuid);
      // The rest of the body may still be coming: the answer closes the connection instead of reading it.
      if (error instanceof MultipartError) {
        throw new HttpError(error.status, error.message, {
          errors: { file: [error.message] },
          headers: { Connection: 'close' },
        });
      }
      throw error;
    }
    const stored = file as { name: string; type: string | null; size: number } | null;
    try {
      if (!stored)
        throw new HttpError(422, 'Choose a file to upload.', { errors: { file: ['Choose a file.'] } });
      const parsed = v.safeParse(storageUploadFieldsSchema, fields);
      if (!parsed.success) {
        const hashMissing = !fields[USER_HASH_FIELD];
        throw new HttpError(
          422,
          hashMissing ? INVALID_USER_HASH_MESSAGE : 'Send user_id (and cabinet_id) as whole numbers.',
          {
            errors: hashMissing
              ? { [USER_HASH_FIELD]: [INVALID_USER_HASH_MESSAGE] }
              : { user_id: ['Not a number.'] },
          },
        );
      }
      checkUserFields(deps, user, parsed.output.user_id, parsed.output.user_id_hash);
      const cabinetId = await uploadCabinet(deps.db, user, cabinetIdOf(parsed.output.cabinet_id));
      const row = await recordFinishedUpload(deps, {
        uuid,
        userId: user.id,
        cabinetId,
        model: query.output.model,
        name: stored.name,
        declaredType: stored.type,
        size: stored.size,
        storageKey: uuid,
        convertMedia: parsed.output.convert_media !== '0',
      });
      return storedFileAnswer(c, row);
    } catch (error) {
      await removeUploadBytes(deps.storage, uuid, uuid);
      if (error instanceof UploadRefused)
        throw new HttpError(error.status, error.message, { errors: { [error.field]: [error.message] } });
      throw error;
    }
  };

  // The query is read here, as before the table: an empty model is the default, and a wrong one is
  // answered in the panel's words.
  serve('POST /storage', (c, _input, { user }) => storageUpload(c, user), { readsItself: ['query'] });

  return new Hono<AppEnv>().route(API_PREFIX, routes);
}

/**
 * The answer to a stored upload, as POST /storage and POST /files/import both give it: the file's uuid
 * (also in the X-File-Uuid header), its type, its address and the name it is shown by.
 */
function storedFileAnswer(c: Context<AppEnv>, row: FileRow) {
  c.header(FILE_UUID_HEADER, row.uuid);
  return c.json({
    data: {
      uuid: row.uuid,
      mime_type: row.mimeType,
      url: fileRecordOf(row, []).url ?? downloadUrl(row.uuid),
      original_name: row.displayName,
    },
  });
}

/** Parses a single `bytes=` range against a size: the range, 'unsatisfiable', or null (serve it all). */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Streams a stored object with Range support, the file CSP and a safe disposition. */
async function serveStored(
  c: Context<AppEnv>,
  deps: FileDeps,
  stored: { key: string; mimeType: string; name: string; inline: boolean },
): Promise<Response> {
  const stat = await deps.storage.stat(stored.key);
  if (!stat) throw new HttpError(404, FILE_NOT_FOUND_MESSAGE);
  const active = isActiveType(stored.mimeType);
  const inline = stored.inline && !active && isInlineSafeType(stored.mimeType);
  const essence = mimeEssence(stored.mimeType);
  const headers: Record<string, string> = {
    'Content-Type': essence.startsWith('text/')
      ? `${essence}; charset=utf-8`
      : essence || 'application/octet-stream',
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', stored.name),
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-cache',
    'Last-Modified': stat.modifiedAt.toUTCString(),
  };
  headers['Content-Security-Policy'] = filePolicyFor(
    headers['Content-Type'] ?? null,
    headers['Content-Disposition'] ?? null,
  );
  const range = parseRange(c.req.header('Range'), stat.size);
  if (range === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${stat.size}` },
    });
  }
  const status = range ? 206 : 200;
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${stat.size}`;
  headers['Content-Length'] = String(range ? range.end - range.start + 1 : stat.size);
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const stream = await deps.storage.read(stored.key, range ?? undefined);
  return new Response(Readable.toWeb(stream) as ReadableStream, { status, headers });
}

const MEDIA_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  mp3: 'audio/mpeg',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  vtt: 'text/vtt',
};

/** Imports one person may have under way at once (a paste of a page with many images queues the rest). */
export const IMPORTS_PER_USER = 4;

/** The file calls under /api/v1: the record, its flags, MP4, download, derived media, deletion, import. */
export function fileRoutes(deps: FileDeps) {
  const { db } = deps;
  const { routes, serve } = tableRoutes(deps);
  /** Imports under way, by user id (this process's: a limit on what one person makes the server fetch). */
  const importing = new Map<number, number>();

  // An editor image the browser could not read, fetched by the server (image-import.ts) and stored as an
  // upload of the caller would be: the same storage, the same file row, the same answer as POST /storage.
  serve('POST /files/import', async (c, { body }, { user }) => {
    // The school first, as an upload's: another school's id is refused before anything is fetched.
    const cabinetId = await uploadCabinet(db, user, body.cabinet_id ?? null);
    const under = importing.get(user.id) ?? 0;
    if (under >= IMPORTS_PER_USER)
      throw new HttpError(429, 'Too many images are being imported at once; try again in a moment.');
    importing.set(user.id, under + 1);
    try {
      let image: Awaited<ReturnType<typeof fetchImportedImage>>;
      try {
        image = await fetchImportedImage(body.url, { allowHosts: deps.config.importAllowHosts });
      } catch (error) {
        if (error instanceof ImportRefused)
          throw new HttpError(422, error.message, { errors: { url: [error.message] } });
        throw error;
      }
      const uuid = randomUUID();
      await deps.storage.write(uuid, Readable.from([image.bytes]));
      let row: Awaited<ReturnType<typeof recordFinishedUpload>>;
      try {
        row = await recordFinishedUpload(deps, {
          uuid,
          userId: user.id,
          cabinetId,
          model: 'courseLesson',
          name: image.name,
          declaredType: image.mimeType,
          size: image.bytes.length,
          storageKey: uuid,
          convertMedia: false,
        });
      } catch (error) {
        await removeUploadBytes(deps.storage, uuid, uuid);
        if (error instanceof UploadRefused)
          throw new HttpError(422, error.message, { errors: { url: [error.message] } });
        throw error;
      }
      return storedFileAnswer(c, row);
    } finally {
      const left = (importing.get(user.id) ?? 1) - 1;
      if (left > 0) importing.set(user.id, left);
      else importing.delete(user.id);
    }
  });

  serve('GET /files/:uuid', async (c, _input, { file }) => {
    return c.json({ data: { data: await reachedFileRecord(db, file) } });
  });

  serve('PATCH /files/:uuid', async (c, { body }, { file }) => {
    return c.json({ data: { data: await setFileFlags(db, file, body) } });
  });

  serve('GET /files/:uuid/mp4', async (c, _input, { file: reach }) => {
    const { file } = reach;
    const children = await fileChildren(db, reach);
    const mp4 = children.find((child) => child.role === 'mp4');
    if (mp4)
      return c.json({
        data: {
          data: {
            url:
              fileRecordOf(file, children).children?.find((item) => item.uuid === mp4.uuid)?.url ??
              downloadUrl(mp4.uuid),
          },
        },
      });
    if (mimeEssence(file.mimeType) === 'video/mp4' && file.processStatus === 'completed') {
      return c.json({ data: { data: { url: `${downloadUrl(file.uuid)}?origin=1` } } });
    }
    throw new HttpError(
      404,
      file.processStatus === 'completed'
        ? 'This file has no MP4 version.'
        : 'The MP4 version is not ready yet.',
    );
  });

  // The query is read here, as before the table: a value other than 1 only means "not asked".
  serve(
    'GET /files/:uuid/download',
    async (c, _input, { file: { file, access } }) => {
      const query = v.safeParse(fileDownloadQuerySchema, {
        origin: c.req.query('origin'),
        preview: c.req.query('preview'),
      });
      // A block named in a form that names no block of ours is a block we do not know (404 below).
      const unitText = c.req.query('unit');
      const unitQuery =
        unitText === undefined ? null : v.safeParse(fileDownloadQuerySchema.entries.unit, unitText);
      const preview = query.success && query.output.preview === '1';
      const origin = query.success && query.output.origin === '1';
      const record = {
        original_name: file.displayName,
        extension: file.extension,
        mime_type: file.mimeType,
        url: null,
      };
      // The switches are the author's say over students reading lesson content, not over a reviewer:
      // the file's own and the block's it is opened from (`unit`), both (document-switches.ts).
      if (access === 'read' && isDocumentFile(record)) {
        const refusal =
          unitQuery !== null && (!unitQuery.success || unitQuery.output === undefined)
            ? 'unknown-block'
            : await documentRefusal(
                db,
                file,
                preview ? 'allow_doc_preview' : 'allow_doc_download',
                unitQuery?.output ?? null,
              );
        if (refusal === 'unknown-block') throw new HttpError(404, FILE_NOT_FOUND_MESSAGE);
        if (refusal !== null) {
          throw new HttpError(
            403,
            preview
              ? 'The author does not allow previewing this document.'
              : 'The author does not allow downloading this document.',
          );
        }
      }
      return serveStored(c, deps, {
        key: file.storageKey,
        mimeType: file.mimeType,
        name: file.displayName,
        inline: preview || origin,
      });
    },
    { readsItself: ['query'] },
  );

  serve('GET /files/:uuid/media/*', async (c, _input, { file: { file } }) => {
    const prefix = `/files/${file.uuid}/media/`;
    const rest = decodeURIComponent(c.req.path.slice(c.req.path.indexOf(prefix) + prefix.length));
    let key: string;
    try {
      key = assertStorageKey(`media/${file.uuid}/${rest}`);
    } catch {
      throw new HttpError(404, FILE_NOT_FOUND_MESSAGE);
    }
    const extension = rest.slice(rest.lastIndexOf('.') + 1).toLowerCase();
    return serveStored(c, deps, {
      key,
      mimeType: MEDIA_TYPES[extension] ?? 'application/octet-stream',
      name: rest.split('/').pop() ?? 'media',
      inline: true,
    });
  });

  /** What a delete names: `files` (repeated, `files[]` or comma-separated) and the user fields, in the query or a JSON body. */
  const deleteRequestOf = async (c: Context<AppEnv>) => {
    const url = new URL(c.req.url);
    const body = (c.req.header('Content-Type') ?? '').includes('json')
      ? await c.req.json().catch(() => ({}))
      : {};
    const given = (body ?? {}) as Record<string, unknown>;
    const listed = [
      ...url.searchParams.getAll('files'),
      ...url.searchParams.getAll('files[]'),
      ...(Array.isArray(given.files)
        ? given.files.map(String)
        : typeof given.files === 'string'
          ? [given.files]
          : []),
    ]
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter(Boolean);
    const userId =
      url.searchParams.get('user_id') ?? (given.user_id === undefined ? undefined : String(given.user_id));
    const hash =
      url.searchParams.get('user_id_hash') ??
      (given.user_id_hash === undefined ? undefined : String(given.user_id_hash));
    return { listed, userId, hash };
  };

  const deleteFiles = async (c: Context<AppEnv>, user: UserRow) => {
    const { listed, userId, hash } = await deleteRequestOf(c);
    if (listed.length === 0)
      throw new HttpError(422, 'Name the files to delete.', {
        errors: { files: ['Name at least one file.'] },
      });
    if (userId === undefined || hash === undefined) {
      throw new HttpError(422, INVALID_USER_HASH_MESSAGE, {
        errors: { [USER_HASH_FIELD]: [INVALID_USER_HASH_MESSAGE] },
      });
    }
    checkUserFields(deps, user, userId, hash);
    const asked = new Set(listed);
    const allowed = await manageableFiles(db, user, [...asked]);
    if (allowed.length !== asked.size) {
      throw new HttpError(
        404,
        'Some of these files do not exist or are not yours to delete; nothing was deleted.',
      );
    }
    await deleteFileRows(deps, allowed);
    return c.json({ data: { deleted: allowed.map(({ file }) => file.uuid) } });
  };
  // The list may come in the query or in the body, so the handler reads them itself.
  for (const name of [
    'DELETE /delete-files',
    'DELETE /delete-files/',
    'DELETE /storage/delete-files',
    'DELETE /storage/delete-files/',
  ] as const) {
    serve(name, (c, _input, { user }) => deleteFiles(c, user), { readsItself: ['body'] });
  }

  return routes;
}
