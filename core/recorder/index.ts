export { audioRecorderMachine } from './audio-recorder.machine.ts';
export type {
  AudioRecorderContext,
  AudioRecorderEvent,
  AudioRecorderInput,
  RecorderEmitted,
  RecorderOutput,
} from './audio-recorder.types.ts';
export { type DeviceFailure, deviceFailureOf } from './device-failure.ts';
export {
  isKeptRecordingStale,
  KEPT_RECORDING_DAYS,
  type KeptRecording,
  type KeptRecordingOffer,
  keptRecordingKind,
  keptRecordingOffers,
  type RecordingPlace,
} from './kept-recording.ts';
export { type Mp3StreamInfo, readMp3Frames } from './mp3-frames.ts';
export { joinSamples, pcmToInt16 } from './pcm-samples.ts';
export * from './recorder.constants.ts';
export * from './recorder.select.ts';
export type * from './recorder.types.ts';
export type { CaptureEvent, EncodingEvent, SavingEvent } from './recorder-actors.ts';
export { recordingExtension, recordingName } from './recording-name.ts';
export { videoRecorderMachine } from './video-recorder.machine.ts';
export type { VideoRecorderContext, VideoRecorderEvent, VideoRecorderInput } from './video-recorder.types.ts';
export { encodeWav } from './wav-encoding.ts';
