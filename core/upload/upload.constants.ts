/** Largest video the single-request uploader accepts (spec 2 §5, §9): 6 GB. */
export const VIDEO_UPLOAD_MAX_BYTES = 6_442_450_944;
/** Largest non-video file the single-request uploader accepts (spec 2 §5, §9): 1 GB. */
export const OTHER_UPLOAD_MAX_BYTES = 1_073_741_824;
/** Limit text shown after the too-large message for video. */
export const VIDEO_UPLOAD_MAX_LABEL = '6000 mB';
/** Limit text shown after the too-large message for other files. */
export const OTHER_UPLOAD_MAX_LABEL = '1000 mB';
/** How often the upload panel (and recorders, lesson audio, editor) poll a file (spec 2 §9). */
export const FILE_POLL_INTERVAL_MS = 2000;
/** How often the single-request uploader polls a file (spec 2 §9). */
export const UPLOADER_POLL_INTERVAL_MS = 5000;
/** Delays between attempts of a resumable upload (spec 2 §7, §9). */
export const RESUMABLE_RETRY_DELAYS_MS: readonly number[] = [0, 3000];
/** Failure statuses after which an upload may not be retried (spec 2 §4). */
export const NON_RETRYABLE_STATUSES: readonly number[] = [403, 422];
/** The `process_status` that means a file is ready (spec 1 §3, spec 2 §3). */
export const PROCESS_STATUS_COMPLETED = 'completed';
/** The `process_status` a worker sets when processing gave up (server issue 7). */
export const PROCESS_STATUS_FAILED = 'failed';
/** The header carrying the new file's uuid on a resumable creation (spec 2 §7). */
export const FILE_UUID_HEADER = 'X-File-Uuid';
/** The `model` query value for lesson content and for comment files (spec 2 §7). */
export const UPLOAD_MODELS = ['courseLesson', 'comment'] as const;
/** What a stored file belongs to: lesson content or a comment. */
export type UploadModel = (typeof UPLOAD_MODELS)[number];
/** The default `model` of a storage upload. */
export const DEFAULT_UPLOAD_MODEL = 'courseLesson';
/** Translation group of every upload text. */
export const UPLOADS_GROUP = 'uploads';
/** Translation keys (group `uploads`) of the upload texts of spec 2 §8. */
export const UPLOAD_MESSAGE_KEYS = {
  fileError: 'uploads.file_error_expected',
  maxSize: 'uploads.max_uploading_lesson_file',
  invalidExtension: 'uploads.invalid_file_extension',
  invalidUserHash: 'uploads.invalid_user_hash',
} as const;
/** The field a server names when the user hash does not match. */
export const USER_HASH_FIELD = 'user_id_hash';
/** Extensions counted as video when the MIME type does not say (spec 2 §5 size rule). */
export const VIDEO_EXTENSIONS: readonly string[] = [
  'mp4',
  'm4v',
  'mov',
  'avi',
  'mkv',
  'webm',
  'wmv',
  'flv',
  'mpeg',
  'mpg',
  '3gp',
  'ogv',
  'ts',
];
/**
 * Largest image the server imports by its address for the editor (docs/uploads.md): spec 1 names no
 * image size, and 1 GB (the limit of a picked file) is far beyond any picture on a page.
 */
export const IMAGE_IMPORT_MAX_BYTES = 20_971_520;
/** The import's limit as the refusal says it. */
export const IMAGE_IMPORT_MAX_LABEL = '20 MB';
