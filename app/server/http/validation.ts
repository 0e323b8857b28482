import { vValidator } from '@hono/valibot-validator';
import type { Context, ValidationTargets } from 'hono';
import * as v from 'valibot';
import { type FieldErrors, issuesToFieldErrors } from '../../../core/api/field-errors.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './http-error.ts';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const NOT_JSON_MESSAGE = 'Send the request body as JSON with Content-Type: application/json.';

/** The message of a 422: the first field error, and how many more there are. */
function invalidInputMessage(errors: FieldErrors): string {
  const first = Object.values(errors)[0]?.[0] ?? 'The request is invalid.';
  const count = Object.values(errors).reduce((sum, list) => sum + list.length, 0);
  return count > 1 ? `${first} (and ${count - 1} more ${count === 2 ? 'error' : 'errors'})` : first;
}

/** The 422 answer for input that breaks a core schema. */
export function invalidInput(c: Context, errors: FieldErrors) {
  return c.json({ message: invalidInputMessage(errors), errors }, 422);
}

const isJsonRequest = (c: Context) =>
  JSON_MEDIA_TYPE.test((c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '');

/**
 * The JSON body checked with a core schema, for a handler that reads its body itself (`readsItself`)
 * and must check it at a later point than the middleware would: the same answers as `jsonBody`'s
 * (415 when it is not JSON, 422 with field errors), thrown as an HttpError.
 */
export async function parseJsonBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  if (!isJsonRequest(c)) throw new HttpError(415, NOT_JSON_MESSAGE);
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  const errors = issuesToFieldErrors(result.issues, schema);
  throw new HttpError(422, invalidInputMessage(errors), { errors });
}

function failure(
  result: { success: boolean; issues?: readonly v.BaseIssue<unknown>[] },
  target: keyof ValidationTargets,
  c: Context,
  schema: v.GenericSchema,
): Response | undefined {
  if (result.success) return undefined;
  if (target === 'json' && !isJsonRequest(c)) return c.json({ message: NOT_JSON_MESSAGE }, 415);
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
