import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { userIdHash } from '../../../../../app/server/account/user-profile.ts';
import { createSession } from '../../../../../app/server/auth/session-store.ts';
import { cabinets, users } from '../../../../../app/server/db/schema.ts';
import {
  isUploadBodyRequest,
  uploadRequestListener,
} from '../../../../../app/server/files/upload-request-listener.ts';
import { createTestServer, SPEC_SECRET, type TestServer } from '../../support/test-server.ts';

/** A demo user as the file specs use them: id, bearer token, user hash. */
export interface SpecUser {
  id: number;
  token: string;
  hash: string;
  auth: Record<string, string>;
}

/** The app on a fresh database (demo data) and a data dir of its own, listening on a real port. */
export interface FileServer {
  server: TestServer;
  url: string;
  dataDir: string;
  /** Uploaded bytes live here (local storage). */
  filesDir: string;
  schoolId: number;
  user(email: string): Promise<SpecUser>;
  close(): Promise<void>;
}

export const EXPERT = 'expert@lectern.test';
export const STUDENT = 'student@lectern.test';
export const PARTNER = 'partner@lectern.test';

/** Starts the app (createApp, as main.ts mounts it) on a real HTTP listener for protocol specs. */
export async function startFileServer(env: Record<string, string> = {}): Promise<FileServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lectern-files-spec-'));
  const server = await createTestServer({ seed: true, env: { LECTERN_DATA_DIR: dataDir, ...env } });
  // As main.ts serves it: upload bodies through the no-copy listener, the rest through @hono/node-server.
  const hono = getRequestListener(server.app.fetch);
  const uploads = uploadRequestListener(server.app.fetch);
  const http: Server = createServer((request, response) =>
    isUploadBodyRequest(request) ? void uploads(request, response) : hono(request, response),
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const [school] = await server.database.db.select({ id: cabinets.id }).from(cabinets).limit(1);
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    schoolId: school!.id,
    async user(email) {
      const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
      if (!row) throw new Error(`no demo user ${email}`);
      const { token } = await createSession(server.database.db, row.id, {
        ip: '127.0.0.1',
        userAgent: 'spec',
      });
      return {
        id: row.id,
        token,
        hash: userIdHash(SPEC_SECRET, row.id),
        auth: { Authorization: `Bearer ${token}` },
      };
    },
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An Upload-Metadata header from plain values. */
export function uploadMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** A tiny valid PNG (1×1). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Creates a resumable upload; answers the response. */
export async function createUpload(
  base: string,
  auth: Record<string, string>,
  options: { length: number; metadata?: Record<string, string>; headers?: Record<string, string> },
): Promise<Response> {
  return fetch(`${base}/api/v1/uploads`, {
    method: 'POST',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(options.length),
      'Upload-Metadata': uploadMetadata(
        options.metadata ?? { filename: 'notes.txt', filetype: 'text/plain' },
      ),
      ...auth,
      ...options.headers,
    },
  });
}

/** Sends bytes at an offset. */
export async function patchUpload(
  base: string,
  location: string,
  auth: Record<string, string>,
  offset: number,
  bytes: Uint8Array,
  contentType = 'application/offset+octet-stream',
): Promise<Response> {
  return fetch(new URL(location, base), {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': contentType,
      ...auth,
    },
    body: new Uint8Array(bytes),
  });
}

/** HEAD of an upload. */
export async function headUpload(
  base: string,
  location: string,
  auth: Record<string, string>,
): Promise<Response> {
  return fetch(new URL(location, base), { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', ...auth } });
}

/** Uploads bytes in one PATCH; answers the file uuid. */
export async function uploadWhole(
  base: string,
  auth: Record<string, string>,
  bytes: Uint8Array,
  metadata: Record<string, string>,
): Promise<{ uuid: string; finish: Response }> {
  const created = await createUpload(base, auth, { length: bytes.length, metadata });
  if (created.status !== 201) throw new Error(`creation answered ${created.status}: ${await created.text()}`);
  const finish = await patchUpload(base, created.headers.get('Location')!, auth, 0, bytes);
  return { uuid: created.headers.get('X-File-Uuid')!, finish };
}

/** Sends a storage upload (multipart) the way the browser's XHR transport does: file first. */
export async function postStorage(
  base: string,
  auth: Record<string, string>,
  file: { name: string; type: string; bytes: Uint8Array },
  fields: Record<string, string>,
  query = '',
): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(`${base}/api/v1/storage${query}`, { method: 'POST', headers: auth, body: form });
}
