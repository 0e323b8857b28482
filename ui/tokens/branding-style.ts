import type { CSSProperties } from 'react';

/** Custom properties that re-colour a subtree (or the root) with a cabinet's branding colour. */
export type BrandingStyle = CSSProperties & Record<'--color-brand' | '--color-brand-contrast', string>;

function relativeLuminance(hex: string): number | undefined {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const channels = [0, 2, 4].map((start) => Number.parseInt(match[1]!.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The style to put on `<html>` (or a subtree marked `data-branding`) for a cabinet's brand colour;
 * text on the brand is white or near-black, whichever reads better.
 */
export function brandingStyle(brandColor: string): BrandingStyle {
  const luminance = relativeLuminance(brandColor);
  const contrastWithWhite = luminance === undefined ? 21 : 1.05 / (luminance + 0.05);
  const contrastWithDark = luminance === undefined ? 0 : (luminance + 0.05) / 0.06;
  return {
    '--color-brand': brandColor,
    '--color-brand-contrast': contrastWithWhite >= contrastWithDark ? '#ffffff' : '#151a2d',
  };
}
