import { ERROR_REPORT_STACK_MAX, ERROR_REPORT_TEXT_MAX } from '../../core/api/error-report.ts';
import { type BrowserErrorReport, browserErrorReport, errorLogGate } from '../../core/errors/index.ts';

/** How many of the page's errors are kept until the Sentry SDK has loaded (a page throwing in a loop sends the first). */
export const EARLY_ERRORS_MAX = 10;

/**
 * Browser error reporting (spec 2 §8), production only. Builds made with VITE_SENTRY_DSN load the Sentry
 * SDK in a chunk of its own after the page started (without a DSN Vite folds the condition away and no
 * page carries any of it); until it is there, a collector keeps the page's errors and hands them to it,
 * so an error of the page's start is reported too. Without a DSN the page's uncaught errors and unhandled rejections go to the
 * server's log (POST /client-errors), each distinct error once and at most ten per page load; the sender
 * is loaded with the first error, so a page without errors carries only the two listeners.
 */
export function startBrowserErrorReporting(): void {
  if (!import.meta.env.PROD) return;
  const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined;
  if (dsn) {
    const early = collectEarlyErrors(window, EARLY_ERRORS_MAX);
    void import('./sentry-browser.ts').then(
      ({ startSentry }) => startSentry(dsn, early.stop()),
      () => early.stop(),
    );
    return;
  }
  reportErrorsToServerLog(window, (report) => import('./api.ts').then(({ api }) => api.reportError(report)));
}

/** Listens for the window's uncaught errors and unhandled rejections and sends each one that counts. */
export function reportErrorsToServerLog(
  target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'>,
  send: (report: BrowserErrorReport) => Promise<unknown>,
): () => void {
  const gate = errorLogGate();
  const limits = { text: ERROR_REPORT_TEXT_MAX, stack: ERROR_REPORT_STACK_MAX };
  const page = () => `${target.location.pathname}${target.location.search}`;
  const forward = (report: BrowserErrorReport | null) => {
    // A report that cannot be sent is dropped: reporting must never raise an error of its own.
    if (report && gate(report)) send(report).catch(() => undefined);
  };
  const onError = (event: ErrorEvent) =>
    forward(browserErrorReport('error', event.error, event.message, page(), limits));
  const onRejection = (event: PromiseRejectionEvent) =>
    forward(browserErrorReport('unhandledrejection', event.reason, 'Unhandled rejection', page(), limits));
  target.addEventListener('error', onError as EventListener);
  target.addEventListener('unhandledrejection', onRejection as EventListener);
  return () => {
    target.removeEventListener('error', onError as EventListener);
    target.removeEventListener('unhandledrejection', onRejection as EventListener);
  };
}

/**
 * Keeps the window's uncaught errors and unhandled rejections (at most `max`) until `stop`, which stops
 * listening and hands them over: what threw, or the message where nothing was thrown.
 */
export function collectEarlyErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  max: number,
): { stop: () => unknown[] } {
  const kept: unknown[] = [];
  const keep = (error: unknown) => {
    if (kept.length < max) kept.push(error);
  };
  const onError = (event: ErrorEvent) => keep(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => keep(event.reason);
  target.addEventListener('error', onError as EventListener);
  target.addEventListener('unhandledrejection', onRejection as EventListener);
  return {
    stop: () => {
      target.removeEventListener('error', onError as EventListener);
      target.removeEventListener('unhandledrejection', onRejection as EventListener);
      return kept.splice(0);
    },
  };
}
