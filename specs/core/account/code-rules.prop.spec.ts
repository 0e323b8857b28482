import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CODE,
  codeIsLive,
  countdownText,
  isCodeShape,
  resendWaitSeconds,
  timestampSeconds,
} from '../../../core/account/code-rules.ts';
import { pointsOverTime, rewardSums } from '../../../core/account/reward-rules.ts';

describe('codes', () => {
  it('have six digits, and only six digits have the shape of one', () => {
    expect(isCodeShape('004217')).toBe(true);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isCodeShape(text)).toBe(/^\d{6}$/.test(text));
      }),
    );
  });

  it('live for 10 minutes from the moment they were sent, not a millisecond more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: -1000, max: 2 * ACCOUNT_CODE.ttlMs }),
        (sent, after) => {
          expect(codeIsLive(sent, sent + after)).toBe(after >= 0 && after < 10 * 60 * 1000);
        },
      ),
    );
  });

  it('may be asked for again only after the resend wait', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 120_000 }),
        (sent, after) => {
          const wait = resendWaitSeconds(sent, sent + after);
          expect(wait === 0).toBe(after >= ACCOUNT_CODE.resendAfterSeconds * 1000);
          expect(wait).toBeLessThanOrEqual(ACCOUNT_CODE.resendAfterSeconds);
        },
      ),
    );
    expect(resendWaitSeconds(null, 5)).toBe(0);
  });
});

describe('the countdown', () => {
  it('shows 00 once time has run out', () => {
    fc.assert(
      fc.property(fc.double({ max: 0, noNaN: true }), (left) => {
        expect(countdownText(left)).toBe('00');
      }),
    );
    expect(countdownText(Number.NaN)).toBe('00');
  });

  it('reads back what it shows, for any time left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 * 3600 }), (left) => {
        const text = countdownText(left);
        expect(text.split(':').length).toBeLessThanOrEqual(3);
        expect(timestampSeconds(text)).toBe(left);
      }),
    );
    expect(countdownText(59.2)).toBe('01:00');
    expect(countdownText(61)).toBe('01:01');
  });

  it('parses timestamps of at most three colon parts', () => {
    expect(timestampSeconds('05')).toBe(5);
    expect(timestampSeconds('01:05')).toBe(65);
    expect(timestampSeconds('1:01:05')).toBe(3665);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 59 }), { minLength: 4, maxLength: 8 }), (parts) => {
        expect(timestampSeconds(parts.join(':'))).toBeNull();
      }),
    );
    for (const bad of ['', 'a:b', '1:60', '1::2', '-1:00', '1.5']) expect(timestampSeconds(bad)).toBeNull();
  });
});

describe('rewards', () => {
  it('sum to accrued minus deducted, and the chart ends at the sum', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            points: fc.integer({ min: -50, max: 50 }),
            created_at: fc
              .date({ min: new Date('2025-01-01'), max: new Date('2027-01-01'), noInvalidDate: true })
              .map((d) => d.toISOString()),
          }),
        ),
        (entries) => {
          const sums = rewardSums(entries.map((entry) => entry.points));
          expect(sums.sum_points).toBe(sums.sum_accrued_points - sums.sum_deducted_points);
          expect(sums.sum_deducted_points).toBeGreaterThanOrEqual(0);
          const chart = pointsOverTime(entries);
          expect(chart.at(-1)?.total ?? 0).toBe(sums.sum_points);
          expect(chart.map((point) => point.day)).toEqual([...chart.map((point) => point.day)].sort());
        },
      ),
    );
  });
});
