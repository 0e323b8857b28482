import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { files, mediaJobs } from '../db/schema.ts';

/** A job as a worker holds it. */
export interface ClaimedMediaJob {
  id: number;
  fileId: number;
  /** Claims so far, this one included. */
  attempts: number;
}

/** Timing and limits of the queue, from media.constants.ts unless a spec shortens them. */
export interface MediaQueueOptions {
  leaseMs: number;
  maxAttempts: number;
  backoffMs: number;
}

/** Reason given when a job's workers kept dying (their leases ran out every time). */
export const WORKER_LOST_REASON =
  'Processing was interrupted too many times (the media worker stopped while converting this file).';

/** Wakes the workers of this process when a job is queued here (others find it by polling). */
const wakers = new Set<() => void>();

/** Registers a worker's wake-up; answers the function that removes it. */
export function onMediaJobQueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/**
 * Queues processing of a file (or queues it again): its status turns pending. Runs in the caller's
 * transaction, so the file and its job are recorded together.
 */
export async function queueMediaJob(db: Db, fileUuid: string): Promise<void> {
  const [file] = await db
    .update(files)
    .set({
      processStatus: 'pending',
      processError: null,
      processErrorCode: null,
      processErrorParams: null,
      updatedAt: sql`now()`,
    })
    .where(eq(files.uuid, fileUuid))
    .returning({ id: files.id });
  if (!file) throw new Error(`No file ${fileUuid} to process.`);
  await db
    .insert(mediaJobs)
    .values({ fileId: file.id })
    .onConflictDoUpdate({
      target: mediaJobs.fileId,
      set: {
        status: 'queued',
        attempts: 0,
        runAfter: sql`now()`,
        lockedBy: null,
        leaseUntil: null,
        lastError: null,
        updatedAt: sql`now()`,
      },
    });
  // After the caller's transaction has most likely committed; polling covers the rest.
  setTimeout(() => {
    for (const wake of wakers) wake();
  }, 100).unref();
}

/**
 * Claims the next job that is due, or one whose holder's lease ran out (its worker died), with
 * `FOR UPDATE SKIP LOCKED` so two workers never take the same job. A job whose workers died
 * `maxAttempts` times is given up here, and the next one is looked at.
 */
export async function claimMediaJob(
  db: Db,
  workerId: string,
  options: MediaQueueOptions,
): Promise<ClaimedMediaJob | null> {
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const [job] = await tx
        .select({ id: mediaJobs.id, fileId: mediaJobs.fileId, attempts: mediaJobs.attempts })
        .from(mediaJobs)
        .where(
          sql`(${mediaJobs.status} = 'queued' and ${mediaJobs.runAfter} <= now())
            or (${mediaJobs.status} = 'running' and ${mediaJobs.leaseUntil} < now())`,
        )
        .orderBy(mediaJobs.runAfter, mediaJobs.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return null;
      if (job.attempts >= options.maxAttempts) {
        await giveUp(tx as unknown as Db, job.id, job.fileId, {
          reason: WORKER_LOST_REASON,
          code: 'worker_lost',
        });
        return 'given-up' as const;
      }
      const [claimed] = await tx
        .update(mediaJobs)
        .set({
          status: 'running',
          attempts: sql`${mediaJobs.attempts} + 1`,
          lockedBy: workerId,
          leaseUntil: sql`now() + make_interval(secs => ${options.leaseMs / 1000})`,
          updatedAt: sql`now()`,
        })
        .where(eq(mediaJobs.id, job.id))
        .returning({ id: mediaJobs.id, fileId: mediaJobs.fileId, attempts: mediaJobs.attempts });
      await tx
        .update(files)
        .set({ processStatus: 'processing', updatedAt: sql`now()` })
        .where(eq(files.id, job.fileId));
      return claimed ?? null;
    });
    if (outcome !== 'given-up') return outcome;
  }
}

/** Renews the holder's lease; false when the job is no longer this worker's (another took it). */
export async function renewMediaJobLease(
  db: Db,
  job: ClaimedMediaJob,
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const renewed = await db
    .update(mediaJobs)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`, updatedAt: sql`now()` })
    .where(and(eq(mediaJobs.id, job.id), eq(mediaJobs.lockedBy, workerId), eq(mediaJobs.status, 'running')))
    .returning({ id: mediaJobs.id });
  return renewed.length > 0;
}

/** Thrown when a worker finishes a job it no longer holds: its work is thrown away. */
export class MediaJobLostError extends Error {
  constructor(jobId: number) {
    super(`Media job ${jobId} is no longer held by this worker.`);
    this.name = 'MediaJobLostError';
  }
}

/** Marks the job done; in the transaction that records the results, and only while still held. */
export async function completeMediaJob(db: Db, job: ClaimedMediaJob, workerId: string): Promise<void> {
  const done = await db
    .update(mediaJobs)
    .set({ status: 'done', lockedBy: null, leaseUntil: null, lastError: null, updatedAt: sql`now()` })
    .where(and(eq(mediaJobs.id, job.id), eq(mediaJobs.lockedBy, workerId), eq(mediaJobs.status, 'running')))
    .returning({ id: mediaJobs.id });
  if (done.length === 0) throw new MediaJobLostError(job.id);
}

/** Why a job failed: the English words, and the code with its values that clients show translated. */
export interface MediaJobFailure {
  reason: string;
  code?: string | null;
  params?: Record<string, string> | null;
}

async function giveUp(
  db: Db,
  jobId: number,
  fileId: number,
  { reason, code = null, params = null }: MediaJobFailure,
): Promise<void> {
  await db
    .update(mediaJobs)
    .set({ status: 'failed', lockedBy: null, leaseUntil: null, lastError: reason, updatedAt: sql`now()` })
    .where(eq(mediaJobs.id, jobId));
  await db
    .update(files)
    .set({
      processStatus: 'failed',
      processError: reason,
      processErrorCode: code,
      processErrorParams: params,
      updatedAt: sql`now()`,
    })
    .where(eq(files.id, fileId));
}

/**
 * Records a failed attempt: a lasting failure (or the last attempt) fails the file with `reason`;
 * otherwise the job waits `backoffMs` × 2^(attempts−1) and is tried again, the file pending.
 */
export async function failMediaJob(
  db: Db,
  job: ClaimedMediaJob,
  workerId: string,
  failure: MediaJobFailure & { lasting: boolean },
  options: MediaQueueOptions,
): Promise<'retrying' | 'failed'> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: mediaJobs.id })
      .from(mediaJobs)
      .where(and(eq(mediaJobs.id, job.id), eq(mediaJobs.lockedBy, workerId)))
      .for('update');
    if (!held) throw new MediaJobLostError(job.id);
    if (failure.lasting || job.attempts >= options.maxAttempts) {
      await giveUp(tx as unknown as Db, job.id, job.fileId, failure);
      return 'failed' as const;
    }
    const delaySeconds = (options.backoffMs * 2 ** (job.attempts - 1)) / 1000;
    await tx
      .update(mediaJobs)
      .set({
        status: 'queued',
        lockedBy: null,
        leaseUntil: null,
        lastError: failure.reason,
        runAfter: sql`now() + make_interval(secs => ${delaySeconds})`,
        updatedAt: sql`now()`,
      })
      .where(eq(mediaJobs.id, job.id));
    await tx
      .update(files)
      .set({ processStatus: 'pending', updatedAt: sql`now()` })
      .where(eq(files.id, job.fileId));
    return 'retrying' as const;
  });
}

/** Hands a job back untouched (the worker is shutting down): due at once, the claim not counted. */
export async function releaseMediaJob(db: Db, job: ClaimedMediaJob, workerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const released = await tx
      .update(mediaJobs)
      .set({
        status: 'queued',
        attempts: sql`greatest(${mediaJobs.attempts} - 1, 0)`,
        lockedBy: null,
        leaseUntil: null,
        runAfter: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(mediaJobs.id, job.id), eq(mediaJobs.lockedBy, workerId), eq(mediaJobs.status, 'running')))
      .returning({ id: mediaJobs.id });
    if (released.length > 0)
      await tx
        .update(files)
        .set({ processStatus: 'pending', updatedAt: sql`now()` })
        .where(eq(files.id, job.fileId));
  });
}
