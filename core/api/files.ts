import * as v from 'valibot';

/** A file's `process_status`: pending and processing while the worker runs, then completed or failed. */
export const processStatusSchema = v.picklist(['pending', 'processing', 'completed', 'failed']);
export type ProcessStatus = v.InferOutput<typeof processStatusSchema>;

/** The two per-file document flags (spec 1 §3); null counts as allowed. */
const documentFlags = {
  allow_doc_preview: v.optional(v.nullable(v.boolean())),
  allow_doc_download: v.optional(v.nullable(v.boolean())),
};

/** A child of a file (its first child of a video is the poster, spec 1 §3). */
export const fileChildSchema = v.object({
  uuid: v.optional(v.string()),
  url: v.nullable(v.string()),
  mime_type: v.optional(v.nullable(v.string())),
  /** What the child is: poster, hls_master, hls_rendition, mp4 or audio (server issue 7). */
  role: v.optional(v.nullable(v.picklist(['poster', 'hls_master', 'hls_rendition', 'mp4', 'audio']))),
  /** Height of an HLS rendition (360, 720). */
  height: v.optional(v.nullable(v.number())),
});

/** File record of spec 2 §3 with the editor's fields of spec 1 §3. */
export const fileRecordSchema = v.object({
  uuid: v.string(),
  id: v.optional(v.nullable(v.number())),
  url: v.nullable(v.string()),
  preview_path: v.optional(v.nullable(v.string())),
  original_name: v.optional(v.nullable(v.string())),
  extension: v.optional(v.nullable(v.string())),
  mime_type: v.optional(v.nullable(v.string())),
  process_status: v.nullable(processStatusSchema),
  /** Why processing failed, when it did, in English (older rows have only this). */
  process_error: v.optional(v.nullable(v.string())),
  /** The failure's code in the `notices` group (`media.<code>`) and its values, shown translated. */
  process_error_code: v.optional(v.nullable(v.string())),
  process_error_params: v.optional(v.nullable(v.record(v.string(), v.union([v.string(), v.number()])))),
  uploaded_at: v.optional(v.nullable(v.string())),
  /** Size in bytes of the uploaded original. */
  size: v.optional(v.nullable(v.number())),
  children: v.optional(v.array(fileChildSchema)),
  ...documentFlags,
  pivot: v.optional(v.nullable(v.object(documentFlags))),
});
export type FileRecord = v.InferOutput<typeof fileRecordSchema>;

/** File task of spec 2 §3, without the browser's `File` (not serialisable). */
export const fileTaskSchema = v.object({
  fileName: v.string(),
  progress: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  status: v.picklist(['progress', 'checking', 'completed', 'failed', 'aborted']),
  result: v.nullable(v.object({ uuid: v.string(), url: v.nullable(v.string()) })),
  message: v.nullable(v.string()),
  canRetry: v.boolean(),
  onlyUpload: v.boolean(),
});
export type FileTask = v.InferOutput<typeof fileTaskSchema>;

/** Query of the single-request storage upload: `model` is courseLesson unless a comment file. */
export const storageUploadQuerySchema = v.object({
  model: v.optional(v.picklist(['courseLesson', 'comment']), 'courseLesson'),
});
export type StorageUploadQuery = v.InferOutput<typeof storageUploadQuerySchema>;

const idText = v.pipe(v.string(), v.regex(/^\d+$/));

/** Multipart text fields of the storage upload (the `file` part is checked apart). */
export const storageUploadFieldsSchema = v.object({
  user_id: idText,
  user_id_hash: v.pipe(v.string(), v.minLength(1)),
  cabinet_id: v.optional(idText),
  convert_media: v.optional(v.picklist(['0', '1'])),
});
export type StorageUploadFields = v.InferOutput<typeof storageUploadFieldsSchema>;

/** What the storage upload answers about the new file. */
export const storedFileSchema = v.object({
  uuid: v.string(),
  mime_type: v.nullable(v.string()),
  url: v.nullable(v.string()),
  original_name: v.string(),
});
export type StoredFile = v.InferOutput<typeof storedFileSchema>;

/** The storage upload's answer: `data`, or `data.data` as older clients read it (spec 2 §7). */
export const storageUploadResponseSchema = v.pipe(
  v.object({ data: v.union([storedFileSchema, v.object({ data: storedFileSchema })]) }),
  v.transform((answer): StoredFile => ('uuid' in answer.data ? answer.data : answer.data.data)),
);

/**
 * `POST /files/import`: an editor image the browser could not read (another site refusing CORS), fetched
 * by the server from its address and stored as an upload of the caller (docs/uploads.md). `cabinet_id`
 * is the school it is stored in, as an upload's.
 */
export const fileImportRequestSchema = v.object({
  url: v.pipe(v.string(), v.url('Send the image address as a URL.'), v.maxLength(4096)),
  cabinet_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type FileImportRequest = v.InferOutput<typeof fileImportRequestSchema>;

/** `GET /files/{uuid}`: `data.data` holds the record (spec 1 §7); plain `data` is read too. */
export const fileStatusResponseSchema = v.pipe(
  v.object({ data: v.union([fileRecordSchema, v.object({ data: fileRecordSchema })]) }),
  v.transform((answer): FileRecord => ('uuid' in answer.data ? answer.data : answer.data.data)),
);

/** `GET /files/{uuid}/mp4`: `data.data.url` (used when no_hls disables streaming). */
export const fileMp4ResponseSchema = v.object({ data: v.object({ data: v.object({ url: v.string() }) }) });

/** Query of `GET /api/v1/files/{uuid}/download`: origin=1 for video, preview=1 for a preview. */
export const fileDownloadQuerySchema = v.object({
  origin: v.optional(v.literal('1')),
  preview: v.optional(v.literal('1')),
  /** The block (info unit) the document is opened from: its switches apply besides the file's own. */
  unit: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(2_147_483_647)),
  ),
});
export type FileDownloadQuery = v.InferOutput<typeof fileDownloadQuerySchema>;

/** `DELETE /delete-files/` parameters (spec 1 §7). */
export const deleteFilesRequestSchema = v.object({
  files: v.pipe(v.array(v.string()), v.minLength(1)),
  user_id: idText,
  user_id_hash: v.pipe(v.string(), v.minLength(1)),
});
export type DeleteFilesRequest = v.InferOutput<typeof deleteFilesRequestSchema>;

/** Metadata of a resumable upload (spec 2 §7). */
export const resumableUploadMetadataSchema = v.object({
  filename: v.pipe(v.string(), v.minLength(1)),
  original_name: v.pipe(v.string(), v.minLength(1)),
  mime_type: v.string(),
  model: v.optional(v.picklist(['courseLesson', 'comment']), 'courseLesson'),
  user_id: idText,
  user_id_hash: v.pipe(v.string(), v.minLength(1)),
  cabinet_id: v.optional(idText),
});
export type ResumableUploadMetadata = v.InferOutput<typeof resumableUploadMetadataSchema>;

/** A file of the expert's storage list: the File record with its size in bytes. */
export const listedFileSchema = v.object({ ...fileRecordSchema.entries, size: v.number() });
export type ListedFile = v.InferOutput<typeof listedFileSchema>;

/** `GET /cabinet/files?page=&per_page=`: the current school's uploaded files, newest first. */
export const cabinetFilesQuerySchema = v.object({
  page: v.optional(
    v.pipe(v.unknown(), v.transform(Number), v.integer('page must be a whole number.'), v.minValue(1)),
    1,
  ),
  per_page: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.integer('per_page must be a whole number.'),
      v.minValue(1),
      v.maxValue(100),
    ),
    50,
  ),
});
export type CabinetFilesQuery = v.InferOutput<typeof cabinetFilesQuerySchema>;

/** The answer of `GET /cabinet/files`: the page's files and the total. */
export const cabinetFilesResponseSchema = v.object({
  data: v.array(listedFileSchema),
  meta: v.object({
    current_page: v.number(),
    per_page: v.number(),
    total: v.number(),
    last_page: v.number(),
  }),
});

/** `PATCH /api/v1/files/{uuid}`: the document switches (spec 1 §4, §6); null means allowed. */
export const fileFlagsRequestSchema = v.object({
  allow_doc_download: v.optional(v.nullable(v.boolean())),
  allow_doc_preview: v.optional(v.nullable(v.boolean())),
});
export type FileFlagsRequest = v.InferOutput<typeof fileFlagsRequestSchema>;

/** `DELETE /api/v1/storage/delete-files/`: the uuids deleted. */
export const deleteFilesResponseSchema = v.object({ data: v.object({ deleted: v.array(v.string()) }) });
