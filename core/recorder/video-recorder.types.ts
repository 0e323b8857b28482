import type { QuizFile } from '../api/quiz.ts';
import type {
  DeviceChoice,
  MediaDevices,
  PermissionAnswer,
  RecordedFile,
  RecorderFailure,
  RecorderStream,
  VideoRecorderAdapters,
} from './recorder.types.ts';
import type { CaptureEvent, SavingEvent } from './recorder-actors.ts';

/** Input of the video recorder: the browser's (or a spec's) adapters. */
export interface VideoRecorderInput {
  adapters: VideoRecorderAdapters;
}

/** Context of the video recorder. */
export interface VideoRecorderContext {
  adapters: VideoRecorderAdapters;
  /** The camera stream: the access modal's preview, then the recording's. */
  stream: RecorderStream | null;
  /** The cameras and microphones offered in the access modal's second step. */
  devices: MediaDevices;
  /** The devices picked; null ids are the browser's defaults. */
  choice: DeviceChoice;
  /** Whole seconds recorded. */
  seconds: number;
  /** The recording that goes up. */
  file: RecordedFile | null;
  /** Percent sent, 0–100. */
  percent: number;
  failure: RecorderFailure | null;
  message: string | null;
  saved: QuizFile | null;
}

/** Requests of the person and facts from the devices. */
export type VideoRecorderEvent =
  | { type: 'recorder.start' }
  | { type: 'recorder.resume'; file: RecordedFile }
  | { type: 'access.allow' }
  | { type: 'device.pick'; kind: 'camera' | 'microphone'; deviceId: string }
  | { type: 'access.confirm' }
  | { type: 'recorder.stop' }
  | { type: 'recorder.cancel' }
  | { type: 'recorder.retry' }
  | CaptureEvent
  | SavingEvent;

export type { PermissionAnswer };
