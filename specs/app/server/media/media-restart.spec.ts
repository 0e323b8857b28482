import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../../../app/server/config.ts';
import { createFileStorage } from '../../../../app/server/files/storage.ts';
import { createLogger } from '../../../../app/server/logger.ts';
import { startServer } from '../../../../app/server/main.ts';
import { demoUploader, fileState, makeVideo, settled, storeUpload } from './media-fixtures.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'lectern-media-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = loadConfig({ LECTERN_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test' });
/** Starts the server; `messages` collects what it logs. */
const start = (messages: string[] = []) =>
  startServer({
    config,
    web: 'none',
    logger: createLogger({
      level: 'info',
      destination: new Writable({
        write(chunk, _encoding, done) {
          for (const line of String(chunk).split('\n').filter(Boolean)) messages.push(JSON.parse(line).msg);
          done();
        },
      }),
    }),
  });

it('a server stopped with a video in its queue converts it after it starts again (main.ts runs the worker)', async () => {
  const video = makeVideo(dataDir, { width: 320, height: 240, seconds: 1 });
  const firstLog: string[] = [];
  const first = await start(firstLog);
  const storage = createFileStorage(config);
  const uuid = await storeUpload(
    first.database.db,
    storage,
    video,
    await demoUploader(first.database.db),
    'video/mp4',
  );
  // Stop at once: whatever the worker had claimed is handed back before the database closes.
  await first.close();
  expect(firstLog).not.toContain('media job done');

  const second = await start();
  try {
    const { file, children } = await settled(second.database.db, uuid);
    expect(file.processStatus).toBe('completed');
    expect(children.map((child) => child.role)).toEqual(['poster', 'hls_master', 'hls_rendition', 'mp4']);
    expect((await fileState(second.database.db, uuid)).job.status).toBe('done');
  } finally {
    await second.close();
  }
}, 60_000);
