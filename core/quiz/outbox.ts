import type { OutboxItem, OutboxStorage } from './quiz.types.ts';

/** An outbox kept in memory only (the default when the app passes no storage). */
export function memoryOutboxStorage(initial: OutboxItem[] = []): OutboxStorage {
  let saved = [...initial];
  return {
    load: () => [...saved],
    save: (items) => {
      saved = [...items];
    },
  };
}

/** The idempotency key of the n-th answer queued on this page load. */
export function idempotencyKey(keySeed: string, questionId: number, sequence: number): string {
  return `${keySeed}:${questionId}:${sequence}`;
}

/** Whether a failed send was the network's fault (worth re-sending) rather than the server refusing it. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const failure = error as { kind?: unknown; name?: unknown };
  return failure.kind === 'network' || failure.name === 'NetworkError' || failure.name === 'TimeoutError';
}

/** The message and field errors of a refused call (ky HTTPError bodies or plain errors). */
export function failureMessage(
  error: unknown,
  fallback: string,
): { message: string; fields?: Record<string, string[]> } {
  if (typeof error !== 'object' || error === null) return { message: fallback };
  const failure = error as {
    message?: unknown;
    errors?: unknown;
    body?: { message?: unknown; errors?: unknown };
  };
  const body = failure.body ?? failure;
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : fallback;
  const fields =
    typeof body.errors === 'object' && body.errors !== null
      ? (body.errors as Record<string, string[]>)
      : undefined;
  return fields ? { message, fields } : { message };
}
