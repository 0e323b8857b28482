import { errorMessage } from '../api/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE, VERSION_CONFLICT_STATUS } from './lesson-editor.constants.ts';
import type { LessonEditorError, LessonEditorOperation } from './lesson-editor.types.ts';

function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status : null;
}

/** Whether a save was refused because the server holds a newer version of the lesson (409). */
export function isVersionConflict(error: unknown): boolean {
  return statusOf(error) === VERSION_CONFLICT_STATUS;
}

/** A failed call as the editor stores it (spec 1 §8: the response's message, else its error, else the error). */
export function editorErrorOf(operation: LessonEditorOperation, error: unknown): LessonEditorError {
  const fields =
    typeof error === 'object' && error !== null && typeof (error as { errors?: unknown }).errors === 'object'
      ? ((error as { errors: Record<string, string[]> | null }).errors ?? {})
      : {};
  const message = error == null ? UNEXPECTED_ERROR_MESSAGE : errorMessage(error) || UNEXPECTED_ERROR_MESSAGE;
  return { operation, message, status: statusOf(error), fields };
}
