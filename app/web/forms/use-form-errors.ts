import { useState } from 'react';
import { ApiError, errorMessage, type FieldErrors } from '../../../core/api/index.ts';

/** Field errors and the form-level message of a form that posts to the API. */
export function useFormErrors() {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    fieldErrors,
    formError,
    /** The first message for a field, for the field's error text. */
    errorOf: (field: string) => fieldErrors[field]?.[0],
    showInvalid(errors: FieldErrors) {
      setFieldErrors(errors);
      setFormError(null);
    },
    showFailure(error: unknown) {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length > 0) {
        setFieldErrors(error.errors);
        setFormError(null);
        return;
      }
      setFieldErrors({});
      setFormError(errorMessage(error));
    },
    clear() {
      setFieldErrors({});
      setFormError(null);
    },
  };
}
