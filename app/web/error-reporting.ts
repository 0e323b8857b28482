import { ERROR_REPORT_STACK_MAX, ERROR_REPORT_TEXT_MAX } from '../../core/api/error-report.ts';
import { type BrowserErrorReport, browserErrorReport, errorLogGate } from '../../core/errors/index.ts';

/**
 * Browser error reporting (spec 2 §8), production only. Builds made with VITE_SENTRY_DSN load the Sentry
 * SDK in a chunk of its own after the page started (without a DSN Vite folds the condition away and no
 * page carries any of it). Without a DSN the page's uncaught errors and unhandled rejections go to the
 * server's log (POST /client-errors), each distinct error once and at most ten per page load; the sender
 * is loaded with the first error, so a page without errors carries only the two listeners.
 */
export function startBrowserErrorReporting(): void {
  if (!import.meta.env.PROD) return;
  const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined;
  if (dsn) {
    void import('./sentry-browser.ts').then(
      ({ startSentry }) => startSentry(dsn),
      () => undefined,
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
