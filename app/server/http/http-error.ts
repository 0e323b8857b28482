import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '../../../core/api/field-errors.ts';

/** Field name to the messages about it, the `errors` of the error body. */
export type { FieldErrors };

/** A failure a route throws on purpose; the error handler turns it into `{ message, errors? }`. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { errors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

/** The sentence a person sees when the server itself failed; details stay in the log. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
export const NOT_SIGNED_IN_MESSAGE = 'Please sign in to continue.';
export const CSRF_REFUSED_MESSAGE =
  'This request lacks a valid security token (X-CSRF-Token). Reload the page and try again.';
