import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../app/server/db/client.ts';
import { files } from '../../../../app/server/db/schema.ts';
import {
  createFileStorage,
  type FileStorage,
  readSmallObject,
} from '../../../../app/server/files/storage.ts';
import { createLogger } from '../../../../app/server/logger.ts';
import { claimMediaJob } from '../../../../app/server/media/media-jobs.ts';
import { createMediaWorker, type MediaWorker } from '../../../../app/server/media/media-worker.ts';
import { MEDIA_FAILURE_REASONS } from '../../../../app/server/media/process-media-file.ts';
import { API, type Browser, createTestServer, signIn, type TestServer } from '../support/test-server.ts';
import {
  demoUploader,
  fileState,
  fixtureDir,
  makeAudio,
  makeCorruptVideo,
  makeVideo,
  settled,
  storeUpload,
  until,
} from './media-fixtures.ts';

const quiet = createLogger({ level: 'silent' });
const FAST = { pollMs: 30, heartbeatMs: 100, backoffMs: 50 };

let server: TestServer;
let db: Db;
let storage: FileStorage;
let owner: { userId: number; cabinetId: number };
let dir: string;
let hdVideo: string;
let smallVideo: string;
const workers: MediaWorker[] = [];

function startWorker(options: Partial<Parameters<typeof createMediaWorker>[0]> = {}): MediaWorker {
  const worker = createMediaWorker({ db, storage, logger: quiet, ...FAST, ...options });
  workers.push(worker);
  worker.start();
  return worker;
}

beforeAll(async () => {
  dir = fixtureDir();
  server = await createTestServer({ seed: true, env: { LECTERN_DATA_DIR: dir } });
  db = server.database.db;
  storage = createFileStorage(server.config);
  owner = await demoUploader(db);
  hdVideo = makeVideo(dir, { width: 1280, height: 720, seconds: 2 });
  smallVideo = makeVideo(dir, { width: 320, height: 240, seconds: 1, silent: true });
}, 60_000);

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await server.close();
});

describe('a video job', () => {
  let uuid: string;
  let expert: Browser;

  beforeAll(async () => {
    uuid = await storeUpload(db, storage, hdVideo, owner, 'video/mp4');
    expect((await fileState(db, uuid)).file.processStatus).toBe('pending');
    const worker = startWorker();
    await settled(db, uuid);
    await worker.stop();
    expert = await signIn(server, 'expert@lectern.test');
  }, 60_000);

  it('runs to completed with a poster first, HLS 360p and 720p with a master playlist, and an MP4', async () => {
    const { file, job, children } = await fileState(db, uuid);
    expect(file).toMatchObject({ processStatus: 'completed', processError: null });
    expect(job).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
    expect(children.map((child) => [child.role, child.height])).toEqual([
      ['poster', null],
      ['hls_master', null],
      ['hls_rendition', 360],
      ['hls_rendition', 720],
      ['mp4', null],
    ]);
    const master = (await readSmallObject(storage, `media/${uuid}/hls/master.m3u8`)).toString();
    expect(master).toMatch(/RESOLUTION=640x360/);
    expect(master).toMatch(/RESOLUTION=1280x720/);
    const poster = await readSmallObject(storage, children[0]!.storageKey);
    expect([...poster.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it('makes an MP4 that ffprobe reads as 720p H.264 with AAC sound', () => {
    const mp4 = storage.localPath(`media/${uuid}/video.mp4`)!;
    const streams = execFileSync('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=codec_name,height', '-of', 'csv=p=0', mp4],
    ]).toString();
    expect(streams).toMatch(/h264,720/);
    expect(streams).toMatch(/aac/);
  });

  it('gives the File record a url that leads to the master playlist, served with HLS types', async () => {
    const list = (await (await expert.get(`${API}/cabinet/files`)).json()) as {
      data: { uuid: string; url: string; process_status: string; size: number }[];
    };
    const record = list.data.find((item) => item.uuid === uuid);
    // Only uploaded files are listed, not the poster, playlists and MP4 derived from them.
    const children = (await fileState(db, uuid)).children.map((child) => child.uuid);
    expect(list.data.filter((item) => children.includes(item.uuid))).toEqual([]);
    expect(record).toMatchObject({
      process_status: 'completed',
      url: `${API}/files/${uuid}/media/hls/master.m3u8`,
    });
    const playlist = await expert.get(record!.url);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const rendition = await expert.get(`${API}/files/${uuid}/media/hls/360p.m3u8`);
    const segmentName = (await rendition.text()).split('\n').find((line) => line.endsWith('.ts'))!;
    const segment = await expert.get(`${API}/files/${uuid}/media/hls/${segmentName}`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('serves the MP4 in ranges', async () => {
    const part = await expert.get(`${API}/files/${uuid}/media/video.mp4`, { Range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('refuses the HLS files to anyone who may not see the file, and odd names', async () => {
    const student = await signIn(server, 'partner@lectern.test');
    expect((await student.get(`${API}/files/${uuid}/media/hls/master.m3u8`)).status).toBe(404);
    expect((await server.request(`${API}/files/${uuid}/media/hls/master.m3u8`)).status).toBe(401);
    // The list is a school's: a student in their own cabinet gets 403.
    const learner = await signIn(server, 'student@lectern.test');
    expect((await learner.get(`${API}/cabinet/files`)).status).toBe(403);
    expect((await expert.get(`${API}/files/${uuid}/media/hls/..%2Fvideo.mp4`)).status).toBe(404);
    expect((await expert.get(`${API}/files/${uuid}/media/hls/master.txt`)).status).toBe(404);
  });
});

describe('failures and restarts', () => {
  it('fails a corrupt file at once, saying why', async () => {
    const uuid = await storeUpload(db, storage, makeCorruptVideo(dir), owner, 'video/mp4');
    const worker = startWorker();
    const { file, job, children } = await settled(db, uuid);
    await worker.stop();
    expect(file).toMatchObject({ processStatus: 'failed', processError: MEDIA_FAILURE_REASONS.unreadable });
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(children).toEqual([]);
  });

  it('fails a file whose bytes are gone from storage', async () => {
    const uuid = await storeUpload(db, storage, smallVideo, owner, 'video/mp4');
    await storage.delete(uuid);
    const worker = startWorker();
    const { file } = await settled(db, uuid);
    await worker.stop();
    expect(file).toMatchObject({ processStatus: 'failed', processError: MEDIA_FAILURE_REASONS.missing });
  });

  it('keeps nothing of a file deleted while it was being converted', async () => {
    const uuid = await storeUpload(db, storage, hdVideo, owner, 'video/mp4');
    const worker = startWorker();
    await until(async () => (await fileState(db, uuid)).file.processStatus === 'processing');
    await db.update(files).set({ deletedAt: new Date() }).where(eq(files.uuid, uuid));
    await until(async () => (await fileState(db, uuid)).job.status === 'done');
    await worker.stop();
    expect((await fileState(db, uuid)).children).toEqual([]);
    expect(await storage.stat(`media/${uuid}/hls/master.m3u8`)).toBeNull();
    expect(await storage.stat(`media/${uuid}/video.mp4`)).toBeNull();
  }, 30_000);

  it('converts audio to AAC in M4A', async () => {
    const uuid = await storeUpload(db, storage, makeAudio(dir), owner, 'audio/mpeg');
    const worker = startWorker();
    const { file, children } = await settled(db, uuid);
    await worker.stop();
    expect(file.processStatus).toBe('completed');
    expect(children.map((child) => [child.role, child.mimeType])).toEqual([['audio', 'audio/mp4']]);
    const codec = execFileSync('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0'],
      storage.localPath(children[0]!.storageKey)!,
    ]).toString();
    expect(codec.trim()).toBe('aac');
  });

  it('retakes a job whose worker died once its lease runs out', async () => {
    const uuid = await storeUpload(db, storage, smallVideo, owner, 'video/mp4');
    const dead = await claimMediaJob(db, 'dead-worker', { leaseMs: 400, maxAttempts: 3, backoffMs: 50 });
    expect(dead).not.toBeNull();
    expect((await fileState(db, uuid)).file.processStatus).toBe('processing');
    const worker = startWorker({ leaseMs: 400 });
    const { file, job } = await settled(db, uuid);
    await worker.stop();
    expect(file.processStatus).toBe('completed');
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('never lets a second worker take a job whose holder keeps its lease', async () => {
    const uuid = await storeUpload(db, storage, smallVideo, owner, 'video/mp4');
    const held = await claimMediaJob(db, 'busy-worker', { leaseMs: 60_000, maxAttempts: 3, backoffMs: 50 });
    expect(held).not.toBeNull();
    expect(
      await claimMediaJob(db, 'other-worker', { leaseMs: 60_000, maxAttempts: 3, backoffMs: 50 }),
    ).toBeNull();
    expect((await fileState(db, uuid)).job.lockedBy).toBe('busy-worker');
  });

  it('gives up a job whose workers died on it every time, saying why', async () => {
    const uuid = await storeUpload(db, storage, smallVideo, owner, 'video/mp4');
    const queue = { leaseMs: 1, maxAttempts: 2, backoffMs: 50 };
    // Leave the job from the previous spec alone: claim only until this one is taken twice.
    for (let taken = 0; taken < 2; ) {
      const job = await claimMediaJob(db, `dying-${taken}`, queue);
      if (job && (await fileState(db, uuid)).job.id === job.id) taken += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    await claimMediaJob(db, 'late-worker', queue);
    const { file, job } = await fileState(db, uuid);
    expect(job.status).toBe('failed');
    expect(file.processStatus).toBe('failed');
    expect(file.processError).toMatch(/interrupted too many times/);
  });

  it('loses no job to a restart: a stopped worker hands its job back and a new one finishes it', async () => {
    const uuid = await storeUpload(db, storage, hdVideo, owner, 'video/mp4');
    const first = startWorker();
    await until(async () => (await fileState(db, uuid)).file.processStatus === 'processing');
    await first.stop();
    const handedBack = await fileState(db, uuid);
    expect(handedBack.file.processStatus).toBe('pending');
    expect(handedBack.job).toMatchObject({ status: 'queued', lockedBy: null, attempts: 0 });

    const second = startWorker();
    const { file, job, children } = await settled(db, uuid);
    await second.stop();
    expect(file.processStatus).toBe('completed');
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
    expect(children.filter((child) => child.role === 'hls_rendition')).toHaveLength(2);
  }, 40_000);

  it('runs jobs queued while no worker ran, once one starts', async () => {
    const uuids = [
      await storeUpload(db, storage, smallVideo, owner, 'video/mp4'),
      await storeUpload(db, storage, smallVideo, owner, 'video/mp4'),
    ];
    const [a, b] = [startWorker(), startWorker()];
    const states = await Promise.all(uuids.map((uuid) => settled(db, uuid)));
    await Promise.all([a.stop(), b.stop()]);
    for (const { file, job, children } of states) {
      expect(file.processStatus).toBe('completed');
      expect(job.attempts).toBe(1);
      // A 240-pixel source is not upscaled: one rendition at its own height.
      expect(children.filter((child) => child.role === 'hls_rendition').map((child) => child.height)).toEqual(
        [240],
      );
    }
  }, 40_000);
});

it('keeps the test video small (the spec stays fast)', () => {
  expect(readFileSync(path.join(dir, 'video-320x240.mp4')).byteLength).toBeLessThan(200_000);
});
