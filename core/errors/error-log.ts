import { isNoisyBrowserError } from './report-filter.ts';

/** Most reports one page load sends to the server's log: a page caught in an error loop stops there. */
export const ERROR_LOG_REPORTS_PER_PAGE = 10;

/** A browser error as the server's log receives it (POST /client-errors). */
export interface BrowserErrorReport {
  kind: 'error' | 'unhandledrejection';
  message: string;
  stack?: string;
  page: string;
}

/** Cuts a text to `max` characters, so a report always fits the contract's limits. */
function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** What was thrown, read as a message and a stack, whatever its type. */
function describe(thrown: unknown, fallback: string): { message: string; stack?: string } {
  if (thrown instanceof Error)
    return { message: thrown.message || thrown.name || fallback, stack: thrown.stack };
  if (typeof thrown === 'string') return { message: thrown };
  if (thrown !== null && typeof thrown === 'object') {
    const record = thrown as { message?: unknown; stack?: unknown };
    if (typeof record.message === 'string')
      return { message: record.message, stack: typeof record.stack === 'string' ? record.stack : undefined };
  }
  return { message: fallback };
}

/**
 * Turns one uncaught error or unhandled rejection into a report, or null when spec 2 §8 calls it noise
 * (network errors, 422 answers, aborted play requests) or it says nothing at all.
 */
export function browserErrorReport(
  kind: BrowserErrorReport['kind'],
  thrown: unknown,
  fallbackMessage: string,
  page: string,
  limits: { text: number; stack: number },
): BrowserErrorReport | null {
  if (isNoisyBrowserError(thrown)) return null;
  const { message, stack } = describe(thrown, fallbackMessage);
  if (isNoisyBrowserError({ message })) return null;
  const text = message.trim();
  if (!text) return null;
  return {
    kind,
    message: clip(text, limits.text),
    ...(stack ? { stack: clip(stack, limits.stack) } : {}),
    page: clip(page, limits.text),
  };
}

/**
 * Which reports of one page load go out: each distinct error once, and at most `max` in all.
 * Returns a function that answers whether a report should be sent.
 */
export function errorLogGate(max = ERROR_LOG_REPORTS_PER_PAGE): (report: BrowserErrorReport) => boolean {
  const seen = new Set<string>();
  return (report) => {
    if (seen.size >= max) return false;
    const key = `${report.kind}\n${report.message}\n${report.stack?.split('\n', 2).join('\n') ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}
