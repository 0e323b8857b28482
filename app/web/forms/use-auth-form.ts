import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type * as v from 'valibot';
import { type User, validateInput } from '../../../core/api/index.ts';
import { safeNextPath } from '../routing/safe-next-path.ts';
import { useFormErrors } from './use-form-errors.ts';

/**
 * A sign-in or sign-up form: its values, checked with the core schema before sending, the server's
 * answer shown at the fields or above them, and the way back to the page that asked for it.
 */
export function useAuthForm<TValues extends Record<string, string>, TSchema extends v.GenericSchema>(
  schema: TSchema,
  initial: TValues,
  mutation: UseMutationResult<User, Error, v.InferOutput<TSchema>>,
) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const errors = useFormErrors();
  const [values, setValues] = useState(initial);

  return {
    values,
    errors,
    pending: mutation.isPending,
    /** Keeps the search (`?next=`) when moving between sign-in and sign-up. */
    search: params.toString(),
    field: (name: keyof TValues & string) => ({
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      error: errors.errorOf(name),
    }),
    async submit(event: FormEvent) {
      event.preventDefault();
      const input = validateInput(schema, values);
      if (!input.ok) return errors.showInvalid(input.errors);
      errors.clear();
      try {
        await mutation.mutateAsync(input.output);
        navigate(safeNextPath(params.get('next')), { replace: true });
      } catch (error) {
        errors.showFailure(error);
      }
    },
  };
}
