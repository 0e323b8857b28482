import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files as fileRows } from '../../../../app/server/db/schema.ts';
import { IMPORT_MESSAGES } from '../../../../app/server/files/image-import.ts';
import { storageUploadResponseSchema } from '../../../../core/api/files.ts';
import { IMAGE_IMPORT_MAX_BYTES } from '../../../../core/upload/upload.constants.ts';
import { API } from '../support/test-server.ts';
import { EXPERT, type FileServer, type SpecUser, startFileServer } from './support/file-server.ts';

/**
 * POST /files/import against a real site: a local HTTP server started here, serving a PNG without any
 * CORS header (what a browser could not read), redirects, a body over the limit and an HTML page that
 * calls itself image/png. Loopback is refused to everyone, so the app is started with the test-only
 * allowance LECTERN_IMPORT_ALLOW_HOSTS for this server's own host and port, and nothing else: the same
 * server on another port, or by the name localhost, is refused and never reached.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** What the site was asked: path and headers of every request, on either port. */
const asked: { path: string; port: number; headers: IncomingHttpHeaders }[] = [];

function site(): Server {
  return createServer((request, response) => {
    const port = (request.socket.address() as AddressInfo).port;
    asked.push({ path: request.url ?? '', port, headers: request.headers });
    const url = new URL(request.url ?? '/', 'http://site');
    switch (url.pathname) {
      case '/cat.png':
        // No Access-Control-Allow-Origin: a browser's page may show it but not read it.
        response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': PNG.length });
        return response.end(PNG);
      case '/to-metadata':
        response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' });
        return response.end();
      case '/to-localhost':
        response.writeHead(301, { Location: `http://localhost:${sitePort}/cat.png` });
        return response.end();
      case '/to-cat':
        response.writeHead(302, { Location: '/cat.png' });
        return response.end();
      case '/loop': {
        const hop = Number(url.searchParams.get('hop') ?? '0');
        response.writeHead(302, { Location: hop >= 5 ? '/cat.png' : `/loop?hop=${hop + 1}` });
        return response.end();
      }
      case '/huge.png': {
        // Declares its length: refused before the body is read.
        response.writeHead(200, {
          'Content-Type': 'image/png',
          'Content-Length': IMAGE_IMPORT_MAX_BYTES + 1,
        });
        response.write(PNG);
        return response.end(Buffer.alloc(IMAGE_IMPORT_MAX_BYTES + 1 - PNG.length));
      }
      case '/endless.png': {
        // Chunked, no length: refused once more than the limit has come.
        response.writeHead(200, { 'Content-Type': 'image/png' });
        response.write(PNG);
        const chunk = Buffer.alloc(1 << 20);
        let sent = PNG.length;
        const more = () => {
          while (sent <= IMAGE_IMPORT_MAX_BYTES + chunk.length) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', more);
          }
          response.end();
        };
        response.on('error', () => undefined);
        return more();
      }
      case '/page.png':
        response.writeHead(200, { 'Content-Type': 'image/png' });
        return response.end('<!doctype html><html><body><script>alert(1)</script></body></html>');
      default:
        response.writeHead(404, { 'Content-Type': 'text/plain' });
        return response.end('no such thing');
    }
  });
}

let allowedSite: Server;
let otherSite: Server;
let sitePort = 0;
let otherPort = 0;
let files: FileServer;
let expert: SpecUser;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  allowedSite = site();
  otherSite = site();
  sitePort = await listen(allowedSite);
  otherPort = await listen(otherSite);
  files = await startFileServer({ LECTERN_IMPORT_ALLOW_HOSTS: `127.0.0.1:${sitePort}` });
  expert = await files.user(EXPERT);
});
afterAll(async () => {
  await files.close();
  for (const server of [allowedSite, otherSite]) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

const importImage = (url: string, cabinetId?: number) =>
  fetch(`${files.url}${API}/files/import`, {
    method: 'POST',
    headers: { ...expert.auth, 'Content-Type': 'application/json', Cookie: 'lectern_session=secret-cookie' },
    body: JSON.stringify(cabinetId === undefined ? { url } : { url, cabinet_id: cabinetId }),
  });

const refusal = async (response: Response) => ({
  status: response.status,
  message: ((await response.json()) as { message?: string }).message,
});

describe('an image the browser may not read is imported by the server', () => {
  it('stores a PNG served without CORS headers as the caller’s upload in their school, and serves it back', async () => {
    const answer = await importImage(`http://127.0.0.1:${sitePort}/cat.png`, files.schoolId);
    expect(answer.status).toBe(200);
    const stored = v.parse(storageUploadResponseSchema, await answer.json());
    expect(stored.mime_type).toBe('image/png');
    expect(stored.original_name).toBe('cat.png');
    const [row] = await files.server.database.db
      .select()
      .from(fileRows)
      .where(eq(fileRows.uuid, stored.uuid));
    expect(row).toMatchObject({ userId: expert.id, cabinetId: files.schoolId, processStatus: 'completed' });
    const download = await fetch(`${files.url}${stored.url}`, { headers: expert.auth });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);
  });

  it('sends the site no cookie and no credentials of the caller', async () => {
    asked.length = 0;
    expect((await importImage(`http://127.0.0.1:${sitePort}/cat.png`)).status).toBe(200);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.headers.cookie).toBeUndefined();
    expect(asked[0]!.headers.authorization).toBeUndefined();
  });

  it('follows a redirect within the limit, checked as the first address is', async () => {
    const answer = await importImage(`http://127.0.0.1:${sitePort}/to-cat`);
    expect(answer.status).toBe(200);
  });
});

describe('what is refused, with a 422 that says why', () => {
  it('loopback without the allowance: the same site on another port is refused and never asked', async () => {
    asked.length = 0;
    expect(await refusal(await importImage(`http://127.0.0.1:${otherPort}/cat.png`))).toEqual({
      status: 422,
      message: IMPORT_MESSAGES.refusedAddress,
    });
    expect(await refusal(await importImage(`http://[::ffff:127.0.0.1]:${otherPort}/cat.png`))).toEqual({
      status: 422,
      message: IMPORT_MESSAGES.refusedAddress,
    });
    expect(asked).toEqual([]);
  });

  it('a name that resolves to loopback (localhost) is refused by the checked lookup', async () => {
    asked.length = 0;
    expect(await refusal(await importImage(`http://localhost:${sitePort}/cat.png`))).toEqual({
      status: 422,
      message: IMPORT_MESSAGES.refusedAddress,
    });
    expect(asked).toEqual([]);
  });

  it('a redirect to a private address (cloud metadata, localhost) is refused', async () => {
    for (const path of ['/to-metadata', '/to-localhost'])
      expect(await refusal(await importImage(`http://127.0.0.1:${sitePort}${path}`))).toEqual({
        status: 422,
        message: IMPORT_MESSAGES.refusedAddress,
      });
  });

  it('more than 3 redirects', async () => {
    expect(await refusal(await importImage(`http://127.0.0.1:${sitePort}/loop`))).toEqual({
      status: 422,
      message: IMPORT_MESSAGES.tooManyRedirects,
    });
  });

  it('a body over the limit, declared or not', async () => {
    for (const path of ['/huge.png', '/endless.png'])
      expect(await refusal(await importImage(`http://127.0.0.1:${sitePort}${path}`))).toEqual({
        status: 422,
        message: IMPORT_MESSAGES.tooLarge,
      });
  });

  it('an HTML page that calls itself image/png (the bytes decide)', async () => {
    expect(await refusal(await importImage(`http://127.0.0.1:${sitePort}/page.png`))).toEqual({
      status: 422,
      message: IMPORT_MESSAGES.notAnImage,
    });
  });

  it('an address that answers no image, and schemes other than http and https', async () => {
    expect(await refusal(await importImage(`http://127.0.0.1:${sitePort}/missing.png`))).toEqual({
      status: 422,
      message: IMPORT_MESSAGES.unreachable,
    });
    for (const url of ['ftp://example.com/cat.png', 'file:///etc/passwd'])
      expect(await refusal(await importImage(url))).toEqual({
        status: 422,
        message: IMPORT_MESSAGES.badAddress,
      });
  });

  it('nothing refused was stored', async () => {
    const rows = await files.server.database.db.select().from(fileRows).where(eq(fileRows.userId, expert.id));
    expect(rows.map((row) => row.mimeType)).toEqual(rows.map(() => 'image/png'));
    expect(rows.every((row) => row.size === PNG.length)).toBe(true);
  });
});
