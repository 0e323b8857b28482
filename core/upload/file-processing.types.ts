import type { FileRecord } from '../api/files.ts';
import type { FileStatusClient } from './upload-task.types.ts';

/** Input of the editor's file-processing poll. */
export interface FileProcessingInput {
  /** The file as the editor holds it; polled while it has no usable url. */
  file: FileRecord;
  client: FileStatusClient;
  /** Host of the file-processing service: a url there is not usable yet. */
  processingHost?: string | null;
  /** Poll interval; 2 s by default (spec 1 §4, §9). */
  pollIntervalMs?: number;
}

/** Context of the poll. */
export interface FileProcessingContext {
  /** The file, with its url once stored. */
  file: FileRecord;
  client: FileStatusClient;
  processingHost: string | null;
  pollIntervalMs: number;
}

/** Emitted once the usable url is stored: the editor saves on it (spec 1 §4). */
export interface FileProcessedEmitted {
  type: 'file.processed';
  file: FileRecord;
}

/** The poll takes no events from people; it listens only to its poll actor. */
export type FileProcessingEvent = { type: 'file.poll' };
