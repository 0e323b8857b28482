import type { Cabinet, ProfileMenu } from '../../../core/api/index.ts';

/** What the cabinet switcher offers, and which of it stands chosen. */
export interface CabinetChoices {
  /** The study place: the user's own study cabinet only (every school's courses are in it). */
  studying: Cabinet[];
  /** The schools the user runs (owner, admin, curator). */
  running: Cabinet[];
  /** The option shown as chosen; a school the user only studies in is shown as their study cabinet. */
  value: string;
  /** Whether there is anything to choose between (else the switcher is not shown). */
  shown: boolean;
}

/** The option value of a cabinet: its type and id (a school may be both studied in and run). */
export const cabinetOptionValue = (cabinet: Pick<Cabinet, 'type' | 'id'>) => `${cabinet.type}:${cabinet.id}`;

/**
 * The switcher's choices (docs/newcomer.md): a school the user only studies in is not a place of its
 * own (its courses are listed in their study cabinet, marked with the school), so it is not offered;
 * the switcher exists only when the user also runs a school.
 */
export function cabinetChoices(menu: ProfileMenu): CabinetChoices {
  const studying = menu.student_cabinets.filter((cabinet) => cabinet.user_cabinet);
  const running = menu.expert_cabinets;
  const current = menu.current_cabinet;
  const own = studying[0];
  const value = current.type === 'student' && own ? cabinetOptionValue(own) : cabinetOptionValue(current);
  return { studying, running, value, shown: studying.length + running.length > 1 };
}
