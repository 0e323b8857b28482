import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../../../app/server/lessons/lesson-content.ts';

// A save rewrites a block only when sameJson says its stored value differs from the one sent; jsonb
// hands objects back with their keys reordered, so key order must not count, and nothing else may.

/** The value with every object's keys in sorted order: two JSON values are equal when these print alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => [key, canonical(inner)]),
  );
}

/** The value with every object's keys in reverse order, as jsonb might give them back. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, reordered(inner)]),
  );
}

const json = fc.jsonValue({ maxDepth: 4 });
const small = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, true, false, 0, 1, 'a', 'b', ''),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('value'), { maxKeys: 3 }),
  ),
})).value;

describe('sameJson', () => {
  it('holds for a value and its round trip through JSON with its keys reordered', () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(sameJson(value, reordered(JSON.parse(JSON.stringify(value))))).toBe(true);
      }),
    );
  });

  it('is equality of the canonical forms: order of keys aside, any difference counts', () => {
    fc.assert(
      fc.property(small, small, (a, b) => {
        const equal = JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
        expect(sameJson(a, b)).toBe(equal);
        expect(sameJson(b, a)).toBe(equal);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes a key holding undefined as absent, and an array as never an object', () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({ 0: 'x', length: 1 }, ['x'])).toBe(false);
    expect(sameJson({ toString: 1 }, {})).toBe(false);
  });
});
