import { clampSeek, clampVolume } from './video-controls.ts';
import {
  DEFAULT_PLAYBACK_RATE,
  DEFAULT_VOLUME,
  DOUBLE_TAP_WINDOW_MS,
  FINISHING_THRESHOLD,
} from './video-player.constants.ts';
import type { PlaybackItem, VideoPlayerContext, VideoPlayerInput } from './video-player.types.ts';
import type { VideoSourceKind } from './video-source.ts';

/** The address a source plays (a stream's url; hosted services and the placeholder have none). */
export function playedUrl(source: VideoSourceKind): string | null {
  return source.kind === 'stream' || source.kind === 'audio' ? source.url : null;
}

/** A player's first context. */
export function createVideoPlayerContext(input: VideoPlayerInput): VideoPlayerContext {
  return {
    source: input.source,
    item: input.item,
    signedIn: input.signedIn,
    url: playedUrl(input.source),
    startAt: Math.max(0, input.startAt ?? 0),
    time: Math.max(0, input.startAt ?? 0),
    duration: 0,
    width: null,
    height: null,
    live: input.live ?? false,
    levels: [],
    quality: -1,
    rate: DEFAULT_PLAYBACK_RATE,
    volume: clampVolume(input.volume ?? DEFAULT_VOLUME),
    muted: false,
    fullscreen: false,
    pictureInPicture: false,
    embed: input.sharingEmbed ?? 'custom',
    unstartedRetries: 0,
    startedSent: false,
    watchedSent: false,
    loggedErrors: [],
    mediaRecoveries: 0,
    mirrorTried: false,
    mirrorHost: input.mirrorHost ?? null,
    adBlockSuspected: input.adBlockSuspected ?? false,
    fileUuid: input.fileUuid ?? null,
    noHls: input.noHls ?? false,
    error: null,
    notice: null,
    lastTap: null,
    reportedSecond: -1,
  };
}

/** Spec 2 §6: events are sent only when signed in and the parent is a lesson or a lesson block. */
export function reportsPlayback(item: PlaybackItem, signedIn: boolean): boolean {
  return signedIn && (item.sourceType === 'lessons' || item.sourceType === 'info-units');
}

/** Whether the playhead has passed the finishing threshold (85 % of a known duration). */
export function passedFinishingThreshold(time: number, duration: number): boolean {
  return duration > 0 && time >= duration * FINISHING_THRESHOLD;
}

/** Whether a tap completes a double tap: the same side as the last, within the window. */
export function isDoubleTap(
  last: VideoPlayerContext['lastTap'],
  tap: { at: number; side: 'left' | 'right' },
): boolean {
  return (
    last !== null &&
    last.side === tap.side &&
    tap.at - last.at >= 0 &&
    tap.at - last.at <= DOUBLE_TAP_WINDOW_MS
  );
}

/** The playhead after a seek, clamped to the video (a live stream's end is where it is). */
export function seekTarget(context: Pick<VideoPlayerContext, 'duration' | 'time'>, time: number): number {
  return clampSeek(time, context.duration);
}

/** Whether the stream must be fetched as MP4 first (`no_hls` and a playlist of our own upload). */
export function needsMp4(context: VideoPlayerContext): boolean {
  return (
    context.noHls &&
    context.fileUuid !== null &&
    context.source.kind === 'stream' &&
    context.source.format === 'hls'
  );
}
