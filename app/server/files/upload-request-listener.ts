import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { API_PREFIX } from '../../../core/api/api.constants.ts';
import { UPLOADS_PATH } from './tus-uploads.ts';

/** The single-request storage upload. */
export const STORAGE_PATH = `${API_PREFIX}/storage`;

/** Chunks the body stream holds before the socket is paused (64 kB each, so about 1 MB). */
const BODY_QUEUE_CHUNKS = 16;

/** Whether a request carries upload bytes (tus POST/PATCH, storage POST): those take the fast path. */
export function isUploadBodyRequest(request: IncomingMessage): boolean {
  const url = request.url ?? '';
  const method = request.method ?? '';
  return (
    (method === 'PATCH' || method === 'POST') &&
    (url === UPLOADS_PATH ||
      url.startsWith(`${UPLOADS_PATH}/`) ||
      url === STORAGE_PATH ||
      url.startsWith(`${STORAGE_PATH}?`))
  );
}

/** tus PATCH requests whose body nobody has read yet: the route may pipe them to the file itself. */
const directBodies = new WeakSet<IncomingMessage>();

function isTusPatch(request: IncomingMessage): boolean {
  return request.method === 'PATCH' && (request.url ?? '').startsWith(`${UPLOADS_PATH}/`);
}

/**
 * The Node request of a tus PATCH, once, when its body is still unread (the web body is lazy and
 * nobody pulled it): the caller then owns the stream. Null otherwise (and in `app.request`).
 */
export function takeDirectBody(env: unknown): IncomingMessage | null {
  const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || !directBodies.has(incoming)) return null;
  directBodies.delete(incoming);
  return incoming.readableFlowing === null && !incoming.readableDidRead ? incoming : null;
}

/**
 * A web body that reads nothing until someone reads it (high-water mark 0, listeners on the first
 * pull), so a tus PATCH that takes the direct road finds the Node stream untouched.
 */
function lazyRequestBodyStream(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        directBodies.delete(incoming);
        if (started) {
          incoming.resume();
          return;
        }
        started = true;
        let settled = false;
        const settle = (finish: () => void) => {
          if (settled) return;
          settled = true;
          finish();
        };
        incoming.on('data', (chunk: Buffer) => {
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
        });
        incoming.once('end', () => settle(() => controller.close()));
        incoming.once('error', (error) => settle(() => controller.error(error)));
        incoming.once('close', () => {
          if (!incoming.complete) settle(() => controller.error(new Error('The client went away.')));
        });
      },
      cancel() {
        incoming.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * The request body as a web stream without copying: Node's `Readable.toWeb` (which @hono/node-server
 * uses) copies every chunk to detach it from Buffer's pool, and on a multi-gigabyte upload that copy
 * and its garbage cost more than the disk. Socket chunks are not pooled, so they are handed on as they
 * are, with backpressure (the socket pauses while the queue is full).
 */
export function requestBodyStream(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        incoming.on('data', (chunk: Buffer) => {
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
        });
        let settled = false;
        const settle = (finish: () => void) => {
          if (settled) return;
          settled = true;
          finish();
        };
        incoming.once('end', () => settle(() => controller.close()));
        incoming.once('error', (error) => settle(() => controller.error(error)));
        incoming.once('close', () => {
          if (!incoming.complete) settle(() => controller.error(new Error('The client went away.')));
        });
      },
      pull() {
        incoming.resume();
      },
      cancel() {
        incoming.destroy();
      },
    },
    { highWaterMark: BODY_QUEUE_CHUNKS },
  );
}

type Fetch = (
  request: Request,
  env: { incoming: IncomingMessage; outgoing: ServerResponse },
) => Response | Promise<Response>;

/**
 * A Node request listener for upload requests that hands the app a web Request with the no-copy body,
 * then writes the app's Response back. Everything else about the request (middleware, auth, routes)
 * is the app's, exactly as through @hono/node-server.
 */
export function uploadRequestListener(fetch: Fetch) {
  return async (incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> => {
    try {
      const headers = new Headers();
      for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
        const name = incoming.rawHeaders[index]!;
        if (!name.startsWith(':')) headers.append(name, incoming.rawHeaders[index + 1]!);
      }
      const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`);
      const direct = isTusPatch(incoming);
      if (direct) directBodies.add(incoming);
      const request = new Request(url, {
        method: incoming.method ?? 'POST',
        headers,
        body: direct ? lazyRequestBodyStream(incoming) : requestBodyStream(incoming),
        duplex: 'half',
      } as RequestInit);
      const response = await fetch(request, { incoming, outgoing });
      const cookies = response.headers.getSetCookie();
      const plain: Record<string, string | string[]> = {};
      for (const [name, value] of response.headers) if (name !== 'set-cookie') plain[name] = value;
      if (cookies.length > 0) plain['set-cookie'] = cookies;
      outgoing.writeHead(response.status, plain);
      if (!response.body) {
        outgoing.end();
        return;
      }
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(outgoing);
    } catch {
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'application/json' });
      outgoing.end(
        JSON.stringify({ message: 'Something went wrong on our side. Please try again in a moment.' }),
      );
    }
  };
}
