/** Relative luminance (WCAG) of `#rgb` or `#rrggbb`; undefined for anything else. */
export function relativeLuminance(colour: string): number | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r, g, b] = [0, 2, 4]
    .map((start) => Number.parseInt(digits.slice(start, start + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or near-black, whichever reads better on the given background (white when it is unknown). */
export function readableTextColour(background: string): '#ffffff' | '#151a2d' {
  const luminance = relativeLuminance(background);
  if (luminance === undefined) return '#ffffff';
  const onWhite = 1.05 / (luminance + 0.05);
  const onDark = (luminance + 0.05) / (0.0118 + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#151a2d';
}
