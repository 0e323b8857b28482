import type { UploadQueueEntry } from './upload-queue.types.ts';
import type { UploadTaskView } from './upload-task.select.ts';
import type { UploadResult } from './upload-task.types.ts';

/**
 * Where a file stands for the caller that added it, read from its task:
 * - `moving`: its bytes are going up or the file is being checked;
 * - `stalled`: it stopped (lost connection, cancel, failed processing) and the panel offers retry;
 * - `refused`: it stopped for good (too large, a wrong type, 403 or 422);
 * - `stored`: its file is stored.
 * A row dismissed from the panel is gone from the queue, so it has no life left at all.
 */
export type TaggedUploadStatus = 'moving' | 'stalled' | 'refused' | 'stored';

/** One file a caller added under its tag, as its task last showed. */
export interface TaggedUpload {
  /** The task's id in the queue. */
  id: string;
  /** The picked file's name. */
  fileName: string;
  status: TaggedUploadStatus;
  /** Percent of bytes sent, 0-100. */
  percent: number;
  /** Why it stopped, for `stalled` and `refused`: a key of group uploads or the server's text. */
  message: string | null;
  /** Text after the message (the size limit). */
  messageDetail: string | null;
  /** The stored file, once `stored`. */
  result: UploadResult | null;
}

/** The caller's status of a task's row. */
export function taggedUploadStatus(view: UploadTaskView): TaggedUploadStatus {
  switch (view.status) {
    case 'progress':
    case 'checking':
      return 'moving';
    case 'completed':
      return 'stored';
    case 'failed':
    case 'aborted':
      return view.canRetry ? 'stalled' : 'refused';
  }
}

/** A row as its caller sees it. */
export function taggedUploadOf(entry: UploadQueueEntry): TaggedUpload {
  const status = taggedUploadStatus(entry.view);
  return {
    id: entry.id,
    fileName: entry.view.fileName,
    status,
    percent: entry.view.percent,
    message: entry.view.message,
    messageDetail: entry.view.messageDetail,
    result: status === 'stored' ? entry.view.result : null,
  };
}

/** The files added under a tag, in the order they were added. */
export function uploadsTagged(entries: readonly UploadQueueEntry[], tag: string | null): TaggedUpload[] {
  if (tag === null) return [];
  return entries.filter((entry) => entry.tag === tag).map(taggedUploadOf);
}

/** Whether the caller still waits for the file: it is moving, or stopped and may be retried. */
export function isAwaitedUpload(upload: TaggedUpload): boolean {
  return upload.status === 'moving' || upload.status === 'stalled';
}
