/** MP3 bit rate of an audio recording (spec 2 §9). */
export const MP3_BITRATE_KBPS = 320;
/** Samples per MP3 frame the encoder is fed at a time (spec 2 §9). */
export const MP3_FRAME_SAMPLES = 1152;
/** Bars of the audio recorder's analyser waveform (spec 2 §2, §9). */
export const WAVEFORM_BARS = 40;
/** The recording timer ticks once a second (spec 2 §9). */
export const TIMER_TICK_MS = 1000;
/** The video stop control appears after one second of recording (spec 2 §5, §9). */
export const VIDEO_STOP_DELAY_MS = 1000;
/** A recorded file is named after the first 12 characters of a generated id (spec 2 §9). */
export const RECORDING_NAME_LENGTH = 12;
/** The recorded file is polled every 2 s until processed (spec 2 §4, §9). */
export const RECORDING_POLL_MS = 2000;
/** Container types a video recording is asked in, best first: mp4 (spec 2 §9), then what the browser has. */
export const VIDEO_MIME_TYPES = [
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4;codecs=avc1,opus',
  'video/mp4',
  'video/webm;codecs=vp8,opus',
  'video/webm',
] as const;
/** Share of the saving percent taken by encoding; the upload takes the rest. */
export const ENCODING_SHARE = 0.2;
