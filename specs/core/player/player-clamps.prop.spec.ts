import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIO_SEEK_STEP,
  clampRate,
  clampScale,
  clampSeek,
  clampVolume,
  isPdfPreviewSupported,
  isValidPdfDownloadUrl,
  officeViewerUrl,
  PDF_MAX_SCALE,
  PDF_MIN_SCALE,
  waveformBars,
  zoomedIn,
  zoomedOut,
} from '../../../core/player/index.ts';

const anyNumber = fc.oneof(fc.double(), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0));
const isMultipleOf = (value: number, step: number) =>
  Math.abs(Math.round(value / step) * step - value) < 1e-6;

describe('audio clamps (spec 1 §9)', () => {
  it('a seek lands within the audio, on a 0.1 s step or at the very end', () => {
    fc.assert(
      fc.property(anyNumber, fc.double({ min: 0.1, max: 10_000, noNaN: true }), (time, duration) => {
        const position = clampSeek(time, duration);
        expect(position).toBeGreaterThanOrEqual(0);
        expect(position).toBeLessThanOrEqual(duration);
        expect(position === duration || isMultipleOf(position, AUDIO_SEEK_STEP)).toBe(true);
      }),
    );
  });

  it('a speed is one of 0.5, 1, 1.5, 2; a volume a multiple of 0.05 within 0 … 1', () => {
    fc.assert(
      fc.property(anyNumber, (value) => {
        expect([0.5, 1, 1.5, 2]).toContain(clampRate(value));
        const volume = clampVolume(value);
        expect(volume).toBeGreaterThanOrEqual(0);
        expect(volume).toBeLessThanOrEqual(1);
        expect(isMultipleOf(volume, 0.05)).toBe(true);
      }),
    );
  });

  it('clamping twice changes nothing', () => {
    fc.assert(
      fc.property(anyNumber, (value) => {
        expect(clampRate(clampRate(value))).toBe(clampRate(value));
        expect(clampVolume(clampVolume(value))).toBe(clampVolume(value));
        expect(clampSeek(clampSeek(value, 50), 50)).toBe(clampSeek(value, 50));
      }),
    );
  });

  it('the waveform has 21 bars within 0 … 1, the loudest at 1', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { maxLength: 500 }), (samples) => {
        const bars = waveformBars(samples);
        expect(bars).toHaveLength(21);
        for (const bar of bars) expect(bar >= 0 && bar <= 1).toBe(true);
        if (samples.some((sample) => sample !== 0)) expect(Math.max(...bars)).toBe(1);
      }),
    );
  });
});

describe('PDF zoom (spec 1 §9)', () => {
  it('any scale stays within 0.25 … 10; zooming in grows and out shrinks until a bound', () => {
    fc.assert(
      fc.property(anyNumber, (value) => {
        const scale = clampScale(value);
        for (const next of [scale, zoomedIn(scale), zoomedOut(scale)]) {
          expect(next).toBeGreaterThanOrEqual(PDF_MIN_SCALE);
          expect(next).toBeLessThanOrEqual(PDF_MAX_SCALE);
        }
        if (scale < PDF_MAX_SCALE) expect(zoomedIn(scale)).toBeGreaterThan(scale);
        if (scale > PDF_MIN_SCALE) expect(zoomedOut(scale)).toBeLessThan(scale);
      }),
    );
  });

  it('one step is a factor of 1.1', () => {
    expect(zoomedIn(1)).toBe(1.1);
    expect(zoomedOut(1.1)).toBe(1);
    expect(zoomedIn(10)).toBe(10);
    expect(zoomedOut(0.25)).toBe(0.25);
  });
});

describe('document links', () => {
  it('a download link may use http, https, ftp, mailto and tel only', () => {
    for (const url of [
      'https://a.example/x.pdf',
      'http://a/x',
      'ftp://a/x',
      'mailto:a@b.c',
      'tel:+380',
      '/api/v1/files/u/download',
    ])
      expect(isValidPdfDownloadUrl(url, 'https://lectern.example/')).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'data:application/pdf;base64,AA',
      'file:///etc/passwd',
      'blob:x',
      '',
    ])
      expect(isValidPdfDownloadUrl(url, 'https://lectern.example/')).toBe(false);
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(isValidPdfDownloadUrl(url)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it('the preview is unavailable for Safari up to 16.4 and Chrome up to 103', () => {
    const safari = (version: string) =>
      `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version} Safari/605.1.15`;
    const chrome = (major: number) =>
      `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`;
    expect(isPdfPreviewSupported(safari('16.4'))).toBe(false);
    expect(isPdfPreviewSupported(safari('15.6'))).toBe(false);
    expect(isPdfPreviewSupported(safari('16.5'))).toBe(true);
    expect(isPdfPreviewSupported(safari('17.0'))).toBe(true);
    expect(isPdfPreviewSupported(chrome(103))).toBe(false);
    expect(isPdfPreviewSupported(chrome(104))).toBe(true);
    expect(
      isPdfPreviewSupported('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toBe(true);
  });

  it('an office document is embedded only on a public deployment with an absolute http(s) address', () => {
    expect(officeViewerUrl('https://cdn.example/a.docx', true)).toBe(
      'https://view.officeapps.live.com/op/embed.aspx?src=https%3A%2F%2Fcdn.example%2Fa.docx',
    );
    expect(officeViewerUrl('https://cdn.example/a.docx', false)).toBeNull();
    expect(officeViewerUrl('/api/v1/files/u/download', true)).toBeNull();
    expect(officeViewerUrl('javascript:alert(1)', true)).toBeNull();
  });
});
