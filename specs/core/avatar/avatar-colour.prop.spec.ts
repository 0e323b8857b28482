import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_COLOURS,
  AVATAR_MIN_CONTRAST,
  avatarBackground,
  avatarColourFor,
  contrastRatio,
  readableTextColour,
} from '../../../core/avatar/index.ts';

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

describe('avatar colours', () => {
  it('every palette colour carries its initials at AA contrast', () => {
    for (const colour of AVATAR_COLOURS) {
      expect(contrastRatio(colour, readableTextColour(colour))).toBeGreaterThanOrEqual(AVATAR_MIN_CONTRAST);
    }
  });

  it('measures contrast as WCAG does: black on white is 21, a colour on itself is 1', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3965ff', '#3965ff')).toBe(1);
    expect(contrastRatio('blue', '#fff')).toBeUndefined();
  });

  it('picks the text colour with the higher contrast', () => {
    fc.assert(
      fc.property(hexColour, (background) => {
        const chosen = contrastRatio(background, readableTextColour(background)) ?? 0;
        const best = Math.max(
          contrastRatio(background, '#ffffff') ?? 0,
          contrastRatio(background, '#151a2d') ?? 0,
        );
        return chosen >= best - 1e-9;
      }),
    );
  });

  it('never draws initials on an unreadable background, and keeps a readable bg_color as it is', () => {
    fc.assert(
      fc.property(fc.option(hexColour, { nil: null }), fc.string(), (bgColor, name) => {
        const background = avatarBackground(bgColor, name);
        expect(contrastRatio(background, readableTextColour(background))).toBeGreaterThanOrEqual(
          AVATAR_MIN_CONTRAST,
        );
        if (bgColor && (contrastRatio(bgColor, readableTextColour(bgColor)) ?? 0) >= AVATAR_MIN_CONTRAST) {
          expect(background).toBe(bgColor);
        }
      }),
    );
  });

  it('gives the same seed the same colour', () => {
    fc.assert(fc.property(fc.string(), (seed) => avatarColourFor(seed) === avatarColourFor(`${seed}`)));
    expect(avatarBackground('#7B61FF', 'Olena Expert')).toBe(avatarColourFor('Olena Expert'));
  });
});
