import type { DropdownOption } from './dropdown.types.ts';
import { dropdownOptionKey } from './dropdown-option-label.ts';

/** Where the keyboard moves the highlight. */
export type HighlightMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The key of the option the highlight moves to, skipping disabled options and wrapping around;
 * null when no option can be chosen.
 */
export function moveDropdownHighlight(
  options: readonly DropdownOption[],
  currentKey: string | null,
  move: HighlightMove,
): string | null {
  const enabled = options.filter((option) => !option.disabled).map(dropdownOptionKey);
  if (enabled.length === 0) return null;
  if (move === 'first') return enabled[0] ?? null;
  if (move === 'last') return enabled[enabled.length - 1] ?? null;
  const keys = options.map(dropdownOptionKey);
  const start = currentKey === null ? -1 : keys.indexOf(currentKey);
  if (start === -1) return move === 'next' ? (enabled[0] ?? null) : (enabled[enabled.length - 1] ?? null);
  const step = move === 'next' ? 1 : -1;
  for (let offset = 1; offset <= options.length; offset += 1) {
    const candidate = options[(start + step * offset + options.length * offset) % options.length];
    if (candidate && !candidate.disabled) return dropdownOptionKey(candidate);
  }
  return null;
}
