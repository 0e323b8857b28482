import type { StreamError } from './hls-recovery.ts';
import type { VideoSourceKind } from './video-source.ts';

/** Where a player sits: its parent kind and id (spec 2 §3 "source type"); `expert` is the expert preview. */
export interface PlaybackItem {
  /** `lessons` and `info-units` report events; `expert` (the preview) and anything else never do. */
  sourceType: 'lessons' | 'info-units' | 'webinars' | 'expert';
  id: number;
}

/** What a player starts from. */
export interface VideoPlayerInput {
  /** The player the source needs (`videoSourceKind`). */
  source: VideoSourceKind;
  /** The item the video belongs to. */
  item: PlaybackItem;
  /** Whether someone is signed in (events and started/watched are sent only then). */
  signedIn: boolean;
  /** Where to start, in seconds (a resumed position, or a deep link's time). */
  startAt?: number;
  /** The volume kept on the device, 0–100. */
  volume?: number;
  /** The uploaded file's uuid, for `no_hls` (GET /files/{uuid}/mp4). */
  fileUuid?: string | null;
  /** Whether `no_hls` is in the address: streams play the MP4 instead. */
  noHls?: boolean;
  /** The mirror host a failing manifest is tried on once, if any. */
  mirrorHost?: string | null;
  /** Whether an ad blocker is suspected (an ad-script probe was blocked). */
  adBlockSuspected?: boolean;
  /** Whether a live stream (no rates). */
  live?: boolean;
  /**
   * For the video-sharing service: start in the custom control layer (the block's
   * show_custom_youtube_player) or straight in the service's default embed. Custom when not given.
   */
  sharingEmbed?: SharingEmbed;
}

/** The custom video-sharing player, or its default embed after the unstarted retries ran out. */
export type SharingEmbed = 'custom' | 'default';

/** The running player's context. */
export interface VideoPlayerContext {
  /** The player kind; the processing placeholder until the video is processed. */
  source: VideoSourceKind;
  /** The item, for events, the fresh link and the error log. */
  item: PlaybackItem;
  signedIn: boolean;
  /** The address being played (streams), changed by a fresh link, the mirror or `no_hls`. */
  url: string | null;
  /** Where the engine starts when (re)rendered, in seconds. */
  startAt: number;
  /** The playhead, in seconds. */
  time: number;
  /** The video's length, in seconds (0 while unknown). */
  duration: number;
  /** The video's own size, for the aspect padding. */
  width: number | null;
  height: number | null;
  live: boolean;
  /** The heights of the renditions, by level index. */
  levels: number[];
  /** The chosen level, -1 for Auto. */
  quality: number;
  rate: number;
  /** Volume 0–100 and whether muted. */
  volume: number;
  muted: boolean;
  fullscreen: boolean;
  pictureInPicture: boolean;
  /** The custom video-sharing player or its default embed. */
  embed: SharingEmbed;
  /** Unstarted retries made so far (the custom video-sharing player). */
  unstartedRetries: number;
  startedSent: boolean;
  watchedSent: boolean;
  /** Errors already sent to the server (by `streamErrorKey`), each once. */
  loggedErrors: string[];
  /** Fatal media errors recovered so far. */
  mediaRecoveries: number;
  mirrorTried: boolean;
  mirrorHost: string | null;
  adBlockSuspected: boolean;
  fileUuid: string | null;
  noHls: boolean;
  /** What failed, as a `player` translation key; null while nothing did. */
  error: 'adblock' | 'playback' | 'link' | null;
  /** The video-sharing error code shown in the red notification. */
  notice: number | null;
  /** The last tap on touch (for the double tap). */
  lastTap: { at: number; side: 'left' | 'right' } | null;
  /** The last whole second reported for resume. */
  reportedSecond: number;
}

/** What the media engine knows once the source is loaded. */
export interface MediaReady {
  duration: number;
  width?: number | null;
  height?: number | null;
  /** Rendition heights by level (empty for a single file or a hosted service). */
  levels?: number[];
  live?: boolean;
}

/** Everything a player takes: requests from the person, facts from the media engine and the world. */
export type VideoPlayerEvent =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'toggle' }
  | { type: 'seek'; time: number }
  | { type: 'seek.by'; seconds: number }
  | { type: 'volume.set'; volume: number }
  | { type: 'mute.toggle' }
  | { type: 'rate.set'; rate: number }
  | { type: 'quality.set'; level: number }
  | { type: 'fullscreen.toggle' }
  | { type: 'pip.toggle' }
  | { type: 'menu.toggle' }
  | { type: 'menu.rate' }
  | { type: 'menu.quality' }
  | { type: 'menu.back' }
  | { type: 'menu.close' }
  | { type: 'tap'; side: 'left' | 'right'; at: number }
  | { type: 'pointer.moved' }
  | { type: 'retry' }
  | { type: 'source.processed'; source: VideoSourceKind }
  | { type: 'media.ready'; info: MediaReady }
  | { type: 'media.cued' }
  | { type: 'media.playing' }
  | { type: 'media.paused' }
  | { type: 'media.waiting' }
  | { type: 'media.ended' }
  | { type: 'media.timeupdate'; time: number }
  | { type: 'media.levelswitched'; level: number }
  | { type: 'media.fullscreenchanged'; on: boolean }
  | { type: 'media.pipchanged'; on: boolean }
  | { type: 'media.error'; error: StreamError }
  | { type: 'sharing.error'; code: number };

/** Commands the machine sends the media engine (the `media` actor). */
export type MediaCommand =
  | { type: 'command.play' }
  | { type: 'command.pause' }
  | { type: 'command.seek'; time: number }
  | { type: 'command.volume'; volume: number; muted: boolean }
  | { type: 'command.rate'; rate: number }
  | { type: 'command.quality'; level: number }
  | { type: 'command.fullscreen'; on: boolean }
  | { type: 'command.pip'; on: boolean }
  | { type: 'command.recoverMedia' }
  | { type: 'command.swapCodecRecover' }
  | { type: 'command.cue' };

/** What the media engine is started with. */
export interface MediaInput {
  source: VideoSourceKind;
  url: string | null;
  startAt: number;
  volume: number;
  muted: boolean;
  rate: number;
  embed: SharingEmbed;
}

/** What a playback event call takes. */
export interface PlaybackEventInput {
  item: PlaybackItem;
  event: 'started' | 'watched';
}

/** What an error log call takes (POST /player-logs). */
export interface PlayerLogInput {
  error: string;
  item: PlaybackItem;
  sources: string[];
}

/** What the machine tells its owner (read with `actor.on`). */
export type VideoPlayerEmitted =
  | { type: 'position.changed'; item: PlaybackItem; seconds: number }
  | { type: 'volume.changed'; volume: number; muted: boolean };
