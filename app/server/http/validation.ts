import { vValidator } from '@hono/valibot-validator';
import type { Context, ValidationTargets } from 'hono';
import type * as v from 'valibot';
import { type FieldErrors, issuesToFieldErrors } from '../../../core/api/field-errors.ts';
import type { AppEnv } from './app-env.ts';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

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
  schema: v.GenericSchema,
): Response | undefined {
  if (result.success) return undefined;
  if (target === 'json') {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      return c.json({ message: 'Send the request body as JSON with Content-Type: application/json.' }, 415);
    }
  }
  return invalidInput(c, issuesToFieldErrors(result.issues ?? [], schema));
}

/** What a validating middleware checks: the route-table spec compares it with core/api/routes.ts. */
export interface Validates {
  target: 'json' | 'query';
  schema: v.GenericSchema;
}

/** Marks a validating middleware with the schema it checks, so the registered routes can be read against the table. */
function tagged<T extends object>(middleware: T, validates: Validates): T & { validates: Validates } {
  return Object.assign(middleware, { validates });
}

/** Validates the JSON body with a core schema: 415 when it is not JSON, 422 with field errors. */
export const jsonBody = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  tagged(
    vValidator('json', schema, (result, c: Context<AppEnv>) => failure(result, 'json', c, schema)),
    { target: 'json', schema },
  );

/** Validates the query string with a core schema: 422 with field errors. */
export const queryParams = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  tagged(
    vValidator('query', schema, (result, c: Context<AppEnv>) => failure(result, 'query', c, schema)),
    { target: 'query', schema },
  );
