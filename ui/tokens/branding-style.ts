import type { CSSProperties } from 'react';
import { readableTextColour } from './readable-text-colour.ts';

/** Custom properties that re-colour a subtree (or the root) with a cabinet's branding colour. */
export type BrandingStyle = CSSProperties &
  Record<'--color-brand' | '--color-brand-contrast', string> &
  Partial<Record<'--color-brand-text', string>>;

/**
 * The style to put on `<html>` (or a subtree marked `data-branding`) for a cabinet's brand colour
 * (is_branding_enabled); text on the brand is white or near-black, whichever reads better.
 */
export function brandingStyle(brandColor: string): BrandingStyle {
  const contrast = readableTextColour(brandColor);
  const style: BrandingStyle = { '--color-brand': brandColor, '--color-brand-contrast': contrast };
  // a light brand (yellow, mint) cannot colour text on white: darken it for links and active items
  if (contrast !== '#ffffff') style['--color-brand-text'] = `color-mix(in srgb, ${brandColor} 35%, #151a2d)`;
  return style;
}
