import { parseActionDemand } from './parse-action-demand.ts';
import type { ActionDemand, PermissionAction } from './permission.types.ts';
import { grantsCover, grantsTouch, impliedBy, objectGrants } from './permission-grants.ts';
import { CRUD_ACTIONS } from './permissions.constants.ts';

/**
 * Whether `granted` holds every demanded action on `object` and no other of read/create/edit/delete
 * (spec 1 §6). A scoped grant such as `course_edit.price` counts as holding `edit` for that rule.
 */
export function hasExactly(
  granted: Iterable<string>,
  object: string,
  actions: readonly ActionDemand[],
): boolean {
  const grants = objectGrants(granted, object);
  const demanded = new Set<PermissionAction>();
  for (const demand of actions) {
    const { action, sub } = parseActionDemand(demand);
    if (!grantsCover(grants, action, sub)) return false;
    demanded.add(action);
    for (const implied of impliedBy(action)) demanded.add(implied);
  }
  return CRUD_ACTIONS.every((action) => demanded.has(action) || !grantsTouch(grants, action));
}
