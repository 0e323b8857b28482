import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
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
  patchUpload,
  type SpecUser,
  startFileServer,
  uploadMetadata,
} from './support/file-server.ts';

/**
 * Spec 2 §5 by what the file is: over 1 GB a file must be video, whatever it declared. Declaring
 * video/mp4 lets an upload of up to 6 GB start; its first bytes decide before more is stored. No
 * spec here sends more than a few kilobytes: the lengths are declared (Upload-Length,
 * Content-Length), and the server decides on the first bytes.
 */
let files: FileServer;
let expert: SpecUser;

beforeAll(async () => {
  files = await startFileServer();
  expert = await files.user(EXPERT);
});
afterAll(() => files.close());

const OVER_1_GB = OTHER_UPLOAD_MAX_BYTES + 1;
const AS_VIDEO = { filename: 'lesson.mp4', filetype: 'video/mp4' };
const filler = (length: number) => Buffer.from(Array.from({ length }, (_, index) => (index * 7 + 3) % 251));
/** A PDF's first bytes (then filler): not video, whatever the name says. */
const PDF_HEAD = Buffer.concat([Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n'), filler(64 * 1024)]);
/** An MP4's first bytes: an `ftyp` box (brand isom), then filler. */
const MP4_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x1c]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2mp41'),
  filler(64 * 1024),
]);

async function createVideoUpload(length: number) {
  const created = await createUpload(files.url, expert.auth, { length, metadata: AS_VIDEO });
  expect(created.status).toBe(201);
  return { location: created.headers.get('Location')!, uuid: created.headers.get(FILE_UUID_HEADER)! };
}

async function expectGone(location: string, uuid: string) {
  expect((await headUpload(files.url, location, expert.auth)).status).toBe(404);
  expect(existsSync(path.join(files.filesDir, uuid))).toBe(false);
  expect(existsSync(path.join(files.filesDir, `${uuid}.json`))).toBe(false);
}

describe('a resumable upload over 1 GB declared as video/mp4', () => {
  it('is refused with 413 ("1000 mB") when its first PATCH brings bytes that are not video, and the upload is removed', async () => {
    const { location, uuid } = await createVideoUpload(OVER_1_GB);
    const patched = await patchUpload(files.url, location, expert.auth, 0, PDF_HEAD);
    expect(patched.status).toBe(413);
    expect((await patched.json()).message).toContain('1000 mB');
    await expectGone(location, uuid);
  });

  it('is refused when the first bytes come in two PATCHes: the stored ones count with the new ones', async () => {
    const { location, uuid } = await createVideoUpload(OVER_1_GB);
    const first = await patchUpload(files.url, location, expert.auth, 0, PDF_HEAD.subarray(0, 100));
    expect(first.status).toBe(204);
    expect(first.headers.get('Upload-Offset')).toBe('100');
    const second = await patchUpload(files.url, location, expert.auth, 100, PDF_HEAD.subarray(100));
    expect(second.status).toBe(413);
    await expectGone(location, uuid);
  });

  it('goes on when its bytes are video: the PATCH is stored whole, up to the 6 GB of video', async () => {
    const { location, uuid } = await createVideoUpload(VIDEO_UPLOAD_MAX_BYTES);
    const patched = await patchUpload(files.url, location, expert.auth, 0, MP4_HEAD);
    expect(patched.status).toBe(204);
    expect(patched.headers.get('Upload-Offset')).toBe(String(MP4_HEAD.length));
    const again = await patchUpload(files.url, location, expert.auth, MP4_HEAD.length, PDF_HEAD);
    expect(again.status).toBe(204);
    expect(again.headers.get('Upload-Offset')).toBe(String(MP4_HEAD.length + PDF_HEAD.length));
    const removed = await fetch(new URL(location, files.url), {
      method: 'DELETE',
      headers: { 'Tus-Resumable': '1.0.0', ...expert.auth },
    });
    expect(removed.status).toBe(204);
    expect(existsSync(path.join(files.filesDir, uuid))).toBe(false);
  });

  it('is refused at creation with upload when the POST brings bytes that are not video; no upload is made', async () => {
    const response = await fetch(`${files.url}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(OVER_1_GB),
        'Upload-Metadata': uploadMetadata(AS_VIDEO),
        'Content-Type': 'application/offset+octet-stream',
        ...expert.auth,
      },
      body: new Uint8Array(PDF_HEAD),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toContain('1000 mB');
    expect(response.headers.get('Location')).toBeNull();
  });

  it('a document of exactly 1 GB declared as video/mp4 may go on: only what is over 1 GB must be video', async () => {
    const { location } = await createVideoUpload(OTHER_UPLOAD_MAX_BYTES);
    const patched = await patchUpload(files.url, location, expert.auth, 0, PDF_HEAD);
    expect(patched.status).toBe(204);
  });
});

/**
 * Sends a storage upload whose Content-Length declares `length` bytes but only writes the form's
 * start and the file's first bytes, then waits for the server's answer (and hangs up).
 */
function postDeclaredStorage(length: number, fileHead: Buffer): Promise<{ status: number; body: string }> {
  const boundary = 'lectern-size-by-bytes';
  const start = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lesson.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${files.url}/api/v1/storage`, {
      method: 'POST',
      headers: {
        ...expert.auth,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(length),
      },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.write(Buffer.concat([start, fileHead]));
  });
}

describe('a storage upload over 1 GB declared as video/mp4', () => {
  it('is refused with 413 ("1000 mB") as soon as its first bytes show it is not video, before the rest is sent', async () => {
    const stored = () => (existsSync(files.filesDir) ? readdirSync(files.filesDir).length : 0);
    const before = stored();
    const answer = await postDeclaredStorage(OVER_1_GB + 64 * 1024 + 512, PDF_HEAD);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toContain('1000 mB');
    expect(stored()).toBe(before);
  });
});
