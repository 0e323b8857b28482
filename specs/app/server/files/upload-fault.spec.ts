import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { afterAll, describe, expect, it } from 'vitest';
import { RESUMABLE_RETRY_DELAYS_MS } from '../../../../core/upload/upload.constants.ts';
import {
  deterministicBytes,
  freePort,
  freshPostgres,
  type ServerProcess,
  signInToken,
  startServerProcess,
} from './support/server-process.ts';

const SIZE = 200 * 1024 * 1024;
const dataDir = mkdtempSync(path.join(tmpdir(), 'lectern-fault-spec-'));
const running: ServerProcess[] = [];
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const server of running) await server.stop();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

describe('an upload survives the server being killed', () => {
  it('200 MB via tus-js-client, the server SIGKILLed halfway, restarted on the same data dir, resumed: every byte kept', async () => {
    const source = deterministicBytes(SIZE);
    const database = await freshPostgres();
    dropDatabase = database?.drop;
    const port = await freePort();
    const first = await startServerProcess({ port, dataDir, databaseUrl: database?.url });
    running.push(first);
    const token = await signInToken(first.url, 'expert@lectern.test');
    const options = {
      endpoint: `${first.url}/api/v1/uploads`,
      headers: { Authorization: `Bearer ${token}` },
      metadata: {
        filename: 'lecture-notes.bin',
        filetype: 'application/octet-stream',
        model: 'courseLesson',
      },
      // Several PATCHes, as a browser on a long upload sends them.
      chunkSize: 16 * 1024 * 1024,
      storeFingerprintForResuming: false,
    };

    // First run: no retries, so the kill ends it; the server dies once half the bytes went out.
    let uuid = '';
    let uploadUrl = '';
    const killedAt = await new Promise<number>((resolve, reject) => {
      let killed = false;
      const upload = new tus.Upload(source.bytes, {
        ...options,
        retryDelays: [],
        onAfterResponse: (request, response) => {
          if (request.getMethod() === 'POST') uuid = response.getHeader('X-File-Uuid') ?? '';
        },
        onProgress: (sent) => {
          if (!killed && sent >= SIZE / 2) {
            killed = true;
            first.child.kill('SIGKILL');
            resolve(sent);
          }
        },
        onSuccess: () => reject(new Error('the upload finished before the kill')),
        onError: (error) => {
          if (!killed) reject(error);
        },
      });
      upload.start();
      const poll = setInterval(() => {
        if (upload.url) {
          uploadUrl = upload.url;
          clearInterval(poll);
        }
      }, 5);
    });
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(killedAt).toBeGreaterThanOrEqual(SIZE / 2);
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(uploadUrl).toContain(uuid);

    // Restart on the same data dir (and database), then resume from the server's offset.
    const second = await startServerProcess({ port, dataDir, databaseUrl: database?.url });
    running.push(second);
    const head = await fetch(uploadUrl, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0', ...options.headers },
    });
    const kept = Number(head.headers.get('Upload-Offset'));
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(SIZE);

    let resumedFrom = -1;
    await new Promise<void>((resolve, reject) => {
      const upload = new tus.Upload(source.bytes, {
        ...options,
        uploadUrl,
        retryDelays: [...RESUMABLE_RETRY_DELAYS_MS],
        onProgress: (sent) => {
          if (resumedFrom < 0) resumedFrom = sent;
        },
        onSuccess: () => resolve(),
        onError: reject,
      });
      upload.start();
    });
    // It went on from where the server stopped, not from zero.
    expect(resumedFrom).toBeGreaterThanOrEqual(kept);

    const stored = path.join(dataDir, 'files', uuid);
    expect(await sha256OfFile(stored)).toBe(source.sha256);
    const record = await fetch(`${second.url}/api/v1/files/${uuid}`, { headers: options.headers });
    expect(record.status).toBe(200);
    expect((await record.json()).data.data).toMatchObject({ uuid, size: SIZE, process_status: 'completed' });
    const download = await fetch(`${second.url}/api/v1/files/${uuid}/download`, { headers: options.headers });
    const downloaded = createHash('sha256');
    for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) downloaded.update(chunk);
    expect(downloaded.digest('hex')).toBe(source.sha256);
  }, 120_000);
});
