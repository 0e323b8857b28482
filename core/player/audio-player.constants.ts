/** Back and forward buttons skip this many seconds (spec 1 §9). */
export const AUDIO_SKIP_SECONDS = 10;
/** A dragged seek bar is applied after this pause (spec 1 §9). */
export const AUDIO_SEEK_DEBOUNCE_MS = 300;
/** The seek bar's step in seconds (spec 1 §9). */
export const AUDIO_SEEK_STEP = 0.1;
/** Share of the duration after which the audio counts as finished (spec 1 §9, spec 2 §9). */
export const AUDIO_FINISHED_RATIO = 0.85;
/** Playback speed bounds and step (spec 1 §9). */
export const AUDIO_RATE_MIN = 0.5;
export const AUDIO_RATE_MAX = 2;
export const AUDIO_RATE_STEP = 0.5;
/** Volume bounds and step (spec 1 §9). */
export const AUDIO_VOLUME_MIN = 0;
export const AUDIO_VOLUME_MAX = 1;
export const AUDIO_VOLUME_STEP = 0.05;
/** Media error codes of the audio element (spec 1 §8): aborted, network, decode, source not suitable. */
export const AUDIO_ERROR_CODES = [1, 2, 3, 4] as const;
/** The recording player's speeds, cycled in order (spec 1 §4, §9). */
export const RECORDING_RATES = [1, 1.5, 2] as const;
/** Bars of the recording waveform (spec 1 §9). */
export const WAVEFORM_BARS = 21;
/** Waveform analysis only for audio shorter than this, in seconds (spec 1 §9, spec 2 §9). */
export const WAVEFORM_MAX_SECONDS = 300;
/** Equalizer previews an audio block shows when it names none (spec 1 §9). */
export const DEFAULT_EQUALIZER_PREVIEWS: readonly number[] = [1, 2];
