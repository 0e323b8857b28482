import type { NumberBounds, NumberCheck } from './number-input.types.ts';

/** Parses a typed number (a comma works as the decimal mark). */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Spec 1 §5: a value below min or above max is rejected; text that is no number is rejected too. */
export function checkNumber(text: string, bounds: NumberBounds): NumberCheck {
  if (text.trim() === '') {
    return bounds.allowEmpty === false
      ? { accepted: false, reason: 'not-a-number' }
      : { accepted: true, value: null };
  }
  const value = parseNumber(text);
  if (value === null) return { accepted: false, reason: 'not-a-number' };
  if (bounds.min !== undefined && value < bounds.min) return { accepted: false, reason: 'below-min' };
  if (bounds.max !== undefined && value > bounds.max) return { accepted: false, reason: 'above-max' };
  return { accepted: true, value };
}
