import { CUSTOM_FONT_SIZE_MAX, DEFAULT_FONT_SIZES } from '../editor.constants.ts';

// Custom font sizes (spec 1 §5): a number, the add button disabled when empty or above 100, stored as px.

/** Whether the custom size field's add button is enabled for what the person typed. */
export function canAddCustomFontSize(typed: string): boolean {
  const text = typed.trim();
  if (text === '' || !/^\d+(\.\d+)?$/.test(text)) return false;
  const size = Number(text);
  return size >= 1 && size <= CUSTOM_FONT_SIZE_MAX;
}

/** The stored form of a typed custom size ('18' → '18px'), or null when it cannot be added. */
export function customFontSizeOf(typed: string): string | null {
  return canAddCustomFontSize(typed) ? `${Math.round(Number(typed.trim()))}px` : null;
}

/** The sizes the toolbar offers: the 45 defaults, then the person's own, in order, without repeats. */
export function fontSizeOptions(custom: readonly string[]): string[] {
  const sizes = [...DEFAULT_FONT_SIZES];
  for (const size of custom) if (/^\d{1,3}px$/.test(size) && !sizes.includes(size)) sizes.push(size);
  return sizes.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
}

/** Custom sizes with one more added (kept in the person's preferences as custom_font_sizes). */
export function withCustomFontSize(custom: readonly string[], typed: string): string[] {
  const size = customFontSizeOf(typed);
  if (size === null || custom.includes(size) || DEFAULT_FONT_SIZES.includes(size)) return [...custom];
  return [...custom, size];
}
