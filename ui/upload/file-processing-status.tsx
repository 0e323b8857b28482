import type { ProcessStatus } from '../../core/api/index.ts';
import { type ServerText, serverText } from '../../core/i18n/server-text.ts';
import type { FileProcessingView } from '../../core/upload/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Badge, type BadgeTone, Spinner } from '../primitives/index.ts';
import styles from './upload-panel.module.css';

const TONES: Record<ProcessStatus, BadgeTone> = {
  pending: 'warning',
  processing: 'warning',
  completed: 'success',
  failed: 'danger',
};

/** A file's processing state in words (spec 2 §3 `process_status`) and, when it failed, why. */
export function FileProcessingStatus({
  status,
  reason,
}: {
  status: ProcessStatus | null;
  /**
   * Why it failed: the server's `process_error_code` with its params (shown translated) and
   * `process_error` (the words of older rows), or words already made; the generic text when none.
   */
  reason?: string | ServerText | null;
}) {
  const { t } = useTranslation();
  const said = typeof reason === 'string' ? reason : reason ? serverText(t, 'media', reason) : '';
  const shown = status ?? 'completed';
  const busy = shown === 'pending' || shown === 'processing';
  return (
    <span className={styles.processing}>
      <Badge tone={TONES[shown]}>
        {busy ? <Spinner size={12} decorative /> : null}
        {t(`uploads.file_status_${shown}`)}
      </Badge>
      {shown === 'failed' ? (
        <span className={styles.processingReason} role="note">
          {said || t('uploads.processing_failed')}
        </span>
      ) : null}
    </span>
  );
}

/** The status the editor's file-processing poll stands at, as `process_status` words. */
export function processStatusOfView(view: FileProcessingView): ProcessStatus {
  if (view.isReady) return 'completed';
  if (view.hasFailed) return 'failed';
  return view.file.process_status === 'pending' ? 'pending' : 'processing';
}
