import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Hono's body limit, without reading `c.req.raw.body` first where the headers answer: that read turns
 * the Node server's light request into a full Fetch request with a stream over the socket, on every API
 * call, and the JSON body is then read through that stream instead of straight from the socket. GET and
 * HEAD carry no body; a body with a Content-Length (and no Transfer-Encoding) is judged by it, as Hono
 * judges it; any other body (chunked, or a request built in process without the header) goes through
 * Hono's limit, which counts its bytes as they come.
 */
export function apiBodyLimit(options: {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  const counting = bodyLimit(options);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number.parseInt(length, 10) > options.maxSize ? options.onError(c) : next();
    return counting(c, next);
  };
}
