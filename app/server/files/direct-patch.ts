/**
 * The fast path of a tus PATCH on the local store: the request's own Node stream piped to the file.
 *
 * @tus/server still handles the request (Tus-Resumable, offset check → 409, Content-Length over the
 * upload → 413, expiry → 410, locking, Upload-Offset and Upload-Expires in the answer, the finish
 * hook); only the bytes take another road. Through @tus/server they pass a web stream, a Node stream
 * made from it, a PassThrough, a size limiter and FileStore's counting Transform before a 16 kB-buffered
 * file stream: four hops per 64 kB socket chunk, each with its own objects, and a write syscall per
 * chunk. Here the route hands the untouched IncomingMessage over in `directPatchBody` (an
 * AsyncLocalStorage, so concurrent PATCHes never see each other's body), tus is given a bodyless
 * Request, and `DirectFileStore.write` pipes the IncomingMessage into a write stream at the offset with
 * a large buffer, which Node flushes with writev: one syscall for many chunks, one stage in all.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { MemoryLocker } from '@tus/server';
import type { Lock, Locker, RequestRelease } from '@tus/utils';
import { assertStorageKey } from './storage.ts';

/**
 * The file stream's buffer: chunks that arrive during one write go down together in one writev (1 MiB).
 * By hand (2026-11-25, CPU per GiB to disk): 256 KiB no different, 4 MiB about 1.4× dearer.
 */
const WRITE_BUFFER_BYTES = 1024 * 1024;

/**
 * Frees a socket chunk's bytes once they are on disk, instead of when V8 next collects the chunk's
 * Buffer. Each chunk of a request body is a Buffer of its own (up to 64 kB) over an ArrayBuffer of
 * its own, whose bytes V8 counts as external memory; the chunk's JavaScript objects are so small that
 * the young generation hardly ever fills, so those bytes pile up until they make V8 collect its whole
 * old generation (the app's heap of about 33 MiB) some 15–25 times per GiB. Detaching the ArrayBuffer
 * (`transfer(0)`) gives its bytes back at once and takes them out of V8's count. Only a chunk that
 * owns its whole ArrayBuffer is detached, never a view into a pooled or shared one.
 */
export function releaseChunk(chunk: Buffer | undefined): void {
  if (!chunk) return;
  const { buffer } = chunk;
  if (chunk.byteOffset !== 0 || chunk.byteLength !== buffer.byteLength) return;
  if (!(buffer instanceof ArrayBuffer) || buffer.byteLength === 0) return;
  // ES2024's ArrayBuffer.prototype.transfer (Node 24), beyond the project's TypeScript lib.
  (buffer as ArrayBuffer & { transfer(length: number): ArrayBuffer }).transfer(0);
}

/** One PATCH whose body goes straight to the file. */
export interface DirectPatch {
  incoming: IncomingMessage;
  /** The upload's declared length (uploads of deferred length are refused at creation). */
  size: number;
  /** Set while the bytes flow: stops them (keeping what arrived) when another request needs the lock. */
  release?: () => void;
}

export const directPatchBody = new AsyncLocalStorage<DirectPatch>();

function sizeExceeded() {
  return { status_code: 413, body: 'Maximum size exceeded\n' };
}

/** FileStore whose `write` takes the PATCH body from `directPatchBody` when one is there. */
export class DirectFileStore extends FileStore {
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const patch = directPatchBody.getStore();
    if (!patch) return super.write(readable, id, offset);
    // tus handed an empty body; drain it so its pipeline settles.
    readable.resume();
    const { incoming } = patch;
    const limit = patch.size - offset;
    const file = createWriteStream(path.join(this.directory, assertStorageKey(id)), {
      flags: 'r+',
      start: offset,
      highWaterMark: WRITE_BUFFER_BYTES,
    });
    let received = 0;
    let failure: unknown = null;
    // Chunks handed to the file and not yet on disk, oldest first (the stream calls back in order).
    const pending: Buffer[] = [];
    const written = () => releaseChunk(pending.shift());
    await new Promise<void>((resolve) => {
      let stopped = false;
      // Keeps what arrived: the file is flushed and closed, the offset is what is on disk.
      const stop = (error?: unknown) => {
        if (stopped) return;
        stopped = true;
        if (error !== undefined) failure = error;
        incoming.off('data', onData);
        file.end();
      };
      // What pipe() does, with the count and the limit in the same listener: no extra stage.
      const onData = (chunk: Buffer) => {
        received += chunk.length;
        if (received > limit) {
          // tus answers 413; the rest of the body is read and dropped, as Node does after an answer.
          stop(sizeExceeded());
          incoming.resume();
          return;
        }
        pending.push(chunk);
        if (!file.write(chunk, written)) incoming.pause();
      };
      patch.release = () => stop();
      file.on('drain', () => {
        if (!stopped) incoming.resume();
      });
      file.once('close', resolve);
      file.once('error', (error) => {
        failure ??= error;
        stopped = true;
        incoming.off('data', onData);
        resolve();
      });
      incoming.on('data', onData);
      incoming.once('end', () => stop());
      incoming.once('error', () => stop());
      incoming.once('close', () => stop());
      incoming.resume();
    });
    patch.release = undefined;
    if (failure !== null) {
      if (typeof failure === 'object' && failure && 'status_code' in failure) throw failure;
      throw { status_code: 500, body: 'Something went wrong writing the file\n' };
    }
    return offset + file.bytesWritten;
  }
}

/**
 * The tus locker (MemoryLocker unless given, e.g. the shared one of upload-locks.ts), and when another
 * request asks for an upload's lock (a client that resumed while its old PATCH still hangs), the direct
 * write holding it stops as tus's own would.
 */
export function directPatchLocker(inner: Locker = new MemoryLocker()): Locker {
  return {
    newLock(id: string): Lock {
      const lock = inner.newLock(id);
      return {
        lock(signal: AbortSignal, cancelRequest: RequestRelease) {
          const holder = directPatchBody.getStore();
          return lock.lock(signal, () => {
            holder?.release?.();
            return cancelRequest();
          });
        },
        unlock: () => lock.unlock(),
      };
    },
  };
}
