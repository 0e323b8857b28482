import { WAVEFORM_BARS, WAVEFORM_MAX_SECONDS } from './audio-player.constants.ts';

/** Whether the waveform is worked out for audio of this duration (only under 300 s, spec 1 §9). */
export function analysesWaveform(duration: number | null): boolean {
  return duration !== null && Number.isFinite(duration) && duration > 0 && duration < WAVEFORM_MAX_SECONDS;
}

/** The waveform's bars: the peak of each equal slice of the samples, scaled so the loudest is 1. */
export function waveformBars(samples: ArrayLike<number>, bars = WAVEFORM_BARS): number[] {
  const peaks = Array.from({ length: bars }, () => 0);
  if (samples.length === 0) return peaks;
  for (let bar = 0; bar < bars; bar += 1) {
    const start = Math.floor((bar * samples.length) / bars);
    const end = Math.max(start + 1, Math.floor(((bar + 1) * samples.length) / bars));
    let peak = 0;
    for (let index = start; index < end && index < samples.length; index += 1) {
      peak = Math.max(peak, Math.abs(samples[index] ?? 0));
    }
    peaks[bar] = peak;
  }
  const loudest = Math.max(...peaks);
  return loudest > 0 ? peaks.map((peak) => Number((peak / loudest).toFixed(4))) : peaks;
}
