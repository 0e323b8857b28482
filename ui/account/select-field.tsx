import type { ComponentProps, ReactNode } from 'react';
import fieldStyles from '../primitives/field.module.css';
import { Field } from '../primitives/index.ts';
import styles from './select-field.module.css';

/** Props of a SelectField: a native select's props plus its label, hint and error. */
export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
};

/**
 * A labelled native select in the box every text-like control shares (the account's time zone and
 * language): a long list stays the platform's own, searchable by typing, on a phone too.
 */
export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <select
          className={[fieldStyles.control, styles.select, className].filter(Boolean).join(' ')}
          {...control}
          {...selectProps}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
