import type { UploadModel } from './upload.constants.ts';
import type { UploadTaskSnapshot, UploadTaskView } from './upload-task.select.ts';
import type { FileStatusClient, UploadResult, UploadSource, UploadTaskOutput } from './upload-task.types.ts';

/** One row of the panel: the task's id (also its child actor id) and what it last showed. */
export interface UploadQueueEntry {
  /** `upload-<n>`, unique for the queue's life. */
  id: string;
  /** Size in bytes of the picked file, for the total percent. */
  size: number;
  /** The task's row as of its last snapshot. */
  view: UploadTaskView;
  /** The caller's tag given with `uploads.add`, echoed in the queue's emitted events; null when none. */
  tag: string | null;
}

/** Input of the queue: what every task it starts receives. */
export interface UploadQueueInput {
  client: FileStatusClient;
  /** Poll interval of its tasks; 2 s for the panel. */
  pollIntervalMs?: number;
  /** Host of the file-processing service. */
  processingHost?: string | null;
  /** Accepted extensions; empty accepts any file. */
  acceptedExtensions?: readonly string[];
}

/** Context of the queue. */
export interface UploadQueueContext {
  /** Rows in the order the files were added. */
  entries: UploadQueueEntry[];
  /** Number of the next task id. */
  nextNumber: number;
  /** Whether the panel is folded to its header. */
  collapsed: boolean;
  client: FileStatusClient;
  pollIntervalMs: number | undefined;
  processingHost: string | null;
  acceptedExtensions: readonly string[];
}

/** Events of the queue: requests of the person and the tasks' snapshots. */
export type UploadQueueEvent =
  | {
      type: 'uploads.add';
      files: readonly UploadSource[];
      onlyUpload?: boolean;
      tag?: string;
      /** What the files belong to (`comment` for a comment's files); the transport's default when absent. */
      model?: UploadModel;
    }
  | { type: 'upload.cancel'; id: string }
  | { type: 'upload.retry'; id: string }
  | { type: 'upload.dismiss'; id: string }
  | { type: 'panel.toggle' }
  | { type: `xstate.snapshot.${string}`; snapshot: UploadTaskSnapshot }
  | { type: `xstate.done.actor.${string}`; output: UploadTaskOutput };

/**
 * What the queue tells whoever added a file (read with `actor.on`): the task's id and the caller's tag.
 * `upload.failed` comes each time a task stops without its file (refused, failed or cancelled); the
 * person may still retry it from the panel when `canRetry`, which emits `upload.restarted`.
 * `upload.dismissed` when its row leaves.
 */
export type UploadQueueEmitted =
  | { type: 'upload.completed'; id: string; tag: string | null; result: UploadResult }
  | {
      type: 'upload.failed';
      id: string;
      tag: string | null;
      message: string | null;
      messageDetail: string | null;
      canRetry: boolean;
    }
  | { type: 'upload.restarted'; id: string; tag: string | null }
  | { type: 'upload.dismissed'; id: string; tag: string | null };
