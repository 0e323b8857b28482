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

/** The file stream's buffer: chunks that arrive during one write go down together in one writev (1 MiB). */
const WRITE_BUFFER_BYTES = 1024 * 1024;

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
        if (!file.write(chunk)) incoming.pause();
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
