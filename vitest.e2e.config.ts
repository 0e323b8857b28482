import { defineConfig } from 'vitest/config';

/** End-to-end specs drive Debian's Chromium against a real server started by the global setup. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['specs/e2e/**/*.e2e.ts'],
    globalSetup: ['specs/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
