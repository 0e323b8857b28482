import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DURATION_LOCALES,
  durationLocale,
  formatClock,
  formatDuration,
} from '../../../core/player/duration-format.ts';
import { hlsRecoveryAction } from '../../../core/player/hls-recovery.ts';
import {
  aspectPadding,
  clampRate,
  clampSeek,
  clampVolume,
  keyCommand,
  qualityLabel,
  qualityOptions,
  resumeFrom,
  volumeAfterMuteToggle,
} from '../../../core/player/video-controls.ts';
import { VIDEO_PLAYBACK_RATES } from '../../../core/player/video-player.constants.ts';

const anyNumber = fc.oneof(fc.double(), fc.constant(Number.NaN), fc.integer({ min: -1e6, max: 1e6 }));

describe('seek, volume and rate clamping', () => {
  it('keeps a seek inside the video', () => {
    fc.assert(
      fc.property(anyNumber, fc.double({ min: 0, max: 1e6, noNaN: true }), (time, duration) => {
        const clamped = clampSeek(time, duration);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(duration);
        // -0 is the start too (numeric equality, not Object.is).
        if (time >= 0 && time <= duration) expect(clamped === time).toBe(true);
      }),
    );
  });

  it('keeps the volume a whole number 0–100, idempotently', () => {
    fc.assert(
      fc.property(anyNumber, (volume) => {
        const clamped = clampVolume(volume);
        expect(Number.isInteger(clamped) && clamped >= 0 && clamped <= 100).toBe(true);
        expect(clampVolume(clamped)).toBe(clamped);
      }),
    );
  });

  it('picks the offered rate nearest the one asked, and 1 for live', () => {
    fc.assert(
      fc.property(anyNumber, (rate) => {
        const clamped = clampRate(rate, false);
        expect(VIDEO_PLAYBACK_RATES).toContain(clamped);
        if (!Number.isNaN(rate))
          for (const other of VIDEO_PLAYBACK_RATES)
            expect(Math.abs(clamped - rate)).toBeLessThanOrEqual(Math.abs(other - rate));
        expect(clampRate(rate, true)).toBe(1);
      }),
    );
  });

  it('mute then unmute never leaves a player silent and unmuted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.boolean(), (volume, muted) => {
        const next = volumeAfterMuteToggle(volume, muted);
        if (!next.muted) expect(next.volume).toBeGreaterThan(0);
        if (!next.muted && volume === 0) expect(next.volume).toBe(50);
      }),
    );
  });
});

describe('labels, padding, resume, keys', () => {
  it('labels heights 360 low, 480 medium, 720 high, 1080 highest, with Auto first', () => {
    expect([360, 480, 720, 1080].map(qualityLabel)).toEqual(['low', 'medium', 'high', 'highest']);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 144, max: 4320 }), { maxLength: 6 }), (heights) => {
        const options = qualityOptions(heights);
        expect(options[0]).toEqual({ level: -1, height: null, label: 'auto' });
        expect(options.length - 1).toBe(new Set(heights).size);
        for (const option of options.slice(1)) expect(heights[option.level]).toBe(option.height);
      }),
    );
  });

  it('pads at most 0.6 of the width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8000 }), fc.integer({ min: 0, max: 8000 }), (width, height) => {
        const padding = aspectPadding(width, height);
        expect(padding).toBeGreaterThan(0);
        expect(padding).toBeLessThanOrEqual(0.6);
      }),
    );
    expect(aspectPadding(1280, 720)).toBe(0.5625);
    expect(aspectPadding(720, 1280)).toBe(0.6);
  });

  it('resumes 10 s earlier from over 10 s, else from the start', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 1e5, noNaN: true }), (stored) => {
        expect(resumeFrom(stored)).toBe(stored > 10 ? stored - 10 : 0);
      }),
    );
  });

  it('space toggles and the arrows seek 5 s; other keys do nothing', () => {
    expect(keyCommand(' ')).toEqual({ type: 'toggle' });
    expect(keyCommand('ArrowLeft')).toEqual({ type: 'seek.by', seconds: -5 });
    expect(keyCommand('ArrowRight')).toEqual({ type: 'seek.by', seconds: 5 });
    fc.assert(
      fc.property(
        fc.string().filter((key) => ![' ', 'Spacebar', 'ArrowLeft', 'ArrowRight'].includes(key)),
        (key) => {
          expect(keyCommand(key)).toBeNull();
        },
      ),
    );
  });
});

describe('the recovery rule', () => {
  const history = fc.record({
    mirrorTried: fc.boolean(),
    mediaRecoveries: fc.integer({ min: 0, max: 3 }),
    hasMirror: fc.boolean(),
    adBlockSuspected: fc.boolean(),
  });
  it('tries the mirror only once and only where there is one', () => {
    fc.assert(
      fc.property(history, fc.boolean(), (past, fatal) => {
        const action = hlsRecoveryAction({ fatal, type: 'network', details: 'manifestLoadError' }, past);
        if (action === 'switch-mirror') expect(past.hasMirror && !past.mirrorTried).toBe(true);
        if (action === 'adblock-message') expect(past.adBlockSuspected).toBe(true);
      }),
    );
  });
  it('never acts on an error hls.js recovers from itself, fragments aside', () => {
    fc.assert(
      fc.property(
        history,
        fc.constantFrom('bufferStalledError', 'levelLoadError', 'bufferAppendError'),
        fc.constantFrom('network', 'media', 'other') as fc.Arbitrary<'network' | 'media' | 'other'>,
        (past, details, type) => {
          expect(hlsRecoveryAction({ fatal: false, type, details }, past)).toBe('ignore');
        },
      ),
    );
  });
});

describe('durations (spec 2 §9 locales, through Intl)', () => {
  it('writes every listed locale, other languages in English', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400_000 }),
        fc.constantFrom(...DURATION_LOCALES),
        (seconds, locale) => {
          const text = formatDuration(seconds, locale);
          expect(text.length).toBeGreaterThan(0);
          expect(text).toMatch(/\d/);
        },
      ),
    );
    expect(durationLocale('pt-BR')).toBe('pt');
    expect(durationLocale('ja')).toBe('en');
    expect(formatDuration(3723, 'uk')).not.toBe(formatDuration(3723, 'en'));
  });
  it('writes each of the ten languages in its own words, through Intl.DurationFormat or without it', () => {
    const SECONDS_WORD = {
      ru: 'секунд',
      uk: 'секунд',
      en: 'seconds',
      it: 'secondi',
      es: 'segundos',
      de: 'Sekunden',
      pl: 'sekund',
      fr: 'secondes',
      pt: 'segundos',
      lv: 'sekundes',
    } as const;
    const written = () => DURATION_LOCALES.map((locale) => formatDuration(125, locale, 'long'));
    const check = (texts: string[]) => {
      expect(new Set(texts).size).toBe(DURATION_LOCALES.length);
      texts.forEach((text, index) => {
        const locale = DURATION_LOCALES[index] as keyof typeof SECONDS_WORD;
        expect(text, locale).toContain('2');
        expect(text, locale).toContain(SECONDS_WORD[locale]);
      });
    };
    check(written());
    const intl = Intl as unknown as { DurationFormat?: unknown };
    const own = intl.DurationFormat;
    try {
      delete intl.DurationFormat;
      check(written());
    } finally {
      if (own) intl.DurationFormat = own;
    }
  });

  it('clocks are m:ss under an hour and h:mm:ss from one', () => {
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3723)).toBe('1:02:03');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (seconds) => {
        const [last, ...rest] = formatClock(seconds).split(':').reverse().map(Number);
        const total = rest.reduce((sum, part, index) => sum + part * 60 ** (index + 1), last ?? 0);
        expect(total).toBe(seconds);
      }),
    );
  });
});
