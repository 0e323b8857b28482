import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pdfjsAssets } from './scripts/vite-pdfjs-assets.ts';
import { precompress } from './scripts/vite-precompress.ts';

/** `core/<area>/index.ts` and `ui/<area>/index.ts`: re-exports only (docs/performance.md). */
const BARRELS = /\/(core\/[a-z0-9-]+|ui\/(?!tokens\/)[a-z0-9-]+)(\/[a-z0-9-]+)*\/index\.ts$/;

/**
 * React Router's package points every import at its development build, which keeps its warnings for
 * developers (ENABLE_DEV_WARNINGS); a production build takes the production build it ships beside it.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** The web client lives in app/web; the server serves dist/web in production. */
export default defineConfig(({ mode }) => ({
  root: 'app/web',
  resolve:
    mode === 'production'
      ? { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] }
      : {},
  publicDir: 'public',
  plugins: [react(), pdfjsAssets(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Maps are written for error reporting but not linked from the bundles; the server never serves them.
    sourcemap: 'hidden',
    // .vite/manifest.json: what each page loads (specs/app/web/chunks/student-chunks.spec.ts, bench/pages.bench.ts).
    manifest: true,
    rolldownOptions: {
      // The folders' index.ts files only re-export (ui/tokens, which loads the style sheets, aside): a
      // page that takes Button from ui/primitives/index.ts must not pull every primitive (and the Radix
      // packages behind them) into its chunk, so these re-exports are followed only where used.
      treeshake: { moduleSideEffects: [{ test: BARRELS, sideEffects: false }] },
      output: {
        // Fewer chunks (docs/performance.md): libraries every page uses together, one chunk each
        // instead of one per set of pages sharing a piece of them. Nothing expert-only is in them.
        codeSplitting: {
          groups: [
            // Everything the entry imports statically (React, the router, the session, i18n…) is loaded on
            // every page at once anyway: one chunk instead of about twenty small ones, which cost a phone a
            // round trip each over HTTP/1.1's six connections, and compress better together (docs/performance.md).
            { name: 'shell', tags: ['$initial'], priority: 10 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'xstate', test: /node_modules[\\/](?:@xstate[\\/]react|xstate)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    strictPort: true,
  },
}));
