import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The web client lives in app/web; the server serves dist/web in production. */
export default defineConfig({
  root: 'app/web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    strictPort: true,
  },
});
