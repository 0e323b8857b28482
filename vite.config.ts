import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pdfjsAssets } from './scripts/vite-pdfjs-assets.ts';
import { precompress } from './scripts/vite-precompress.ts';

/** The web client lives in app/web; the server serves dist/web in production. */
export default defineConfig({
  root: 'app/web',
  publicDir: 'public',
  plugins: [react(), pdfjsAssets(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Maps are written for error reporting but not linked from the bundles; the server never serves them.
    sourcemap: 'hidden',
    // .vite/manifest.json: what each page loads (specs/app/web/chunks/student-chunks.spec.ts, bench/pages.bench.ts).
    manifest: true,
  },
  server: {
    strictPort: true,
  },
});
