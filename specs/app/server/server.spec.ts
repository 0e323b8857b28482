import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../app/server/config.ts';
import { createLogger } from '../../../app/server/logger.ts';
import { startServer } from '../../../app/server/main.ts';
import { API, createTestServer, SPEC_SECRET } from './support/test-server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'lectern-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = () =>
  startServer({
    config: loadConfig({ LECTERN_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test' }),
    logger: createLogger({ level: 'silent' }),
    web: 'none',
  });

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** Sends the headers of a request now and its body later, over a raw socket; resolves with the status line. */
function slowRequest(url: string, body: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let answer = '';
  const done = new Promise<string>((resolve, reject) => {
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
  const headersSent = new Promise<void>((resolve) =>
    socket.once('connect', () => {
      socket.write(
        `POST ${API}/auth/login HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
      );
      setTimeout(resolve, 200);
    }),
  );
  return { headersSent, finish: () => socket.write(body), done };
}

describe('the embedded database on disk', () => {
  it('writes the demo data on first start and keeps every row across a restart', async () => {
    const first = await start();
    try {
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
      const registered = await post(`${first.url}${API}/auth/register`, {
        name: 'Kept Across Restarts',
        email: 'kept@example.com',
        password: 'remember me please',
      });
      expect(registered.status).toBe(201);
    } finally {
      await first.close();
    }
    await expect(fetch(`${first.url}/healthz`)).rejects.toThrow();

    const second = await start();
    try {
      for (const email of ['kept@example.com', 'student@lectern.test']) {
        const password = email === 'kept@example.com' ? 'remember me please' : 'lectern-demo';
        expect((await post(`${second.url}${API}/auth/login`, { email, password })).status).toBe(200);
      }
      const { users } = await import('../../../app/server/db/schema.ts');
      const rows = await second.database.db.select().from(users);
      expect(rows.filter((row) => row.email === 'expert@lectern.test')).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe('graceful shutdown', () => {
  it('finishes a request in flight before it stops, and refuses new ones', async () => {
    const running = await start();
    const request = slowRequest(
      running.url.replace('localhost', '127.0.0.1'),
      JSON.stringify({ email: 'student@lectern.test', password: 'lectern-demo' }),
    );
    await request.headersSent;
    const closed = running.close();
    request.finish();
    expect(await request.done).toBe('HTTP/1.1 200 OK');
    await closed;
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
  }, 60_000);
});

describe('serving the built web app', () => {
  it('serves hashed assets for a year, index.html for page paths, and JSON 404 for unknown API calls', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'lectern-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    const server = await createTestServer({ webRoot, env: { LECTERN_SECRET: SPEC_SECRET } });
    try {
      const asset = await server.request('/assets/index-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      for (const page of ['/', '/expert/courses', '/cabinet']) {
        const response = await server.request(page);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('<div id="root">');
        expect(response.headers.get('Cache-Control')).toBe('no-cache');
        expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
      }
      expect((await server.request('/assets/missing-file.js')).status).toBe(404);
      const api = await server.request(`${API}/nothing`);
      expect(api.status).toBe(404);
      expect(api.headers.get('Content-Type')).toContain('application/json');
    } finally {
      await server.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
