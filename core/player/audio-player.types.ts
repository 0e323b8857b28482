import type { AudioError, AudioFailure } from './audio-error.ts';

/** Which playback event the server is told of (spec 1 §7): started on load, watched at 85 %. */
export type PlaybackEventKind = 'started' | 'watched';

/** Input of the audio player. */
export interface AudioPlayerInput {
  /** Whether started and watched are sent (a lesson's audio block for a signed-in student). */
  reportsEvents?: boolean;
  /** A duration known beforehand (seconds), until the media tells its own. */
  duration?: number | null;
}

/** Context of the audio player. */
export interface AudioPlayerContext {
  /** Whether started and watched are sent. */
  reportsEvents: boolean;
  /** Length in seconds, once known. */
  duration: number | null;
  /** The playing position in seconds. */
  currentTime: number;
  /** A position the seek bar is dragged to, applied after the debounce. */
  seekingTo: number | null;
  /** Playback speed, 0.5 … 2. */
  rate: number;
  /** Volume, 0 … 1. */
  volume: number;
  /** Whether started was sent. */
  startedSent: boolean;
  /** Whether the 85 % mark was passed (and watched sent) already. */
  finished: boolean;
  /** Media errors, oldest first. */
  errors: AudioError[];
}

/** Events: a person's requests, then facts from the audio element. */
export type AudioPlayerEvent =
  | { type: 'audio.play' }
  | { type: 'audio.pause' }
  | { type: 'audio.toggle' }
  | { type: 'audio.back' }
  | { type: 'audio.forward' }
  | { type: 'audio.seek'; time: number }
  | { type: 'audio.rate'; rate: number }
  | { type: 'audio.volume'; volume: number }
  | { type: 'errors.dismiss' }
  | { type: 'seek.settled' }
  | { type: 'media.loaded'; duration: number }
  | { type: 'media.playing' }
  | { type: 'media.paused' }
  | { type: 'media.timed'; time: number }
  | { type: 'media.ended' }
  | { type: 'media.failed'; error: AudioFailure };

/** What the machine asks the audio element to do. */
export type AudioPlayerEmitted =
  | { type: 'media.command'; command: 'play' | 'pause' }
  | { type: 'media.command'; command: 'seek'; time: number }
  | { type: 'media.command'; command: 'rate'; rate: number }
  | { type: 'media.command'; command: 'volume'; volume: number };

/** Input of the reportPlayback actor. */
export interface ReportPlaybackInput {
  kind: PlaybackEventKind;
}
