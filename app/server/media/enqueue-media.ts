import type { Db } from '../db/client.ts';

/**
 * Queues media processing (video → HLS renditions, poster and MP4; audio → a web-playable form) for
 * a stored file. Call it inside the transaction that records the upload, so a file is never stored
 * without its job. The worker that runs the jobs lives beside this file.
 */
export async function enqueueMediaProcessing(_db: Db, _fileUuid: string): Promise<void> {
  // Filled in by the media worker: until then, files are stored without processing.
}
