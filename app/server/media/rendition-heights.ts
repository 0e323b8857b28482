import { HLS_RENDITION_HEIGHTS } from './media.constants.ts';

/** Rounds down to an even number of pixels (H.264 in 4:2:0 needs even sizes); at least 2. */
export function evenPixels(size: number): number {
  return Math.max(2, Math.floor(size / 2) * 2);
}

/**
 * The HLS rendition heights for a source `sourceHeight` pixels tall: the ladder's rungs that do not
 * upscale it, or the source's own height when it is smaller than the lowest rung.
 */
export function renditionHeights(
  sourceHeight: number,
  ladder: readonly number[] = HLS_RENDITION_HEIGHTS,
): number[] {
  const fitting = ladder.filter((height) => height <= sourceHeight);
  return fitting.length > 0 ? fitting : [evenPixels(sourceHeight)];
}
