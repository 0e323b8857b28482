import type { SnapshotFrom } from 'xstate';
import type { QuizFile } from '../api/quiz.ts';
import type { audioRecorderMachine } from './audio-recorder.machine.ts';
import { ENCODING_SHARE } from './recorder.constants.ts';
import type {
  DeviceChoice,
  MediaDevices,
  RecorderFailure,
  RecorderStream,
  SavingPhase,
} from './recorder.types.ts';
import type { videoRecorderMachine } from './video-recorder.machine.ts';

/** A running audio recorder's snapshot. */
export type AudioRecorderSnapshot = SnapshotFrom<typeof audioRecorderMachine>;
/** A running video recorder's snapshot. */
export type VideoRecorderSnapshot = SnapshotFrom<typeof videoRecorderMachine>;

/** The saving percent over both phases: encoding takes the first fifth, sending and processing the rest. */
export function savingPercent(phase: SavingPhase, phasePercent: number, encoded: boolean): number {
  const part = Math.min(100, Math.max(0, phasePercent));
  if (phase === 'encoding') return Math.round(part * ENCODING_SHARE);
  const start = encoded ? ENCODING_SHARE * 100 : 0;
  return Math.round(start + (part * (100 - start)) / 100);
}

/** What the audio recorder bar shows. */
export interface AudioRecorderView {
  step: 'idle' | 'requesting' | 'recording' | 'stopping' | 'saving' | 'error' | 'done' | 'cancelled';
  seconds: number;
  bars: number[];
  /** Saving percent, 0–100. */
  percent: number;
  failure: RecorderFailure | null;
  message: string | null;
  /** Encoding failed: the unencoded recording is being saved. */
  unencoded: boolean;
  canAdd: boolean;
  canRetry: boolean;
  saved: QuizFile | null;
}

/** Snapshot → the audio recorder bar's view. */
export function selectAudioRecorderView(snapshot: AudioRecorderSnapshot): AudioRecorderView {
  const { context } = snapshot;
  const step: AudioRecorderView['step'] = snapshot.matches({ recording: 'stopping' })
    ? 'stopping'
    : snapshot.matches('recording')
      ? 'recording'
      : snapshot.matches('saving')
        ? 'saving'
        : (snapshot.value as AudioRecorderView['step']);
  return {
    step,
    seconds: context.seconds,
    bars: context.bars,
    percent:
      step === 'done'
        ? 100
        : savingPercent(
            context.phase,
            context.phasePercent,
            context.samples === null && context.sampleRate > 0,
          ),
    failure: step === 'error' ? context.failure : null,
    message: step === 'error' ? context.message : null,
    unencoded: context.unencoded,
    canAdd: step === 'recording',
    canRetry: step === 'error',
    saved: context.saved,
  };
}

/** Which modal of the video recorder shows (spec 2 §2 "Recorders"); none before start and after the end. */
export type VideoRecorderModal =
  | 'none'
  | 'checking'
  | 'access'
  | 'denied'
  | 'noCamera'
  | 'cameraBusy'
  | 'recording'
  | 'saving';

/** What the video recorder modals show. */
export interface VideoRecorderView {
  modal: VideoRecorderModal;
  /** The access modal's step: 1 asks to allow, 2 picks the camera and microphone. */
  accessStep: 1 | 2 | null;
  /** Waiting for the browser (its prompt, the device list). */
  isWaiting: boolean;
  devices: MediaDevices;
  choice: DeviceChoice;
  /** The live stream for the preview. */
  stream: RecorderStream | null;
  seconds: number;
  /** The stop control shows after one second of recording. */
  canStop: boolean;
  percent: number;
  /** Whether the recorder has ended (done, failed or cancelled) and how. */
  ended: 'done' | 'failed' | 'cancelled' | null;
  message: string | null;
  saved: QuizFile | null;
}

/** Snapshot → the video recorder modals' view. */
export function selectVideoRecorderView(snapshot: VideoRecorderSnapshot): VideoRecorderView {
  const { context } = snapshot;
  const ended = snapshot.matches('done')
    ? 'done'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('cancelled')
        ? 'cancelled'
        : null;
  const modal: VideoRecorderModal = snapshot.matches('access')
    ? 'access'
    : snapshot.matches('recording')
      ? 'recording'
      : snapshot.matches('checking') || snapshot.matches('requesting')
        ? 'checking'
        : snapshot.matches('denied') ||
            snapshot.matches('noCamera') ||
            snapshot.matches('cameraBusy') ||
            snapshot.matches('saving')
          ? (snapshot.value as VideoRecorderModal)
          : 'none';
  return {
    modal,
    accessStep: modal !== 'access' ? null : snapshot.matches({ access: 'asking' }) ? 1 : 2,
    isWaiting:
      modal === 'checking' ||
      snapshot.matches({ access: 'requesting' }) ||
      snapshot.matches({ access: 'listing' }),
    devices: context.devices,
    choice: context.choice,
    stream: context.stream,
    seconds: context.seconds,
    canStop: snapshot.matches({ recording: { control: 'stoppable' } }),
    percent: ended === 'done' ? 100 : context.percent,
    ended,
    message: ended === 'failed' ? context.message : null,
    saved: context.saved,
  };
}
