import type { Db } from '../db/client.ts';
import { queueMediaJob } from './media-jobs.ts';

/**
 * Queues media processing (video → HLS renditions, poster and MP4; audio → a web-playable form) for
 * a stored file: its `process_status` turns pending and a job waits in `media_jobs`. Call it inside
 * the transaction that records the upload, so a file is never stored without its job.
 */
export async function enqueueMediaProcessing(db: Db, fileUuid: string): Promise<void> {
  await queueMediaJob(db, fileUuid);
}
