import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTimer, timerParts } from '../../../core/format/index.ts';

describe('timer display', () => {
  it('shows hh:mm:ss up to one day', () => {
    expect(formatTimer(0)).toBe('00:00:00');
    expect(formatTimer(59)).toBe('00:00:59');
    expect(formatTimer(3661)).toBe('01:01:01');
    expect(formatTimer(86_400)).toBe('24:00:00');
  });

  it('shows days with hours and minutes over one day', () => {
    expect(formatTimer(86_401)).toBe('1 d 0 h 0 min');
    expect(formatTimer(2 * 86_400 + 3 * 3600 + 4 * 60 + 5, { day: 'дн', hour: 'год', minute: 'хв' })).toBe(
      '2 дн 3 год 4 хв',
    );
  });

  it('never shows a negative time', () => {
    expect(formatTimer(-5)).toBe('00:00:00');
  });

  it('splits any duration into parts that add back up to it', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 * 365 * 86_400 }), (seconds) => {
        const parts = timerParts(seconds);
        expect(parts.days * 86_400 + parts.hours * 3600 + parts.minutes * 60 + parts.seconds).toBe(seconds);
        expect(parts.hours).toBeLessThan(24);
        expect(parts.minutes).toBeLessThan(60);
        expect(parts.seconds).toBeLessThan(60);
      }),
    );
  });

  it('keeps hh:mm:ss in counting order: a longer time never sorts before a shorter one', () => {
    fc.assert(
      fc.property(fc.nat({ max: 86_400 }), fc.nat({ max: 86_400 }), (left, right) => {
        if (left < right) expect(formatTimer(left) < formatTimer(right)).toBe(true);
      }),
    );
  });
});
