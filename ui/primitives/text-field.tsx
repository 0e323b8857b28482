import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './field.module.css';
import { Field } from './field.tsx';

/** Props of the TextField: an input's props plus its label, hint and error. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  /** Class of the wrapper; `className` goes to the input. */
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input with required asterisk, hint and error text. */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  required,
  id,
  fieldClassName,
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      required={required}
      id={id}
      className={fieldClassName}
    >
      {(control) => (
        <input
          ref={ref}
          type="text"
          required={required}
          className={[styles.control, className].filter(Boolean).join(' ')}
          {...control}
          {...inputProps}
        />
      )}
    </Field>
  );
}
