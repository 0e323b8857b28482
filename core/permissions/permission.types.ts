import type {
  CABINET_ROLES,
  CRUD_ACTIONS,
  PERMISSION_ACTIONS,
  PERMISSION_OBJECTS,
  SUB_SCOPED_ACTIONS,
} from './permissions.constants.ts';

/** One of the actions of spec 1 §6. */
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** read, create, edit or delete: the actions an exact check compares. */
export type CrudAction = (typeof CRUD_ACTIONS)[number];

/** Actions that accept a `.{sub}` scope. */
export type SubScopedAction = (typeof SUB_SCOPED_ACTIONS)[number];

/** A known object of the expert menu; permission strings may name others, which parse all the same. */
export type PermissionObject = (typeof PERMISSION_OBJECTS)[number];

/** A role in a cabinet. */
export type CabinetRole = (typeof CABINET_ROLES)[number];

/** A parsed permission string `{object}_{action}[.{sub}]`. */
export interface Permission {
  /** Snake-case object, e.g. `closed_group`. */
  object: string;
  /** The action granted or demanded. */
  action: PermissionAction;
  /** Optional sub-scope, only for sub-scoped actions; absent means the whole action. */
  sub?: string;
}

/** What a check demands of one object: an action, or a sub-scoped action written `edit.price`. */
export type ActionDemand = PermissionAction | `${SubScopedAction}.${string}`;
