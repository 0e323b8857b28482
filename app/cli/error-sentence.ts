import { ValiError } from 'valibot';
import { ApiError } from '../../core/api/index.ts';
import { CliFailure } from './cli-failure.ts';

const unreachable = (baseUrl: string) =>
  `The server at ${baseUrl} did not answer. Is it running (npm start), and is the address right (--url)?`;

/** The sentence a person is told for a failure: the server's own message where it gave one. */
export function errorSentence(error: unknown, baseUrl: string): string {
  if (error instanceof CliFailure) return error.message;
  if (error instanceof ApiError) return error.status === 0 ? unreachable(baseUrl) : error.message;
  if (error instanceof TypeError && /fetch failed/i.test(error.message)) return unreachable(baseUrl);
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `The server at ${baseUrl} took too long to answer. Try again in a moment.`;
  }
  if (error instanceof ValiError) {
    return `The server at ${baseUrl} answered in a shape this client does not know (${error.message}); are both the same version?`;
  }
  return error instanceof Error && error.message ? error.message : `Something went wrong: ${String(error)}.`;
}
