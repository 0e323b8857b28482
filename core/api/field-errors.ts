import * as v from 'valibot';

/** Messages per field, `{ email: ['Enter a valid email…'] }`; a problem with the whole input is under `body`. */
export type FieldErrors = Record<string, string[]>;

/** Maps valibot issues to field errors, the shape both the server's 422 and the forms use. */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path?.map((item) => String(item.key)).join('.') || 'body';
    errors[field] ??= [];
    errors[field].push(issue.message);
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
    : { ok: false, errors: issuesToFieldErrors(result.issues) };
}
