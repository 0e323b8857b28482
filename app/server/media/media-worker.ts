import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { FileStorage } from '../files/storage.ts';
import {
  MEDIA_JOB_BACKOFF_MS,
  MEDIA_JOB_HEARTBEAT_MS,
  MEDIA_JOB_LEASE_MS,
  MEDIA_JOB_MAX_ATTEMPTS,
  MEDIA_JOB_POLL_MS,
} from './media.constants.ts';
import {
  type ClaimedMediaJob,
  claimMediaJob,
  failMediaJob,
  MediaJobLostError,
  type MediaQueueOptions,
  onMediaJobQueued,
  releaseMediaJob,
  renewMediaJobLease,
} from './media-jobs.ts';

/**
 * The ffmpeg glue (probing, transcoding, HLS) is imported with the first job a worker claims, so a
 * server whose queue stays empty never loads it (docs/benchmarks.md, the idle memory).
 */
const mediaProcessing = () => import('./process-media-file.ts');

/** What a worker is built from; the timings default to media.constants.ts. */
export interface MediaWorkerOptions extends Partial<MediaQueueOptions> {
  db: Db;
  storage: FileStorage;
  logger: Logger;
  workerId?: string;
  heartbeatMs?: number;
  pollMs?: number;
}

/** A running media worker: `stop()` hands back the job in hand and resolves once it has. */
export interface MediaWorker {
  readonly workerId: string;
  start(): void;
  stop(): Promise<void>;
  /** Looks for a job now instead of at the next poll. */
  wake(): void;
}

/**
 * Runs media jobs one at a time from the database queue: claims one, renews its lease while ffmpeg
 * works, records the result or the failure, and waits for the next. Several workers (in one process
 * or many) share the queue safely.
 */
export function createMediaWorker(options: MediaWorkerOptions): MediaWorker {
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const queue: MediaQueueOptions = {
    leaseMs: options.leaseMs ?? MEDIA_JOB_LEASE_MS,
    maxAttempts: options.maxAttempts ?? MEDIA_JOB_MAX_ATTEMPTS,
    backoffMs: options.backoffMs ?? MEDIA_JOB_BACKOFF_MS,
  };
  const heartbeatMs = options.heartbeatMs ?? MEDIA_JOB_HEARTBEAT_MS;
  const pollMs = options.pollMs ?? MEDIA_JOB_POLL_MS;
  const { db, storage } = options;
  const logger = options.logger.child({ worker: workerId });

  let running = false;
  let loop: Promise<void> | undefined;
  let current: AbortController | undefined;
  let wakeUp: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;

  const wake = () => wakeUp?.();
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  async function runJob(job: ClaimedMediaJob): Promise<void> {
    const controller = new AbortController();
    current = controller;
    const { LastingMediaError, MediaFailure, processMediaFile } = await mediaProcessing();
    const heartbeat = setInterval(() => {
      renewMediaJobLease(db, job, workerId, queue.leaseMs).then(
        (held) => {
          if (!held) controller.abort(new MediaJobLostError(job.id));
        },
        (error) => logger.warn({ err: error, job: job.id }, 'media job heartbeat failed'),
      );
    }, heartbeatMs);
    try {
      // A stop during the import above hands the job back, as a stop during the work does.
      controller.signal.throwIfAborted();
      await processMediaFile({ db, storage, workerId, signal: controller.signal }, job);
      logger.info({ job: job.id, file: job.fileId }, 'media job done');
    } catch (error) {
      if (controller.signal.reason instanceof MediaJobLostError || error instanceof MediaJobLostError) {
        logger.warn({ job: job.id }, 'media job taken over by another worker; result dropped');
      } else if (!running && controller.signal.aborted) {
        await releaseMediaJob(db, job, workerId);
        logger.info({ job: job.id }, 'media job handed back on shutdown');
      } else {
        const lasting = error instanceof LastingMediaError;
        const reason = error instanceof Error ? error.message : String(error);
        const coded = error instanceof MediaFailure ? { code: error.code, params: error.params } : {};
        const outcome = await failMediaJob(db, job, workerId, { reason, lasting, ...coded }, queue).catch(
          (failure: unknown) => {
            if (failure instanceof MediaJobLostError) return 'lost' as const;
            throw failure;
          },
        );
        logger.warn({ job: job.id, file: job.fileId, outcome, reason, ...coded }, 'media job failed');
      }
    } finally {
      clearInterval(heartbeat);
      current = undefined;
    }
  }

  async function run(): Promise<void> {
    while (running) {
      let job: ClaimedMediaJob | null = null;
      try {
        job = await claimMediaJob(db, workerId, queue);
      } catch (error) {
        if (!running) break;
        logger.warn({ err: error }, 'media job claim failed');
      }
      if (job && running) await runJob(job);
      else if (job) await releaseMediaJob(db, job, workerId);
      else if (running) await idle();
    }
  }

  return {
    workerId,
    start() {
      if (running) return;
      running = true;
      unsubscribe = onMediaJobQueued(wake);
      loop = run().catch((error) => logger.error({ err: error }, 'media worker stopped by an error'));
    },
    async stop() {
      running = false;
      unsubscribe?.();
      current?.abort();
      wake();
      await loop;
    },
    wake,
  };
}
