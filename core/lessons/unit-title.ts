import { INFO_UNIT_TYPE_LABELS, type InfoUnitTypeId } from './lessons.constants.ts';

/**
 * The title a block shows: its own, or 'Block #{n} ({type})' when it has none (spec 1 §3), `n` being
 * its 1-based place in its section. `typeLabel` names the type in another language.
 */
export function unitTitle(
  unit: { title?: string | null | undefined; type_id: InfoUnitTypeId },
  n: number,
  typeLabel: string = INFO_UNIT_TYPE_LABELS[unit.type_id],
): string {
  const own = unit.title?.trim();
  return own ? own : `Block #${n} (${typeLabel})`;
}
