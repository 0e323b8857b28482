import { vValidator } from '@hono/valibot-validator';
import type { Context, ValidationTargets } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from './app-env.ts';
import type { FieldErrors } from './http-error.ts';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  Object: 'an object',
  Array: 'a list',
};

/** valibot's built-in type message ('Invalid type: Expected …') in words for people. */
function plainMessage(issue: v.BaseIssue<unknown>): string {
  if (!issue.message.startsWith('Invalid type: ')) return issue.message;
  const words = (issue.expected ?? '')
    .split(' | ')
    .map((type) => TYPE_WORDS[type] ?? type)
    .join(' or ');
  return words ? `This must be ${words}.` : 'This value has the wrong type.';
}

/** The message a field's own schema gives for a missing value, found by walking the path. */
function missingValueMessage(root: v.GenericSchema | undefined, keys: readonly unknown[]): string {
  let schema: unknown = root;
  for (const key of keys) {
    const current = schema as { entries?: Record<string, unknown>; item?: unknown } | undefined;
    schema = current?.entries ? current.entries[String(key)] : current?.item;
  }
  if (schema && typeof schema === 'object' && '~standard' in schema) {
    const result = v.safeParse(schema as v.GenericSchema, undefined);
    const first = result.success ? undefined : result.issues[0];
    if (first && !first.message.startsWith('Invalid type: ')) return first.message;
  }
  return 'This field is required.';
}

/**
 * Maps valibot issues to `{ field: [messages] }` (nested fields as `a.0.b`); a problem with the
 * whole body is under `body`. A missing key gets its field's own message, e.g. 'Enter your email.'.
 */
export function issuesToFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
  schema?: v.GenericSchema,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const keys = issue.path?.map((item) => item.key) ?? [];
    const field = keys.map(String).join('.') || 'body';
    const missingKey =
      issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined && keys.length > 0;
    errors[field] ??= [];
    errors[field].push(missingKey ? missingValueMessage(schema, keys) : plainMessage(issue));
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

/** Validates the JSON body with a core schema: 415 when it is not JSON, 422 with field errors. */
export const jsonBody = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  vValidator('json', schema, (result, c: Context<AppEnv>) => failure(result, 'json', c, schema));

/** Validates the query string with a core schema: 422 with field errors. */
export const queryParams = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  vValidator('query', schema, (result, c: Context<AppEnv>) => failure(result, 'query', c, schema));
