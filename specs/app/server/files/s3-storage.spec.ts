import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bytesStream,
  createFileStorage,
  type FileStorage,
  readSmallObject,
} from '../../../../app/server/files/storage.ts';
import { createLogger } from '../../../../app/server/logger.ts';
import { createMediaWorker } from '../../../../app/server/media/media-worker.ts';
import { fileState, fixtureDir, makeVideo, settled, storeUpload } from '../media/media-fixtures.ts';
import { type SpecS3, startS3 } from '../support/s3-server.ts';
import {
  createUpload,
  EXPERT,
  type FileServer,
  headUpload,
  patchUpload,
  type SpecUser,
  startFileServer,
} from './support/file-server.ts';

/** Storage, resumable uploads, downloads and media processing on a real S3-compatible server (s3rver). */
let s3: SpecS3;
let files: FileServer;
let storage: FileStorage;
let expert: SpecUser;

beforeAll(async () => {
  s3 = await startS3();
  files = await startFileServer(s3.env);
  storage = createFileStorage(files.server.config);
  expert = await files.user(EXPERT);
}, 60_000);

afterAll(async () => {
  await files?.close();
  await s3?.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('the S3 storage driver', () => {
  it('is the S3 driver, and writes, stats, reads whole and in ranges, and deletes objects', async () => {
    expect(storage.kind).toBe('s3');
    expect(storage.localPath('a')).toBeNull();
    const bytes = randomBytes(100_000);
    expect(await storage.write('spec/object.bin', bytesStream(bytes))).toEqual({ size: 100_000 });
    expect((await storage.stat('spec/object.bin'))?.size).toBe(100_000);
    expect(sha256(await readAll(await storage.read('spec/object.bin')))).toBe(sha256(bytes));
    const part = await readAll(await storage.read('spec/object.bin', { start: 1000, end: 1999 }));
    expect(part.equals(bytes.subarray(1000, 2000))).toBe(true);
    await storage.delete('spec/object.bin');
    expect(await storage.stat('spec/object.bin')).toBeNull();
    await expect(storage.read('spec/object.bin')).rejects.toThrow();
  });

  it('removes every object under a prefix and nothing beside it', async () => {
    for (const key of ['media/a/1', 'media/a/hls/2', 'media/ab/3'])
      await storage.write(key, bytesStream(Uint8Array.of(1)));
    await storage.deletePrefix('media/a/');
    expect(await storage.stat('media/a/1')).toBeNull();
    expect(await storage.stat('media/a/hls/2')).toBeNull();
    expect(await storage.stat('media/ab/3')).not.toBeNull();
  });
});

describe('a resumable upload to S3', () => {
  // Over 5 MiB, so @tus/s3-store sends a full multipart part and keeps the rest as its incomplete part.
  const bytes = randomBytes(7 * 1024 * 1024 + 321);
  let uuid: string;

  beforeAll(async () => {
    const created = await createUpload(files.url, expert.auth, {
      length: bytes.length,
      metadata: { filename: 'lecture-notes.bin', filetype: 'application/octet-stream' },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('Location')!;
    uuid = created.headers.get('X-File-Uuid')!;
    // The first part stops short, as a dropped connection would leave it.
    const first = await patchUpload(files.url, location, expert.auth, 0, bytes.subarray(0, 6 * 1024 * 1024));
    expect(first.status).toBe(204);
    const head = await headUpload(files.url, location, expert.auth);
    const offset = Number(head.headers.get('Upload-Offset'));
    expect(offset).toBe(6 * 1024 * 1024);
    const rest = await patchUpload(files.url, location, expert.auth, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('X-File-Uuid')).toBe(uuid);
  }, 60_000);

  it('resumes at the offset S3 holds and ends byte-exact in the bucket (SHA-256)', async () => {
    expect((await storage.stat(uuid))?.size).toBe(bytes.length);
    expect(sha256(await readAll(await storage.read(uuid)))).toBe(sha256(bytes));
  });

  it('downloads whole and in ranges from S3', async () => {
    const url = `${files.url}/api/v1/files/${uuid}/download`;
    const whole = await fetch(url, { headers: expert.auth });
    expect(whole.status).toBe(200);
    expect(sha256(new Uint8Array(await whole.arrayBuffer()))).toBe(sha256(bytes));
    const part = await fetch(url, { headers: { ...expert.auth, Range: 'bytes=6291450-6291459' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 6291450-6291459/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(6291450, 6291460))).toBe(true);
    const tail = await fetch(url, { headers: { ...expert.auth, Range: 'bytes=-5' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(-5))).toBe(true);
  });
});

describe('media processing on S3', () => {
  it('reads the video from the bucket and writes the poster, HLS and MP4 back to it', async () => {
    const db = files.server.database.db;
    const video = makeVideo(fixtureDir(), { width: 640, height: 360, seconds: 1 });
    const uuid = await storeUpload(
      db,
      storage,
      video,
      { userId: expert.id, cabinetId: files.schoolId },
      'video/mp4',
    );
    const worker = createMediaWorker({
      db,
      storage,
      logger: createLogger({ level: 'silent' }),
      pollMs: 30,
      heartbeatMs: 100,
    });
    worker.start();
    try {
      const state = await settled(db, uuid, 60_000);
      expect(state.file.processStatus).toBe('completed');
    } finally {
      await worker.stop();
    }
    const { children } = await fileState(db, uuid);
    for (const child of children) expect(await storage.stat(child.storageKey)).not.toBeNull();
    const master = (await readSmallObject(storage, `media/${uuid}/hls/master.m3u8`)).toString();
    expect(master).toMatch(/RESOLUTION=640x360/);
    const playlist = await fetch(`${files.url}/api/v1/files/${uuid}/media/hls/master.m3u8`, {
      headers: expert.auth,
    });
    expect(playlist.status).toBe(200);
    expect(await playlist.text()).toContain('360p.m3u8');
  }, 90_000);
});
