import { formatTimer } from '../../core/format/index.ts';
import type { AudioRecorderView } from '../../core/recorder/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Button, ProgressBar, Spinner } from '../primitives/index.ts';
import styles from './recorder.module.css';

/** Props of the AudioRecorderBar: the recorder's view and its commands. */
export interface AudioRecorderBarProps {
  view: AudioRecorderView;
  onAdd: () => void;
  onCancel: () => void;
  onRetry: () => void;
}

/** The audio recorder (spec 2 §2): a 40-bar waveform, the timer, Cancel and Add; then saving with its percent. */
export function AudioRecorderBar({ view, onAdd, onCancel, onRetry }: AudioRecorderBarProps) {
  const { t } = useTranslation();
  const failureText =
    view.failure === 'noDevice'
      ? t('recorder.no_microphone')
      : view.failure === 'busy'
        ? t('recorder.microphone_busy')
        : view.failure === 'capture'
          ? t('recorder.capture_failed')
          : view.failure === 'upload'
            ? view.message
              ? t('recorder.upload_failed', { reason: view.message })
              : t('recorder.upload_failed_plain')
            : t('recorder.no_microphone_access');
  if (view.step === 'error')
    return (
      <div className={styles.bar}>
        <p className={styles.message} role="alert">
          {failureText}
        </p>
        <div className={styles.recordingRow}>
          <Button variant="secondary" onClick={onCancel}>
            {t('recorder.cancel')}
          </Button>
          <Button onClick={onRetry}>{t('recorder.try_again')}</Button>
        </div>
      </div>
    );
  if (view.step === 'saving' || view.step === 'done')
    return (
      <div className={styles.bar}>
        <ProgressBar
          value={view.percent}
          label={t('recorder.saving', { percent: view.percent })}
          tone="brand"
        />
        {view.unencoded ? <p className={styles.message}>{t('recorder.saving_unencoded')}</p> : null}
        <div className={styles.recordingRow}>
          <span />
          <Button variant="secondary" onClick={onCancel}>
            {t('recorder.cancel')}
          </Button>
        </div>
      </div>
    );
  if (view.step === 'idle' || view.step === 'requesting')
    return (
      <div className={styles.bar}>
        <p className={styles.status} role="status">
          <Spinner size={16} decorative />
          {t('recorder.asking_microphone')}
        </p>
        <div className={styles.recordingRow}>
          <span />
          <Button variant="secondary" onClick={onCancel}>
            {t('recorder.cancel')}
          </Button>
        </div>
      </div>
    );
  return (
    <div className={styles.bar}>
      <div className={styles.wave} role="img" aria-label={t('recorder.waveform')}>
        {view.bars.map((bar, index) => (
          <span
            // The bars are positions, not items: their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: a bar is its position
            key={index}
            className={styles.waveBar}
            style={{ height: `${Math.max(4, Math.round(bar * 100))}%` }}
          />
        ))}
      </div>
      <div className={styles.recordingRow}>
        <span
          className={styles.timer}
          role="timer"
          aria-label={t('recorder.timer', { time: formatTimer(view.seconds) })}
        >
          <span className={styles.dot} aria-hidden="true" />
          {formatTimer(view.seconds)}
        </span>
        <span>
          <Button variant="secondary" onClick={onCancel}>
            {t('recorder.cancel')}
          </Button>{' '}
          <Button onClick={onAdd} disabled={!view.canAdd}>
            {t('recorder.add')}
          </Button>
        </span>
      </div>
    </div>
  );
}
