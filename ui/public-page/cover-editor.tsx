import { useId, useState } from 'react';
import { isSafeMediaUrl } from '../../core/api/lessons.ts';
import { COVER_ACCEPT, isCoverFile } from '../../core/public-page/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { type IconProps, SvgIcon } from '../icons/index.ts';
import { BlockFilePicker } from '../lesson-editor/block-file-picker.tsx';
import { Button, ProgressBar } from '../primitives/index.ts';
import styles from './public-page.module.css';
import type { CoverUpload } from './public-page.types.ts';

function ImageIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </SvgIcon>
  );
}

/** Props of the CoverEditor. */
export interface CoverEditorProps {
  courseTitle: string;
  /** The cover's address; null for none. */
  cover: string | null;
  upload: CoverUpload | null;
  disabled?: boolean;
  onPick(file: File): void;
  onRemove(): void;
}

/**
 * The page's cover: its preview (or a note that there is none), Upload or Replace (a JPEG, PNG or WebP
 * image; any other file is refused here with a sentence), the upload's percent or failure, and Remove.
 */
export function CoverEditor({
  courseTitle,
  cover,
  upload,
  disabled = false,
  onPick,
  onRemove,
}: CoverEditorProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const uploading = upload !== null && upload.error === null;
  const shown = cover !== null && isSafeMediaUrl(cover) ? cover : null;
  const problem =
    refused !== null
      ? t('public_page.cover_wrong_type', { name: refused })
      : upload?.error
        ? t('public_page.cover_failed', { message: upload.error })
        : upload?.error === ''
          ? t('public_page.cover_failed_plain')
          : null;
  return (
    <section className={styles.panel} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.panelTitle}>
        {t('public_page.cover')}
      </h2>
      {shown ? (
        <img className={styles.cover} src={shown} alt={t('public_page.cover_alt', { course: courseTitle })} />
      ) : (
        <div className={styles.noCover}>
          <ImageIcon size={28} />
          <p>{t('public_page.cover_none')}</p>
        </div>
      )}
      <div className={styles.coverActions}>
        <BlockFilePicker
          label={cover ? t('public_page.cover_replace') : t('public_page.cover_upload')}
          accept={COVER_ACCEPT}
          disabled={disabled || uploading}
          onFile={(file) => {
            const image = isCoverFile(file);
            setRefused(image ? null : file.name);
            if (image) onPick(file);
          }}
        />
        {cover ? (
          <Button variant="ghost" className={styles.touch} disabled={disabled} onClick={onRemove}>
            {t('public_page.cover_remove')}
          </Button>
        ) : null}
      </div>
      {uploading ? (
        <ProgressBar
          value={upload.progress}
          label={t('public_page.cover_uploading', { progress: Math.round(upload.progress) })}
          tone="brand"
          size="sm"
        />
      ) : null}
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
    </section>
  );
}
