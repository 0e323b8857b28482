import { FILE_POLL_INTERVAL_MS, UPLOADER_POLL_INTERVAL_MS } from './upload.constants.ts';
import type { UploadTaskInput } from './upload-task.types.ts';

/** A task of the upload panel: the file polled every 2 s (spec 2 §4). */
export function panelTaskInput(input: Omit<UploadTaskInput, 'pollIntervalMs'>): UploadTaskInput {
  return { ...input, pollIntervalMs: FILE_POLL_INTERVAL_MS };
}

/** A task of the single-request uploader: the same rules, the file polled every 5 s (spec 2 §4). */
export function uploaderTaskInput(input: Omit<UploadTaskInput, 'pollIntervalMs'>): UploadTaskInput {
  return { ...input, pollIntervalMs: UPLOADER_POLL_INTERVAL_MS };
}
