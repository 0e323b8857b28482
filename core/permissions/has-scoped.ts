import type { SubScopedAction } from './permission.types.ts';
import { grantsCover, grantsTouch, objectGrants } from './permission-grants.ts';

/**
 * Whether `granted` allows `action` on `object` within `sub`: the unscoped grant covers every sub-scope,
 * a scoped grant only its own. Without `sub`, any grant of the action (whole or scoped) answers yes,
 * which suits showing an entry point whose inner parts check their own scope.
 */
export function hasScoped(
  granted: Iterable<string>,
  object: string,
  action: SubScopedAction,
  sub?: string,
): boolean {
  const grants = objectGrants(granted, object);
  return sub === undefined ? grantsTouch(grants, action) : grantsCover(grants, action, sub);
}

/** `hasScoped` for `personalize`. */
export const canPersonalize = (granted: Iterable<string>, object: string, sub?: string): boolean =>
  hasScoped(granted, object, 'personalize', sub);
/** `hasScoped` for `analytic`. */
export const canAnalyse = (granted: Iterable<string>, object: string, sub?: string): boolean =>
  hasScoped(granted, object, 'analytic', sub);
/** `hasScoped` for `export`. */
export const canExport = (granted: Iterable<string>, object: string, sub?: string): boolean =>
  hasScoped(granted, object, 'export', sub);
/** `hasScoped` for `edit`. */
export const canEdit = (granted: Iterable<string>, object: string, sub?: string): boolean =>
  hasScoped(granted, object, 'edit', sub);
/** `hasScoped` for `create`. */
export const canCreate = (granted: Iterable<string>, object: string, sub?: string): boolean =>
  hasScoped(granted, object, 'create', sub);
/** `hasScoped` for `delete`. */
export const canDelete = (granted: Iterable<string>, object: string, sub?: string): boolean =>
  hasScoped(granted, object, 'delete', sub);
/** `hasScoped` for `curator`. */
export const canCurate = (granted: Iterable<string>, object: string, sub?: string): boolean =>
  hasScoped(granted, object, 'curator', sub);
