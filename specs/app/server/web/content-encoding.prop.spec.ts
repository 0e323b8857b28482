import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, parseAcceptEncoding } from '../../../../app/server/http/content-encoding.ts';

const coding = fc.constantFrom('br', 'gzip', 'deflate', 'zstd', 'identity', '*', 'BR', 'x-gzip');
const q = fc.option(
  fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000),
  { nil: undefined },
);
const header = fc
  .array(fc.tuple(coding, q), { maxLength: 6 })
  .map((parts) =>
    parts.map(([name, weight]) => (weight === undefined ? name : `${name};q=${weight}`)).join(', '),
  );

describe('choosing the coding of an answer', () => {
  it('never picks a coding the header does not accept, nor one the server has no copy in', () => {
    fc.assert(
      fc.property(header, fc.subarray(['br', 'gzip'] as const), (accept, available) => {
        const chosen = chooseEncoding(accept, available);
        if (chosen === undefined) return;
        expect(available).toContain(chosen);
        const accepted = parseAcceptEncoding(accept);
        const weight =
          accepted.get(chosen) ??
          (chosen === 'gzip' ? accepted.get('x-gzip') : undefined) ??
          accepted.get('*');
        expect(weight).toBeGreaterThan(0);
      }),
    );
  });

  it('prefers the higher weight, and brotli on a tie', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (br, gz) => {
        const chosen = chooseEncoding(`gzip;q=${gz / 1000}, br;q=${br / 1000}`, ['br', 'gzip']);
        expect(chosen).toBe(br >= gz ? 'br' : 'gzip');
      }),
    );
  });

  it('reads what browsers send', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('gzip, deflate', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBeUndefined();
    expect(chooseEncoding('identity', ['br', 'gzip'])).toBeUndefined();
    expect(chooseEncoding('*;q=0.1, br;q=0', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
  });
});
