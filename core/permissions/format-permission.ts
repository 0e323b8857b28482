import type { Permission } from './permission.types.ts';

/** Writes a permission back as `{object}_{action}[.{sub}]`. */
export function formatPermission(permission: Permission): string {
  const base = `${permission.object}_${permission.action}`;
  return permission.sub === undefined ? base : `${base}.${permission.sub}`;
}
