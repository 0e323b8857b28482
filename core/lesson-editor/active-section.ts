import { NO_SECTION } from './lesson-editor.constants.ts';

/** The section the route's `section` query names when the lesson has it, else the first; NO_SECTION when none. */
export function activeSectionFor(requested: number | null | undefined, count: number): number {
  if (count <= 0) return NO_SECTION;
  if (requested != null && Number.isInteger(requested) && requested >= 0 && requested < count)
    return requested;
  return 0;
}

/**
 * The active section after one is deleted (spec 1 §4). Deleting the active one moves to the previous,
 * else the first, else the last (which, with no section left, is NO_SECTION); deleting another keeps the
 * same section active, one place earlier when it stood after the deleted one.
 */
export function activeAfterDelete(active: number, deleted: number, remaining: number): number {
  if (remaining <= 0) return NO_SECTION;
  if (deleted === active) {
    const previous = deleted - 1;
    if (previous >= 0) return Math.min(previous, remaining - 1);
    return 0;
  }
  return activeSectionFor(deleted < active ? active - 1 : active, remaining);
}

/** The active section after a section moves from one place to another: the same section stays active. */
export function activeAfterMove(active: number, from: number, to: number): number {
  if (active === from) return to;
  if (from < active && to >= active) return active - 1;
  if (from > active && to <= active) return active + 1;
  return active;
}
