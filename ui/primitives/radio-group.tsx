import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import styles from './choice.module.css';

/** One choice of a RadioGroup. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

/** Props of the RadioGroup. */
export interface RadioGroupProps {
  /** The group's visible name. */
  label: ReactNode;
  options: RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  orientation?: 'vertical' | 'horizontal';
}

/** A named group of radio buttons; arrow keys move between choices. */
export function RadioGroup({ label, options, orientation = 'vertical', ...rest }: RadioGroupProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  return (
    <div className={styles.group}>
      <div id={labelId} className={styles.groupLabel}>
        {label}
      </div>
      <RadixRadioGroup.Root
        aria-labelledby={labelId}
        orientation={orientation}
        className={orientation === 'horizontal' ? styles.horizontal : styles.vertical}
        {...rest}
      >
        {options.map((option) => {
          const id = `${baseId}-${option.value}`;
          const descriptionId = option.description ? `${id}-description` : undefined;
          return (
            <div key={option.value} className={styles.choice}>
              <RadixRadioGroup.Item
                id={id}
                value={option.value}
                disabled={option.disabled}
                className={styles.radio}
                aria-describedby={descriptionId}
              >
                <RadixRadioGroup.Indicator className={styles.dot} />
              </RadixRadioGroup.Item>
              <div className={styles.text}>
                <label htmlFor={id} className={styles.label}>
                  {option.label}
                </label>
                {option.description ? (
                  <p id={descriptionId} className={styles.description}>
                    {option.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
    </div>
  );
}
