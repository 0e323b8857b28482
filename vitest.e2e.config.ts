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
    // One more try for a test that fails: the e2e files share one server and two loaded CPUs, where a
    // frame or a save's answer can come late. A test that fails twice fails the run; the report marks
    // the tests that needed the second try. Known cause of second tries: lesson-first-paint, where a
    // render React throws away and starts again (a loaded machine) has already taken the lesson's
    // payload out of the page (app/web/lesson-page/lesson-page.tsx, embeddedLesson), so the app fetches
    // the lesson again and draws its own text and poster over the served ones. Drop this once that is
    // fixed and the whole suite passes twice with `--retry 0`.
    retry: 1,
  },
});
