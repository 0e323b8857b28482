import { parsePermission } from './parse-permission.ts';
import { grantsCover, objectGrants } from './permission-grants.ts';

/** Whether `granted` allows one permission string such as `course_edit.price`; a malformed one is never allowed. */
export function hasPermission(granted: Iterable<string>, permission: string): boolean {
  const parsed = parsePermission(permission);
  if (!parsed) return false;
  return grantsCover(objectGrants(granted, parsed.object), parsed.action, parsed.sub);
}
