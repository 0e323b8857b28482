import type { AccountFormStatus } from '../../../ui/account/index.ts';
import type { useFormErrors } from '../forms/use-form-errors.ts';

/** A form's errors and pending call as the account form views take them (each field's first message). */
export function formStatus(errors: ReturnType<typeof useFormErrors>, pending: boolean): AccountFormStatus {
  return {
    pending,
    formError: errors.formError,
    fieldErrors: Object.fromEntries(
      Object.entries(errors.fieldErrors).map(([field, messages]) => [field, messages?.[0]]),
    ),
  };
}
