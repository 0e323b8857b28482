import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Language } from '../../../core/api/translations.ts';
import type { AppEnv } from '../http/app-env.ts';
import { type ContentCoding, chooseEncoding, PRECOMPRESSED } from '../http/content-encoding.ts';
import type { PageBootMaker } from '../http/page-boot.ts';
import {
  createManifestReader,
  imagePreloadLinks,
  routePreloadLinks,
  withRoutePreloads,
} from '../http/route-preloads.ts';
import { withFirstPaintStyles } from './first-paint/first-paint-styles.ts';
import { ROOT_ELEMENT, type RouteFirstPaint, routeFirstPaint } from './route-first-paints.ts';

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
export function webRoutes(webRoot: string, options: WebRoutesOptions = {}) {
  const root = path.resolve(webRoot);
  const read = createFileCache();
  const readManifest = createManifestReader(root);
  const pageVariants = createPageCache(root);
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
    return (await servePage(c, `/${relative}`)) ?? serveFile(c, 'index.html') ?? next();
  });
  return routes;

  /**
   * index.html with `<link rel="modulepreload">` (and style sheets) for the chunks the path's route
   * loads at its start (core/navigation/route-start-modules.ts, Vite's manifest), so they download with
   * the entry rather than in a waterfall after it; with `options.boot`, also what the app starts from
   * (app/server/http/page-boot.ts): the translation groups in the viewer's language and, for a signed-in
   * caller, the answers the page asks for first, and the route's first paint in `#root`
   * (route-first-paints.ts). The part every viewer of a language shares is made once per route and build
   * and compressed as the built files are; a page with a person's answers in it is compressed per request
   * and `private`. Undefined where the route adds nothing (index.html as built is served).
   */
  async function servePage(c: Context<AppEnv>, pathname: string): Promise<Response | undefined> {
    const html = read(path.join(root, 'index.html'));
    if (!html) return undefined;
    // Without its boot data (the database down) the page is still served: the app then asks for it.
    const boot = options.boot
      ? await options.boot(c, pathname).catch((error: unknown) => {
          c.get('logger')?.warn({ err: error, path: pathname }, 'the page was served without its start data');
          return undefined;
        })
      : undefined;
    const images = imagePreloadLinks(boot?.images);
    const appLinks = `${images}${routePreloadLinks(readManifest(), pathname, 'app', boot?.modules)}`;
    if (!appLinks && !boot) return undefined;
    const rootHtml = boot
      ? routeFirstPaint(
          {
            pathname,
            language: boot.language,
            catalog: boot.translations.data,
            signedIn: boot.auth !== null,
          },
          options.firstPaints,
        )
      : '';
    // Under a first paint the route's files come after its own (its font), and its style sheets block nothing.
    const links = rootHtml
      ? `${images}${routePreloadLinks(readManifest(), pathname, 'first-paint', boot?.modules)}`
      : appLinks;
    const shared = pageVariants(html, {
      links,
      rootHtml,
      language: boot?.language,
      translations: boot?.translationsElement ?? '',
      translationsVersion: boot ? `${boot.translations.meta.lang}:${boot.translations.meta.version}` : '',
    });
    const coding = chooseEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
    const personal = Boolean(boot?.queriesElement);
    const served = personal
      ? await personalVariant(withBodyEnd(shared.text, boot?.queriesElement ?? ''), coding)
      : coding
        ? await shared.coded(coding)
        : shared.plain;
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES['.html'] as string,
      // A person's page is theirs: no shared cache keeps it, and every visit asks again.
      'Cache-Control': personal ? 'private, no-cache' : 'no-cache',
      ETag: served.etag,
      Vary: boot ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding',
    };
    if (coding) headers['Content-Encoding'] = coding;
    if (matchesEtag(c.req.header('If-None-Match'), served.etag)) return c.body(null, 304, headers);
    headers['Content-Length'] = String(served.body.length);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(served.body), 200, headers);
  }
}

/** What `webRoutes` serves beyond the built files. */
export interface WebRoutesOptions {
  /** Makes what each page carries for the app's start; without it a page is index.html with its links. */
  boot?: PageBootMaker | undefined;
  /** The routes with a served first paint; `ROUTE_FIRST_PAINTS` by default. */
  firstPaints?: readonly RouteFirstPaint[] | undefined;
}

interface PageVariants {
  text: string;
  plain: Variant;
  /** The page in `coding`, compressed once. */
  coded: (coding: ContentCoding) => Promise<Variant>;
}

/** What every viewer of a page in one language shares. */
interface SharedPage {
  links: string;
  rootHtml: string;
  language: Language | undefined;
  translations: string;
  /** What tells the translations apart (their language and version): the cache's key for them. */
  translationsVersion: string;
}

const variantOf = (body: Buffer, mtimeMs: number): Variant => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  mtimeMs,
});

/** `html` with `element` at the end of its body. */
const withBodyEnd = (html: string, element: string) =>
  element ? html.replace('</body>', () => `${element}</body>`) : html;

/** The page as the shared part describes it; one with a first paint carries its styles (first-paint-styles.ts). */
function sharedPageHtml(html: string, page: SharedPage, webRoot: string): string {
  let text = withRoutePreloads(html, page.links);
  if (page.language) text = text.replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`);
  if (page.rootHtml)
    text = withFirstPaintStyles(
      text.replace(ROOT_ELEMENT, () => page.rootHtml),
      webRoot,
      page.language,
    );
  return withBodyEnd(text, page.translations);
}

/** At most this many shared pages are kept (routes × languages, and first paints that differ by address). */
const SHARED_PAGES_KEPT = 256;

/** The pages made from one index.html, by what they share; a new build (another index.html) starts afresh. */
function createPageCache(webRoot: string) {
  let source: Variant | undefined;
  const pages = new Map<string, PageVariants>();
  return (html: Variant, page: SharedPage): PageVariants => {
    if (source !== html) {
      source = html;
      pages.clear();
    }
    const key = [page.links, page.language ?? '', page.rootHtml, page.translationsVersion].join('\u0000');
    const known = pages.get(key);
    if (known) return known;
    const text = sharedPageHtml(html.body.toString('utf8'), page, webRoot);
    const body = Buffer.from(text);
    // Compressed when first asked for, off the event loop: a page with the translations in it is over
    // 100 KB, brotli 11 takes most of a second on it, and a signed-in person's page never uses these.
    const coded = new Map<ContentCoding, Promise<Variant>>();
    const made: PageVariants = {
      text,
      plain: variantOf(body, html.mtimeMs),
      coded: (coding) => {
        let variant = coded.get(coding);
        if (!variant) {
          variant = (
            coding === 'br'
              ? brotli(body, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: 11,
                    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                  },
                })
              : gzipped(body, { level: 9 })
          ).then((compressed) => variantOf(compressed, html.mtimeMs));
          coded.set(coding, variant);
        }
        return variant;
      },
    };
    if (pages.size >= SHARED_PAGES_KEPT) pages.delete(pages.keys().next().value as string);
    pages.set(key, made);
    return made;
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A page made for one request, compressed at a quality cheap enough to pay per request. */
async function personalVariant(text: string, coding: ContentCoding | undefined): Promise<Variant> {
  const body = Buffer.from(text);
  if (!coding) return variantOf(body, 0);
  const compressed =
    coding === 'br'
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: PERSONAL_PAGE_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gzipped(body, { level: 6 });
  return variantOf(compressed, 0);
}

/** Brotli's quality for a page made per request: near gzip -9's size at a fraction of quality 11's time. */
const PERSONAL_PAGE_BROTLI_QUALITY = 5;
