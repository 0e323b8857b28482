import type { QuizFile } from '../api/quiz.ts';
import type { DeviceFailure } from './device-failure.ts';

/** A live camera or microphone stream, as far as the machines care: it can be let go. */
export interface RecorderStream {
  /** Stops every track (the browser's recording light goes off). */
  stop: () => void;
}

/** A recording ready to go up: its bytes, its container type and its file name. */
export interface RecordedFile {
  blob: Blob;
  name: string;
  mimeType: string;
}

/** What a recording in progress reports to its machine. */
export interface CaptureReports {
  /** The analyser's bar heights, each 0–1 (audio only). */
  levels?: (bars: number[]) => void;
  /** The capture broke (the device was unplugged, the recorder failed). */
  failed: (error: unknown) => void;
}

/** A running audio capture: stop gives the recorded PCM, cancel drops it. */
export interface AudioCapture {
  stop: () => Promise<{ samples: Float32Array; sampleRate: number }>;
  cancel: () => void;
}

/** A running video capture: stop gives the recorded blob with its type. */
export interface VideoCapture {
  stop: () => Promise<{ blob: Blob; mimeType: string }>;
  cancel: () => void;
}

/** A recording on its way up: cancel stops the upload. */
export interface SavingRecording {
  /** Resolves with the processed file (its url no longer the file service's), rejects with why it failed. */
  done: Promise<QuizFile>;
  cancel: () => void;
}

/** Where a recording goes up and is kept until stored (the app's upload queue and IndexedDB). */
export interface RecordingStore {
  /** Sends the recording up and polls it until processed, reporting the percent sent. */
  save: (file: RecordedFile, onProgress: (percent: number) => void) => SavingRecording;
  /** Keeps the recording on the device until it is stored, so a reload can offer it again. */
  keep?: (file: RecordedFile) => Promise<void>;
  /** Forgets a kept recording once it is stored or thrown away. */
  forget?: (name: string) => Promise<void>;
}

/** getUserMedia, AudioContext, the worker and the store, injected so the machine runs under Node. */
export interface AudioRecorderAdapters extends RecordingStore {
  requestMicrophone: () => Promise<RecorderStream>;
  captureAudio: (stream: RecorderStream, reports: CaptureReports) => AudioCapture;
  /** Encodes in the worker; rejects when encoding fails (the WAV is saved instead). */
  encodeMp3: (
    samples: Float32Array,
    sampleRate: number,
    onProgress: (fraction: number) => void,
  ) => Promise<Uint8Array>;
  /** A new random id (the file name's stem). */
  newId: () => string;
}

/** Whether the site may use the camera and microphone, as the Permissions API answers. */
export type PermissionAnswer = 'granted' | 'prompt' | 'denied';

/** A camera or microphone the person may pick. */
export interface MediaDevice {
  deviceId: string;
  label: string;
}

/** The cameras and microphones the browser lists. */
export interface MediaDevices {
  cameras: MediaDevice[];
  microphones: MediaDevice[];
}

/** The devices asked for; null means the browser's default. */
export interface DeviceChoice {
  cameraId: string | null;
  microphoneId: string | null;
}

/** getUserMedia, the Permissions API, MediaRecorder and the store, injected so the machine runs under Node. */
export interface VideoRecorderAdapters extends RecordingStore {
  queryPermission: () => Promise<PermissionAnswer>;
  requestCamera: (choice: DeviceChoice) => Promise<RecorderStream>;
  listDevices: () => Promise<MediaDevices>;
  captureVideo: (stream: RecorderStream, reports: CaptureReports) => VideoCapture;
  newId: () => string;
}

/** Where saving stands: encoding (audio) or sending and processing. */
export type SavingPhase = 'encoding' | 'uploading';

/** Why a recorder stopped short: no access, no device, a busy device, a broken capture or a failed upload. */
export type RecorderFailure = DeviceFailure | 'capture' | 'upload';

export type { DeviceFailure };
