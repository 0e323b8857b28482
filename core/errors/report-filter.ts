/**
 * Which browser errors are worth reporting (spec 2 §8: network errors, 422 answers and aborted play
 * requests are noise). Pure, so the filter is the same in the Sentry hook and in the specs.
 */

/** What the filter reads of an error: anything thrown, looked at by its name, message and status. */
function facts(error: unknown): { name: string; message: string; status: number | undefined } {
  if (error === null || typeof error !== 'object') {
    return { name: '', message: typeof error === 'string' ? error : '', status: undefined };
  }
  const record = error as { name?: unknown; message?: unknown; status?: unknown };
  return {
    name: typeof record.name === 'string' ? record.name : '',
    message: typeof record.message === 'string' ? record.message : '',
    status: typeof record.status === 'number' ? record.status : undefined,
  };
}

/** Messages browsers give a fetch that never reached the server (Chrome, Firefox, Safari). */
const NETWORK_MESSAGES = [
  /^failed to fetch/i,
  /^networkerror when attempting to fetch/i,
  /^load failed$/i,
  /^network request failed/i,
  /^the network connection was lost/i,
  /^the internet connection appears to be offline/i,
];

/** Whether an error is one of the noisy kinds that error reporting ignores. */
export function isNoisyBrowserError(error: unknown): boolean {
  const { name, message, status } = facts(error);
  // An API answer the person can act on (a form's field errors), or no answer at all (offline).
  if (status === 422 || status === 0) return true;
  if (name === 'TypeError' && NETWORK_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (NETWORK_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // play() interrupted by pause() or a new source, or aborted: the media element's normal life.
  if (name === 'AbortError') return true;
  if (/the play\(\) request was interrupted/i.test(message)) return true;
  return false;
}

/** Error reporting's sampling (spec 2 §8): no traces, a replay of every session that had an error. */
export const ERROR_REPORTING_SAMPLING = {
  tracesSampleRate: 0,
  replaysSessionSampleRate: 0,
  replaysOnErrorSampleRate: 1,
} as const;
