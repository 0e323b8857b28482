import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_UUID_HEADER,
  OTHER_UPLOAD_MAX_BYTES,
  VIDEO_UPLOAD_MAX_BYTES,
} from '../../../../core/upload/upload.constants.ts';
import {
  createUpload,
  EXPERT,
  type FileServer,
  headUpload,
  PARTNER,
  patchUpload,
  type SpecUser,
  startFileServer,
} from './support/file-server.ts';

let files: FileServer;
let expert: SpecUser;
let partner: SpecUser;

beforeAll(async () => {
  files = await startFileServer();
  expert = await files.user(EXPERT);
  partner = await files.user(PARTNER);
});
afterAll(() => files.close());

const bytes = (length: number, seed = 7) =>
  Uint8Array.from({ length }, (_, index) => (index * seed + 3) % 251);

describe('tus creation (POST /api/v1/uploads)', () => {
  it('answers 201 with a Location, the file uuid in X-File-Uuid (exposed to the browser) and an expiry', async () => {
    const response = await createUpload(files.url, expert.auth, { length: 10 });
    expect(response.status).toBe(201);
    const location = response.headers.get('Location')!;
    const uuid = response.headers.get(FILE_UUID_HEADER)!;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(location).toBe(`/api/v1/uploads/${uuid}`);
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain(FILE_UUID_HEADER);
    expect(response.headers.get('Upload-Expires')).toBeTruthy();
  });

  it('refuses a caller who is not signed in (401) and a cookie caller without the CSRF token (403)', async () => {
    expect((await createUpload(files.url, {}, { length: 10 })).status).toBe(401);
    const cookie = { Cookie: `lectern_session=${expert.token}` };
    expect((await createUpload(files.url, cookie, { length: 10 })).status).toBe(403);
  });

  it('refuses an Upload-Length over the limit of the file type with 413: 1 GB + 1 for a document, 6 GB + 1 for a video', async () => {
    const document = await createUpload(files.url, expert.auth, {
      length: OTHER_UPLOAD_MAX_BYTES + 1,
      metadata: { filename: 'book.pdf', filetype: 'application/pdf' },
    });
    expect(document.status).toBe(413);
    expect((await document.json()).message).toContain('1000 mB');
    const video = await createUpload(files.url, expert.auth, {
      length: VIDEO_UPLOAD_MAX_BYTES + 1,
      metadata: { filename: 'lesson.mp4', filetype: 'video/mp4' },
    });
    expect(video.status).toBe(413);
    const atLimit = await createUpload(files.url, expert.auth, {
      length: OTHER_UPLOAD_MAX_BYTES,
      metadata: { filename: 'book.pdf', filetype: 'application/pdf' },
    });
    expect(atLimit.status).toBe(201);
  });

  it('refuses a wrong user hash in the metadata with a field error on user_id_hash', async () => {
    const response = await createUpload(files.url, expert.auth, {
      length: 4,
      metadata: {
        filename: 'a.txt',
        filetype: 'text/plain',
        user_id: String(expert.id),
        user_id_hash: 'nope',
      },
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.user_id_hash).toBeDefined();
  });
});

describe('tus offsets (HEAD, PATCH)', () => {
  it('HEAD answers the offset with Cache-Control: no-store, and PATCH moves it on', async () => {
    const created = await createUpload(files.url, expert.auth, { length: 10 });
    const location = created.headers.get('Location')!;
    const first = await headUpload(files.url, location, expert.auth);
    expect(first.status).toBe(200);
    expect(first.headers.get('Upload-Offset')).toBe('0');
    expect(first.headers.get('Upload-Length')).toBe('10');
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    const patched = await patchUpload(files.url, location, expert.auth, 0, bytes(4));
    expect(patched.status).toBe(204);
    expect(patched.headers.get('Upload-Offset')).toBe('4');
    expect((await headUpload(files.url, location, expert.auth)).headers.get('Upload-Offset')).toBe('4');
  });

  it('PATCH at a wrong offset answers 409 and changes nothing', async () => {
    const created = await createUpload(files.url, expert.auth, { length: 10 });
    const location = created.headers.get('Location')!;
    const uuid = created.headers.get(FILE_UUID_HEADER)!;
    await patchUpload(files.url, location, expert.auth, 0, bytes(4));
    const before = readFileSync(path.join(files.filesDir, uuid));
    const wrong = await patchUpload(files.url, location, expert.auth, 2, bytes(4, 11));
    expect(wrong.status).toBe(409);
    expect((await headUpload(files.url, location, expert.auth)).headers.get('Upload-Offset')).toBe('4');
    expect(readFileSync(path.join(files.filesDir, uuid))).toEqual(before);
  });

  it('PATCH with a wrong Content-Type answers 415 and changes nothing', async () => {
    const created = await createUpload(files.url, expert.auth, { length: 10 });
    const location = created.headers.get('Location')!;
    const wrong = await patchUpload(files.url, location, expert.auth, 0, bytes(4), 'application/json');
    expect(wrong.status).toBe(415);
    expect((await headUpload(files.url, location, expert.auth)).headers.get('Upload-Offset')).toBe('0');
  });

  it("another user's upload is met as no upload (404) for HEAD, PATCH and DELETE, and stays as it was", async () => {
    const created = await createUpload(files.url, expert.auth, { length: 10 });
    const location = created.headers.get('Location')!;
    await patchUpload(files.url, location, expert.auth, 0, bytes(3));
    expect((await headUpload(files.url, location, partner.auth)).status).toBe(404);
    expect((await patchUpload(files.url, location, partner.auth, 3, bytes(3))).status).toBe(404);
    const terminate = await fetch(new URL(location, files.url), {
      method: 'DELETE',
      headers: { 'Tus-Resumable': '1.0.0', ...partner.auth },
    });
    expect(terminate.status).toBe(404);
    expect((await headUpload(files.url, location, expert.auth)).headers.get('Upload-Offset')).toBe('3');
  });

  it('a PATCH body longer than what remains answers 413 and keeps nothing past the declared length, with or without Content-Length', async () => {
    const created = await createUpload(files.url, expert.auth, { length: 10 });
    const location = created.headers.get('Location')!;
    const uuid = created.headers.get(FILE_UUID_HEADER)!;
    await patchUpload(files.url, location, expert.auth, 0, bytes(4));
    // Content-Length says 7 where 6 remain: refused before a byte is read.
    expect((await patchUpload(files.url, location, expert.auth, 4, bytes(7))).status).toBe(413);
    expect((await headUpload(files.url, location, expert.auth)).headers.get('Upload-Offset')).toBe('4');
    // A chunked body (no length up front) that runs past the end: 413 once it does.
    const parts = [bytes(3, 5), bytes(3, 13), bytes(3, 17)];
    const chunked = await fetch(new URL(location, files.url), {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '4',
        'Content-Type': 'application/offset+octet-stream',
        ...expert.auth,
      },
      body: new ReadableStream<Uint8Array>({
        async pull(controller) {
          const part = parts.shift();
          if (!part) return controller.close();
          await new Promise((resolve) => setTimeout(resolve, 20));
          controller.enqueue(part);
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    const offset = Number((await headUpload(files.url, location, expert.auth)).headers.get('Upload-Offset'));
    expect(offset).toBeLessThanOrEqual(10);
    expect(readFileSync(path.join(files.filesDir, uuid)).length).toBe(offset);
  });

  it('a large upload in several PATCHes, one of them cut short and resumed from HEAD, keeps every byte in order', async () => {
    const content = Buffer.from(bytes(12 * 1024 * 1024 + 5, 31));
    const created = await createUpload(files.url, expert.auth, {
      length: content.length,
      metadata: { filename: 'data.bin', filetype: 'application/octet-stream' },
    });
    const location = created.headers.get('Location')!;
    const uuid = created.headers.get(FILE_UUID_HEADER)!;
    const first = await patchUpload(
      files.url,
      location,
      expert.auth,
      0,
      content.subarray(0, 5 * 1024 * 1024),
    );
    expect(first.headers.get('Upload-Offset')).toBe(String(5 * 1024 * 1024));
    // The client goes away in the middle of the second PATCH.
    const abort = new AbortController();
    let sent = 0;
    const cut = fetch(new URL(location, files.url), {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': String(5 * 1024 * 1024),
        'Content-Type': 'application/offset+octet-stream',
        ...expert.auth,
      },
      body: new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (sent >= 2 * 1024 * 1024) {
            await new Promise((resolve) => setTimeout(resolve, 300));
            abort.abort();
            return;
          }
          const start = 5 * 1024 * 1024 + sent;
          controller.enqueue(content.subarray(start, start + 256 * 1024));
          sent += 256 * 1024;
        },
      }),
      duplex: 'half',
      signal: abort.signal,
    } as RequestInit);
    await expect(cut).rejects.toThrow();
    let offset = 0;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      offset = Number((await headUpload(files.url, location, expert.auth)).headers.get('Upload-Offset'));
      if (offset > 5 * 1024 * 1024) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(offset).toBeGreaterThan(5 * 1024 * 1024);
    expect(offset).toBeLessThanOrEqual(7 * 1024 * 1024);
    const last = await patchUpload(files.url, location, expert.auth, offset, content.subarray(offset));
    expect(last.status).toBe(204);
    expect(last.headers.get('Upload-Offset')).toBe(String(content.length));
    expect(readFileSync(path.join(files.filesDir, uuid)).equals(content)).toBe(true);
  });

  it('an upload that does not exist answers 404', async () => {
    const missing = '/api/v1/uploads/00000000-0000-4000-8000-000000000000';
    expect((await headUpload(files.url, missing, expert.auth)).status).toBe(404);
  });
});

describe('tus termination (DELETE)', () => {
  it('removes the upload and its bytes; it answers 404 after', async () => {
    const created = await createUpload(files.url, expert.auth, { length: 10 });
    const location = created.headers.get('Location')!;
    const uuid = created.headers.get(FILE_UUID_HEADER)!;
    await patchUpload(files.url, location, expert.auth, 0, bytes(5));
    expect(existsSync(path.join(files.filesDir, uuid))).toBe(true);
    const terminated = await fetch(new URL(location, files.url), {
      method: 'DELETE',
      headers: { 'Tus-Resumable': '1.0.0', ...expert.auth },
    });
    expect(terminated.status).toBe(204);
    expect(existsSync(path.join(files.filesDir, uuid))).toBe(false);
    expect((await headUpload(files.url, location, expert.auth)).status).toBe(404);
  });
});

describe('finishing an upload', () => {
  it('records the file: GET /api/v1/files/{uuid} answers it completed, with its name and the type from the bytes', async () => {
    const content = Buffer.from('plain words\n');
    const created = await createUpload(files.url, expert.auth, {
      length: content.length,
      metadata: { filename: 'words.txt', filetype: 'application/x-made-up' },
    });
    const uuid = created.headers.get(FILE_UUID_HEADER)!;
    const finished = await patchUpload(files.url, created.headers.get('Location')!, expert.auth, 0, content);
    expect(finished.status).toBe(204);
    const record = await fetch(`${files.url}/api/v1/files/${uuid}`, { headers: expert.auth });
    expect(record.status).toBe(200);
    const { data } = await record.json();
    expect(data.data).toMatchObject({
      uuid,
      original_name: 'words.txt',
      mime_type: 'text/plain',
      process_status: 'completed',
      url: `/api/v1/files/${uuid}/download`,
      size: content.length,
    });
    const download = await fetch(`${files.url}${data.data.url}`, { headers: expert.auth });
    expect(Buffer.from(await download.arrayBuffer())).toEqual(content);
  });
});
