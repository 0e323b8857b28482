import type { SnapshotFrom } from 'xstate';
import type { AudioError } from './audio-error.ts';
import type { audioPlayerMachine } from './audio-player.machine.ts';
import type { audioRecordingPlayerMachine } from './audio-recording-player.machine.ts';

/** What the audio player's view reads. */
export interface AudioPlayerView {
  status: 'idle' | 'loading' | 'playing' | 'paused';
  isPlaying: boolean;
  isLoading: boolean;
  /** The position the seek bar shows: the dragged one while a seek waits, else the playing one. */
  position: number;
  duration: number | null;
  rate: number;
  volume: number;
  finished: boolean;
  errors: AudioError[];
}

/** Turns an audio player snapshot into its view. */
export function selectAudioPlayerView(snapshot: SnapshotFrom<typeof audioPlayerMachine>): AudioPlayerView {
  const { context } = snapshot;
  const status = snapshot.value as AudioPlayerView['status'];
  return {
    status,
    isPlaying: snapshot.hasTag('playing'),
    isLoading: snapshot.hasTag('busy'),
    position: context.seekingTo ?? context.currentTime,
    duration: context.duration,
    rate: context.rate,
    volume: context.volume,
    finished: context.finished,
    errors: context.errors,
  };
}

/** What the recording player's view reads. */
export interface RecordingPlayerView {
  isPlaying: boolean;
  rate: number;
  hasScript: boolean;
  scriptShown: boolean;
  bars: number[];
}

/** Turns a recording player snapshot into its view. */
export function selectRecordingPlayerView(
  snapshot: SnapshotFrom<typeof audioRecordingPlayerMachine>,
): RecordingPlayerView {
  const { context } = snapshot;
  return {
    isPlaying: snapshot.hasTag('playing'),
    rate: context.rate,
    hasScript: context.hasScript,
    scriptShown: context.scriptShown,
    bars: context.bars,
  };
}
