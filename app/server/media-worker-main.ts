/**
 * A media worker on its own: no HTTP, only the media queue. For deployments that keep ffmpeg off the
 * app servers (run those with LECTERN_MEDIA_WORKER=0) or add converting capacity on separate machines.
 * It reads the same environment as an app server (DATABASE_URL, STORAGE_DRIVER and S3_*, LOG_LEVEL),
 * applies migrations like a server start, and on SIGTERM or SIGINT hands its job in hand back to the
 * queue before exiting; a worker killed outright loses its job only until the lease runs out.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './db/client.ts';
import { createFileStorage } from './files/storage.ts';
import { createLogger } from './logger.ts';
import { configOrExit } from './main.ts';
import { checkMediaTools, mediaToolsSummary } from './media/media-tools.ts';
import { createMediaWorker } from './media/media-worker.ts';

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const config = configOrExit();
  const logger = createLogger({ level: config.logLevel });
  const database = await openDatabase(config);
  await database.migrate();
  const tools = await checkMediaTools();
  if (!tools.ready) logger.warn({ missing: tools.missing, install: tools.install }, tools.problem);
  // LECTERN_MEDIA_JOB_LEASE_SECONDS (default 60): how long a job of a worker that died waits for another.
  const leaseSeconds = Number(process.env.LECTERN_MEDIA_JOB_LEASE_SECONDS);
  const lease =
    Number.isFinite(leaseSeconds) && leaseSeconds > 0
      ? { leaseMs: leaseSeconds * 1000, heartbeatMs: (leaseSeconds * 1000) / 4, pollMs: 250 }
      : {};
  const worker = createMediaWorker({ db: database.db, storage: createFileStorage(config), logger, ...lease });
  worker.start();
  logger.info({ worker: worker.workerId, media: mediaToolsSummary(tools) }, 'media worker started');
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'media worker stopping');
    worker
      .stop()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error) => {
          logger.error({ err: error }, 'media worker shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
