import * as Sentry from '@sentry/browser';
import { ERROR_REPORTING_SAMPLING, isNoisyBrowserError } from '../../core/errors/index.ts';

/**
 * Starts the Sentry SDK: no traces, a replay on error, and the noisy errors of spec 2 §8 dropped; then
 * reports the errors the page met before the SDK was there (its own handlers take every later one).
 */
export function startSentry(dsn: string, earlier: readonly unknown[] = []): void {
  Sentry.init({
    dsn,
    environment: 'production',
    ...ERROR_REPORTING_SAMPLING,
    integrations: [Sentry.replayIntegration()],
    beforeSend(event, hint) {
      return isNoisyBrowserError(hint.originalException) ? null : event;
    },
  });
  for (const error of earlier) Sentry.captureException(error);
}
