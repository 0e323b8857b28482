import * as v from 'valibot';
import { errorBodySchema } from '../../../core/api/index.ts';
import {
  FILE_UUID_HEADER,
  RESUMABLE_RETRY_DELAYS_MS,
  type Uploader,
  type UploadFailure,
  type UploadTransportCallback,
  type UploadTransportEvent,
} from '../../../core/upload/index.ts';

/** The part of tus-js-client's `Upload` the transport drives (the real class in the app). */
export interface TusUploadLike {
  url: string | null;
  start(): void;
  abort(shouldTerminate?: boolean): Promise<void>;
  findPreviousUploads(): Promise<{ uploadUrl: string | null }[]>;
  resumeFromPreviousUpload(previous: { uploadUrl: string | null }): void;
}

/** A response as tus-js-client hands it to hooks and errors. */
interface TusResponseLike {
  getStatus(): number;
  getHeader(name: string): string | undefined;
  getBody(): string;
}

/** The options the transport gives tus-js-client (a subset of its `UploadOptions`). */
export interface TusUploadOptions {
  endpoint: string;
  retryDelays: number[];
  metadata: Record<string, string>;
  fingerprint: () => Promise<string>;
  storeFingerprintForResuming: boolean;
  removeFingerprintOnSuccess: boolean;
  onBeforeRequest: (request: { setHeader(name: string, value: string): void }) => void;
  onAfterResponse: (request: unknown, response: TusResponseLike) => void;
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/** Builds an upload: tus-js-client's `new Upload(file, options)` in the app, loaded on first use. */
export type CreateTusUpload = (
  file: unknown,
  options: TusUploadOptions,
) => TusUploadLike | Promise<TusUploadLike>;

/** Where and as whom the resumable uploads go (spec 2 §7). */
export interface TusUploadTransportOptions {
  /** The tus endpoint, `/api/v1/uploads`. */
  endpoint: string;
  /** Who uploads, read when a send starts (the current cabinet may have changed since the last). */
  uploader: () => Uploader;
  /** `courseLesson` (default) or `comment`; a file's own model (`uploads.add` with `model`) wins. */
  model?: 'courseLesson' | 'comment';
  /** Headers read at each request (the CSRF token, the language). */
  headers?: () => Record<string, string>;
  createUpload: CreateTusUpload;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A tus-js-client error in the task's terms: the answer's status, message and field errors. */
export function failureOfTusError(error: unknown): UploadFailure {
  const response = (error as { originalResponse?: TusResponseLike | null }).originalResponse;
  if (!response) return { status: 0, message: null };
  const status = response.getStatus();
  const body = v.safeParse(errorBodySchema, parseJson(response.getBody()));
  if (!body.success) return { status, message: null };
  return { status, message: body.output.message, errors: body.output.errors ?? {} };
}

/** The uuid at the end of an upload's address (`/api/v1/uploads/{uuid}`), when the header was not seen. */
export function uuidOfUploadUrl(url: string | null): string | null {
  const last = url?.split('?')[0]?.split('/').filter(Boolean).pop();
  return last && /^[0-9a-f-]{36}$/i.test(last) ? last : null;
}

/**
 * The panel's resumable transport on tus-js-client: resumes an upload of the same file by the same
 * person from its stored address, reports progress, reads the file's uuid from `X-File-Uuid`, and
 * terminates the upload on the server when the task leaves `progress` by cancel. A callback: the queue
 * makes it an actor (`fromCallback`) when it starts, so the app's shell, which holds it, carries no XState.
 */
export function tusUploadTransport(options: TusUploadTransportOptions): UploadTransportCallback {
  return ({ sendBack, input }) => {
    const report = (event: UploadTransportEvent) => sendBack(event);
    let finished = false;
    let stopped = false;
    let uuid: string | null = null;
    let upload: TusUploadLike | undefined;
    const uploader = options.uploader();
    const metadata: Record<string, string> = {
      filename: input.fileName,
      original_name: input.fileName,
      mime_type: input.file.type,
      filetype: input.file.type,
      model: input.model ?? options.model ?? 'courseLesson',
      user_id: String(uploader.userId),
      user_id_hash: uploader.userIdHash,
    };
    if (uploader.cabinetId != null) metadata.cabinet_id = String(uploader.cabinetId);

    const uploadOptions: TusUploadOptions = {
      endpoint: options.endpoint,
      retryDelays: [...RESUMABLE_RETRY_DELAYS_MS],
      metadata,
      // One person's upload of one file to one school resumes; another person's never does.
      fingerprint: async () =>
        [
          'lectern-tus',
          uploader.userId,
          uploader.cabinetId ?? 0,
          input.fileName,
          input.file.type,
          input.file.size,
          (input.file as { lastModified?: number }).lastModified ?? 0,
          metadata.model,
          options.endpoint,
        ].join('|'),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (request) => {
        for (const [name, value] of Object.entries(options.headers?.() ?? {})) request.setHeader(name, value);
      },
      onAfterResponse: (_request, response) => {
        uuid = response.getHeader(FILE_UUID_HEADER) || uuid;
      },
      onProgress: (bytesSent, bytesTotal) => {
        if (!stopped) report({ type: 'upload.progressed', bytesSent, bytesTotal });
      },
      onSuccess: () => {
        finished = true;
        const fileUuid = uuid ?? uuidOfUploadUrl(upload?.url ?? null);
        if (stopped) return;
        if (fileUuid) report({ type: 'upload.sent', result: { uuid: fileUuid, url: null } });
        else report({ type: 'upload.failed', failure: { status: 0, message: null } });
      },
      onError: (error) => {
        finished = true;
        if (!stopped) report({ type: 'upload.failed', failure: failureOfTusError(error) });
      },
    };

    const begin = async () => {
      const created = await options.createUpload(input.file, uploadOptions);
      if (stopped) return;
      upload = created;
      const previous = await created.findPreviousUploads().catch(() => []);
      if (stopped) return;
      const latest = previous.at(-1);
      if (latest) created.resumeFromPreviousUpload(latest);
      created.start();
    };
    begin().catch((error: unknown) => {
      finished = true;
      if (!stopped) report({ type: 'upload.failed', failure: failureOfTusError(error) });
    });

    return () => {
      stopped = true;
      // Cancel: stop sending and end the upload on the server, so its bytes do not linger.
      if (!finished) upload?.abort(true).catch(() => undefined);
    };
  };
}
