import { CODE_DRAG_HEIGHT_LIMIT, CODE_HEIGHT_DEFAULT, CODE_HEIGHT_MAX } from '../editor.constants.ts';

/** The height a drag leaves: it changes only while under 540 px (and above a line). */
export function draggedCodeHeight(current: number, proposed: number): number {
  if (!Number.isFinite(proposed) || proposed >= CODE_DRAG_HEIGHT_LIMIT || proposed < 60) return current;
  return Math.round(proposed);
}

/** A stored height kept within the overall maximum of 1000 px, the default when missing. */
export function codeHeightOf(value: unknown): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) return CODE_HEIGHT_DEFAULT;
  return Math.min(CODE_HEIGHT_MAX, Math.round(number));
}
