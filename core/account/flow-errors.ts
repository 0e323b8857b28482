import { ApiError, errorMessage } from '../api/api-error.ts';
import type { FlowErrors } from './account-flow.types.ts';

/** No messages. */
export const NO_FLOW_ERRORS: FlowErrors = { formError: null, fieldErrors: {} };

/**
 * The messages a failed call leaves on a form: a refusal naming fields (422 with `errors`) marks
 * those fields with their first message; anything else is one message for the form (spec 1 §8).
 */
export function flowErrorsOf(error: unknown): FlowErrors {
  if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length > 0) {
    const fieldErrors = Object.fromEntries(
      Object.entries(error.errors).flatMap(([field, messages]) =>
        messages[0] === undefined ? [] : [[field, messages[0]]],
      ),
    );
    return { formError: null, fieldErrors };
  }
  return { formError: errorMessage(error), fieldErrors: {} };
}
