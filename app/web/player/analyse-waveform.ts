import { waveformBars } from '../../../core/player/waveform-bars.ts';

/** The recording player's waveform adapter: fetches the audio at `src`, decodes it with Web Audio and reduces its first channel to the bars. */
export async function analyseWaveformOf(src: string): Promise<number[]> {
  const bytes = await (await fetch(src, { credentials: 'same-origin' })).arrayBuffer();
  const context = new AudioContext();
  try {
    const buffer = await context.decodeAudioData(bytes);
    return waveformBars(buffer.getChannelData(0));
  } finally {
    void context.close();
  }
}
