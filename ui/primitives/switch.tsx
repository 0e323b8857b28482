import { Switch as RadixSwitch } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import styles from './choice.module.css';

/** Props of the Switch. */
export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
  /** Label first and the switch at the end of the row (settings lists). */
  labelFirst?: boolean;
}

/** An on/off switch for a setting that applies at once (e.g. document preview and download). */
export function Switch({ label, description, id, labelFirst = false, ...rest }: SwitchProps) {
  const generated = useId();
  const controlId = id ?? `switch-${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const control = (
    <RadixSwitch.Root id={controlId} className={styles.switch} aria-describedby={descriptionId} {...rest}>
      <RadixSwitch.Thumb className={styles.thumb} />
    </RadixSwitch.Root>
  );
  return (
    <div className={[styles.choice, labelFirst && styles.labelFirst].filter(Boolean).join(' ')}>
      {labelFirst ? null : control}
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
      {labelFirst ? control : null}
    </div>
  );
}
