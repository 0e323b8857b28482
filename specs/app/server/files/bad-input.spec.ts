import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageUploadResponseSchema } from '../../../../core/api/files.ts';
import { OTHER_UPLOAD_MAX_BYTES, USER_HASH_FIELD } from '../../../../core/upload/upload.constants.ts';
import {
  EXPERT,
  type FileServer,
  PARTNER,
  PNG_BYTES,
  postStorage,
  type SpecUser,
  startFileServer,
  uploadWhole,
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

const fields = (user: SpecUser) => ({ user_id: String(user.id), user_id_hash: user.hash });
const SCRIPT = Buffer.from('<script>fetch("/api/v1/user").then(r => r.text()).then(alert)</script>\n');

async function record(uuid: string, user: SpecUser) {
  return fetch(`${files.url}/api/v1/files/${uuid}`, { headers: user.auth });
}

describe('names are never paths', () => {
  it('`../` and control characters in a resumable upload name: bytes stored under the uuid, the name cleaned for display and download', async () => {
    const name = '../../../etc/pass\u0000wd\u001b[31m\u202Etxt.exe';
    const { uuid, finish } = await uploadWhole(files.url, expert.auth, Buffer.from('hello\n'), {
      filename: name,
      filetype: 'text/plain',
    });
    expect(finish.status).toBe(204);
    expect(readdirSync(files.filesDir).filter((entry) => !entry.endsWith('.json'))).toContain(uuid);
    expect(existsSync(path.join(files.dataDir, 'etc'))).toBe(false);
    const { data } = await (await record(uuid, expert)).json();
    expect(data.data.original_name).toBe('passwd[31mtxt.exe');
    const download = await fetch(`${files.url}/api/v1/files/${uuid}/download`, { headers: expert.auth });
    const disposition = download.headers.get('Content-Disposition')!;
    expect(disposition).toBe(
      `attachment; filename="passwd[31mtxt.exe"; filename*=UTF-8''passwd%5B31mtxt.exe`,
    );
  });

  it('a storage upload named with backslashes, dots and non-ASCII letters keeps only its last part; filename* carries it exactly', async () => {
    const response = await postStorage(
      files.url,
      expert.auth,
      { name: '..\\..\\Урок "1";.txt', type: 'text/plain', bytes: Buffer.from('текст\n') },
      fields(expert),
    );
    expect(response.status).toBe(200);
    const stored = v.parse(storageUploadResponseSchema, await response.json());
    expect(stored.original_name).toBe('Урок "1";.txt');
    const download = await fetch(`${files.url}${stored.url}`, { headers: expert.auth });
    expect(download.headers.get('Content-Disposition')).toBe(
      `attachment; filename="____ _1__.txt"; filename*=UTF-8''%D0%A3%D1%80%D0%BE%D0%BA%20%221%22%3B.txt`,
    );
  });
});

describe('the type comes from the bytes', () => {
  it('a script uploaded as image/png is refused with a clear error, and its bytes are removed', async () => {
    const { uuid, finish } = await uploadWhole(files.url, expert.auth, SCRIPT, {
      filename: 'avatar.png',
      filetype: 'image/png',
    });
    expect(finish.status).toBe(422);
    expect(JSON.parse(await finish.text()).message).toBe(
      'This file is not the image it claims to be (image/png); it was not stored.',
    );
    expect(existsSync(path.join(files.filesDir, uuid))).toBe(false);
    expect(existsSync(path.join(files.filesDir, `${uuid}.json`))).toBe(false);
    expect((await record(uuid, expert)).status).toBe(404);
  });

  it('the same script through the storage upload is refused the same way', async () => {
    const before = readdirSync(files.filesDir).length;
    const response = await postStorage(
      files.url,
      expert.auth,
      { name: 'avatar.png', type: 'image/png', bytes: SCRIPT },
      fields(expert),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors.file[0]).toContain('not the image');
    expect(readdirSync(files.filesDir).length).toBe(before);
  });

  it('a real PNG is stored as image/png; a PNG declared as text is stored as image/png too', async () => {
    const png = await postStorage(
      files.url,
      expert.auth,
      { name: 'dot.png', type: 'image/png', bytes: PNG_BYTES },
      fields(expert),
    );
    expect(png.status).toBe(200);
    expect(v.parse(storageUploadResponseSchema, await png.json()).mime_type).toBe('image/png');
    const disguised = await postStorage(
      files.url,
      expert.auth,
      { name: 'dot.txt', type: 'text/plain', bytes: PNG_BYTES },
      fields(expert),
    );
    expect(v.parse(storageUploadResponseSchema, await disguised.json()).mime_type).toBe('image/png');
  });
});

describe('limits and the user hash', () => {
  it('a storage upload one byte over 1 GB is refused with 413 while streaming, and nothing is kept', async () => {
    const before = readdirSync(files.filesDir).length;
    const boundary = 'lectern-spec-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const chunk = Buffer.alloc(4 * 1024 * 1024, 0x41);
    let sent = 0;
    const total = OTHER_UPLOAD_MAX_BYTES + 1;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        if (sent >= total) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += part.length;
        controller.enqueue(part);
      },
    });
    const response = await fetch(`${files.url}/api/v1/storage`, {
      method: 'POST',
      headers: { ...expert.auth, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toContain('1000 mB');
    expect(readdirSync(files.filesDir).length).toBe(before);
  }, 120_000);

  it('a wrong user hash is refused with the field error the panel shows, and the bytes are removed', async () => {
    const before = readdirSync(files.filesDir).length;
    const response = await postStorage(
      files.url,
      expert.auth,
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('x') },
      { user_id: String(expert.id), user_id_hash: partner.hash },
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors[USER_HASH_FIELD]).toEqual(['The user hash does not match this user.']);
    expect(readdirSync(files.filesDir).length).toBe(before);
  });

  it("someone else's user id is refused (403), even with that user's true hash", async () => {
    const response = await postStorage(
      files.url,
      expert.auth,
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('x') },
      fields(partner),
    );
    expect(response.status).toBe(403);
  });

  it('the storage upload answers uuid, mime_type, url and original_name; model=comment is kept', async () => {
    const response = await postStorage(
      files.url,
      expert.auth,
      { name: 'reply.txt', type: 'text/plain', bytes: Buffer.from('a reply\n') },
      { ...fields(expert), cabinet_id: String(files.schoolId), convert_media: '0' },
      '?model=comment',
    );
    expect(response.status).toBe(200);
    const stored = v.parse(storageUploadResponseSchema, await response.json());
    expect(stored).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      mime_type: 'text/plain',
      url: `/api/v1/files/${stored.uuid}/download`,
      original_name: 'reply.txt',
    });
    expect(
      (
        await postStorage(
          files.url,
          expert.auth,
          { name: 'a.txt', type: 'text/plain', bytes: Buffer.from('a') },
          fields(expert),
          '?model=other',
        )
      ).status,
    ).toBe(422);
  });
});
