import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encodeWav,
  MP3_BITRATE_KBPS,
  MP3_FRAME_SAMPLES,
  readMp3Frames,
} from '../../../core/recorder/index.ts';
import { encodeMp3 } from '../../../core/recorder/mp3-encoding.ts';

/** LAME's fixed delay ahead of the first sample: 576 + 529 samples. */
const ENCODER_DELAY = 1105;

const recording = fc.record({
  sampleRate: fc.constantFrom(44100, 48000, 32000),
  length: fc.integer({ min: 0, max: 30_000 }),
  seed: fc.integer(),
  loudness: fc.double({ min: 0, max: 1.5, noNaN: true }),
});

function samplesOf({ length, seed, loudness }: { length: number; seed: number; loudness: number }) {
  const samples = new Float32Array(length);
  for (let index = 0; index < length; index += 1)
    samples[index] = Math.sin((index + seed) / (3 + (Math.abs(seed) % 40))) * loudness;
  return samples;
}

describe('MP3 encoding (real lamejs under Node)', () => {
  it('any PCM length encodes to a valid 320 kbps MP3 stream whose duration matches within a frame', () => {
    fc.assert(
      fc.property(recording, (input) => {
        const bytes = encodeMp3(samplesOf(input), input.sampleRate);
        const info = readMp3Frames(bytes);
        expect(info).not.toBeNull();
        if (!info) return;
        expect(info.sampleRate).toBe(input.sampleRate);
        expect(info.samplesPerFrame).toBe(MP3_FRAME_SAMPLES);
        expect(info.bitrates).toEqual([MP3_BITRATE_KBPS]);
        // Every sample is held, after the encoder's fixed delay; the rest is less than a frame of padding
        // (LAME ends on a whole frame plus its last granule).
        const held = info.frames * MP3_FRAME_SAMPLES - ENCODER_DELAY;
        expect(held).toBeGreaterThanOrEqual(input.length);
        expect(held - input.length).toBeLessThan(MP3_FRAME_SAMPLES + MP3_FRAME_SAMPLES / 2);
        const seconds = input.length / input.sampleRate;
        expect(
          Math.abs(info.durationSeconds - ENCODER_DELAY / input.sampleRate - seconds),
        ).toBeLessThanOrEqual((1.5 * MP3_FRAME_SAMPLES) / input.sampleRate);
      }),
      { numRuns: 60 },
    );
  });

  it('reports progress that only grows and ends at 1', () => {
    const reports: number[] = [];
    encodeMp3(samplesOf({ length: 44100 * 8, seed: 1, loudness: 0.5 }), 44100, (fraction) =>
      reports.push(fraction),
    );
    expect(reports.length).toBeGreaterThan(1);
    expect(reports.at(-1)).toBe(1);
    for (let index = 1; index < reports.length; index += 1)
      expect(reports[index]).toBeGreaterThanOrEqual(reports[index - 1] ?? 0);
  });

  it('refuses a stream that is not MP3 frames', () => {
    expect(readMp3Frames(new Uint8Array([0x49, 0x44, 0x33, 0x04]))).toBeNull();
    const bytes = encodeMp3(samplesOf({ length: 5000, seed: 2, loudness: 0.3 }), 44100);
    expect(readMp3Frames(bytes.subarray(0, bytes.length - 7))).toBeNull();
  });

  it('the unencoded fallback is a WAV holding every sample', () => {
    fc.assert(
      fc.property(recording, (input) => {
        const wav = encodeWav(samplesOf(input), input.sampleRate);
        const view = new DataView(wav.buffer);
        expect(String.fromCharCode(...wav.subarray(0, 4))).toBe('RIFF');
        expect(view.getUint32(24, true)).toBe(input.sampleRate);
        expect(view.getUint32(40, true)).toBe(input.length * 2);
        expect(wav.length).toBe(44 + input.length * 2);
      }),
      { numRuns: 60 },
    );
  });
});
