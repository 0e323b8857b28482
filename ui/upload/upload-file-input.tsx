import { type ChangeEvent, useId } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import styles from './upload-panel.module.css';

/** Props of the file input: where picked files go and, optionally, the accepted extensions. */
export interface UploadFileInputProps {
  onFiles: (files: File[]) => void;
  /** Extensions for the browser's picker; any file type by default (spec 2 §5). */
  acceptedExtensions?: readonly string[];
  /** Many files by default (spec 2 §5). */
  multiple?: boolean;
}

/** A file picker that hands every picked file to the queue and is ready for the same file again. */
export function UploadFileInput({ onFiles, acceptedExtensions = [], multiple = true }: UploadFileInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const accept = acceptedExtensions.map((extension) => `.${extension.replace(/^\./, '')}`).join(',');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <span className={styles.picker}>
      <label htmlFor={id} className={styles.pickerLabel}>
        {t('uploads.choose_files')}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        multiple={multiple}
        accept={accept || undefined}
        onChange={onChange}
      />
    </span>
  );
}
