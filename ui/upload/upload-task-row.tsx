import type { UploadQueueEntry } from '../../core/upload/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { CloseIcon } from '../icons/index.ts';
import { Button, ProgressBar } from '../primitives/index.ts';
import { uploadMessageText } from './upload-message-text.ts';
import styles from './upload-panel.module.css';
import { UploadStatusIcon } from './upload-status-icon.tsx';

/** Props of one row: the task and the panel's commands. */
export interface UploadTaskRowProps {
  task: UploadQueueEntry;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onDismiss: (id: string) => void;
}

/** One file: name, percent, status icon and text, the message, cancel or retry. */
export function UploadTaskRow({ task, onCancel, onRetry, onDismiss }: UploadTaskRowProps) {
  const { t } = useTranslation();
  const { view } = task;
  const name = view.fileName;
  const message = uploadMessageText(t, view.message, view.messageDetail);
  const tone = view.status === 'failed' || view.status === 'aborted' ? 'danger' : 'success';
  return (
    <li className={styles.row} data-status={view.status}>
      <div className={styles.rowHead}>
        <span className={styles.icon}>
          <UploadStatusIcon icon={view.icon} />
        </span>
        <span className={styles.name} title={name}>
          {name}
        </span>
        <span className={styles.status}>{t(`uploads.status_${view.status}`)}</span>
        <span className={styles.percent}>{view.percent} %</span>
        {view.canCancel ? (
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('uploads.cancel', { name })}
            onClick={() => onCancel(task.id)}
          >
            <CloseIcon size={16} />
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('uploads.dismiss', { name })}
            onClick={() => onDismiss(task.id)}
          >
            <CloseIcon size={16} />
          </Button>
        )}
      </div>
      <ProgressBar
        value={view.percent}
        label={t('uploads.progress_label', { name, percent: String(view.percent) })}
        hideLabel
        size="sm"
        tone={tone}
      />
      {message ? (
        <p className={styles.message} role="alert">
          {message}
          {view.canRetry ? (
            <>
              {' '}
              <Button
                variant="ghost"
                size="sm"
                className={styles.retry}
                aria-label={t('uploads.retry_file', { name })}
                onClick={() => onRetry(task.id)}
              >
                {t('uploads.retry')}
              </Button>
            </>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
