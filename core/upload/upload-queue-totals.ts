import type { UploadQueueEntry } from './upload-queue.types.ts';
import type { UploadTaskStatus } from './upload-task.types.ts';

/** The panel header's figures. */
export interface UploadQueueTotals {
  count: number;
  byStatus: Record<UploadTaskStatus, number>;
  /** Percent of all bytes of the tasks still counted (not failed, not aborted), by size; 100 when none. */
  percent: number;
}

/** Counts per status and the byte-weighted percent of the live tasks. */
export function uploadQueueTotals(entries: readonly UploadQueueEntry[]): UploadQueueTotals {
  const byStatus: Record<UploadTaskStatus, number> = {
    progress: 0,
    checking: 0,
    completed: 0,
    failed: 0,
    aborted: 0,
  };
  let bytes = 0;
  let sent = 0;
  for (const entry of entries) {
    byStatus[entry.view.status] += 1;
    if (entry.view.status === 'failed' || entry.view.status === 'aborted') continue;
    const size = Math.max(entry.size, 1);
    bytes += size;
    sent += (size * entry.view.percent) / 100;
  }
  return { count: entries.length, byStatus, percent: bytes === 0 ? 100 : Math.floor((sent / bytes) * 100) };
}
