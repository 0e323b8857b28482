/** A failed call as the client sees it: the HTTP status, the server's sentence and field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  /** The refusal's whole JSON body, for calls whose refusal carries more (a 409 with the lesson as it now is). */
  readonly body: unknown;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

/**
 * The text a person is shown for a failed request (spec 1 §8): the response's message,
 * else its error, else the error itself.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null) {
    const record = error as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message) return record.message;
    if (typeof record.error === 'string' && record.error) return record.error;
  }
  return String(error);
}
