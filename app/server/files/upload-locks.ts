/**
 * The lock a tus request holds on its upload, shared by every app server through the database.
 *
 * tus takes an upload's lock for every HEAD, PATCH, POST and DELETE, and asks the holder to let go
 * when another request needs it (a client that resumed while its old PATCH still hangs). In one
 * process that is @tus/server's MemoryLocker; with several app servers behind a round-robin proxy a
 * resumed upload reaches another server, so the lock must be seen by all of them:
 *
 * - In the process, MemoryLocker still orders the requests (and asks a local holder to let go at once).
 * - Across servers, the holder owns the upload's row in `upload_locks` under a lease in the database's
 *   clock, renewed every `renewMs`. A request that finds the row held sets `release_wanted` and tries
 *   again every `pollMs`; the holder reads the flag at its next renewal and stops its request (the bytes
 *   already written stay). A row whose lease ran out (its server died) is simply taken over.
 *
 * Why rows in PostgreSQL rather than advisory locks or Redis: a session advisory lock lives on one
 * connection, so every upload in progress would hold a connection out of the pool for its whole PATCH
 * (minutes for a large video) or need a connection of its own; and asking the holder to let go would
 * need LISTEN/NOTIFY on yet another connection. Redis would be a second service every deployment must
 * run and keep available for uploads alone. A leased row costs one statement to take, one to give back
 * and one per second while bytes flow, on the pool every server already has, and the same code runs
 * on the embedded database.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { MemoryLocker } from '@tus/server';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uploadLocks } from '../db/schema.ts';

/** How long a holder's claim counts without renewal (a dead server's uploads wait at most this). */
export const UPLOAD_LOCK_LEASE_MS = 10_000;
/** How often a holder renews its lease and looks whether another server wants the upload. */
export const UPLOAD_LOCK_RENEW_MS = 1_000;
/** How often a request waiting for a lock held elsewhere tries again. */
export const UPLOAD_LOCK_POLL_MS = 100;
/** How long a request waits for a lock before tus answers it with 500 (its ERR_LOCK_TIMEOUT). */
export const UPLOAD_LOCK_TIMEOUT_MS = 30_000;

export interface SharedUploadLockerOptions {
  db: Db;
  /** This server's name in the rows (host, pid and a random part unless given). */
  holder?: string;
  leaseMs?: number;
  renewMs?: number;
  pollMs?: number;
  timeoutMs?: number;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/** The tus locker over `upload_locks`, shared by every server on the same database. */
export function sharedUploadLocker(options: SharedUploadLockerOptions): Locker {
  const { db } = options;
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? UPLOAD_LOCK_LEASE_MS;
  const renewMs = options.renewMs ?? UPLOAD_LOCK_RENEW_MS;
  const pollMs = options.pollMs ?? UPLOAD_LOCK_POLL_MS;
  const timeoutMs = options.timeoutMs ?? UPLOAD_LOCK_TIMEOUT_MS;
  const local = new MemoryLocker({ acquireLockTimeout: timeoutMs });
  const leaseEnd = sql`now() + ${leaseMs} * interval '1 millisecond'`;

  /** Takes the row when it is free, lapsed or already ours; true when this server holds it now. */
  async function take(id: string): Promise<boolean> {
    const rows = await db
      .insert(uploadLocks)
      .values({ uploadId: id, holder, leaseUntil: leaseEnd, releaseWanted: false })
      .onConflictDoUpdate({
        target: uploadLocks.uploadId,
        set: { holder, leaseUntil: leaseEnd, releaseWanted: false },
        setWhere: sql`${uploadLocks.leaseUntil} < now() or ${uploadLocks.holder} = ${holder}`,
      })
      .returning({ holder: uploadLocks.holder });
    return rows.length > 0;
  }

  return {
    newLock(id: string): Lock {
      const inner = local.newLock(id);
      let renewal: NodeJS.Timeout | undefined;
      return {
        async lock(signal: AbortSignal, cancelRequest: RequestRelease) {
          await inner.lock(signal, cancelRequest);
          try {
            const deadline = Date.now() + timeoutMs;
            while (!(await take(id))) {
              if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
              await db
                .update(uploadLocks)
                .set({ releaseWanted: true })
                .where(and(eq(uploadLocks.uploadId, id), ne(uploadLocks.holder, holder)));
              await sleep(pollMs, signal);
            }
          } catch (error) {
            await inner.unlock();
            throw error;
          }
          let asked = false;
          renewal = setInterval(() => {
            db.update(uploadLocks)
              .set({ leaseUntil: leaseEnd })
              .where(and(eq(uploadLocks.uploadId, id), eq(uploadLocks.holder, holder)))
              .returning({ releaseWanted: uploadLocks.releaseWanted })
              .then(
                (rows) => {
                  // Another server wants the upload, or the lease was lost: stop writing, keep what arrived.
                  if (!asked && (rows.length === 0 || rows[0]!.releaseWanted)) {
                    asked = true;
                    void cancelRequest();
                  }
                },
                () => undefined,
              );
          }, renewMs);
          renewal.unref();
        },
        async unlock() {
          clearInterval(renewal);
          renewal = undefined;
          try {
            await db
              .delete(uploadLocks)
              .where(and(eq(uploadLocks.uploadId, id), eq(uploadLocks.holder, holder)));
          } finally {
            await inner.unlock();
          }
        },
      };
    },
  };
}
