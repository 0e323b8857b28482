import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectionQuality, isSlowEffectiveType } from '../../../core/network/index.ts';

const effectiveType = fc.oneof(
  fc.constantFrom('slow-2g', '2g', '3g', '4g', null),
  fc.string({ maxLength: 8 }),
);

describe('connectionQuality', () => {
  it('is none whenever offline, whatever the type', () => {
    fc.assert(
      fc.property(effectiveType, (type) => {
        expect(connectionQuality({ online: false, effectiveType: type })).toBe('none');
      }),
    );
  });

  it('is bad online exactly on slow-2g and 2g (spec 2 §8), else good', () => {
    fc.assert(
      fc.property(effectiveType, (type) => {
        const expected = type === 'slow-2g' || type === '2g' ? 'bad' : 'good';
        expect(connectionQuality({ online: true, effectiveType: type })).toBe(expected);
      }),
    );
  });

  it('knows the slow types by exact name only', () => {
    expect(isSlowEffectiveType('2g')).toBe(true);
    expect(isSlowEffectiveType('slow-2g')).toBe(true);
    expect(isSlowEffectiveType('3g')).toBe(false);
    expect(isSlowEffectiveType('2G ')).toBe(false);
    expect(isSlowEffectiveType(null)).toBe(false);
  });
});
