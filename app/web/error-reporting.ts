/**
 * Browser error reporting (spec 2 §8): production builds made with VITE_SENTRY_DSN load the Sentry
 * SDK in a chunk of its own after the page started; without a DSN (or in development) Vite folds the
 * condition to false and drops the import, so no page carries any of it.
 */
export function startBrowserErrorReporting(): void {
  const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined;
  if (import.meta.env.PROD && dsn) {
    void import('./sentry-browser.ts').then(
      ({ startSentry }) => startSentry(dsn),
      () => undefined,
    );
  }
}
