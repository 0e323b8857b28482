import type { QuizFile } from '../api/quiz.ts';
import type {
  AudioRecorderAdapters,
  RecordedFile,
  RecorderFailure,
  RecorderStream,
  SavingPhase,
} from './recorder.types.ts';
import type { CaptureEvent, EncodingEvent, SavingEvent } from './recorder-actors.ts';

/** Input of the audio recorder: the browser's (or a spec's) adapters. */
export interface AudioRecorderInput {
  adapters: AudioRecorderAdapters;
}

/** Context of the audio recorder. */
export interface AudioRecorderContext {
  adapters: AudioRecorderAdapters;
  /** The microphone stream while recording. */
  stream: RecorderStream | null;
  /** Whole seconds recorded. */
  seconds: number;
  /** The waveform's bars (0–1), 40 of them. */
  bars: number[];
  /** The recorded PCM, until encoded. */
  samples: Float32Array | null;
  sampleRate: number;
  /** The file that goes up (MP3, or the WAV when encoding failed). */
  file: RecordedFile | null;
  /** Whether encoding failed and the unencoded recording is saved instead. */
  unencoded: boolean;
  phase: SavingPhase;
  /** Percent of the current phase, 0–100. */
  phasePercent: number;
  failure: RecorderFailure | null;
  /** The server's or transport's words for a failed upload. */
  message: string | null;
  /** The stored file once processed. */
  saved: QuizFile | null;
}

/** Requests of the person and facts from the devices. */
export type AudioRecorderEvent =
  | { type: 'recorder.start' }
  | { type: 'recorder.resume'; file: RecordedFile }
  | { type: 'recorder.add' }
  | { type: 'recorder.cancel' }
  | { type: 'recorder.retry' }
  | CaptureEvent
  | EncodingEvent
  | SavingEvent;

/** What the recorder tells its owner. */
export type RecorderEmitted = { type: 'recorder.saved'; file: QuizFile };

/** The saved file, or null when cancelled. */
export interface RecorderOutput {
  file: QuizFile | null;
  failure: RecorderFailure | null;
  message: string | null;
}
