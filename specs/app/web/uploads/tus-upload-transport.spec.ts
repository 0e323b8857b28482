import { randomBytes } from 'node:crypto';
import { Upload, type UrlStorage } from 'tus-js-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import {
  type TusUploadLike,
  type TusUploadOptions,
  tusUploadTransport,
} from '../../../../app/web/uploads/tus-upload-transport.ts';
import { fileStatusResponseSchema } from '../../../../core/api/files.ts';
import {
  pollFileThroughClient,
  selectUploadTaskView,
  UPLOAD_MESSAGE_KEYS,
  type UploadSource,
  uploadTaskMachine,
} from '../../../../core/upload/index.ts';
import {
  EXPERT,
  type FileServer,
  type SpecUser,
  startFileServer,
} from '../../server/files/support/file-server.ts';

/** tus-js-client's URL storage kept in memory (the browser's is localStorage). */
class MemoryUrlStorage implements UrlStorage {
  entries = new Map<string, { fingerprint: string; upload: Parameters<UrlStorage['addUpload']>[1] }>();
  async findAllUploads() {
    return [...this.entries.values()].map((entry) => entry.upload);
  }
  async findUploadsByFingerprint(fingerprint: string) {
    return [...this.entries.entries()]
      .filter(([, entry]) => entry.fingerprint === fingerprint)
      .map(([key, entry]) => ({ ...entry.upload, urlStorageKey: key }));
  }
  async removeUpload(key: string) {
    this.entries.delete(key);
  }
  async addUpload(fingerprint: string, upload: Parameters<UrlStorage['addUpload']>[1]) {
    const key = `tus::${fingerprint}::${this.entries.size}`;
    this.entries.set(key, { fingerprint, upload });
    return key;
  }
}

let files: FileServer;
let expert: SpecUser;

beforeAll(async () => {
  files = await startFileServer();
  expert = await files.user(EXPERT);
});
afterAll(() => files.close());

/** The API client's `fileStatus`, with the expert's bearer token. */
const client = {
  fileStatus: async (uuid: string) => {
    const response = await fetch(`${files.url}/api/v1/files/${uuid}`, { headers: expert.auth });
    if (!response.ok) throw Object.assign(new Error('poll failed'), { status: response.status });
    return v.parse(fileStatusResponseSchema, await response.json());
  },
};

function setup(
  bytes: Buffer,
  options: { hash?: string; urlStorage?: UrlStorage; chunkSize?: number; model?: 'comment' } = {},
) {
  const made: TusUploadLike[] = [];
  const metadata: Record<string, string>[] = [];
  const sendFile = fromCallback(
    tusUploadTransport({
      endpoint: `${files.url}/api/v1/uploads`,
      uploader: () => ({
        userId: expert.id,
        userIdHash: options.hash ?? expert.hash,
        cabinetId: files.schoolId,
      }),
      headers: () => expert.auth,
      createUpload: (_file, tusOptions: TusUploadOptions) => {
        const upload = new Upload(bytes, {
          ...tusOptions,
          urlStorage: options.urlStorage ?? new MemoryUrlStorage(),
          chunkSize: options.chunkSize ?? Number.POSITIVE_INFINITY,
        });
        made.push(upload);
        metadata.push(tusOptions.metadata ?? {});
        return upload;
      },
    }),
  );
  const file: UploadSource = { name: 'notes.txt', size: bytes.length, type: 'text/plain' };
  const actor = createActor(
    uploadTaskMachine.provide({ actors: { sendFile, pollFile: pollFileThroughClient } }),
    {
      input: { file, client, ...(options.model ? { model: options.model } : {}) },
    },
  );
  const progress: number[] = [];
  actor.subscribe((snapshot) => progress.push(snapshot.context.progress));
  return { actor, made, metadata, progress };
}

async function download(uuid: string): Promise<Buffer> {
  const response = await fetch(`${files.url}/api/v1/files/${uuid}/download`, { headers: expert.auth });
  return Buffer.from(await response.arrayBuffer());
}

describe('the tus transport in the upload task', () => {
  it('sends a file, reads its uuid from X-File-Uuid, and completes once the file service says so', async () => {
    const bytes = Buffer.from(`plain notes ${randomBytes(20_000).toString('hex')}`);
    const { actor, progress } = setup(bytes, { chunkSize: 16_384 });
    actor.start();
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 10_000 });
    expect(selectUploadTaskView(done).status).toBe('completed');
    const uuid = done.context.result!.uuid;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await download(uuid)).equals(bytes)).toBe(true);
    expect(progress.some((percent) => percent > 0 && percent < 100)).toBe(true);
  });

  it("sends a comment's file with model comment, and lesson content with courseLesson", async () => {
    const bytes = Buffer.from(`comment file ${randomBytes(64).toString('hex')}`);
    const comment = setup(bytes, { model: 'comment' });
    comment.actor.start();
    const sent = await waitFor(comment.actor, (snapshot) => snapshot.status === 'done', { timeout: 10_000 });
    expect(selectUploadTaskView(sent).status).toBe('completed');
    expect(comment.metadata[0]?.model).toBe('comment');
    const lesson = setup(bytes);
    lesson.actor.start();
    await waitFor(lesson.actor, (snapshot) => snapshot.status === 'done', { timeout: 10_000 });
    expect(lesson.metadata[0]?.model).toBe('courseLesson');
  });

  it('resumes an upload of the same file from its stored address instead of starting over', async () => {
    const bytes = Buffer.from(`resumed notes ${randomBytes(40_000).toString('hex')}`);
    const urlStorage = new MemoryUrlStorage();
    // A first try that breaks after its first chunk, leaving its address behind.
    const first = setup(bytes, { urlStorage, chunkSize: 20_000 });
    first.actor.start();
    await waitFor(first.actor, (snapshot) => snapshot.context.progress > 0, { timeout: 10_000 });
    const broken = first.made[0]!;
    await broken.abort(false);
    const address = broken.url;
    expect(address).toBeTruthy();
    expect(urlStorage.entries.size).toBe(1);

    const second = setup(bytes, { urlStorage, chunkSize: 20_000 });
    second.actor.start();
    const done = await waitFor(second.actor, (snapshot) => snapshot.status === 'done', { timeout: 10_000 });
    expect(second.made[0]!.url).toBe(address);
    expect(done.context.result!.uuid).toBe(address!.split('/').pop());
    expect((await download(done.context.result!.uuid)).equals(bytes)).toBe(true);
    // The first report of the resumed send already counts the bytes the server had.
    expect(second.progress.find((percent) => percent > 0)).toBeGreaterThanOrEqual(20);
    expect(urlStorage.entries.size).toBe(0);
  });

  it('terminates the upload on the server when the person cancels', async () => {
    const bytes = Buffer.from(`cancelled notes ${randomBytes(100_000).toString('hex')}`);
    const { actor, made } = setup(bytes, { chunkSize: 10_000 });
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.context.progress > 0, { timeout: 10_000 });
    const address = made[0]!.url!;
    actor.send({ type: 'upload.cancel' });
    expect(selectUploadTaskView(actor.getSnapshot()).status).toBe('aborted');
    await expect
      .poll(
        async () =>
          (
            await fetch(new URL(address, files.url), {
              method: 'HEAD',
              headers: { 'Tus-Resumable': '1.0.0', ...expert.auth },
            })
          ).status,
        { timeout: 5000 },
      )
      .toBeGreaterThanOrEqual(404);
  });

  it('fails without retry on a wrong user hash, with the invalid-hash text', async () => {
    const { actor } = setup(Buffer.from('hello'), { hash: 'not-the-hash' });
    actor.start();
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'), { timeout: 10_000 });
    expect(failed.context).toMatchObject({ canRetry: false, message: UPLOAD_MESSAGE_KEYS.invalidUserHash });
  });
});
