import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HLS_RENDITION_HEIGHTS } from '../../../../app/server/media/media.constants.ts';
import { evenPixels, renditionHeights } from '../../../../app/server/media/rendition-heights.ts';

const sourceHeight = fc.integer({ min: 2, max: 4320 });

describe('renditionHeights', () => {
  it('never upscales: every rendition is at most the source height', () => {
    fc.assert(
      fc.property(sourceHeight, (height) => {
        for (const rendition of renditionHeights(height)) expect(rendition).toBeLessThanOrEqual(height);
      }),
    );
  });

  it('gives 360p and 720p for any source of 720 pixels or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 720, max: 4320 }), (height) => {
        expect(renditionHeights(height)).toEqual([360, 720]);
      }),
    );
  });

  it('always gives at least one even height, ascending', () => {
    fc.assert(
      fc.property(sourceHeight, (height) => {
        const heights = renditionHeights(height);
        expect(heights.length).toBeGreaterThan(0);
        expect(heights).toEqual([...heights].sort((a, b) => a - b));
        for (const rendition of heights) expect(rendition % 2).toBe(0);
      }),
    );
  });

  it('keeps the ladder rungs that fit, and the source height below the lowest', () => {
    expect(renditionHeights(719)).toEqual([360]);
    expect(renditionHeights(360)).toEqual([360]);
    expect(renditionHeights(241)).toEqual([240]);
    expect(HLS_RENDITION_HEIGHTS).toEqual([360, 720]);
    expect(evenPixels(1)).toBe(2);
  });
});
