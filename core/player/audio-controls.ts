import {
  AUDIO_RATE_MAX,
  AUDIO_RATE_MIN,
  AUDIO_RATE_STEP,
  AUDIO_SEEK_STEP,
  AUDIO_VOLUME_MAX,
  AUDIO_VOLUME_MIN,
  AUDIO_VOLUME_STEP,
} from './audio-player.constants.ts';

/** Rounds a value to a step, then keeps it within bounds; anything not a number gives the lower bound. */
export function snapToStep(value: number, step: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  const stepped = Math.round(value / step) * step;
  const clamped = Math.min(max, Math.max(min, stepped));
  return Number(clamped.toFixed(6));
}

/** A seek position: a multiple of 0.1 s within the audio (0 … duration; an unknown duration clamps at 0 only). */
export function clampSeek(time: number, duration: number | null): number {
  const end =
    duration !== null && Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  if (!Number.isFinite(time) || time <= 0) return 0;
  if (time >= end) return end;
  return Math.min(end, snapToStep(time, AUDIO_SEEK_STEP, 0, end));
}

/** A playback speed: 0.5 to 2 in steps of 0.5. */
export function clampRate(rate: number): number {
  return snapToStep(rate, AUDIO_RATE_STEP, AUDIO_RATE_MIN, AUDIO_RATE_MAX);
}

/** A volume: 0 to 1 in steps of 0.05. */
export function clampVolume(volume: number): number {
  return snapToStep(volume, AUDIO_VOLUME_STEP, AUDIO_VOLUME_MIN, AUDIO_VOLUME_MAX);
}

/** Whether a position has passed the finishing share of the duration. */
export function hasPassedFinish(time: number, duration: number | null, ratio: number): boolean {
  return duration !== null && duration > 0 && time >= duration * ratio;
}
