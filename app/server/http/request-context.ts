import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env.ts';

/** Header that carries the request id in and out. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
const INCOMING_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Gives each request an id (the caller's X-Request-Id when it looks sane), a child logger that
 * carries it, echoes it in the answer and writes one JSON log line when the answer is ready.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const requestLogger = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('logger', requestLogger);
    const started = performance.now();
    await next();
    c.header(REQUEST_ID_HEADER, requestId);
    requestLogger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: c.get('auth')?.user.id,
      },
      'request',
    );
  };
}
