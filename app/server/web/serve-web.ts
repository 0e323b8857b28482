import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { type ContentCoding, chooseEncoding, PRECOMPRESSED } from '../http/content-encoding.ts';
import { createManifestReader, routePreloadLinks, withRoutePreloads } from '../http/route-preloads.ts';

/** Where `vite build` writes the web app. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../../dist/web', import.meta.url));

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files outside /assets/ (favicon…) keep their names across builds: an hour. */
const UNHASHED = 'public, max-age=3600';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml',
};

/**
 * Never served: source maps (built with `sourcemap: 'hidden'` and kept on disk for error reporting),
 * the precompressed copies by their own names, and dot folders such as Vite's `.vite/manifest.json`.
 */
const refused = (relative: string) =>
  relative.split('/').some((part) => part.startsWith('.')) || /\.(?:map|br|gz)$/.test(relative);

interface Variant {
  body: Buffer;
  etag: string;
  mtimeMs: number;
}

/** Reads a file once per change (size and mtime); the ETag is a hash of its bytes, so every server agrees. */
function createFileCache() {
  const cache = new Map<string, Variant>();
  return (file: string): Variant | undefined => {
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(file);
    } catch {
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.body.length === stat.size) return cached;
    const body = readFileSync(file);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    const variant = { body, etag, mtimeMs: stat.mtimeMs };
    cache.set(file, variant);
    return variant;
  };
}

const matchesEtag = (header: string | undefined, etag: string) =>
  (header ?? '').split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });

/**
 * Serves the built web app: hashed files under /assets/ cached for a year (immutable), other files for
 * an hour, index.html with `no-cache` and an ETag (revalidated on every visit), and index.html for any
 * other page path (SPA fallback). A file with a precompressed copy (`.br`, `.gz`, written at build by
 * scripts/vite-precompress.ts) is answered in the best coding the browser accepts, with
 * `Vary: Accept-Encoding`. Source maps are never served.
 */
export function webRoutes(webRoot: string) {
  const root = path.resolve(webRoot);
  const read = createFileCache();
  const readManifest = createManifestReader(root);
  const pageVariants = createPageCache();
  const routes = new Hono<AppEnv>();

  const serveFile = (c: Context<AppEnv>, relative: string): Response | undefined => {
    if (refused(relative)) return undefined;
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) return undefined;
    const plain = read(file);
    if (!plain) return undefined;

    const extension = path.extname(file).toLowerCase();
    const copies = PRECOMPRESSED.filter(({ suffix }) => existsSync(file + suffix));
    const coding = chooseEncoding(
      c.req.header('Accept-Encoding'),
      copies.map(({ encoding }) => encoding),
    );
    const copy: Variant | undefined = coding
      ? read(file + PRECOMPRESSED.find(({ encoding }) => encoding === coding)?.suffix)
      : undefined;
    const served = copy ?? plain;
    const used: ContentCoding | undefined = copy ? coding : undefined;

    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control':
        extension === '.html' ? 'no-cache' : relative.startsWith('assets/') ? IMMUTABLE : UNHASHED,
      ETag: served.etag,
    };
    if (copies.length > 0) headers.Vary = 'Accept-Encoding';
    if (used) headers['Content-Encoding'] = used;

    if (matchesEtag(c.req.header('If-None-Match'), served.etag)) return c.body(null, 304, headers);
    headers['Content-Length'] = String(served.body.length);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(served.body), 200, headers);
  };

  routes.on(['GET', 'HEAD'], '*', async (c, next) => {
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    const last = relative.split('/').pop() ?? '';
    if (last.includes('.')) return serveFile(c, relative) ?? next();
    // A page path: the app decides what to draw, with the chunks its route starts with named in the page.
    return servePage(c, `/${relative}`) ?? serveFile(c, 'index.html') ?? next();
  });
  return routes;

  /**
   * index.html with `<link rel="modulepreload">` (and style sheets) for the chunks the path's route
   * loads at its start (core/navigation/route-start-modules.ts, Vite's manifest), so they download with
   * the entry rather than in a waterfall after it. Made once per route and build, compressed as the
   * built files are; undefined where the route adds nothing (index.html as built is served).
   */
  function servePage(c: Context<AppEnv>, pathname: string): Response | undefined {
    const html = read(path.join(root, 'index.html'));
    if (!html) return undefined;
    const links = routePreloadLinks(readManifest(), pathname, 'app');
    if (!links) return undefined;
    const page = pageVariants(html, links);
    const coding = chooseEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
    const served = coding ? page[coding] : page.plain;
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES['.html'] as string,
      'Cache-Control': 'no-cache',
      ETag: served.etag,
      Vary: 'Accept-Encoding',
    };
    if (coding) headers['Content-Encoding'] = coding;
    if (matchesEtag(c.req.header('If-None-Match'), served.etag)) return c.body(null, 304, headers);
    headers['Content-Length'] = String(served.body.length);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(served.body), 200, headers);
  }
}

interface PageVariants {
  plain: Variant;
  br: Variant;
  gzip: Variant;
}

const variantOf = (body: Buffer, mtimeMs: number): Variant => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  mtimeMs,
});

/** The pages made from one index.html, by their links; a new build (another index.html) starts afresh. */
function createPageCache() {
  let source: Variant | undefined;
  const pages = new Map<string, PageVariants>();
  return (html: Variant, links: string): PageVariants => {
    if (source !== html) {
      source = html;
      pages.clear();
    }
    const known = pages.get(links);
    if (known) return known;
    const body = Buffer.from(withRoutePreloads(html.body.toString('utf8'), links));
    const made = {
      plain: variantOf(body, html.mtimeMs),
      br: variantOf(
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        html.mtimeMs,
      ),
      gzip: variantOf(gzipSync(body, { level: 9 }), html.mtimeMs),
    };
    pages.set(links, made);
    return made;
  };
}
