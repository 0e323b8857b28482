/** Text colours an avatar's initials may take. */
export const AVATAR_TEXT_LIGHT = '#ffffff';
export const AVATAR_TEXT_DARK = '#151a2d';

/** Least contrast between initials and their background (WCAG AA for normal text). */
export const AVATAR_MIN_CONTRAST = 4.5;

/** Backgrounds given to people without a picture; each carries white initials at AA contrast or better. */
export const AVATAR_COLOURS = [
  '#3965ff',
  '#047857',
  '#b45309',
  '#be185d',
  '#6d28d9',
  '#0e7490',
  '#b91c1c',
  '#4b5563',
] as const;

/** Relative luminance (WCAG) of `#rgb` or `#rrggbb`; undefined for anything else. */
export function relativeLuminance(colour: string): number | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const [r, g, b] = [0, 2, 4]
    .map((start) => Number.parseInt(digits.slice(start, start + 2), 16) / 255)
    .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21; undefined when either is not a hex colour. */
export function contrastRatio(first: string, second: string): number | undefined {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  if (a === undefined || b === undefined) return undefined;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** White or near-black, whichever reads better on the background (white when it is unknown). */
export function readableTextColour(background: string): typeof AVATAR_TEXT_LIGHT | typeof AVATAR_TEXT_DARK {
  const onLight = contrastRatio(background, AVATAR_TEXT_LIGHT);
  const onDark = contrastRatio(background, AVATAR_TEXT_DARK);
  if (onLight === undefined || onDark === undefined) return AVATAR_TEXT_LIGHT;
  return onLight >= onDark ? AVATAR_TEXT_LIGHT : AVATAR_TEXT_DARK;
}

/** A stable palette colour for a seed (a name or an email): the same seed always gets the same colour. */
export function avatarColourFor(seed: string): (typeof AVATAR_COLOURS)[number] {
  let hash = 0;
  for (const character of seed) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}

/**
 * The colour to draw initials on: the person's own `bg_color` when initials can be read on it at AA
 * contrast, else a palette colour from their name, so no avatar is ever unreadable.
 */
export function avatarBackground(bgColor: string | null | undefined, name: string): string {
  if (bgColor) {
    const ratio = contrastRatio(bgColor, readableTextColour(bgColor));
    if (ratio !== undefined && ratio >= AVATAR_MIN_CONTRAST) return bgColor;
  }
  return avatarColourFor(name);
}
