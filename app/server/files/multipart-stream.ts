import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';

/** Most bytes of text fields read from one form (the file part is streamed, not counted here). */
export const MULTIPART_FIELDS_MAX_BYTES = 64 * 1024;
const HEADERS_MAX_BYTES = 8 * 1024;

/** A malformed or oversized form; the message says what is wrong. */
export class MultipartError extends Error {
  readonly status: 400 | 413;
  constructor(message: string, status: 400 | 413 = 400) {
    super(message);
    this.name = 'MultipartError';
    this.status = status;
  }
}

/** The file part as it starts: its field name, the name and type the browser gave. */
export interface FilePartInfo {
  field: string;
  fileName: string;
  contentType: string | null;
}

/** The boundary of a multipart/form-data Content-Type, or null when it is not one. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data/i.test(contentType)) return null;
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && boundary.length <= 70 ? boundary : null;
}

function parseDisposition(headers: string): { name: string; fileName: string | null } | null {
  const line = headers.split('\r\n').find((item) => /^content-disposition:/i.test(item));
  if (!line) return null;
  const name = /;\s*name="([^"]*)"/i.exec(line)?.[1];
  if (name === undefined) return null;
  const star = /;\s*filename\*=UTF-8''([^;\s]+)/i.exec(line)?.[1];
  const plain = /;\s*filename="((?:[^"\\]|\\.)*)"/i.exec(line)?.[1];
  let fileName: string | null = null;
  if (star) {
    try {
      fileName = decodeURIComponent(star);
    } catch {
      fileName = star;
    }
  } else if (plain !== undefined) {
    // Browsers (WHATWG) send `"`, CR and LF in a file name as %22, %0D and %0A; older ones escape with `\`.
    fileName = plain
      .replace(/\\(.)/g, '$1')
      .replace(/%22/gi, '"')
      .replace(/%0D/gi, '\r')
      .replace(/%0A/gi, '\n');
  }
  return { name, fileName };
}

function partContentType(headers: string): string | null {
  const line = headers.split('\r\n').find((item) => /^content-type:/i.test(item));
  return line ? line.slice(line.indexOf(':') + 1).trim() : null;
}

/**
 * Reads a multipart/form-data body as it arrives: text fields are collected (64 kB at most), the one
 * file part is handed to `onFile` as a stream with backpressure, so a 6 GB body never sits in
 * memory. Answers the text fields once the body ended and `onFile` finished.
 */
export async function readMultipart(
  body: AsyncIterable<Uint8Array>,
  boundary: string,
  onFile: (info: FilePartInfo, stream: Readable) => Promise<void>,
): Promise<Record<string, string>> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const headerEnd = Buffer.from('\r\n\r\n');
  const fields: Record<string, string> = {};
  let fieldBytes = 0;
  type State = 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done';
  let state = 'preamble' as State;
  // The body starts with `--boundary`: a leading CRLF makes it look like every other delimiter.
  let buffer: Buffer = Buffer.from('\r\n');
  type Part = { kind: 'field'; name: string; chunks: Buffer[] } | { kind: 'file'; stream: PassThrough };
  let part = null as Part | null;
  let fileTask: Promise<void> | null = null;
  let fileFailed: unknown = null;
  // Settles (rejected) when onFile fails, so a refusal is answered without waiting for more body.
  let failFile: (error: unknown) => void = () => undefined;
  const fileFailure = new Promise<never>((_, reject) => {
    failFile = reject;
  });
  fileFailure.catch(() => undefined);

  const emit = async (bytes: Buffer) => {
    if (!part || bytes.length === 0) return;
    if (part.kind === 'field') {
      fieldBytes += bytes.length;
      if (fieldBytes > MULTIPART_FIELDS_MAX_BYTES)
        throw new MultipartError('The form fields are too large.', 413);
      part.chunks.push(bytes);
      return;
    }
    if (fileFailed) throw fileFailed;
    if (!part.stream.write(bytes)) {
      await Promise.race([once(part.stream, 'drain'), fileTask]);
      if (fileFailed) throw fileFailed;
    }
  };

  const endPart = async () => {
    if (!part) return;
    if (part.kind === 'field') fields[part.name] = Buffer.concat(part.chunks).toString('utf8');
    else {
      part.stream.end();
      await fileTask;
      if (fileFailed) throw fileFailed;
    }
    part = null;
  };

  const step = async (): Promise<boolean> => {
    if (state === 'preamble' || state === 'body') {
      const at = buffer.indexOf(delimiter);
      if (at === -1) {
        const keep = delimiter.length - 1;
        if (state === 'body' && buffer.length > keep) {
          await emit(buffer.subarray(0, buffer.length - keep));
          buffer = buffer.subarray(buffer.length - keep);
        } else if (state === 'preamble' && buffer.length > keep)
          buffer = buffer.subarray(buffer.length - keep);
        return false;
      }
      if (state === 'body') {
        await emit(buffer.subarray(0, at));
        await endPart();
      }
      buffer = buffer.subarray(at + delimiter.length);
      state = 'after-delimiter';
      return true;
    }
    if (state === 'after-delimiter') {
      if (buffer.length < 2) return false;
      const mark = buffer.subarray(0, 2).toString('latin1');
      if (mark === '--') {
        state = 'done';
        return false;
      }
      if (mark !== '\r\n') throw new MultipartError('The form is malformed (bad boundary line).');
      buffer = buffer.subarray(2);
      state = 'headers';
      return true;
    }
    if (state === 'headers') {
      const at = buffer.indexOf(headerEnd);
      if (at === -1) {
        if (buffer.length > HEADERS_MAX_BYTES) throw new MultipartError('A form part has too many headers.');
        return false;
      }
      const headers = buffer.subarray(0, at).toString('utf8');
      buffer = buffer.subarray(at + headerEnd.length);
      const disposition = parseDisposition(headers);
      if (!disposition) throw new MultipartError('A form part has no name.');
      if (disposition.fileName !== null) {
        if (fileTask) throw new MultipartError('Send one file per request.');
        const stream = new PassThrough({ highWaterMark: 1024 * 1024 });
        part = { kind: 'file', stream };
        fileTask = onFile(
          { field: disposition.name, fileName: disposition.fileName, contentType: partContentType(headers) },
          stream,
        ).catch((error: unknown) => {
          fileFailed = error;
          failFile(error);
          stream.resume();
        });
      } else {
        part = { kind: 'field', name: disposition.name, chunks: [] };
      }
      state = 'body';
      return true;
    }
    return false;
  };

  const chunks = body[Symbol.asyncIterator]();
  for (;;) {
    const next = await Promise.race([chunks.next(), fileFailure]);
    if (next.done) break;
    if (state === 'done') continue;
    buffer = buffer.length === 0 ? Buffer.from(next.value) : Buffer.concat([buffer, next.value]);
    while (await step()) {
      // keep parsing what is buffered
    }
  }
  if (state !== 'done') {
    const open = part as Part | null;
    if (open?.kind === 'file') {
      open.stream.destroy(new MultipartError('The upload was cut off.'));
      await fileTask;
    }
    throw new MultipartError('The form ended before its last boundary (the upload was cut off).');
  }
  return fields;
}
