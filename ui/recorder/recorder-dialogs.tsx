import type {
  AudioRecorderAdapters,
  AudioRecorderSnapshot,
  RecordedFile,
  RecorderOutput,
  VideoRecorderAdapters,
  VideoRecorderSnapshot,
} from '../../core/recorder/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Modal } from '../modal/index.ts';
import { AudioRecorderBar } from './audio-recorder-bar.tsx';
import { useAudioRecorder } from './use-audio-recorder.ts';
import { useVideoRecorder } from './use-video-recorder.ts';
import { VideoRecorderModals } from './video-recorder-modals.tsx';

/** Props of a recorder dialog: its devices, what to do at the end, a kept recording to resume, a frozen state. */
export interface RecorderDialogProps<Adapters, Snapshot> {
  adapters: Adapters;
  onEnd: (output: RecorderOutput) => void;
  resume?: RecordedFile;
  snapshot?: Snapshot;
}

/** The audio recorder bar in a dialog of its own, so it stays in view on a phone. */
export function AudioRecorderDialog(
  props: RecorderDialogProps<AudioRecorderAdapters, AudioRecorderSnapshot>,
) {
  const { t } = useTranslation();
  const recorder = useAudioRecorder(props);
  if (recorder.view.step === 'done' || recorder.view.step === 'cancelled') return null;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) recorder.cancel();
      }}
      title={t('recorder.audio_title')}
      preventDismiss={recorder.view.step === 'saving'}
    >
      <AudioRecorderBar
        view={recorder.view}
        onAdd={recorder.add}
        onCancel={recorder.cancel}
        onRetry={recorder.retry}
      />
    </Modal>
  );
}

/** The video recorder's modals, one at a time. */
export function VideoRecorderDialog(
  props: RecorderDialogProps<VideoRecorderAdapters, VideoRecorderSnapshot>,
) {
  const recorder = useVideoRecorder(props);
  return (
    <VideoRecorderModals
      view={recorder.view}
      onAllow={recorder.allow}
      onPick={recorder.pick}
      onConfirm={recorder.confirm}
      onStop={recorder.stop}
      onCancel={recorder.cancel}
      onRetry={recorder.retry}
    />
  );
}
