import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';
import { Field } from './field.tsx';

/** Props of the TextArea: a textarea's props plus its label, hint and error. */
export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  fieldClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input (at least 90 px tall) with required asterisk, hint and error text. */
export function TextArea({
  label,
  hint,
  error,
  hideLabel,
  required,
  id,
  fieldClassName,
  className,
  ref,
  ...textareaProps
}: TextAreaProps) {
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
        <textarea
          ref={ref}
          rows={4}
          required={required}
          className={[styles.control, styles.textarea, className].filter(Boolean).join(' ')}
          {...control}
          {...textareaProps}
        />
      )}
    </Field>
  );
}
