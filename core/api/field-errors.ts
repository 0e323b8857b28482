import * as v from 'valibot';

/** Messages per field, `{ email: ['Enter a valid email…'] }`; a problem with the whole input is under `body`. */
export type FieldErrors = Record<string, string[]>;

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

/** Checks input against a core schema: the parsed output, or the field errors to show. */
export function validateInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): { ok: true; output: v.InferOutput<TSchema> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, input);
  return result.success
    ? { ok: true, output: result.output }
    : { ok: false, errors: issuesToFieldErrors(result.issues, schema) };
}
