import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressJson } from '../../../../app/server/http/compress-json.ts';
import { API, createTestServer, type TestServer } from '../support/test-server.ts';

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('large JSON answers of the API go compressed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const groups = `${API}/translation-groups?groups[]=expert&groups[]=editor&groups[]=quiz&groups[]=common&lang=uk`;

  it('sends a translation group in brotli or gzip as asked, the same JSON once decoded, and keeps its caching', async () => {
    const plain = await server.request(groups);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const json = (await bytes(plain)).toString();
    expect(json.length).toBeGreaterThan(4096);

    const br = await server.request(groups, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const brBody = await bytes(br);
    expect(Number(br.headers.get('Content-Length'))).toBe(brBody.length);
    expect(brBody.length).toBeLessThan(json.length / 2);
    expect(brotliDecompressSync(brBody).toString()).toBe(json);

    const gz = await server.request(groups, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(json);

    // The translation groups' HTTP caching is as before: the same ETag, the same Cache-Control, a 304.
    const etag = br.headers.get('ETag') ?? '';
    expect(etag).toBe(plain.headers.get('ETag'));
    expect(br.headers.get('Cache-Control')).toBe(plain.headers.get('Cache-Control'));
    const again = await server.request(groups, {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('Content-Encoding')).toBeNull();
  });

  it('leaves small answers as they are', async () => {
    const health = await server.request(`${API}/user`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(health.headers.get('Content-Encoding')).toBeNull();
    expect(health.headers.get('Content-Type')).toMatch(/json/);
  });
});

describe('what is never compressed', () => {
  const big = 'x'.repeat(5000);
  const app = new Hono();
  app.use('*', compressJson({ except: ['/files/'] }));
  app.get('/json', (c) => c.json({ big }));
  app.get('/files/report.json', (c) => c.json({ big }));
  app.get('/partial', (c) => c.body(JSON.stringify({ big }), 206, { 'Content-Type': 'application/json' }));
  app.get('/video', (c) => c.body(big, 200, { 'Content-Type': 'video/mp4' }));
  app.get('/no-transform', (c) => c.json({ big }, 200, { 'Cache-Control': 'no-transform' }));
  const ask = (path: string) => app.request(path, { headers: { 'Accept-Encoding': 'br, gzip' } });

  it('compresses the JSON call, and neither file paths, partial answers, media nor no-transform', async () => {
    expect((await ask('/json')).headers.get('Content-Encoding')).toBe('br');
    for (const path of ['/files/report.json', '/partial', '/video', '/no-transform']) {
      const response = await ask(path);
      expect(response.headers.get('Content-Encoding'), path).toBeNull();
      expect((await response.text()).includes(big), path).toBe(true);
    }
  });
});
