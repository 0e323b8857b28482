import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { MinusIcon, PlusIcon } from '../icons/index.ts';
import fieldStyles from '../primitives/field.module.css';
import { Field } from '../primitives/field.tsx';
import styles from './number-input.module.css';
import { type UseNumberInputOptions, useNumberInput } from './use-number-input.ts';

/** Props of the NumberInput. */
export interface NumberInputProps {
  label: ReactNode;
  value?: number | null;
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  hideLabel?: boolean;
  /** Shown after the number inside the field, e.g. "px" or "%". */
  unit?: string;
  /** The − and + buttons (default shown). */
  stepper?: boolean;
  placeholder?: string;
  name?: string;
  id?: string;
  /** Starts in this state (stories). */
  initialState?: UseNumberInputOptions['initialState'];
}

function format(value: number | null): string {
  return value === null ? '' : String(value);
}

/**
 * A number field (spec 1 §5): a value below min or above max is rejected, the previous value comes back
 * and the field flashes for 500 ms; the rejection is announced. Arrow keys and the buttons step.
 */
export function NumberInput({
  label,
  value,
  onValueChange,
  min,
  max,
  step = 1,
  required,
  hint,
  error,
  disabled,
  readOnly,
  hideLabel,
  unit,
  stepper = true,
  placeholder,
  name,
  id,
  initialState,
}: NumberInputProps) {
  const { t } = useTranslation();
  const {
    view,
    commit,
    step: stepBy,
  } = useNumberInput({
    value,
    min,
    max,
    allowEmpty: !required,
    onValueChange,
    initialState,
  });
  const [text, setText] = useState(format(view.value));

  useEffect(() => {
    setText(format(view.value));
  }, [view.value]);
  useEffect(() => {
    if (view.isFlashing) setText(format(view.value));
  }, [view.isFlashing, view.value]);

  const rejectionText =
    view.rejection === 'below-min' && min !== undefined
      ? t('ui.number_min', { min })
      : view.rejection === 'above-max' && max !== undefined
        ? t('ui.number_max', { max })
        : '';
  const rangeHint =
    hint ?? (min !== undefined && max !== undefined ? `${min} – ${max}${unit ? ` ${unit}` : ''}` : undefined);
  const inactive = disabled || readOnly;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit(text);
    else if (event.key === 'ArrowUp' && !inactive) {
      event.preventDefault();
      stepBy(step);
    } else if (event.key === 'ArrowDown' && !inactive) {
      event.preventDefault();
      stepBy(-step);
    }
  }

  return (
    <Field label={label} hint={rangeHint} error={error} required={required} hideLabel={hideLabel} id={id}>
      {(control) => (
        <div className={styles.row} data-flashing={view.isFlashing || undefined}>
          {stepper ? (
            <button
              type="button"
              className={styles.stepButton}
              aria-label={t('ui.decrease')}
              tabIndex={-1}
              disabled={inactive || !view.canDecrease}
              onClick={() => stepBy(-step)}
            >
              <MinusIcon size={16} />
            </button>
          ) : null}
          <div className={styles.inputWrap}>
            <input
              {...control}
              className={[fieldStyles.control, styles.input].join(' ')}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              role="spinbutton"
              aria-valuenow={view.value ?? undefined}
              aria-valuemin={min}
              aria-valuemax={max}
              aria-invalid={control['aria-invalid'] || view.isFlashing || undefined}
              name={name}
              value={text}
              placeholder={placeholder}
              disabled={disabled}
              readOnly={readOnly}
              required={required}
              onChange={(event) => setText(event.target.value)}
              onBlur={() => commit(text)}
              onKeyDown={onKeyDown}
            />
            {unit ? (
              <span className={styles.unit} aria-hidden="true">
                {unit}
              </span>
            ) : null}
          </div>
          {stepper ? (
            <button
              type="button"
              className={styles.stepButton}
              aria-label={t('ui.increase')}
              tabIndex={-1}
              disabled={inactive || !view.canIncrease}
              onClick={() => stepBy(step)}
            >
              <PlusIcon size={16} />
            </button>
          ) : null}
          <span className="visually-hidden" role="status">
            {rejectionText}
          </span>
        </div>
      )}
    </Field>
  );
}
