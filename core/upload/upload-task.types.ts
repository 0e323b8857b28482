import type { AnyEventObject, CallbackLogicFunction } from 'xstate';
import type { FileRecord } from '../api/files.ts';
import type { UploadModel } from './upload.constants.ts';

/** A task's status as spec 2 §3 names it. */
export type UploadTaskStatus = 'progress' | 'checking' | 'completed' | 'failed' | 'aborted';

/** The uploaded file as the panel keeps it: what a caller needs to use it. */
export interface UploadResult {
  /** The file's uuid in storage. */
  uuid: string;
  /** Where it can be fetched; null until processing gives a usable one. */
  url: string | null;
}

/** What the panel knows of the picked file; a browser `File` fits. */
export interface UploadSource {
  /** Name as picked. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** MIME type as the browser guessed it; may be empty. */
  type: string;
}

/** Why a transport or a poll failed: an HTTP status (0 for the network) and the server's text. */
export interface UploadFailure {
  /** HTTP status; 0 when no answer came. */
  status: number;
  /** The server's message, if it gave one. */
  message: string | null;
  /** Field errors from the server's error body. */
  errors?: Record<string, string[]>;
}

/** Reads one file's record: the file service of spec 2 §7 (`GET /files/{uuid}`). */
export interface FileStatusClient {
  fileStatus(uuid: string): Promise<FileRecord>;
}

/** Input of the transport actor: the bytes and where the task stands. */
export interface UploadTransportInput {
  /** The file to send (a browser `File` in the app, a fake in specs). */
  file: UploadSource;
  /** Name to store it under. */
  fileName: string;
  /** Attempt number, 1 for the first send. */
  attempt: number;
  /** What the file belongs to (`comment` for a comment's file); the transport's own default when absent. */
  model?: UploadModel;
}

/** What a transport reports back while it runs. */
export type UploadTransportEvent =
  | { type: 'upload.progressed'; bytesSent: number; bytesTotal: number }
  | { type: 'upload.sent'; result: UploadResult }
  | { type: 'upload.failed'; failure: UploadFailure };

/**
 * A transport as the function its actor runs (`fromCallback(transport)`): what the app's upload host keeps,
 * so that every page's start carries no XState until a screen starts the queue.
 */
export type UploadTransportCallback = CallbackLogicFunction<
  UploadTaskEvent,
  AnyEventObject,
  UploadTransportInput
>;

/** Input of the poll actor: the API client and the file to ask about. */
export interface PollFileInput {
  client: FileStatusClient;
  uuid: string;
}

/** Input of one upload task. */
export interface UploadTaskInput {
  /** The picked file. */
  file: UploadSource;
  /** Name shown in the panel; the file's own name when absent. */
  fileName?: string;
  /** Only send the bytes: the task completes without waiting for processing. */
  onlyUpload?: boolean;
  /** The file service client the poll uses. */
  client: FileStatusClient;
  /** Poll interval; the panel's 2 s unless the single-request uploader asks for 5 s. */
  pollIntervalMs?: number;
  /** Host of the file-processing service: a url there is not usable yet. */
  processingHost?: string | null;
  /** Accepted extensions; empty or absent accepts any file. */
  acceptedExtensions?: readonly string[];
  /** What the file belongs to; the transport's own default when absent. */
  model?: UploadModel;
}

/** Context of one upload task (spec 2 §3 "File task"). */
export interface UploadTaskContext {
  /** The picked file. */
  file: UploadSource;
  /** Name shown in the panel. */
  fileName: string;
  /** Percent of bytes sent, 0-100. */
  progress: number;
  /** The stored file once sent. */
  result: UploadResult | null;
  /** A message to show: a translation key of group uploads or the server's text. */
  message: string | null;
  /** Text after the message (the size limit). */
  messageDetail: string | null;
  /** The HTTP status of the last failure; null when none. */
  failureStatus: number | null;
  /** Whether the person may retry after a failure. */
  canRetry: boolean;
  /** Only send the bytes, do not wait for processing. */
  onlyUpload: boolean;
  /** The file service client. */
  client: FileStatusClient;
  /** Poll interval in ms. */
  pollIntervalMs: number;
  /** Host of the file-processing service. */
  processingHost: string | null;
  /** Accepted extensions. */
  acceptedExtensions: readonly string[];
  /** How many times the bytes have been sent, counting the current send. */
  attempt: number;
  /** What the file belongs to; null for the transport's own default. */
  model: UploadModel | null;
}

/** Events of one upload task. */
export type UploadTaskEvent = UploadTransportEvent | { type: 'upload.cancel' } | { type: 'upload.retry' };

/** Output of a completed task. */
export interface UploadTaskOutput {
  result: UploadResult;
}
