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
          exclude: ['specs/e2e/**', 'specs/cluster/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Several app servers, a media worker, nginx, PostgreSQL and s3rver (docs/operations.md); the
        // spec skips itself when PostgreSQL does not answer or nginx is not installed.
        extends: true,
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['specs/cluster/**/*.spec.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
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
