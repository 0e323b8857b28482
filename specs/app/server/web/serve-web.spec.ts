import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webRoutes } from '../../../../app/server/web/serve-web.ts';
import { precompressDirectory } from '../../../../scripts/vite-precompress.ts';

/** A built app as Vite leaves it: hashed assets with hidden maps, index.html, a public file, the manifest. */
let webRoot: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `lesson ${i} of the course`))};\n`;
const page = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;

beforeAll(() => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'lectern-web-serving-'));
  mkdirSync(path.join(webRoot, 'assets'));
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(path.join(webRoot, 'index.html'), page);
  writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(path.join(webRoot, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webRoot, 'assets', 'inter-abc123.woff2'), Buffer.alloc(4000, 7));
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), '{}');
  precompressDirectory(webRoot);
});
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) =>
  webRoutes(webRoot).request(url, { headers });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('the build precompresses', () => {
  it('writes .br and .gz beside text files of 1 KiB and more, never beside fonts, maps or small files', () => {
    const files = readdirSync(path.join(webRoot, 'assets')).sort();
    expect(files).toContain('index-abc123.js.br');
    expect(files).toContain('index-abc123.js.gz');
    expect(files.filter((file) => file.startsWith('tiny') || file.startsWith('inter'))).toEqual([
      'inter-abc123.woff2',
      'tiny-abc123.js',
    ]);
    expect(files.some((file) => file.startsWith('index-abc123.js.map.'))).toBe(false);
    expect(readdirSync(webRoot)).toContain('index.html.br');
  });
});

describe('serving the built app', () => {
  it('answers brotli to a browser that accepts it, with Vary, the year-long immutable cache and the same bytes', async () => {
    const response = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    const body = await bytes(response);
    expect(Number(response.headers.get('Content-Length'))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('answers gzip to a browser that takes only gzip, and the plain file to one that names no coding', async () => {
    const gzipped = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzipped)).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect((await bytes(plain)).toString()).toBe(script);

    const refusesBrotli = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0.5' });
    expect(refusesBrotli.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('sends small files and fonts as they are, without Vary', async () => {
    const tiny = await get('/assets/tiny-abc123.js', { 'Accept-Encoding': 'br, gzip' });
    expect(tiny.headers.get('Content-Encoding')).toBeNull();
    expect(tiny.headers.get('Vary')).toBeNull();
    expect(await tiny.text()).toBe('console.log(1)');
    const font = await get('/assets/inter-abc123.woff2', { 'Accept-Encoding': 'br, gzip' });
    expect(font.headers.get('Content-Encoding')).toBeNull();
    expect(font.headers.get('Content-Type')).toBe('font/woff2');
    expect(font.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves the page for any page path with no-cache and an ETag, and a 304 when the ETag still holds', async () => {
    for (const pagePath of ['/', '/cabinet', '/courses/demo/lesson-1/quizzes/3']) {
      const response = await get(pagePath, { 'Accept-Encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(await bytes(response)).toString()).toBe(page);
    }
    const first = await get('/cabinet', { 'Accept-Encoding': 'gzip' });
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/cabinet', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    // A plain copy is another representation: its ETag differs, so a cache never mixes them.
    const plain = await get('/cabinet');
    expect(plain.headers.get('ETag')).not.toBe(etag);
  });

  it('never serves source maps, the compressed copies by name or the manifest', async () => {
    for (const hidden of [
      '/assets/index-abc123.js.map',
      '/assets/index-abc123.js.br',
      '/assets/index-abc123.js.gz',
      '/.vite/manifest.json',
      '/assets/../.vite/manifest.json',
      '/assets/..%2F..%2F..%2Fpackage.json',
    ]) {
      expect((await get(hidden)).status, hidden).toBe(404);
    }
    // A path the URL parser folds (`/%2e%2e/etc/passwd` → `/etc/passwd`) is a page path: the app, nothing else.
    expect(await (await get('/%2e%2e/%2e%2e/etc/passwd')).text()).toBe(page);
    expect(await (await get('/assets/index-abc123.js')).text()).not.toContain('sourceMappingURL');
  });

  it('caches unhashed public files for an hour and answers HEAD without a body', async () => {
    const favicon = await get('/favicon.svg');
    expect(favicon.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(favicon.headers.get('Content-Type')).toBe('image/svg+xml');
    const head = await webRoutes(webRoot).request('/assets/index-abc123.js', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Encoding')).toBe('br');
    expect(await head.text()).toBe('');
  });
});
