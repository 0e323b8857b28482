import { parsePermission } from './parse-permission.ts';
import type { PermissionAction } from './permission.types.ts';
import { ACTION_IMPLICATIONS } from './permissions.constants.ts';

/** What one person holds on one object once `crud`, `all` and `root` are spelled out. */
export interface ObjectGrants {
  /** Actions held in full (every sub-scope). */
  whole: ReadonlySet<PermissionAction>;
  /** Sub-scopes held for an action that is not held in full. */
  scoped: ReadonlyMap<PermissionAction, ReadonlySet<string>>;
}

/** The actions a grant of `action` also gives on the same object (`crud`, `all`, `root`). */
export function impliedBy(action: PermissionAction): readonly PermissionAction[] {
  return action in ACTION_IMPLICATIONS ? ACTION_IMPLICATIONS[action as keyof typeof ACTION_IMPLICATIONS] : [];
}

/** Collects the grants on `object` out of a list of permission strings; malformed strings are ignored. */
export function objectGrants(granted: Iterable<string>, object: string): ObjectGrants {
  const whole = new Set<PermissionAction>();
  const scoped = new Map<PermissionAction, Set<string>>();
  for (const text of granted) {
    const permission = parsePermission(text);
    if (!permission || permission.object !== object) continue;
    if (permission.sub === undefined) {
      whole.add(permission.action);
      for (const implied of impliedBy(permission.action)) whole.add(implied);
    } else {
      const subs = scoped.get(permission.action) ?? new Set<string>();
      subs.add(permission.sub);
      scoped.set(permission.action, subs);
    }
  }
  for (const action of whole) scoped.delete(action);
  return { whole, scoped };
}

/** Whether the grants cover `action`, or only its `sub` scope when one is given. */
export function grantsCover(grants: ObjectGrants, action: PermissionAction, sub?: string): boolean {
  if (grants.whole.has(action)) return true;
  return sub !== undefined && (grants.scoped.get(action)?.has(sub) ?? false);
}

/** Whether the grants hold `action` in full or in at least one sub-scope. */
export function grantsTouch(grants: ObjectGrants, action: PermissionAction): boolean {
  return grants.whole.has(action) || grants.scoped.has(action);
}
