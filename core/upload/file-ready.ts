import type { FileRecord } from '../api/files.ts';
import { PROCESS_STATUS_COMPLETED, PROCESS_STATUS_FAILED } from './upload.constants.ts';

/** Whether a url points at the file-processing host (so it is not usable yet). */
export function pointsAtHost(url: string, host: string | null): boolean {
  if (!host) return false;
  try {
    return new URL(url, 'http://relative.invalid').host === host;
  } catch {
    return false;
  }
}

/** Ready: processing completed and a url exists that is not on the processing host (spec 1 §4, spec 2 §4). */
export function isFileReady(
  file: Pick<FileRecord, 'process_status' | 'url'>,
  processingHost: string | null = null,
): boolean {
  return (
    file.process_status === PROCESS_STATUS_COMPLETED &&
    typeof file.url === 'string' &&
    file.url.length > 0 &&
    !pointsAtHost(file.url, processingHost)
  );
}

/** Whether processing gave up on the file. */
export function hasProcessingFailed(file: Pick<FileRecord, 'process_status'>): boolean {
  return file.process_status === PROCESS_STATUS_FAILED;
}
