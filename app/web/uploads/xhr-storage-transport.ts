import * as v from 'valibot';
import { fromCallback } from 'xstate';
import { errorBodySchema, storageUploadResponseSchema } from '../../../core/api/index.ts';
import {
  storageUploadFields,
  storageUploadQuery,
  type Uploader,
  type UploadFailure,
  type UploadTaskEvent,
  type UploadTransportEvent,
  type UploadTransportInput,
} from '../../../core/upload/index.ts';

/** The part of XMLHttpRequest the transport uses (a fake in specs). */
export interface XhrLike {
  open(method: string, url: string): void;
  send(body: FormData): void;
  abort(): void;
  setRequestHeader(name: string, value: string): void;
  withCredentials: boolean;
  readonly status: number;
  readonly responseText: string;
  readonly upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
}

/** Where and as whom the single-request uploader sends files (spec 2 §7). */
export interface XhrStorageTransportOptions {
  /** The file storage address. */
  url: string;
  uploader: Uploader;
  /** `courseLesson` (default) or `comment`; a file's own model (`uploads.add` with `model`) wins. */
  model?: 'courseLesson' | 'comment';
  /** The task uploader sends convert_media '0'. */
  convertMedia?: boolean;
  /** Extra headers (CSRF, language). */
  headers?: Record<string, string>;
  createRequest?: () => XhrLike;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A failed answer in the task's terms: status, the server's message and field errors. */
function failureOfResponse(status: number, text: string): UploadFailure {
  const body = v.safeParse(errorBodySchema, parseJson(text));
  if (!body.success) return { status, message: null };
  return { status, message: body.output.message, errors: body.output.errors ?? {} };
}

/** The single-request uploader's transport: multipart POST with progress; leaving `progress` aborts it. */
export function xhrStorageTransport(options: XhrStorageTransportOptions) {
  return fromCallback<UploadTaskEvent, UploadTransportInput>(({ sendBack, input }) => {
    const report = (event: UploadTransportEvent) => sendBack(event);
    const request = options.createRequest?.() ?? (new XMLHttpRequest() as unknown as XhrLike);
    let finished = false;
    const fields = storageUploadFields(
      options.uploader,
      options.convertMedia === undefined ? {} : { convertMedia: options.convertMedia },
    );
    const body = new FormData();
    body.append('file', input.file as unknown as Blob, input.fileName);
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const query = new URLSearchParams(storageUploadQuery(input.model ?? options.model));
    request.open('POST', `${options.url}${options.url.includes('?') ? '&' : '?'}${query}`);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(options.headers ?? {})) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable)
        report({ type: 'upload.progressed', bytesSent: event.loaded, bytesTotal: event.total });
    };
    request.onload = () => {
      finished = true;
      if (request.status >= 200 && request.status < 300) {
        const answer = v.safeParse(storageUploadResponseSchema, parseJson(request.responseText));
        if (answer.success)
          report({ type: 'upload.sent', result: { uuid: answer.output.uuid, url: answer.output.url } });
        else report({ type: 'upload.failed', failure: { status: request.status, message: null } });
        return;
      }
      report({ type: 'upload.failed', failure: failureOfResponse(request.status, request.responseText) });
    };
    request.onerror = () => {
      finished = true;
      report({ type: 'upload.failed', failure: { status: 0, message: null } });
    };
    request.ontimeout = request.onerror;
    request.send(body);
    return () => {
      if (!finished) request.abort();
    };
  });
}
