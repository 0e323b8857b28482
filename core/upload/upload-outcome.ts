import type { UploadQueueEmitted, UploadQueueEvent } from './upload-queue.types.ts';
import type { UploadResult, UploadSource } from './upload-task.types.ts';

/**
 * How one file added to the upload queue ended for the caller that added it:
 * - `completed`: its file is stored (or processed, unless only uploaded);
 * - `refused`: it stopped and may not be retried (too large, a wrong type, 403 or 422);
 * - `dismissed`: the person took its row out of the panel, so nobody waits for it any more.
 * A failure the person may retry (a lost connection, a cancel) is not an end: the panel offers retry.
 */
export type UploadOutcome =
  | { status: 'completed'; result: UploadResult }
  | { status: 'refused'; message: string | null; messageDetail: string | null }
  | { status: 'dismissed' };

/** The part of a running upload queue a caller needs: send it files, listen to what it emits. */
export interface UploadQueueRef {
  send(event: UploadQueueEvent): void;
  on(type: '*', handler: (event: UploadQueueEmitted) => void): { unsubscribe(): void };
}

/** The outcome an emitted event settles, if it is about the given tag and ends its task for the caller. */
export function outcomeOf(event: UploadQueueEmitted, tag: string): UploadOutcome | null {
  if (event.tag !== tag) return null;
  switch (event.type) {
    case 'upload.completed':
      return { status: 'completed', result: event.result };
    case 'upload.failed':
      return event.canRetry
        ? null
        : { status: 'refused', message: event.message, messageDetail: event.messageDetail };
    case 'upload.dismissed':
      return { status: 'dismissed' };
    case 'upload.restarted':
      return null;
  }
}

/** Why an upload stopped for now (its panel row offers retry): a translation key or the server's text. */
export interface UploadStall {
  message: string | null;
  messageDetail: string | null;
}

/** How a caller adds one file: its tag, whether only the bytes count, and who hears of stalls. */
export interface UploadThroughQueueOptions {
  tag: string;
  onlyUpload?: boolean;
  /** Told when the upload stops and may be retried (with why), and with null when it is retried. */
  onStalled?: (stall: UploadStall | null) => void;
}

/**
 * Adds one file to the queue under a tag of the caller's and resolves with how it ends (`UploadOutcome`).
 * The file shows in the upload panel like any other, with its progress, cancel and retry.
 */
export function uploadThroughQueue(
  queue: UploadQueueRef,
  file: UploadSource,
  options: UploadThroughQueueOptions,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const subscription = queue.on('*', (event) => {
      if (event.tag !== options.tag) return;
      if (event.type === 'upload.failed' && event.canRetry) {
        options.onStalled?.({ message: event.message, messageDetail: event.messageDetail });
      }
      if (event.type === 'upload.restarted') options.onStalled?.(null);
      const outcome = outcomeOf(event, options.tag);
      if (!outcome) return;
      subscription.unsubscribe();
      resolve(outcome);
    });
    queue.send({
      type: 'uploads.add',
      files: [file],
      onlyUpload: options.onlyUpload ?? false,
      tag: options.tag,
    });
  });
}
