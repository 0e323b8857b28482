import { type ChangeEvent, useId } from 'react';
import { PlusIcon } from '../icons/index.ts';
import styles from './block-editors.module.css';

/** Props of the BlockFilePicker. */
export interface BlockFilePickerProps {
  label: string;
  /** The browser picker's filter, e.g. `audio/*`. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  onFile(file: File): void;
}

/** A button-looking file picker: each picked file goes to `onFile` (the app's upload queue), and the same file can be picked again. */
export function BlockFilePicker({
  label,
  accept,
  multiple = false,
  disabled = false,
  onFile,
}: BlockFilePickerProps) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    for (const file of files) onFile(file);
  };
  return (
    <span className={styles.picker} data-disabled={disabled || undefined}>
      <input
        id={id}
        className={`visually-hidden ${styles.pickerInput}`}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={onChange}
      />
      <label htmlFor={id} className={styles.pickerLabel}>
        <PlusIcon size={18} />
        {label}
      </label>
    </span>
  );
}
