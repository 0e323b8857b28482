import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../../app/server/config.ts';
import type { Db } from '../../../../app/server/db/client.ts';
import { createFileStorage, type FileStorage } from '../../../../app/server/files/storage.ts';
import { createLogger } from '../../../../app/server/logger.ts';
import { startServer } from '../../../../app/server/main.ts';
import { checkMediaTools, mediaToolsSummary } from '../../../../app/server/media/media-tools.ts';
import { createMediaWorker } from '../../../../app/server/media/media-worker.ts';
import { fileStatusResponseSchema } from '../../../../core/api/files.ts';
import { demoUploader, fixtureDir, settled, storeUpload } from '../media/media-fixtures.ts';
import { API, createTestServer, signIn, type TestServer } from '../support/test-server.ts';

// Issue 23: with no ffmpeg on the server a video waited at "Waiting to be processed" forever while the
// log retried. Here ffmpeg and ffprobe are at paths where nothing is installed.

const NOWHERE = vi.hoisted(() => {
  const nowhere = { ffmpeg: '/nonexistent/lectern/ffmpeg', ffprobe: '/nonexistent/lectern/ffprobe' };
  // Read when the media modules load (media.constants.ts), so set before any import runs.
  process.env.FFMPEG_PATH = nowhere.ffmpeg;
  process.env.FFPROBE_PATH = nowhere.ffprobe;
  return nowhere;
});

function logLines() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'info', destination }) };
}

describe('the check at start', () => {
  it('finds both tools missing and says what to install', async () => {
    const check = await checkMediaTools();
    expect(check).toMatchObject({ ready: false, missing: [NOWHERE.ffmpeg, NOWHERE.ffprobe] });
    expect(mediaToolsSummary(check)).toContain('apt-get install ffmpeg');
  });

  it('finds a working ffmpeg ready, naming its version', async () => {
    const check = await checkMediaTools({ ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' });
    expect(check.ready).toBe(true);
    expect(mediaToolsSummary(check)).toMatch(/^converting video and audio with ffmpeg version /);
  });

  it('is in the start-up message, with a warning that says what to install', async () => {
    const { lines, logger } = logLines();
    const running = await startServer({
      config: loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        LECTERN_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lectern-start-')),
        LECTERN_DEMO: '0',
      }),
      logger,
      web: 'none',
    });
    try {
      const listening = lines.find((line) => line.msg === 'listening');
      expect(String(listening?.media)).toMatch(/^not converting: .*not installed.*apt-get install ffmpeg/);
      const warning = lines.find((line) => line.level === 40 && String(line.msg).includes('not installed'));
      expect(warning).toMatchObject({ install: 'apt-get install ffmpeg' });
    } finally {
      await running.close();
    }
  }, 60_000);
});

describe('a video uploaded to a server without ffmpeg', () => {
  let server: TestServer;
  let db: Db;
  let storage: FileStorage;

  beforeAll(async () => {
    const dir = fixtureDir();
    server = await createTestServer({ seed: true, env: { LECTERN_DATA_DIR: dir } });
    db = server.database.db;
    storage = createFileStorage(server.config);
  });
  afterAll(() => server.close());

  it('fails at once, after one attempt, with a code that says what to install', async () => {
    const source = path.join(fixtureDir(), 'lecture.mp4');
    writeFileSync(source, Buffer.from('bytes that would have been a video'));
    const uuid = await storeUpload(db, storage, source, await demoUploader(db), 'video/mp4');
    const worker = createMediaWorker({
      db,
      storage,
      logger: createLogger({ level: 'silent' }),
      pollMs: 30,
      heartbeatMs: 100,
      backoffMs: 50,
    });
    worker.start();
    const started = Date.now();
    const { file, job } = await settled(db, uuid);
    await worker.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(file).toMatchObject({
      processStatus: 'failed',
      processErrorCode: 'tool_missing',
      processErrorParams: { tool: NOWHERE.ffprobe, install: 'apt-get install ffmpeg' },
    });
    expect(file.processError).toContain('apt-get install ffmpeg');

    // The uploader's file record carries the code, its values, and the English words.
    const expert = await signIn(server, 'expert@lectern.test');
    const record = v.parse(fileStatusResponseSchema, await (await expert.get(`${API}/files/${uuid}`)).json());
    expect(record).toMatchObject({
      process_status: 'failed',
      process_error_code: 'tool_missing',
      process_error_params: { tool: NOWHERE.ffprobe, install: 'apt-get install ffmpeg' },
    });
  }, 30_000);
});
