import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainStorageAttach } from '../../../../ui/quiz/questions/answers/plain-storage-attach.ts';
import {
  type FileServer,
  PNG_BYTES,
  type SpecUser,
  STUDENT,
  startFileServer,
} from '../../../app/server/files/support/file-server.ts';

// The answer's interim uploader against the real server: one multipart POST /api/v1/storage.
let files: FileServer;
let student: SpecUser;

beforeAll(async () => {
  files = await startFileServer();
  student = await files.user(STUDENT);
}, 120_000);
afterAll(() => files?.close());

describe('plainStorageAttach', () => {
  it('stores a learner’s file and resolves with the file an answer lists', async () => {
    const attach = plainStorageAttach({
      url: `${files.url}/api/v1/storage`,
      uploader: { userId: student.id, userIdHash: student.hash },
      headers: student.auth,
    });
    const stored = await attach(new File([PNG_BYTES], 'моя-абетка.png', { type: 'image/png' }));
    expect(stored.uuid).toMatch(/\S/);
    expect(stored.original_name).toBe('моя-абетка.png');
    const download = await fetch(`${files.url}/api/v1/files/${stored.uuid}/download`, {
      headers: student.auth,
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it('rejects with the server’s message when the upload is refused', async () => {
    const attach = plainStorageAttach({
      url: `${files.url}/api/v1/storage`,
      uploader: { userId: student.id, userIdHash: 'not-the-hash' },
      headers: student.auth,
    });
    const refusal = await attach(new File([PNG_BYTES], 'a.png', { type: 'image/png' })).catch(
      (error: Error) => error,
    );
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).not.toMatch(/^HTTP \d+$/);
    expect((refusal as Error).message).toMatch(/\S/);
  });
});
