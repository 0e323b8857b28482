import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../../app/server/db/client.ts';
import { mediaJobs } from '../../../../app/server/db/schema.ts';
import { createFileStorage, type FileStorage } from '../../../../app/server/files/storage.ts';
import { enqueueMediaProcessing } from '../../../../app/server/media/enqueue-media.ts';
import {
  claimMediaJob,
  failMediaJob,
  MediaJobLostError,
  releaseMediaJob,
  renewMediaJobLease,
} from '../../../../app/server/media/media-jobs.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { demoUploader, fileState, fixtureDir, makeCorruptVideo, storeUpload } from './media-fixtures.ts';

const queue = { leaseMs: 60_000, maxAttempts: 3, backoffMs: 30_000 };
let server: TestServer;
let db: Db;
let storage: FileStorage;
let source: string;
let owner: { userId: number; cabinetId: number };

beforeAll(async () => {
  const dir = fixtureDir();
  server = await createTestServer({ seed: true, env: { LECTERN_DATA_DIR: dir } });
  db = server.database.db;
  storage = createFileStorage(server.config);
  owner = await demoUploader(db);
  source = makeCorruptVideo(dir);
});
afterAll(() => server.close());

/** Makes the job due now (as if its backoff had passed). */
const makeDue = (jobId: number) =>
  db.update(mediaJobs).set({ runAfter: sql`now()` }).where(eq(mediaJobs.id, jobId));

/** Each example starts with no other job due, so the job it claims is its own. */
beforeEach(() =>
  db.update(mediaJobs).set({ status: 'done' }).where(sql`${mediaJobs.status} in ('queued', 'running')`),
);

describe('the media job queue', () => {
  it('retries a passing failure after a backoff that doubles, then fails the file with the last reason', async () => {
    const uuid = await storeUpload(db, storage, source, owner, 'video/mp4');
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const job = await claimMediaJob(db, 'worker-a', queue);
      expect(job).toMatchObject({ attempts: attempt });
      const outcome = await failMediaJob(
        db,
        job!,
        'worker-a',
        { reason: `ffmpeg stopped (${attempt})`, lasting: false },
        queue,
      );
      const { file, job: row } = await fileState(db, uuid);
      if (attempt < 3) {
        expect(outcome).toBe('retrying');
        expect(file.processStatus).toBe('pending');
        expect(row.status).toBe('queued');
        waits.push(row.runAfter.getTime() - row.updatedAt.getTime());
        // Not due yet: nobody can take it during the backoff.
        expect(await claimMediaJob(db, 'worker-b', queue)).toBeNull();
        await makeDue(row.id);
      } else {
        expect(outcome).toBe('failed');
        expect(file).toMatchObject({ processStatus: 'failed', processError: 'ffmpeg stopped (3)' });
        expect(row.status).toBe('failed');
      }
    }
    expect(waits[0]).toBeGreaterThanOrEqual(29_000);
    expect(waits[1]).toBeGreaterThanOrEqual(59_000);
  });

  it('fails a lasting failure at once', async () => {
    const uuid = await storeUpload(db, storage, source, owner, 'video/mp4');
    const job = await claimMediaJob(db, 'worker-a', queue);
    expect(await failMediaJob(db, job!, 'worker-a', { reason: 'not media', lasting: true }, queue)).toBe(
      'failed',
    );
    expect((await fileState(db, uuid)).file).toMatchObject({
      processStatus: 'failed',
      processError: 'not media',
    });
  });

  it('lets only the holder renew, fail or hand back a job', async () => {
    const uuid = await storeUpload(db, storage, source, owner, 'video/mp4');
    const job = (await claimMediaJob(db, 'holder', queue))!;
    expect(await renewMediaJobLease(db, job, 'someone-else', queue.leaseMs)).toBe(false);
    expect(await renewMediaJobLease(db, job, 'holder', queue.leaseMs)).toBe(true);
    await expect(
      failMediaJob(db, job, 'someone-else', { reason: 'x', lasting: true }, queue),
    ).rejects.toBeInstanceOf(MediaJobLostError);
    await releaseMediaJob(db, job, 'someone-else');
    expect((await fileState(db, uuid)).job).toMatchObject({ status: 'running', lockedBy: 'holder' });
    await releaseMediaJob(db, job, 'holder');
    expect((await fileState(db, uuid)).job).toMatchObject({ status: 'queued', lockedBy: null, attempts: 0 });
    expect((await fileState(db, uuid)).file.processStatus).toBe('pending');
  });

  it('queues a file again from scratch when asked twice (one job per file)', async () => {
    const uuid = await storeUpload(db, storage, source, owner, 'video/mp4');
    const job = (await claimMediaJob(db, 'worker-a', queue))!;
    await failMediaJob(db, job, 'worker-a', { reason: 'broken', lasting: true }, queue);
    await enqueueMediaProcessing(db, uuid);
    const { file, job: row } = await fileState(db, uuid);
    expect(file).toMatchObject({ processStatus: 'pending', processError: null });
    expect(row).toMatchObject({ id: job.id, status: 'queued', attempts: 0, lastError: null });
  });

  it('refuses to queue a file that does not exist', async () => {
    await expect(enqueueMediaProcessing(db, '00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      /No file/,
    );
  });
});
