import { LINE_HEIGHTS } from '../editor.constants.ts';

// Line height is set only if among 0.8 to 2.0 in 0.1 steps (spec 1 §5).

/** The stored form of a line height ('1.5'), or null when it is not one of the 13 values. */
export function lineHeightOf(value: string | number): string | null {
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(number)) return null;
  const text = number.toFixed(1);
  return Math.abs(Number(text) - number) < 1e-9 && LINE_HEIGHTS.includes(text) ? text : null;
}

/** Whether a line height may be set. */
export const isLineHeight = (value: string | number): boolean => lineHeightOf(value) !== null;
