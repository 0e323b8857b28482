import { type ReactNode, useId } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import styles from './field.module.css';

/** Ids and ARIA props a control inside a Field must carry. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** Props shared by every labelled form control. */
export interface FieldProps {
  label: ReactNode;
  /** Spec 1 §5: a required field's label gets an asterisk. */
  required?: boolean;
  hint?: ReactNode;
  /** Shown under the control in the danger colour; marks the control aria-invalid. */
  error?: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  id?: string;
  className?: string;
  /** Renders the control with the ids it needs. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, required asterisk, hint and error text around one control, wired with aria-describedby. */
export function Field({ label, required, hint, error, hideLabel, id, className, children }: FieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label
        id={`${controlId}-label`}
        htmlFor={controlId}
        className={hideLabel ? 'visually-hidden' : styles.label}
      >
        {label}
        {required ? (
          <>
            <span className={styles.asterisk} aria-hidden="true">
              *
            </span>
            <span className="visually-hidden">{` (${t('ui.required')})`}</span>
          </>
        ) : null}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
