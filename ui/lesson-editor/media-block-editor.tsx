import { type ReactNode, useState } from 'react';
import { serverText } from '../../core/i18n/server-text.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Button, Spinner } from '../primitives/index.ts';
import styles from './block-editors.module.css';
import { BlockFilePicker } from './block-file-picker.tsx';
import type { ConstructorBlock, ConstructorFile } from './lesson-constructor.types.ts';

/** Props of the MediaBlockEditor. */
export interface MediaBlockEditorProps {
  kind: 'audio' | 'video';
  /** The block's file, when it has one. */
  file: ConstructorFile | null;
  /** Uploads of the app's queue heading for this block. */
  uploads: NonNullable<ConstructorBlock['uploads']>;
  disabled?: boolean;
  /** The picked file, for the app's upload queue. */
  onPickFile(file: File): void;
  /** The app's player for the processed file (the constructor's services); without it none is offered. */
  renderMedia?: ((kind: 'audio' | 'video', file: ConstructorFile) => ReactNode) | undefined;
}

/**
 * An audio or video block: upload (or replace) its file, see it processing until `process_status` is
 * completed, then play it here in the students' player ("Play here", loaded only when asked).
 */
export function MediaBlockEditor({
  kind,
  file,
  uploads,
  disabled = false,
  onPickFile,
  renderMedia,
}: MediaBlockEditorProps) {
  const { t } = useTranslation();
  const name = file?.original_name ?? file?.uuid ?? '';
  const [playing, setPlaying] = useState<string | null>(null);
  const playable = Boolean(renderMedia && file?.url && (file.process_status ?? 'completed') === 'completed');
  const open = playable && file !== null && playing === file.uuid;
  return (
    <div className={styles.media}>
      {uploads.map((upload) => (
        <p key={upload.fileName} className={styles.status} role="status">
          <Spinner size={14} decorative />
          {t('editor.uploading', { name: upload.fileName, progress: Math.round(upload.progress) })}
        </p>
      ))}
      {file ? (
        <div className={styles.fileRow}>
          <span className={styles.fileName}>{name}</span>
          <ProcessState file={file} />
          {playable ? (
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={open}
              onClick={() => setPlaying(open ? null : file.uuid)}
            >
              {open ? t('editor.media_hide_player') : t('editor.media_play_here')}
            </Button>
          ) : null}
        </div>
      ) : uploads.length === 0 ? (
        <p className={styles.muted}>{t(`editor.no_media_${kind}`)}</p>
      ) : null}
      {open && file && renderMedia ? (
        <div className={styles.mediaPlayer}>{renderMedia(kind, file)}</div>
      ) : null}
      <BlockFilePicker
        label={t(file ? `editor.replace_${kind}` : `editor.upload_${kind}`)}
        accept={kind === 'audio' ? 'audio/*' : 'video/*'}
        disabled={disabled}
        onFile={onPickFile}
      />
    </div>
  );
}

/** Where a file's processing stands: processing until completed (spec 1 §4), or why it failed. */
export function ProcessState({ file }: { file: ConstructorFile }) {
  const { t } = useTranslation();
  const status = file.process_status ?? 'completed';
  if (status === 'completed') return <span className={styles.ready}>{t('editor.ready')}</span>;
  if (status === 'failed') {
    return (
      <span className={styles.failed} role="note">
        {t('editor.processing_failed', {
          reason: serverText(t, 'media', {
            code: file.process_error_code,
            params: file.process_error_params,
            text: file.process_error,
          }),
        })}
      </span>
    );
  }
  return (
    <span className={styles.status} role="status">
      <Spinner size={14} decorative />
      {t('editor.processing')}
    </span>
  );
}
