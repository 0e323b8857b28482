import { PDF_MAX_SCALE, PDF_MIN_SCALE, PDF_PRESET_ZOOMS, PDF_ZOOM_STEP } from './pdf-viewer.constants.ts';

/** The zoom asked for: fit the width ('auto', the default) or a scale (1 = 100 %). */
export type PdfZoom = 'auto' | number;

/** Keeps a scale within 0.25 … 10, two decimals; anything not a number is 1. */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Number(Math.min(PDF_MAX_SCALE, Math.max(PDF_MIN_SCALE, scale)).toFixed(2));
}

/** One step bigger: times 1.1, within bounds. */
export function zoomedIn(scale: number): number {
  return clampScale(Math.max(clampScale(scale) * PDF_ZOOM_STEP, clampScale(scale) + 0.01));
}

/** One step smaller: divided by 1.1, within bounds. */
export function zoomedOut(scale: number): number {
  return clampScale(Math.min(clampScale(scale) / PDF_ZOOM_STEP, clampScale(scale) - 0.01));
}

/** The preset zooms as scales (50 % … 400 %). */
export const PDF_PRESET_SCALES: readonly number[] = PDF_PRESET_ZOOMS.map((percent) => percent / 100);

/** The scale a zoom means, given the scale that fits the width. */
export function scaleOf(zoom: PdfZoom, autoScale: number): number {
  return zoom === 'auto' ? clampScale(autoScale) : clampScale(zoom);
}
