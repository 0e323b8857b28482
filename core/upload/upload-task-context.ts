import { FILE_POLL_INTERVAL_MS } from './upload.constants.ts';
import { checkUploadFile } from './upload-refusal.ts';
import type { UploadTaskContext, UploadTaskInput } from './upload-task.types.ts';

/** The first context of a task; a refused file starts with its message and no retry. */
export function initialUploadTaskContext(input: UploadTaskInput): UploadTaskContext {
  const acceptedExtensions = input.acceptedExtensions ?? [];
  const refusal = checkUploadFile(input.file, acceptedExtensions);
  return {
    file: input.file,
    fileName: input.fileName ?? input.file.name,
    progress: 0,
    result: null,
    message: refusal?.messageKey ?? null,
    messageDetail: refusal?.detail ?? null,
    failureStatus: null,
    canRetry: refusal === null,
    onlyUpload: input.onlyUpload ?? false,
    client: input.client,
    pollIntervalMs: input.pollIntervalMs ?? FILE_POLL_INTERVAL_MS,
    processingHost: input.processingHost ?? null,
    acceptedExtensions,
    attempt: refusal ? 0 : 1,
    model: input.model ?? null,
  };
}
