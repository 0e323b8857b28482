import {
  DEFAULT_ASPECT_PADDING,
  DEFAULT_PLAYBACK_RATE,
  DEFAULT_VOLUME,
  MAX_ASPECT_PADDING,
  MAX_VOLUME,
  QUALITY_LABELS,
  RESUME_REWIND_S,
  SEEK_KEY_STEP_S,
  UNMUTE_VOLUME,
  VIDEO_PLAYBACK_RATES,
} from './video-player.constants.ts';

/** A position inside the video: 0 to the duration (to 0 when the duration is unknown; NaN is 0). */
export function clampSeek(time: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : 0;
  if (Number.isNaN(time)) return 0;
  return Math.min(end, Math.max(0, time));
}

/** A volume 0–100 in whole steps (NaN is the default). */
export function clampVolume(volume: number): number {
  if (Number.isNaN(volume)) return DEFAULT_VOLUME;
  return Math.round(Math.min(MAX_VOLUME, Math.max(0, volume)));
}

/** The rates offered: spec 2 §9's list, none for a live stream. */
export function playbackRatesFor(live: boolean): readonly number[] {
  return live ? [] : VIDEO_PLAYBACK_RATES;
}

/** The offered rate nearest to the one asked (1 for a live stream, where none is offered). */
export function clampRate(rate: number, live: boolean): number {
  const rates = playbackRatesFor(live);
  if (rates.length === 0 || Number.isNaN(rate)) return DEFAULT_PLAYBACK_RATE;
  return rates.reduce((best, candidate) =>
    Math.abs(candidate - rate) < Math.abs(best - rate) ? candidate : best,
  );
}

/** The volume after the mute button: a sounding player falls silent; a silent one sounds at 50 (spec 2 §9). */
export function volumeAfterMuteToggle(volume: number, muted: boolean): { volume: number; muted: boolean } {
  if (!muted && volume > 0) return { volume, muted: true };
  return { volume: volume > 0 ? volume : UNMUTE_VOLUME, muted: false };
}

/** Spec 2 §9's label of a rendition height (360 low, 480 medium, 720 high, 1080 highest; others by the nearest below). */
export function qualityLabel(height: number): 'low' | 'medium' | 'high' | 'highest' {
  let label: 'low' | 'medium' | 'high' | 'highest' = 'low';
  for (const rung of QUALITY_LABELS) if (height >= rung.height) label = rung.label;
  return label;
}

/** One choice of the quality menu: a rendition (by its index in the stream's levels) or Auto (-1). */
export interface QualityOption {
  level: number;
  height: number | null;
  label: 'auto' | 'low' | 'medium' | 'high' | 'highest';
}

/** The quality menu: Auto, then each rendition by height, highest first (one choice per height). */
export function qualityOptions(heights: readonly number[]): QualityOption[] {
  const seen = new Set<number>();
  const levels = heights
    .map((height, level) => ({ level, height }))
    .filter(({ height }) => Number.isFinite(height) && height > 0 && !seen.has(height) && seen.add(height))
    .sort((a, b) => b.height - a.height)
    .map(({ level, height }) => ({ level, height, label: qualityLabel(height) }));
  return [{ level: -1, height: null, label: 'auto' }, ...levels];
}

/** The player's height as a share of its width: the video's own ratio, at most 0.6 (spec 2 §9). */
export function aspectPadding(width: number | null | undefined, height: number | null | undefined): number {
  if (!width || !height || width <= 0 || height <= 0)
    return Math.min(DEFAULT_ASPECT_PADDING, MAX_ASPECT_PADDING);
  return Math.min(height / width, MAX_ASPECT_PADDING);
}

/** Spec 2 §4: a stored position over 10 s resumes 10 s earlier; anything else starts from the beginning. */
export function resumeFrom(stored: number | null | undefined): number {
  if (stored == null || !Number.isFinite(stored) || stored <= RESUME_REWIND_S) return 0;
  return stored - RESUME_REWIND_S;
}

/** The side of the player a tap landed on (left half, right half). */
export function tapSide(x: number, width: number): 'left' | 'right' {
  return x < width / 2 ? 'left' : 'right';
}

/** What a key does on the active player (spec 2 §5), or null for a key the player leaves alone. */
export function keyCommand(key: string): { type: 'toggle' } | { type: 'seek.by'; seconds: number } | null {
  if (key === ' ' || key === 'Spacebar') return { type: 'toggle' };
  if (key === 'ArrowLeft') return { type: 'seek.by', seconds: -SEEK_KEY_STEP_S };
  if (key === 'ArrowRight') return { type: 'seek.by', seconds: SEEK_KEY_STEP_S };
  return null;
}
