import * as v from 'valibot';
import { errorBodySchema, storageUploadResponseSchema } from '../../../../core/api/index.ts';
import type { QuizFile } from '../../../../core/api/quiz.ts';
import { storageUploadFields, storageUploadQuery, type Uploader } from '../../../../core/upload/index.ts';
import type { AttachFile } from './answer-screen-context.tsx';

/** Where and as whom a plain storage upload goes. */
export interface PlainStorageAttachOptions {
  uploader: Uploader;
  /** The storage address (default `/api/v1/storage`). */
  url?: string;
  /** Extra headers (CSRF, language). */
  headers?: Record<string, string>;
  fetch?: typeof globalThis.fetch;
}

/**
 * Attaches through one multipart `POST /api/v1/storage` (spec 2 §7), until the page wires the upload
 * panel's resumable uploader in; a refusal rejects with the server's message.
 */
export function plainStorageAttach(options: PlainStorageAttachOptions): AttachFile {
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  const url = options.url ?? '/api/v1/storage';
  return async (file) => {
    const body = new FormData();
    body.append('file', file, file.name);
    for (const [name, value] of Object.entries(storageUploadFields(options.uploader)))
      body.append(name, value);
    const query = new URLSearchParams(storageUploadQuery());
    const response = await send(`${url}${url.includes('?') ? '&' : '?'}${query}`, {
      method: 'POST',
      body,
      credentials: 'include',
      headers: options.headers,
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const failure = v.safeParse(errorBodySchema, json);
      throw new Error(failure.success ? failure.output.message : `HTTP ${response.status}`);
    }
    const stored = v.parse(storageUploadResponseSchema, json);
    const attached: QuizFile = { uuid: stored.uuid, original_name: stored.original_name };
    if (stored.url) attached.url = stored.url;
    if (stored.mime_type) attached.mime_type = stored.mime_type;
    return attached;
  };
}
