import { INDENT_MAX_LEVEL, INDENT_STEP_EM } from '../editor.constants.ts';

// Indents of 3em steps, up to 8 levels (spec 1 §9).

/** The level after indenting (+1) or outdenting (-1), kept within 0..8. */
export function nextIndent(level: number, direction: 1 | -1): number {
  const current = Number.isInteger(level) ? level : 0;
  return Math.min(INDENT_MAX_LEVEL, Math.max(0, current + direction));
}

/** The CSS margin of an indent level, or null for none. */
export function indentMargin(level: number): string | null {
  return Number.isInteger(level) && level > 0 && level <= INDENT_MAX_LEVEL
    ? `${level * INDENT_STEP_EM}em`
    : null;
}
