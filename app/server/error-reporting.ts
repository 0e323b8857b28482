/**
 * The server's own errors: always in its log (pino, under the request id); also to Sentry when
 * SENTRY_DSN is set. The SDK is imported only then, so a server without a DSN never loads it.
 */
import type { Logger } from 'pino';

type SentryNode = typeof import('@sentry/node');
let sentry: SentryNode | undefined;

/** Starts Sentry for this process when a DSN is configured (traces sampled at 0). */
export async function startServerErrorReporting(options: {
  dsn: string | undefined;
  environment: string;
  logger: Logger;
}): Promise<boolean> {
  if (!options.dsn) return false;
  try {
    sentry = await import('@sentry/node');
    sentry.init({ dsn: options.dsn, environment: options.environment, tracesSampleRate: 0 });
    return true;
  } catch (error) {
    options.logger.warn({ err: error }, 'error reporting could not start; errors go to the log only');
    return false;
  }
}

/** Reports an unhandled server error to Sentry when it runs (the caller has logged it already). */
export function reportServerError(error: unknown, context: Record<string, unknown>): void {
  sentry?.captureException(error, { extra: context });
}

/** Sends what is pending (at shutdown), waiting at most two seconds. */
export async function flushServerErrorReporting(): Promise<void> {
  await sentry?.flush(2000).catch(() => false);
}
