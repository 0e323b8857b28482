import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../../../../app/server/files/storage.ts';
import { sweepExpiredUploads } from '../../../../app/server/files/tus-uploads.ts';
import { FILE_UUID_HEADER } from '../../../../core/upload/upload.constants.ts';
import {
  createUpload,
  EXPERT,
  type FileServer,
  headUpload,
  patchUpload,
  type SpecUser,
  startFileServer,
  uploadWhole,
} from './support/file-server.ts';

/** 0.0003 h ≈ 1.1 s: uploads expire while the spec waits. */
const EXPIRY_HOURS = '0.0003';
let files: FileServer;
let expert: SpecUser;

beforeAll(async () => {
  files = await startFileServer({ LECTERN_UPLOAD_EXPIRY_HOURS: EXPIRY_HOURS });
  expert = await files.user(EXPERT);
});
afterAll(() => files.close());

describe('tus expiration', () => {
  it('an unfinished upload past its expiry answers 410 to HEAD and PATCH; the sweep removes it (404), finished files stay', async () => {
    const created = await createUpload(files.url, expert.auth, { length: 10 });
    const location = created.headers.get('Location')!;
    const uuid = created.headers.get(FILE_UUID_HEADER)!;
    await patchUpload(files.url, location, expert.auth, 0, Buffer.from('abc'));
    const done = await uploadWhole(files.url, expert.auth, Buffer.from('kept\n'), {
      filename: 'kept.txt',
      filetype: 'text/plain',
    });
    expect(done.finish.status).toBe(204);

    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await headUpload(files.url, location, expert.auth)).status).toBe(410);
    expect((await patchUpload(files.url, location, expert.auth, 3, Buffer.from('def'))).status).toBe(410);

    const storage = createFileStorage(files.server.config);
    expect(await sweepExpiredUploads(storage, files.server.config.uploadExpiryMs)).toBe(1);
    expect(existsSync(path.join(files.filesDir, uuid))).toBe(false);
    expect((await headUpload(files.url, location, expert.auth)).status).toBe(404);
    expect(existsSync(path.join(files.filesDir, done.uuid))).toBe(true);
    const kept = await fetch(`${files.url}/api/v1/files/${done.uuid}/download`, { headers: expert.auth });
    expect(await kept.text()).toBe('kept\n');
  });
});
