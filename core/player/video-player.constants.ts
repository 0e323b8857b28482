/** Spec 2 §4: the numeric player states (the video-sharing service's own numbers). */
export const PLAYER_STATE = {
  uninitialised: -2,
  unstarted: -1,
  ended: 0,
  playing: 1,
  paused: 2,
  buffering: 3,
  cued: 5,
} as const;

/** Spec 2 §9: playback rates of a video, fastest first; a live stream has none. */
export const VIDEO_PLAYBACK_RATES: readonly number[] = [2, 1.75, 1.5, 1.25, 1, 0.75, 0.5];
/** The rate a video starts at. */
export const DEFAULT_PLAYBACK_RATE = 1;

/** Spec 2 §9: quality labels by rendition height (the menu also offers Auto). */
export const QUALITY_LABELS: readonly { height: number; label: 'low' | 'medium' | 'high' | 'highest' }[] = [
  { height: 360, label: 'low' },
  { height: 480, label: 'medium' },
  { height: 720, label: 'high' },
  { height: 1080, label: 'highest' },
];

/** Spec 2 §9: volume is kept on the device, 0–100, default 100; unmuting a silent player sets 50. */
export const DEFAULT_VOLUME = 100;
export const UNMUTE_VOLUME = 50;
export const MAX_VOLUME = 100;
/** Where the volume is kept on the device. */
export const VOLUME_STORAGE_KEY = 'lectern.player.volume';

/** Spec 2 §9: seek steps, in seconds: the skip buttons and double tap 10 s, the arrow keys 5 s. */
export const SEEK_BUTTON_STEP_S = 10;
export const SEEK_KEY_STEP_S = 5;

/** Spec 2 §9: controls stay 3 s after a tap on touch, 2 s after the pointer moves in fullscreen. */
export const CONTROLS_TOUCH_HIDE_MS = 3000;
export const CONTROLS_FULLSCREEN_HIDE_MS = 2000;
/** Spec 2 §9: two taps within this window are a double tap. */
export const DOUBLE_TAP_WINDOW_MS = 1000;

/** Spec 2 §9: the custom video-sharing player's init and ready delays, and its unstarted retries. */
export const SHARING_INIT_DELAY_MS = 500;
export const SHARING_READY_DELAY_MS = 1000;
export const SHARING_UNSTARTED_RETRIES = 3;
export const SHARING_RETRY_DELAY_MS = 3000;

/** Spec 2 §8–9: player errors show as red notifications for 5 s. */
export const PLAYER_ERROR_NOTIFICATION_MS = 5000;

/** Spec 2 §9: the position is polled every second (resume and the finishing threshold). */
export const POSITION_POLL_MS = 1000;
/** Spec 2 §9: playback passing this share of the duration reports the item watched. */
export const FINISHING_THRESHOLD = 0.85;
/** Spec 2 §4: a stored position over this is resumed this much earlier; at or under it, from the start. */
export const RESUME_REWIND_S = 10;
/** Where resume positions are kept on the device (one key per unit and source). */
export const RESUME_STORAGE_PREFIX = 'lectern.player.position';

/** Spec 2 §9: the aspect padding is at most 0.6 of the width (a ratio of at least 1.6 wide). */
export const MAX_ASPECT_PADDING = 0.6;
/** The padding when the video's size is not known yet (16:9). */
export const DEFAULT_ASPECT_PADDING = 9 / 16;

/** Spec 2 §9: the streaming buffer (hls.js): 30 s ahead, at most 60 s and 30 MB, 60 s kept behind. */
export const HLS_BUFFER_CONFIG = {
  maxBufferLength: 30,
  maxMaxBufferLength: 60,
  maxBufferSize: 30 * 1000 * 1000,
  backBufferLength: 60,
} as const;
