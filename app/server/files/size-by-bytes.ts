/**
 * The size limit by what a file is (spec 2 §5; the rule is `uploadSizeLimitByBytes` in core): the type
 * a file declares lets it start, up to 6 GB for video, and its first bytes decide before more is
 * stored. A file over 1 GB whose first SNIFF_BYTES are not video is refused (413) as soon as they have
 * arrived: a tus upload when the PATCH (or the creation-with-upload POST) that brings them comes in,
 * a storage upload while it streams. `recordFinishedUpload` checks the same bytes again at the end.
 */
import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import {
  sizeNeedsVideoBytes,
  uploadSizeLimit,
  uploadSizeLimitByBytes,
  uploadSizeLimitLabel,
} from '../../../core/upload/upload-refusal.ts';
import { SNIFF_BYTES, sniffFileType } from './file-types.ts';
import { MULTIPART_FIELDS_MAX_BYTES, MultipartError } from './multipart-stream.ts';

/** The name and type a client declared for its file. */
export interface DeclaredFile {
  name: string;
  type: string | null;
}

/** The 413 message, with the limit's text of spec 2 §5 ('6000 mB' or '1000 mB'). */
export function tooLargeMessage(limit: number): string {
  return `The file is too large: at most ${uploadSizeLimitLabel(limit)}.`;
}

/** The limit a file's first bytes set when the file is larger than it; null when it may go on. */
export async function limitBreachedByHead(
  head: Uint8Array,
  declared: DeclaredFile,
  size: number,
): Promise<number | null> {
  const sniffed = await sniffFileType(head, declared);
  const limit = uploadSizeLimitByBytes({ name: declared.name, type: declared.type ?? '' }, sniffed.mimeType);
  return size > limit ? limit : null;
}

/** A tus request as the route hands it to tus: the web Request, and the Node stream on the direct road. */
export interface TusBody {
  request: Request;
  incoming: IncomingMessage | null;
}

/** An upload tus is about to store bytes of, as far as the head check needs it. */
export interface TusUploadState {
  declared: DeclaredFile;
  /** Upload-Length. */
  size: number;
  /** Bytes stored so far. */
  offset: number;
  /** The `offset` bytes already stored, or null where they cannot be read. */
  stored: () => Promise<Uint8Array | null>;
}

/**
 * Before tus stores bytes of an upload over 1 GB whose first SNIFF_BYTES are not all stored yet:
 * reads what this request brings (every byte stays in the body handed on), adds what is stored, and
 * once SNIFF_BYTES are known throws `SizeByBytesRefusal` when their type's limit is below the
 * upload's length. Answers the body to hand to tus.
 */
export async function checkTusHead(body: TusBody, upload: TusUploadState): Promise<TusBody> {
  if (!sizeNeedsVideoBytes(upload.size) || upload.offset >= SNIFF_BYTES) return body;
  const stored = upload.offset === 0 ? new Uint8Array() : await upload.stored();
  // The stored bytes cannot be read (S3 between parts): the finish decides.
  if (stored === null || stored.length !== upload.offset) return body;
  const wanted = SNIFF_BYTES - upload.offset;
  let fresh: Uint8Array;
  let next: TusBody;
  if (body.incoming) {
    const peeked = await peekIncoming(body.incoming, wanted);
    fresh = peeked.head;
    // A body that ended before enough bytes came cannot be put back: tus gets its bytes as a web body.
    next = peeked.ended
      ? { request: withBody(body.request, new Uint8Array(peeked.head)), incoming: null }
      : body;
  } else {
    const peeked = await peekWebBody(body.request.body, wanted);
    fresh = peeked.head;
    next = { request: withBody(body.request, peeked.body), incoming: null };
  }
  if (stored.length + fresh.length >= SNIFF_BYTES) {
    const head = Buffer.concat([stored, fresh]).subarray(0, SNIFF_BYTES);
    const limit = await limitBreachedByHead(head, upload.declared, upload.size);
    if (limit !== null) throw new SizeByBytesRefusal(limit);
  }
  return next;
}

/** A file refused because its bytes are not what its size needs; the answer is 413. */
export class SizeByBytesRefusal extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(tooLargeMessage(limit));
    this.name = 'SizeByBytesRefusal';
    this.limit = limit;
  }
}

function withBody(request: Request, body: BodyInit | null): Request {
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    duplex: 'half',
  } as RequestInit);
}

/**
 * The first `count` bytes of a web body (fewer when it ends first) and a body that carries every
 * byte again, the rest read on demand.
 */
export async function peekWebBody(
  source: ReadableStream<Uint8Array> | null,
  count: number,
): Promise<{ head: Uint8Array; body: ReadableStream<Uint8Array> | null }> {
  if (!source) return { head: new Uint8Array(), body: null };
  const reader = source.getReader();
  const chunks: Uint8Array[] = [];
  let have = 0;
  let ended = false;
  while (have < count) {
    const read = await reader.read();
    if (read.done) {
      ended = true;
      break;
    }
    chunks.push(read.value);
    have += read.value.length;
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (ended) controller.close();
    },
    async pull(controller) {
      const read = await reader.read();
      if (read.done) controller.close();
      else controller.enqueue(read.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { head: Buffer.concat(chunks), body };
}

/**
 * The first `count` bytes of an unread Node request, put back (`unshift`) and the stream paused, so
 * whoever reads it next gets every byte; `ended` when the body ended (or broke off) first, and then
 * `head` is all of it and nothing is put back.
 */
export function peekIncoming(
  incoming: IncomingMessage,
  count: number,
): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let have = 0;
    const finish = (ended: boolean) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('close', onEnd);
      incoming.off('error', onEnd);
      const head = Buffer.concat(chunks);
      if (!ended) {
        incoming.pause();
        incoming.unshift(head);
      }
      resolve({ head, ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      have += chunk.length;
      if (have >= count) finish(false);
    };
    const onEnd = () => finish(true);
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('close', onEnd);
    incoming.once('error', onEnd);
  });
}

/**
 * The storage upload's byte counter: passes the file part on, refusing it (MultipartError 413) past
 * its limit. The limit starts as the declared type's; once SNIFF_BYTES have passed it is the limit
 * by the bytes, and a request whose Content-Length says the file is beyond that is refused at once.
 */
export class StorageSizeGuard extends Transform {
  size = 0;
  private limit: number;
  private head: Buffer[] | null = [];
  private readonly declared: DeclaredFile;
  private readonly bodyLength: number | null;

  constructor(declared: DeclaredFile, bodyLength: number | null) {
    super();
    this.declared = declared;
    this.bodyLength = bodyLength;
    this.limit = uploadSizeLimit({ name: declared.name, type: declared.type ?? '' });
    // The refusal may come before the storage's pipeline listens (it awaits a folder first); the
    // pipeline then reads it from the destroyed stream, and it must not be thrown as unhandled.
    this.on('error', () => undefined);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit) {
      done(new MultipartError(tooLargeMessage(this.limit), 413));
      return;
    }
    if (!this.head) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    if (this.size < SNIFF_BYTES) {
      done(null, chunk);
      return;
    }
    const head = Buffer.concat(this.head).subarray(0, SNIFF_BYTES);
    this.head = null;
    void sniffFileType(head, this.declared).then(
      (sniffed) => {
        this.limit = uploadSizeLimitByBytes(
          { name: this.declared.name, type: this.declared.type ?? '' },
          sniffed.mimeType,
        );
        const surelyLarger =
          this.bodyLength !== null && this.bodyLength > this.limit + MULTIPART_FIELDS_MAX_BYTES;
        if (this.size > this.limit || surelyLarger) {
          done(new MultipartError(tooLargeMessage(this.limit), 413));
        } else done(null, chunk);
      },
      (error: unknown) => done(error as Error),
    );
  }
}
