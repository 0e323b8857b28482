import { OPACITY_MAX, OPACITY_MIN, TRANSPARENT } from './colour-picker.constants.ts';

/** A colour split into its six-digit hex and its opacity 0–255. */
export interface HexWithOpacity {
  hex: string;
  opacity: number;
}

/** `#rrggbb` in lower case from `#rgb`, `rgb`, `#rrggbb` or `rrggbb`; null for anything else. */
export function normaliseHex(text: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const digits = match[1].toLowerCase();
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full}`;
}

/** Opacity as a whole number within 0–255. */
export function clampOpacity(opacity: number): number {
  if (!Number.isFinite(opacity)) return OPACITY_MAX;
  return Math.min(OPACITY_MAX, Math.max(OPACITY_MIN, Math.round(opacity)));
}

/** Spec 1 §5: the hex plus the opacity appended as two hex digits when below 255; null for a bad hex. */
export function encodeColour(hex: string, opacity: number): string | null {
  const normal = normaliseHex(hex);
  if (!normal) return null;
  const alpha = clampOpacity(opacity);
  return alpha < OPACITY_MAX ? `${normal}${alpha.toString(16).padStart(2, '0')}` : normal;
}

/** Reads `#rrggbb`, `#rrggbbaa`, `#rgb` or `transparent` back into hex and opacity; null otherwise. */
export function decodeColour(colour: string): HexWithOpacity | null {
  const text = colour.trim().toLowerCase();
  if (text === TRANSPARENT) return { hex: '#000000', opacity: 0 };
  const withAlpha = /^#?([0-9a-f]{6})([0-9a-f]{2})$/.exec(text);
  if (withAlpha?.[1] && withAlpha[2]) {
    return { hex: `#${withAlpha[1]}`, opacity: Number.parseInt(withAlpha[2], 16) };
  }
  const hex = normaliseHex(text);
  return hex ? { hex, opacity: OPACITY_MAX } : null;
}

/** Whether two colour strings name the same colour (case, shorthand and a full opacity ignored). */
export function isSameColour(a: string, b: string): boolean {
  const left = decodeColour(a);
  const right = decodeColour(b);
  if (!left || !right) return a === b;
  return (
    (left.opacity === 0 && right.opacity === 0) || (left.hex === right.hex && left.opacity === right.opacity)
  );
}
