import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit, property, model-based and server specs run under Node; component specs under happy-dom. */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['specs/**/*.spec.ts'],
          exclude: ['specs/e2e/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['specs/**/*.dom.spec.tsx'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
