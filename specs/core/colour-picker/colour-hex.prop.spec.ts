import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLOUR_PALETTE,
  decodeColour,
  encodeColour,
  isSameColour,
  normaliseHex,
  rememberUsedColour,
  USED_COLOURS_LIMIT,
} from '../../../core/colour-picker/index.ts';
import { hexColour, opacity } from '../../arbitraries/colour-picker.ts';

describe('custom colour: hex plus opacity 0–255 (spec 1 §5)', () => {
  it('appends the opacity as two hex digits below 255 and nothing at 255', () => {
    fc.assert(
      fc.property(hexColour, opacity, (hex, alpha) => {
        const encoded = encodeColour(hex, alpha);
        const six = normaliseHex(hex);
        if (alpha === 255) expect(encoded).toBe(six);
        else expect(encoded).toBe(`${six}${alpha.toString(16).padStart(2, '0')}`);
        expect(encoded).toMatch(alpha === 255 ? /^#[0-9a-f]{6}$/ : /^#[0-9a-f]{8}$/);
      }),
    );
  });

  it('decodes back to the same hex and opacity', () => {
    fc.assert(
      fc.property(hexColour, opacity, (hex, alpha) => {
        expect(decodeColour(encodeColour(hex, alpha)!)).toEqual({ hex: normaliseHex(hex), opacity: alpha });
      }),
    );
  });

  it('keeps opacity a whole number within 0–255 whatever the slider sends', () => {
    fc.assert(
      fc.property(hexColour, fc.double({ min: -1000, max: 1000, noNaN: true }), (hex, alpha) => {
        const decoded = decodeColour(encodeColour(hex, alpha)!);
        expect(Number.isInteger(decoded?.opacity)).toBe(true);
        expect(decoded?.opacity).toBeGreaterThanOrEqual(0);
        expect(decoded?.opacity).toBeLessThanOrEqual(255);
      }),
    );
  });

  it('accepts shorthand and rejects what is not a colour', () => {
    expect(encodeColour('#ABC', 255)).toBe('#aabbcc');
    expect(encodeColour('3965FF', 128)).toBe('#3965ff80');
    expect(encodeColour('3965FF', 0)).toBe('#3965ff00');
    for (const bad of ['', '#12', 'blue', '#12345g', '#1234567']) expect(encodeColour(bad, 255)).toBeNull();
  });
});

describe('the palette (spec 1 §9)', () => {
  it('has 24 distinct colours including transparent', () => {
    expect(COLOUR_PALETTE).toHaveLength(24);
    expect(COLOUR_PALETTE).toContain('transparent');
    expect(new Set(COLOUR_PALETTE).size).toBe(24);
    for (const colour of COLOUR_PALETTE) expect(decodeColour(colour)).not.toBeNull();
  });
});

describe('used colours', () => {
  it('puts the newest first, never repeats a colour and keeps at most the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(hexColour, opacity), { maxLength: 40 }), (uses) => {
        let used: string[] = [];
        for (const [hex, alpha] of uses) {
          const colour = encodeColour(hex, alpha)!;
          used = rememberUsedColour(used, colour);
          expect(used[0]).toBe(colour);
        }
        expect(used.length).toBeLessThanOrEqual(USED_COLOURS_LIMIT);
        for (let i = 0; i < used.length; i += 1) {
          for (let j = i + 1; j < used.length; j += 1) expect(isSameColour(used[i]!, used[j]!)).toBe(false);
        }
      }),
    );
  });
});
