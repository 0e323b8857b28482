import { isPermissionAction, isPermissionSub, isSubScopedAction } from './parse-permission.ts';
import type { ActionDemand, PermissionAction } from './permission.types.ts';

/** A demand split into its action and optional sub-scope. */
export interface ParsedDemand {
  action: PermissionAction;
  sub?: string;
}

/** Reads `edit` or `edit.price`; throws on a demand no grant could ever meet, since that is a bug in the caller. */
export function parseActionDemand(demand: ActionDemand): ParsedDemand {
  const dot = demand.indexOf('.');
  const action = dot === -1 ? demand : demand.slice(0, dot);
  const sub = dot === -1 ? undefined : demand.slice(dot + 1);
  if (!isPermissionAction(action)) throw new Error(`Unknown permission action "${action}".`);
  if (sub === undefined) return { action };
  if (!isSubScopedAction(action) || !isPermissionSub(sub)) {
    throw new Error(`"${demand}" is not a valid sub-scoped demand.`);
  }
  return { action, sub };
}
