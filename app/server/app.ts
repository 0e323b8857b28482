import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { API_PREFIX } from '../../core/api/api.constants.ts';
import { clientErrorRoutes } from './client-errors/client-error-routes.ts';
import { commentRoutes } from './comments/comment-routes.ts';
import type { Config } from './config.ts';
import { publicPageRoutes } from './courses/public-page-routes.ts';
import type { Db } from './db/client.ts';
import { reportServerError } from './error-reporting.ts';
import { fileResponsePolicy, fileRoutes, uploadRoutes } from './files/file-routes.ts';
import { createFileStorage, type FileStorage } from './files/storage.ts';
import { apiBodyLimit } from './http/api-body-limit.ts';
import type { AppEnv } from './http/app-env.ts';
import { requestIsHttps } from './http/client-address.ts';
import { compressJson } from './http/compress-json.ts';
import { HttpError, INTERNAL_ERROR_MESSAGE } from './http/http-error.ts';
import { createPageBoot } from './http/page-boot.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { lessonPageHtmlRoutes } from './lesson-page/lesson-page-html.ts';
import { lessonPageRoutes } from './lesson-page/lesson-page-routes.ts';
import { lessonRoutes } from './lessons/lesson-routes.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { playerRoutes } from './player/player-routes.ts';
import { accountRoutes } from './routes/account.ts';
import { accountSecurityRoutes } from './routes/account-security.ts';
import { authRoutes } from './routes/auth.ts';
import { cabinetRoutes } from './routes/cabinets.ts';
import { courseRoutes } from './routes/courses.ts';
import { healthRoutes } from './routes/health.ts';
import { quizRoutes } from './routes/quiz.ts';
import { quizExpertRoutes } from './routes/quiz-expert.ts';
import { translationRoutes } from './routes/translations.ts';
import { webRoutes } from './web/serve-web.ts';

/** Largest JSON body the API reads. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/** What the app is built from; `webRoot` serves a built web app (production). */
export interface CreateAppOptions {
  db: Db;
  config: Config;
  logger: Logger;
  webRoot?: string | undefined;
  /** Folder of `{lang}/{group}.json` interface texts; app/server/translations by default. */
  translationsDir?: string | undefined;
  /** Where file bytes live; from the configuration (data dir or S3) unless given. */
  storage?: FileStorage | undefined;
}

/** The whole HTTP application: API under /api/v1, /healthz, and the web app when `webRoot` is given. */
export function createApp({ db, config, logger, webRoot, translationsDir, storage }: CreateAppOptions) {
  const deps = { db, config, logger };
  const fileDeps = { ...deps, storage: storage ?? createFileStorage(config) };
  const app = new Hono<AppEnv>();

  app.use(requestContext(logger));
  // Outside the security headers, so a file answer keeps its stricter policy (see files/file-routes.ts).
  app.use(`${API_PREFIX}/files/*`, fileResponsePolicy());
  app.use(
    securityHeaders(
      (url, proto) => requestIsHttps(url, proto, config.trustProxy),
      config.browserSentryOrigin ? [config.browserSentryOrigin] : [],
    ),
  );
  // Resumable and single-request uploads stream bodies of any size: mounted before the 1 MB limit.
  app.route('/', uploadRoutes(fileDeps));
  app.use(
    `${API_PREFIX}/*`,
    apiBodyLimit({
      maxSize: API_BODY_LIMIT_BYTES,
      onError: (c) => c.json({ message: 'The request body is too large (at most 1 MB).' }, 413),
    }),
  );
  app.use(`${API_PREFIX}/*`, async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  // Large JSON answers go compressed; file bytes (Range, media) and uploads never (docs/performance.md).
  app.use(`${API_PREFIX}/*`, compressJson({ except: [`${API_PREFIX}/files/`, `${API_PREFIX}/uploads`] }));

  const api = new Hono<AppEnv>();
  api.route('/', authRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/', accountSecurityRoutes(deps));
  api.route('/', cabinetRoutes(deps));
  api.route('/', courseRoutes(deps));
  api.route('/', lessonRoutes(deps));
  api.route('/', publicPageRoutes(deps));
  api.route('/', quizRoutes(deps));
  api.route('/', quizExpertRoutes(deps));
  api.route('/', commentRoutes(deps));
  api.route('/', mediaRoutes(deps));
  api.route('/', playerRoutes(deps));
  api.route('/', clientErrorRoutes(deps));
  api.route('/', lessonPageRoutes(deps));
  api.route('/', translationRoutes(deps, translationsDir));
  api.route('/', fileRoutes(fileDeps));
  app.route(API_PREFIX, api);
  app.route('/', healthRoutes(deps));

  app.all('/api/*', (c) => c.json({ message: `There is no API call ${c.req.method} ${c.req.path}.` }, 404));
  if (webRoot) {
    // Each page carries what the app starts from, made by calling this app's own routes in process.
    const boot = createPageBoot(deps, (request, env) => app.fetch(request, env as object));
    app.route('/', lessonPageHtmlRoutes(deps, webRoot, boot));
    app.route('/', webRoutes(webRoot, { boot }));
  }

  app.notFound((c) => c.json({ message: `Nothing here: ${c.req.method} ${c.req.path}.` }, 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(
        error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
        error.status,
      );
    }
    if (error instanceof HTTPException) {
      const message = /malformed json/i.test(error.message)
        ? 'The request body is not valid JSON.'
        : error.message || 'The request could not be handled.';
      return c.json({ message }, error.status);
    }
    (c.get('logger') ?? logger).error(
      { err: error, method: c.req.method, path: c.req.path },
      'unhandled error',
    );
    reportServerError(error, { method: c.req.method, path: c.req.path, reqId: c.get('requestId') });
    return c.json({ message: INTERNAL_ERROR_MESSAGE }, 500);
  });

  return app;
}

/** The Hono app type, for specs and the server entry. */
export type App = ReturnType<typeof createApp>;
