import type { Permission, PermissionAction } from './permission.types.ts';
import { PERMISSION_ACTIONS, SUB_SCOPED_ACTIONS } from './permissions.constants.ts';

const OBJECT_PATTERN = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
const SUB_PATTERN = /^[a-z0-9]+(?:[_-][a-z0-9]+)*$/;

/** Whether `action` is one of the actions of spec 1 §6. */
export function isPermissionAction(action: string): action is PermissionAction {
  return (PERMISSION_ACTIONS as readonly string[]).includes(action);
}

/** Whether `action` accepts a `.{sub}` scope. */
export function isSubScopedAction(action: string): boolean {
  return (SUB_SCOPED_ACTIONS as readonly string[]).includes(action);
}

/** Whether `object` is a well-formed snake-case object name. */
export function isPermissionObject(object: string): boolean {
  return OBJECT_PATTERN.test(object);
}

/** Whether `sub` is a well-formed sub-scope (lower-case words joined by `_` or `-`). */
export function isPermissionSub(sub: string): boolean {
  return SUB_PATTERN.test(sub);
}

/**
 * Reads `{object}_{action}[.{sub}]`; the action is the part after the last `_` (objects such as
 * `closed_group` hold underscores). Anything malformed, an unknown action or a scope on an action
 * that takes none gives `null`.
 */
export function parsePermission(text: string): Permission | null {
  const dot = text.indexOf('.');
  const body = dot === -1 ? text : text.slice(0, dot);
  const sub = dot === -1 ? undefined : text.slice(dot + 1);
  const underscore = body.lastIndexOf('_');
  if (underscore <= 0) return null;
  const object = body.slice(0, underscore);
  const action = body.slice(underscore + 1);
  if (!isPermissionObject(object) || !isPermissionAction(action)) return null;
  if (sub === undefined) return { object, action };
  if (!isSubScopedAction(action) || !isPermissionSub(sub)) return null;
  return { object, action, sub };
}
