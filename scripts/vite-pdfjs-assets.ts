import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
const PDFJS_VERSION = (
  JSON.parse(readFileSync(path.join(PDFJS_DIR, 'package.json'), 'utf8')) as { version: string }
).version;

/** The folders of pdfjs-dist the viewer reads at run time: character maps, standard fonts, image decoders. */
export const PDFJS_ASSET_FOLDERS = ['cmaps', 'standard_fonts', 'wasm'] as const;

/** Where they are served: under /assets/ (immutable), named by the pdf.js version so an upgrade gets new addresses. */
export const PDFJS_ASSET_BASE = `/assets/pdfjs-${PDFJS_VERSION}/`;

const CONTENT_TYPES: Record<string, string> = {
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

function assetFiles(): { name: string; file: string }[] {
  return PDFJS_ASSET_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(PDFJS_DIR, folder)).map((entry) => ({
      name: `${folder}/${entry}`,
      file: path.join(PDFJS_DIR, folder, entry),
    })),
  );
}

/**
 * Vite plugin: copies pdf.js's character maps, standard fonts and wasm decoders into the build
 * (and serves them in development), so the PDF viewer loads nothing from a CDN. The web code reads
 * the base address as `import.meta.env.VITE_PDFJS_ASSETS`.
 */
export function pdfjsAssets(): Plugin {
  return {
    name: 'lectern-pdfjs-assets',
    config: () => ({ define: { 'import.meta.env.VITE_PDFJS_ASSETS': JSON.stringify(PDFJS_ASSET_BASE) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0] ?? '';
        if (!url.startsWith(PDFJS_ASSET_BASE)) return next();
        const name = decodeURIComponent(url.slice(PDFJS_ASSET_BASE.length));
        const found = assetFiles().find((asset) => asset.name === name);
        if (!found) return next();
        response.setHeader('Content-Type', CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream');
        response.end(readFileSync(found.file));
      });
    },
    generateBundle() {
      for (const asset of assetFiles()) {
        this.emitFile({
          type: 'asset',
          fileName: `${PDFJS_ASSET_BASE.slice(1)}${asset.name}`,
          source: readFileSync(asset.file),
        });
      }
    },
  };
}
