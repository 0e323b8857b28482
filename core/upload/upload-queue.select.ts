import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { uploadQueueMachine } from './upload-queue.machine.ts';
import type { UploadQueueEntry } from './upload-queue.types.ts';
import { type UploadQueueTotals, uploadQueueTotals } from './upload-queue-totals.ts';

/** A running upload queue: callers that follow it read its snapshot and what it emits. */
export type UploadQueueActor = ActorRefFrom<typeof uploadQueueMachine>;

/** What the upload panel shows. */
export interface UploadQueueView {
  /** Rows in the order the files were added. */
  tasks: UploadQueueEntry[];
  totals: UploadQueueTotals;
  /** Whether the panel shows at all: once any file was added and until every row is dismissed. */
  isVisible: boolean;
  isCollapsed: boolean;
  /** Whether any task still sends or checks. */
  isBusy: boolean;
}

/** The panel's view of the queue. */
export function selectUploadQueueView(snapshot: SnapshotFrom<typeof uploadQueueMachine>): UploadQueueView {
  const tasks = snapshot.context.entries;
  return {
    tasks,
    totals: uploadQueueTotals(tasks),
    isVisible: tasks.length > 0,
    isCollapsed: snapshot.context.collapsed,
    isBusy: snapshot.hasTag('busy'),
  };
}
