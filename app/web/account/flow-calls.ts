import type * as v from 'valibot';
import type { FlowSent } from '../../../core/account/index.ts';
import type { CodeSent } from '../../../core/api/account-security.ts';
import { ApiError, type FieldErrors, validateInput } from '../../../core/api/index.ts';

/** A code went out: the flow's code step, with the wait before another. */
export function sentOf(sent: CodeSent): FlowSent {
  return { sentTo: sent.sent_to, resendAfter: sent.resend_after };
}

/** A refusal of what was typed, before any call: the fields' messages, as the server would give them. */
export function invalid(errors: FieldErrors): ApiError {
  return new ApiError(422, '', errors);
}

/** The request checked by its core schema, or the fields' messages thrown as a refusal. */
export function checked<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = validateInput(schema, input);
  if (!result.ok) throw invalid(result.errors);
  return result.output;
}
