import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { deleteExpiredSessions } from './auth/session-store.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { flushServerErrorReporting, startServerErrorReporting } from './error-reporting.ts';
import { createFileStorage } from './files/storage.ts';
import { sweepExpiredUploads } from './files/tus-uploads.ts';
import { isUploadBodyRequest, uploadRequestListener } from './files/upload-request-listener.ts';
import { createLogger } from './logger.ts';
import { checkMediaTools, mediaToolsSummary } from './media/media-tools.ts';
import { createMediaWorker } from './media/media-worker.ts';
import { finishExpiredAttempts } from './quiz/expire-attempts.ts';
import { EXPIRED_ATTEMPT_SWEEP_MS, quizNow } from './quiz/quiz-clock.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { WEB_DIST_DIR } from './web/serve-web.ts';

/** How long shutdown waits for requests in flight before closing their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;
const SESSION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** How often unfinished resumable uploads past their expiry are removed. */
const UPLOAD_SWEEP_INTERVAL_MS = 15 * 60 * 1000;
const REPOSITORY_ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** A running server: where it listens and how to stop it gracefully. */
export interface RunningServer {
  url: string;
  database: Database;
  logger: Logger;
  close(): Promise<void>;
}

/** How the web app is served: the built files (production), Vite with HMR (dev), or not at all. */
export type WebMode = 'static' | 'vite' | 'none';

/**
 * Opens the database, runs migrations, writes demo data when configured, and listens. The web app
 * comes from dist/web in production and from Vite's dev middleware in dev.
 */
export async function startServer(options: {
  config: Config;
  logger?: Logger;
  web?: WebMode;
}): Promise<RunningServer> {
  const { config } = options;
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const web = options.web ?? (config.isProduction ? 'static' : 'none');

  if (await startServerErrorReporting({ dsn: config.sentryDsn, environment: config.nodeEnv, logger }))
    logger.info('errors are reported to Sentry as well as logged');
  const database = await openDatabase(config);
  await database.migrate();
  logger.info({ database: database.kind }, 'database ready, migrations applied');
  if (config.demo && (await seedDemo(database.db, { storage: createFileStorage(config), logger })))
    logger.info('demo data written');

  let webRoot: string | undefined;
  if (web === 'static') {
    const webDir = process.env.LECTERN_WEB_DIR || WEB_DIST_DIR;
    if (existsSync(path.join(webDir, 'index.html'))) webRoot = webDir;
    else logger.warn({ dir: webDir }, 'no built web app found; run `npm run build` to serve it');
  }
  const app = createApp({ db: database.db, config, logger, webRoot, storage: createFileStorage(config) });
  const honoListener = getRequestListener(app.fetch);

  const server: Server = createServer();
  let handler: (request: IncomingMessage, response: ServerResponse) => void = honoListener;
  let closeVite: () => Promise<void> = async () => {};
  if (web === 'vite') {
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({
      configFile: path.join(REPOSITORY_ROOT, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server } },
      appType: 'spa',
    });
    closeVite = () => vite.close();
    handler = (request, response) => {
      const url = request.url ?? '/';
      if (url.startsWith('/api/') || url.startsWith('/healthz')) return void honoListener(request, response);
      vite.middlewares(request, response, () => void honoListener(request, response));
    };
  }
  // Upload bodies (tus, storage) reach the same app through a listener that does not copy every chunk.
  const uploads = uploadRequestListener(app.fetch);
  server.on('request', (request, response) =>
    isUploadBodyRequest(request) ? void uploads(request, response) : handler(request, response),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  const url = `http://${shownHost}:${address.port}`;
  // ffmpeg is looked for once here, so an operator reads at start whether media can be converted.
  const mediaTools = await checkMediaTools();
  logger.info({ url, web, media: mediaToolsSummary(mediaTools) }, 'listening');
  if (!mediaTools.ready)
    logger.warn({ missing: mediaTools.missing, install: mediaTools.install }, mediaTools.problem);

  const sweep = setInterval(() => {
    deleteExpiredSessions(database.db).catch((error) => logger.warn({ err: error }, 'session sweep failed'));
  }, SESSION_SWEEP_INTERVAL_MS);
  sweep.unref();
  // Attempts whose time ran out are finished by the server even if their student never comes back.
  const finishExpired = () =>
    finishExpiredAttempts(database.db, quizNow()).then(
      (finished) => finished > 0 && logger.info({ finished }, 'expired quiz attempts finished'),
      (error) => logger.warn({ err: error }, 'quiz attempt sweep failed'),
    );
  let sweeping = finishExpired();
  const attemptSweep = setInterval(() => {
    sweeping = finishExpired();
  }, EXPIRED_ATTEMPT_SWEEP_MS);
  attemptSweep.unref();
  // Unfinished resumable uploads past LECTERN_UPLOAD_EXPIRY_HOURS are removed; finished files stay.
  const uploadStorage = createFileStorage(config);
  const uploadSweep = setInterval(() => {
    sweepExpiredUploads(uploadStorage, config.uploadExpiryMs).then(
      (removed) => removed > 0 && logger.info({ removed }, 'expired uploads removed'),
      (error) => logger.warn({ err: error }, 'upload sweep failed'),
    );
  }, UPLOAD_SWEEP_INTERVAL_MS);
  uploadSweep.unref();
  // Video and audio waiting in the media queue (also jobs left by a server that stopped) are converted here.
  // LECTERN_MEDIA_WORKER=0 leaves them to media workers of their own (app/server/media-worker-main.ts).
  const mediaWorker = config.mediaWorker
    ? createMediaWorker({ db: database.db, storage: createFileStorage(config), logger })
    : undefined;
  mediaWorker?.start();

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      clearInterval(sweep);
      clearInterval(attemptSweep);
      clearInterval(uploadSweep);
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await stopped;
      clearTimeout(force);
      await closeVite();
      await sweeping;
      await mediaWorker?.stop();
      await database.close();
      await flushServerErrorReporting();
      logger.info('stopped');
    })());

  return { url, database, logger, close };
}

/** Stops the server gracefully on SIGTERM and SIGINT: in-flight requests finish, then the database closes. */
export function closeOnSignals(running: RunningServer): void {
  const stop = (signal: NodeJS.Signals) => {
    running.logger.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      (error) => {
        running.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** Loads the configuration, or prints what is wrong with it and exits. */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const running = await startServer({ config: configOrExit() });
  closeOnSignals(running);
}
