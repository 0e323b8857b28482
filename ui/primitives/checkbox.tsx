import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { CheckIcon, MinusIcon } from '../icons/index.ts';
import styles from './choice.module.css';

/** Props of the Checkbox. */
export interface CheckboxProps {
  label: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean | 'indeterminate') => void;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  value?: string;
  id?: string;
}

/** A labelled checkbox (Space toggles it); can show a mixed state. */
export function Checkbox({ label, description, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? `checkbox-${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  return (
    <div className={styles.choice}>
      <RadixCheckbox.Root
        id={controlId}
        className={styles.checkbox}
        aria-describedby={descriptionId}
        {...rest}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          {rest.checked === 'indeterminate' ? (
            <MinusIcon size={14} strokeWidth={3} />
          ) : (
            <CheckIcon size={14} strokeWidth={3} />
          )}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className={styles.text}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
