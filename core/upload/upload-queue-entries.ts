import type { UploadQueueEntry } from './upload-queue.types.ts';
import type { UploadTaskView } from './upload-task.select.ts';

/** The id of the task numbered n. */
export function uploadTaskId(number: number): string {
  return `upload-${number}`;
}

/** Appends one row per new task, in order. */
export function appendEntries(
  entries: readonly UploadQueueEntry[],
  added: readonly UploadQueueEntry[],
): UploadQueueEntry[] {
  const known = new Set(entries.map((entry) => entry.id));
  return [...entries, ...added.filter((entry) => !known.has(entry.id))];
}

/** Replaces a row's view; an unknown id changes nothing. */
export function updateEntryView(
  entries: readonly UploadQueueEntry[],
  id: string,
  view: UploadTaskView,
): UploadQueueEntry[] {
  return entries.map((entry) => (entry.id === id ? { ...entry, view } : entry));
}

/** Whether a row may leave the panel: only once its task has stopped working. */
export function isDismissable(entry: UploadQueueEntry): boolean {
  return entry.view.status !== 'progress' && entry.view.status !== 'checking';
}

/** Removes a finished row; a busy or unknown one stays. */
export function dismissEntry(entries: readonly UploadQueueEntry[], id: string): UploadQueueEntry[] {
  return entries.filter((entry) => entry.id !== id || !isDismissable(entry));
}

/** Whether any task is still sending or checking. */
export function hasBusyEntry(entries: readonly UploadQueueEntry[]): boolean {
  return entries.some((entry) => !isDismissable(entry));
}
