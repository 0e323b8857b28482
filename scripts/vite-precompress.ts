import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text the browser reads. Images, fonts (woff2 is compressed) and media are not. */
export const PRECOMPRESSED_EXTENSIONS = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm)$/;
/** Below this size the saving does not pay for a second file and a header. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every file worth it. */
export function precompressDirectory(dir: string): { files: number; raw: number; br: number; gz: number } {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !PRECOMPRESSED_EXTENSIONS.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (statSync(file).size < PRECOMPRESS_MIN_BYTES) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    // A compressed copy only where it is smaller; the server falls back to the plain file.
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.raw += raw.length;
    totals.br += Math.min(br.length, raw.length);
    totals.gz += Math.min(gz.length, raw.length);
  }
  return totals;
}

/** Vite plugin: after the bundle is written, precompress it (Node's zlib; no dependency). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lectern-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const totals = precompressDirectory(outDir);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
      this.info?.(
        `precompressed ${totals.files} files: ${kib(totals.raw)} → br ${kib(totals.br)}, gzip ${kib(totals.gz)}`,
      );
    },
  };
}
