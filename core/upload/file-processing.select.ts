import type { SnapshotFrom } from 'xstate';
import type { FileRecord } from '../api/files.ts';
import type { fileProcessingMachine } from './file-processing.machine.ts';

/** What the editor shows of a file being processed. */
export interface FileProcessingView {
  file: FileRecord;
  isProcessing: boolean;
  isReady: boolean;
  hasFailed: boolean;
  /** The usable url once ready; null before. */
  url: string | null;
}

/** The editor's view of the poll. */
export function selectFileProcessingView(
  snapshot: SnapshotFrom<typeof fileProcessingMachine>,
): FileProcessingView {
  const isReady = snapshot.matches('ready');
  return {
    file: snapshot.context.file,
    isProcessing: snapshot.hasTag('busy') || snapshot.matches('deciding'),
    isReady,
    hasFailed: snapshot.hasTag('error'),
    url: isReady ? snapshot.context.file.url : null,
  };
}
