const BITRATES_MPEG1_LAYER3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0];
const SAMPLE_RATES_MPEG1 = [44100, 48000, 32000, 0];
const SAMPLE_RATES_MPEG2 = [22050, 24000, 16000, 0];
const SAMPLE_RATES_MPEG25 = [11025, 12000, 8000, 0];
const BITRATES_MPEG2_LAYER3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, 0];

/** What a walk over an MP3 stream's frames found. */
export interface Mp3StreamInfo {
  frames: number;
  samplesPerFrame: number;
  sampleRate: number;
  /** Bit rates met, in kbps. */
  bitrates: number[];
  /** Seconds of audio the frames hold. */
  durationSeconds: number;
}

/** Walks an MP3 stream frame by frame from its first byte; null when any frame header is not Layer III. */
export function readMp3Frames(bytes: Uint8Array): Mp3StreamInfo | null {
  let offset = 0;
  let frames = 0;
  let sampleRate = 0;
  let samplesPerFrame = 0;
  const bitrates = new Set<number>();
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1] ?? 0;
    const b2 = bytes[offset + 2] ?? 0;
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
    const version = (b1 >> 3) & 0x03;
    const layer = (b1 >> 1) & 0x03;
    if (layer !== 0x01 || version === 0x01) return null;
    const mpeg1 = version === 0x03;
    const bitrate = (mpeg1 ? BITRATES_MPEG1_LAYER3 : BITRATES_MPEG2_LAYER3)[(b2 >> 4) & 0x0f] ?? 0;
    const rates = mpeg1 ? SAMPLE_RATES_MPEG1 : version === 0x02 ? SAMPLE_RATES_MPEG2 : SAMPLE_RATES_MPEG25;
    const rate = rates[(b2 >> 2) & 0x03] ?? 0;
    if (bitrate === 0 || rate === 0) return null;
    if (sampleRate !== 0 && rate !== sampleRate) return null;
    sampleRate = rate;
    samplesPerFrame = mpeg1 ? 1152 : 576;
    const padding = (b2 >> 1) & 0x01;
    const length = Math.floor(((mpeg1 ? 144 : 72) * bitrate * 1000) / rate) + padding;
    bitrates.add(bitrate);
    offset += length;
    frames += 1;
  }
  if (offset !== bytes.length) return null;
  return {
    frames,
    samplesPerFrame,
    sampleRate,
    bitrates: [...bitrates],
    durationSeconds: sampleRate === 0 ? 0 : (frames * samplesPerFrame) / sampleRate,
  };
}
