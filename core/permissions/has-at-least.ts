import { parseActionDemand } from './parse-action-demand.ts';
import type { ActionDemand } from './permission.types.ts';
import { grantsCover, objectGrants } from './permission-grants.ts';

/**
 * Whether `granted` holds at least every demanded action on `object`. `edit.price` is met by
 * `{object}_edit.price` or the unscoped `{object}_edit`; a plain `edit` only by an unscoped grant.
 */
export function hasAtLeast(
  granted: Iterable<string>,
  object: string,
  actions: readonly ActionDemand[],
): boolean {
  const grants = objectGrants(granted, object);
  return actions.every((demand) => {
    const { action, sub } = parseActionDemand(demand);
    return grantsCover(grants, action, sub);
  });
}
