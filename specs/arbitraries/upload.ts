import fc from 'fast-check';
import {
  type FileStatusClient,
  initialUploadTaskContext,
  UPLOAD_MESSAGE_KEYS,
  type UploadQueueEntry,
  type UploadSource,
  type UploadTaskStatus,
  uploadTaskId,
  uploadTaskViewOf,
} from '../../core/upload/index.ts';

/** A base name without a dot. */
export const baseName = fc.stringMatching(/^[A-Za-z0-9 _-]{1,20}$/);

/** An extension in lower case. */
export const extension = fc.stringMatching(/^[a-z0-9]{1,5}$/);

/** The same text with its letters in random case. */
export function anyCase(text: string): fc.Arbitrary<string> {
  return fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((flags) => [...text].map((char, index) => (flags[index] ? char.toUpperCase() : char)).join(''));
}

/** A video as the browser describes it. */
export const videoSource = (size: fc.Arbitrary<number>): fc.Arbitrary<UploadSource> =>
  fc.record({
    name: fc.tuple(baseName, fc.constantFrom('mp4', 'MOV', 'webm')).map(([name, ext]) => `${name}.${ext}`),
    size,
    type: fc.constantFrom('video/mp4', 'video/quicktime', 'VIDEO/WEBM'),
  });

/** Anything but a video. */
export const otherSource = (size: fc.Arbitrary<number>): fc.Arbitrary<UploadSource> =>
  fc.record({
    name: fc
      .tuple(baseName, fc.constantFrom('pdf', 'docx', 'png', 'mp3', 'zip'))
      .map(([name, ext]) => `${name}.${ext}`),
    size,
    type: fc.constantFrom('application/pdf', 'image/png', 'audio/mpeg', 'application/zip', ''),
  });

/** A file size in bytes from empty to well over the 6 GB limit. */
export const fileSize = fc.oneof(
  fc.integer({ min: 0, max: 20_000 }),
  fc.integer({ min: 0, max: 2_000_000_000 }),
  fc.integer({ min: 0, max: 8_000_000_000 }),
);

/** What a person can do to the upload panel, and what the world does to its files. */
export type QueueCommand =
  | { kind: 'add'; count: number; refused: boolean }
  | { kind: 'progress'; index: number; percent: number }
  | { kind: 'sent'; index: number }
  | { kind: 'fail'; index: number; status: number }
  | { kind: 'cancel'; index: number }
  | { kind: 'retry'; index: number }
  | { kind: 'complete'; index: number }
  | { kind: 'dismiss'; index: number };

const index = fc.nat({ max: 7 });

/** A sequence of panel commands; indices pick a row modulo the rows present. */
export const queueCommands: fc.Arbitrary<QueueCommand[]> = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      count: fc.integer({ min: 1, max: 3 }),
      refused: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('progress' as const), index, percent: fc.integer({ min: 0, max: 100 }) }),
    fc.record({ kind: fc.constant('sent' as const), index }),
    fc.record({ kind: fc.constant('fail' as const), index, status: fc.constantFrom(0, 403, 422, 500) }),
    fc.record({ kind: fc.constant('cancel' as const), index }),
    fc.record({ kind: fc.constant('retry' as const), index }),
    fc.record({ kind: fc.constant('complete' as const), index }),
    fc.record({ kind: fc.constant('dismiss' as const), index }),
  ),
  { maxLength: 30 },
);

/** The five task statuses of spec 2 §3. */
export const taskStatus = fc.constantFrom<UploadTaskStatus>(
  'progress',
  'checking',
  'completed',
  'failed',
  'aborted',
);

/** Rows of the upload panel in any task state, each under one of the given callers' tags. */
export function queueEntries(tags: readonly (string | null)[]): fc.Arbitrary<UploadQueueEntry[]> {
  const client: FileStatusClient = { fileStatus: () => Promise.reject(new Error('not polled')) };
  return fc
    .array(
      fc.record({
        status: taskStatus,
        canRetry: fc.boolean(),
        percent: fc.integer({ min: 0, max: 100 }),
        message: fc.option(fc.constantFrom(UPLOAD_MESSAGE_KEYS.fileError, 'Not yours.'), { nil: null }),
        tag: fc.constantFrom(...tags),
      }),
      { maxLength: 12 },
    )
    .map((rows) =>
      rows.map((row, index): UploadQueueEntry => {
        const id = uploadTaskId(index + 1);
        const file = { name: `file-${index + 1}.pdf`, size: 1000, type: 'application/pdf' };
        const context = {
          ...initialUploadTaskContext({ file, client }),
          progress: row.percent,
          canRetry: row.canRetry,
          message: row.message,
          result: row.status === 'completed' ? { uuid: `stored-${index + 1}`, url: null } : null,
        };
        return { id, size: file.size, tag: row.tag, view: uploadTaskViewOf(row.status, context) };
      }),
    );
}
