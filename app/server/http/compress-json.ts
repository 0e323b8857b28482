import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { chooseEncoding } from './content-encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** JSON answers smaller than this go as they are: the saving would not pay for the work. */
export const COMPRESS_JSON_MIN_BYTES = 1024;

/**
 * Compresses JSON answers of at least 1 KiB in brotli (quality 5: fast, close to gzip -9 in size) or
 * gzip, as the caller accepts, with `Vary: Accept-Encoding`. Only `application/json`: file bytes, media,
 * uploads and partial (206) answers are never touched, nor answers that already carry a coding or say
 * `no-transform`, nor paths under `except` (file bytes, uploads). The ETag is kept as the handler set it (the translation groups revalidate with it;
 * `Vary` keeps caches from mixing the codings).
 */
export function compressJson(options: { except?: readonly string[] } = {}): MiddlewareHandler {
  const except = options.except ?? [];
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      except.some((prefix) => c.req.path.startsWith(prefix)) ||
      res.status === 206 ||
      res.status === 204 ||
      res.status === 304 ||
      !res.body ||
      res.headers.has('Content-Encoding') ||
      !/^application\/json/i.test(res.headers.get('Content-Type') ?? '') ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    const declared = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (declared < COMPRESS_JSON_MIN_BYTES) return;
    const vary = res.headers.get('Vary');
    const withVary = (headers: Headers) => {
      if (!vary) headers.set('Vary', 'Accept-Encoding');
      else if (!/accept-encoding|\*/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
    };
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    const large = body.length >= COMPRESS_JSON_MIN_BYTES;
    if (large) withVary(headers);
    const coding = large ? chooseEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']) : undefined;
    const answer = (bytes: Uint8Array<ArrayBuffer>) => {
      // Cleared first: Hono's setter would otherwise copy the old headers (Content-Length) over the new.
      c.res = undefined as unknown as Response;
      c.res = new Response(bytes, { status: res.status, statusText: res.statusText, headers });
    };
    if (!coding) return answer(new Uint8Array(body));
    const compressed =
      coding === 'br'
        ? await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzipAsync(body, { level: 6 });
    headers.set('Content-Encoding', coding);
    headers.set('Content-Length', String(compressed.length));
    answer(new Uint8Array(compressed));
  };
}
