import { vValidator } from '@hono/valibot-validator';
import type { Context, ValidationTargets } from 'hono';
import type * as v from 'valibot';
import type { AppEnv } from './app-env.ts';
import type { FieldErrors } from './http-error.ts';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Maps valibot issues to `{ field: [messages] }`; a problem with the whole body is under `body`. */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path?.map((item) => String(item.key)).join('.') || 'body';
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  return errors;
}

/** The 422 answer for input that breaks a core schema. */
export function invalidInput(c: Context, errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0] ?? 'The request is invalid.';
  const count = Object.values(errors).reduce((sum, list) => sum + list.length, 0);
  const message = count > 1 ? `${first} (and ${count - 1} more ${count === 2 ? 'error' : 'errors'})` : first;
  return c.json({ message, errors }, 422);
}

function failure(
  result: { success: boolean; issues?: readonly v.BaseIssue<unknown>[] },
  target: keyof ValidationTargets,
  c: Context,
): Response | undefined {
  if (result.success) return undefined;
  if (target === 'json') {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      return c.json({ message: 'Send the request body as JSON with Content-Type: application/json.' }, 415);
    }
  }
  return invalidInput(c, issuesToFieldErrors(result.issues ?? []));
}

/** Validates the JSON body with a core schema: 415 when it is not JSON, 422 with field errors. */
export const jsonBody = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  vValidator('json', schema, (result, c: Context<AppEnv>) => failure(result, 'json', c));

/** Validates the query string with a core schema: 422 with field errors. */
export const queryParams = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  vValidator('query', schema, (result, c: Context<AppEnv>) => failure(result, 'query', c));
