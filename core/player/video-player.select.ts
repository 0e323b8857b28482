import type { SnapshotFrom } from 'xstate';
import { aspectPadding, playbackRatesFor, type QualityOption, qualityOptions } from './video-controls.ts';
import { PLAYER_STATE } from './video-player.constants.ts';
import type { videoPlayerMachine } from './video-player.machine.ts';
import type { VideoPlayerContext } from './video-player.types.ts';
import type { VideoSourceKind } from './video-source.ts';

/** A running video player's snapshot. */
export type VideoPlayerSnapshot = SnapshotFrom<typeof videoPlayerMachine>;

/** Spec 2 §4's player state names. */
export type PlayerStateName = keyof typeof PLAYER_STATE;

/** What a view shows of a video player. */
export interface VideoPlayerView {
  /** `processing` (the placeholder), `loading` (a fresh or MP4 link on its way), `player`, `failed`. */
  stage: 'processing' | 'loading' | 'player' | 'failed';
  /** Spec 2 §4's state name and number (uninitialised -2 … cued 5). */
  state: PlayerStateName;
  stateCode: (typeof PLAYER_STATE)[PlayerStateName];
  source: VideoSourceKind;
  /** The address the engine plays (streams). */
  url: string | null;
  /** The custom video-sharing player or its default embed. */
  embed: VideoPlayerContext['embed'];
  isPlaying: boolean;
  isBuffering: boolean;
  time: number;
  duration: number;
  live: boolean;
  volume: number;
  muted: boolean;
  rate: number;
  rates: readonly number[];
  quality: number;
  qualities: QualityOption[];
  fullscreen: boolean;
  pictureInPicture: boolean;
  /** Height as a share of width (at most 0.6). */
  aspectPadding: number;
  /** The open menu, or null. */
  menu: 'default' | 'rate' | 'quality' | null;
  /** Whether the touch or fullscreen controls are showing right now. */
  controlsShown: boolean;
  /** The red notification's video-sharing error code, or null. */
  notice: number | null;
  /** What failed (a `player` translation key), or null. */
  error: VideoPlayerContext['error'];
}

const PLAYER_STATES: PlayerStateName[] = [
  'uninitialised',
  'unstarted',
  'cued',
  'playing',
  'paused',
  'buffering',
  'ended',
];

/** The snapshot as a view model. */
export function selectVideoPlayerView(snapshot: VideoPlayerSnapshot): VideoPlayerView {
  const { context } = snapshot;
  const stage = snapshot.matches({ playback: 'processing' })
    ? 'processing'
    : snapshot.matches({ playback: 'failed' })
      ? 'failed'
      : snapshot.matches({ playback: 'player' })
        ? 'player'
        : 'loading';
  const state =
    PLAYER_STATES.find((name) => snapshot.matches({ playback: { player: name } } as never)) ??
    'uninitialised';
  const menuValue = (snapshot.value as { menu: string }).menu;
  const controlsValue = (snapshot.value as { controls: string }).controls;
  return {
    stage,
    state,
    stateCode: PLAYER_STATE[state],
    source: context.source,
    url: context.url,
    embed: context.embed,
    isPlaying: state === 'playing' || state === 'buffering',
    isBuffering: state === 'buffering',
    time: context.time,
    duration: context.duration,
    live: context.live,
    volume: context.volume,
    muted: context.muted,
    rate: context.rate,
    rates: playbackRatesFor(context.live),
    quality: context.quality,
    qualities: context.levels.length > 1 ? qualityOptions(context.levels) : [],
    fullscreen: context.fullscreen,
    pictureInPicture: context.pictureInPicture,
    aspectPadding: aspectPadding(context.width, context.height),
    menu: menuValue === 'closed' ? null : (menuValue as 'default' | 'rate' | 'quality'),
    controlsShown: controlsValue !== 'hidden',
    notice: context.notice,
    error: context.error,
  };
}
