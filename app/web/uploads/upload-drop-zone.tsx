import { type DragEvent, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { CloudIcon } from '../../../ui/icons/index.ts';
import { UploadFileInput } from '../../../ui/upload/index.ts';
import styles from './upload-drop-zone.module.css';

/** A place to drop many files, with the file picker inside for people who do not drag. */
export function UploadDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer's shortcut; the picker inside is the accessible way.
    <div
      className={styles.zone}
      data-over={over || undefined}
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      }}
    >
      <CloudIcon size={28} aria-hidden="true" />
      <p className={styles.title}>{t('uploads.drop_title')}</p>
      <p className={styles.hint}>{t('uploads.drop_hint')}</p>
      <UploadFileInput onFiles={onFiles} />
    </div>
  );
}
