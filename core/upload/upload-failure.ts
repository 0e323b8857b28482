import { NON_RETRYABLE_STATUSES, UPLOAD_MESSAGE_KEYS, USER_HASH_FIELD } from './upload.constants.ts';
import type { UploadFailure } from './upload-task.types.ts';

/** What the panel shows for a failure and whether it offers retry (spec 2 §4, §8). */
export interface FailureDescription {
  /** The server's text when given, else a translation key of group uploads. */
  message: string;
  canRetry: boolean;
}

/** Whether the server refused the user hash: a field error on `user_id_hash`. */
export function isInvalidUserHash(failure: UploadFailure): boolean {
  return (failure.errors?.[USER_HASH_FIELD]?.length ?? 0) > 0;
}

/** A failure in words: invalid user hash, else the server's message, else the generic file error. */
export function describeUploadFailure(failure: UploadFailure): FailureDescription {
  const canRetry = !NON_RETRYABLE_STATUSES.includes(failure.status);
  if (isInvalidUserHash(failure)) return { message: UPLOAD_MESSAGE_KEYS.invalidUserHash, canRetry };
  const text = failure.message?.trim();
  return { message: text ? text : UPLOAD_MESSAGE_KEYS.fileError, canRetry };
}

/** Reads a status, message and field errors from whatever a client threw (an `ApiError` fits). */
export function failureOf(error: unknown): UploadFailure {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  const status = typeof shape.status === 'number' ? shape.status : 0;
  const message = status > 0 && typeof shape.message === 'string' ? shape.message : null;
  const errors =
    typeof shape.errors === 'object' && shape.errors !== null
      ? (shape.errors as Record<string, string[]>)
      : undefined;
  return errors ? { status, message, errors } : { status, message };
}

/** A failure worth trying again by itself: no answer (status 0) or a server fault (5xx). */
export function isTransientFailure(error: unknown): boolean {
  const { status } = failureOf(error);
  return status === 0 || status >= 500;
}
