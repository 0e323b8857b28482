import { Mp3Encoder } from '@breezystack/lamejs';
import { pcmToInt16 } from './pcm-samples.ts';
import { MP3_BITRATE_KBPS, MP3_FRAME_SAMPLES } from './recorder.constants.ts';

/** Frames encoded between two progress reports. */
const FRAMES_PER_REPORT = 200;

/**
 * Mono PCM to an MP3 stream at 320 kbps, fed to lamejs in 1152-sample frames (spec 2 §9). Heavy: the app
 * runs it in a Web Worker (`ui/recorder/mp3-encoder.worker.ts`); nothing on the page imports this module.
 */
export function encodeMp3(
  samples: Float32Array,
  sampleRate: number,
  onProgress?: (fraction: number) => void,
): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, MP3_BITRATE_KBPS);
  const pcm = pcmToInt16(samples);
  const parts: Uint8Array[] = [];
  let frames = 0;
  for (let start = 0; start < pcm.length; start += MP3_FRAME_SAMPLES) {
    const encoded = encoder.encodeBuffer(pcm.subarray(start, start + MP3_FRAME_SAMPLES));
    if (encoded.length > 0) parts.push(encoded.slice());
    frames += 1;
    if (onProgress && frames % FRAMES_PER_REPORT === 0) onProgress(Math.min(1, start / pcm.length));
  }
  const tail = encoder.flush();
  if (tail.length > 0) parts.push(tail.slice());
  onProgress?.(1);
  const length = parts.reduce((total, part) => total + part.length, 0);
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
