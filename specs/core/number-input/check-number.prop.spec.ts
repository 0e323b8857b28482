import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNumber } from '../../../core/number-input/index.ts';

const bounds = fc
  .tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 2000 }))
  .map(([min, span]) => ({ min, max: min + span }));

describe('number input bounds (spec 1 §5)', () => {
  it('accepts exactly the numbers within min and max, inclusive', () => {
    fc.assert(
      fc.property(bounds, fc.integer({ min: -5000, max: 5000 }), ({ min, max }, value) => {
        const check = checkNumber(String(value), { min, max });
        if (value < min) expect(check).toEqual({ accepted: false, reason: 'below-min' });
        else if (value > max) expect(check).toEqual({ accepted: false, reason: 'above-max' });
        else expect(check).toEqual({ accepted: true, value });
      }),
    );
  });

  it('reads a comma as the decimal mark and rejects words', () => {
    expect(checkNumber('1,5', { min: 0, max: 2 })).toEqual({ accepted: true, value: 1.5 });
    expect(checkNumber('abc', {})).toEqual({ accepted: false, reason: 'not-a-number' });
    expect(checkNumber('12px', {})).toEqual({ accepted: false, reason: 'not-a-number' });
  });

  it('an empty field is no value unless a value is required', () => {
    expect(checkNumber('  ', {})).toEqual({ accepted: true, value: null });
    expect(checkNumber('', { allowEmpty: false })).toEqual({ accepted: false, reason: 'not-a-number' });
  });
});
