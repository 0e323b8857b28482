export { AudioRecorderBar, type AudioRecorderBarProps } from './audio-recorder-bar.tsx';
export {
  KeptRecordingNotice,
  type KeptRecordingNoticeProps,
  type KeptRecordings,
} from './kept-recording-notice.tsx';
export { AudioRecorderDialog, type RecorderDialogProps, VideoRecorderDialog } from './recorder-dialogs.tsx';
export { useAudioRecorder } from './use-audio-recorder.ts';
export {
  type RecorderAdapters,
  type RecordingKind,
  type RecordMediaFile,
  useRecorders,
} from './use-recorders.tsx';
export { useVideoRecorder } from './use-video-recorder.ts';
export { VideoPreview } from './video-preview.tsx';
export { VideoRecorderModals, type VideoRecorderModalsProps } from './video-recorder-modals.tsx';
