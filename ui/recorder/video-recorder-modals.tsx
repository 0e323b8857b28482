import type { ReactNode } from 'react';
import { formatTimer } from '../../core/format/index.ts';
import type { VideoRecorderView } from '../../core/recorder/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Modal } from '../modal/index.ts';
import { Button, ProgressBar, Spinner } from '../primitives/index.ts';
import styles from './recorder.module.css';
import { VideoPreview } from './video-preview.tsx';

/** Props of the VideoRecorderModals: the recorder's view and its commands. */
export interface VideoRecorderModalsProps {
  view: VideoRecorderView;
  onAllow: () => void;
  onPick: (kind: 'camera' | 'microphone', deviceId: string) => void;
  onConfirm: () => void;
  onStop: () => void;
  onCancel: () => void;
  onRetry: () => void;
}

/** The video recorder's modals (spec 2 §2): access in two steps, camera busy, no camera, denied, recording, saving. */
export function VideoRecorderModals(props: VideoRecorderModalsProps) {
  const { t } = useTranslation();
  const { view, onCancel } = props;
  if (view.modal === 'none') return null;
  const cancel = (
    <Button variant="secondary" onClick={onCancel}>
      {t('recorder.cancel')}
    </Button>
  );
  const frame = (title: string, body: ReactNode, footer: ReactNode, preventDismiss = false) => (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={title}
      footer={footer}
      preventDismiss={preventDismiss}
    >
      {body}
    </Modal>
  );
  const failure = (text: string) =>
    frame(
      t('recorder.something_went_wrong'),
      <p className={styles.message} role="alert">
        {text}
      </p>,
      <>
        {cancel}
        <Button onClick={props.onRetry}>{t('recorder.try_again')}</Button>
      </>,
    );
  switch (view.modal) {
    case 'checking':
      return frame(
        t('recorder.video_title'),
        <p className={styles.status} role="status">
          <Spinner size={16} decorative />
          {t('recorder.waiting_for_browser')}
        </p>,
        cancel,
      );
    case 'access':
      return frame(
        t('recorder.access_title'),
        view.accessStep === 1 ? (
          <p className={styles.message}>{t('recorder.access_step_one')}</p>
        ) : (
          <div className={styles.fields}>
            <p className={styles.message}>{t('recorder.access_step_two')}</p>
            {view.isWaiting ? (
              <p className={styles.status} role="status">
                <Spinner size={16} decorative />
                {t('recorder.waiting_for_browser')}
              </p>
            ) : (
              <>
                <VideoPreview stream={view.stream} label={t('recorder.preview')} />
                <DeviceSelect
                  label={t('recorder.camera')}
                  devices={view.devices.cameras}
                  value={view.choice.cameraId}
                  defaultLabel={t('recorder.default_device')}
                  onChange={(id) => props.onPick('camera', id)}
                />
                <DeviceSelect
                  label={t('recorder.microphone')}
                  devices={view.devices.microphones}
                  value={view.choice.microphoneId}
                  defaultLabel={t('recorder.default_device')}
                  onChange={(id) => props.onPick('microphone', id)}
                />
              </>
            )}
          </div>
        ),
        <>
          {cancel}
          {view.accessStep === 1 ? (
            <Button onClick={props.onAllow}>{t('recorder.access_allow')}</Button>
          ) : (
            <Button onClick={props.onConfirm} disabled={view.isWaiting}>
              {t('recorder.start_recording')}
            </Button>
          )}
        </>,
      );
    case 'denied':
      return failure(t('recorder.no_device_access'));
    case 'noCamera':
      return failure(t('recorder.no_camera'));
    case 'cameraBusy':
      return failure(t('recorder.camera_busy'));
    case 'recording':
      return frame(
        t('recorder.video_title'),
        <div className={styles.bar}>
          <VideoPreview stream={view.stream} label={t('recorder.preview')} />
          <div className={styles.recordingRow}>
            <span
              className={styles.timer}
              role="timer"
              aria-label={t('recorder.timer', { time: formatTimer(view.seconds) })}
            >
              <span className={styles.dot} aria-hidden="true" />
              {formatTimer(view.seconds)}
            </span>
            {view.canStop ? null : <span className={styles.message}>{t('recorder.stop_hint')}</span>}
          </div>
        </div>,
        <>
          {cancel}
          {view.canStop ? <Button onClick={props.onStop}>{t('recorder.stop')}</Button> : null}
        </>,
        true,
      );
    case 'saving':
      return frame(
        t('recorder.saving_title'),
        <ProgressBar
          value={view.percent}
          label={t('recorder.saving', { percent: view.percent })}
          tone="brand"
        />,
        cancel,
        true,
      );
    default:
      return null;
  }
}

function DeviceSelect({
  label,
  devices,
  value,
  defaultLabel,
  onChange,
}: {
  label: string;
  devices: { deviceId: string; label: string }[];
  value: string | null;
  defaultLabel: string;
  onChange: (deviceId: string) => void;
}) {
  return (
    <label className={styles.label}>
      {label}
      <select
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{defaultLabel}</option>
        {devices.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || `${label} ${index + 1}`}
          </option>
        ))}
      </select>
    </label>
  );
}
