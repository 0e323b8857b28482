import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBodyLimit } from '../../../../app/server/http/api-body-limit.ts';

const LIMIT = 1000;

// The API's body limit behind the Node server, as production runs it: judged by Content-Length when
// there is one, counted as it comes when the body is chunked, and a body under it read as sent.
describe('the API body limit', () => {
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    const app = new Hono();
    app.use('*', apiBodyLimit({ maxSize: LIMIT, onError: (c) => c.json({ message: 'too large' }, 413) }));
    app.post('/echo', async (c) => c.json({ got: await c.req.json() }));
    app.get('/echo', (c) => c.json({ got: null }));
    server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (method: string, chunks: string[], chunked: boolean) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const length = chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk), 0);
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: '/echo',
          headers: {
            'Content-Type': 'application/json',
            ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': length }),
          },
        },
        (response) => {
          const parts: Buffer[] = [];
          response.on('data', (part: Buffer) => parts.push(part));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString()) }),
          );
        },
      );
      req.on('error', reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });
  const json = (text: string) => [JSON.stringify({ text })];

  it('reads a body under the limit as sent, with a length or chunked', async () => {
    expect(await send('POST', json('hello'), false)).toEqual({
      status: 200,
      body: { got: { text: 'hello' } },
    });
    expect(await send('POST', ['{"text":', '"in parts"}'], true)).toEqual({
      status: 200,
      body: { got: { text: 'in parts' } },
    });
    expect(await send('GET', [], false)).toEqual({ status: 200, body: { got: null } });
  });

  it('answers 413 for a body over the limit, by its length or as its chunks come', async () => {
    expect((await send('POST', json('x'.repeat(LIMIT)), false)).status).toBe(413);
    const chunks = Array.from({ length: 5 }, () => 'x'.repeat(300));
    expect((await send('POST', ['{"text":"', ...chunks, '"}'], true)).status).toBe(413);
  });

  it('counts a body built in process without a length', async () => {
    const app = new Hono();
    app.use('*', apiBodyLimit({ maxSize: LIMIT, onError: (c) => c.json({ message: 'too large' }, 413) }));
    app.post('/echo', async (c) => c.json({ got: await c.req.json() }));
    const big = await app.request('/echo', {
      method: 'POST',
      body: JSON.stringify({ text: 'x'.repeat(LIMIT) }),
    });
    expect(big.status).toBe(413);
    const small = await app.request('/echo', { method: 'POST', body: JSON.stringify({ text: 'ok' }) });
    expect(await small.json()).toEqual({ got: { text: 'ok' } });
  });
});
