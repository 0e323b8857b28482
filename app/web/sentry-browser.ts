import * as Sentry from '@sentry/browser';
import { ERROR_REPORTING_SAMPLING, isNoisyBrowserError } from '../../core/errors/index.ts';

/** Starts the Sentry SDK: no traces, a replay on error, and the noisy errors of spec 2 §8 dropped. */
export function startSentry(dsn: string): void {
  Sentry.init({
    dsn,
    environment: 'production',
    ...ERROR_REPORTING_SAMPLING,
    integrations: [Sentry.replayIntegration()],
    beforeSend(event, hint) {
      return isNoisyBrowserError(hint.originalException) ? null : event;
    },
  });
}
