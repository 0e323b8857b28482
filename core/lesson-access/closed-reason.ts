import type { BlockedType, LessonState } from './lesson-access.types.ts';

/**
 * Why a lesson the viewer cannot open is closed, as a link to it says (docs/lesson-page.md, Previous
 * and next): `no-access` (a visitor or a user without the course, or a lesson sold apart), `offer`
 * (the viewer's offer leaves it out), `date` (drip), `checkpoint` (a quiz to pass first),
 * `previous-this` (the lesson shown must be finished first), `previous` (other lessons first).
 */
export type ClosedReason = 'no-access' | 'offer' | 'date' | 'checkpoint' | 'previous-this' | 'previous';

/** A lesson's access as the lesson dto carries it for a neighbour. */
export interface NeighbourAccess {
  state: LessonState;
  blocked_info: { type: BlockedType; access_date: string | null; link: string | null } | null;
}

/**
 * The reason a closed lesson gives, or null when it is open. `currentLink` is the address of the
 * lesson shown: a sequential course's next lesson waits for it.
 */
export function closedReasonOf(access: NeighbourAccess, currentLink: string): ClosedReason | null {
  if (access.state === 'available') return null;
  const info = access.blocked_info;
  if (info?.type === 'offer') return 'offer';
  if (access.state === 'get-access' || !info) return 'no-access';
  if (info.type === 'date') return info.access_date ? 'date' : 'no-access';
  if (info.type === 'checkpoint') return 'checkpoint';
  return info.link === currentLink ? 'previous-this' : 'previous';
}
