export { type CourseReaderStanding, courseReaderStanding } from './course-reader.ts';
export { formatPermission } from './format-permission.ts';
export { hasAtLeast } from './has-at-least.ts';
export { hasExactly } from './has-exactly.ts';
export { hasPermission } from './has-permission.ts';
export {
  canAnalyse,
  canCreate,
  canCurate,
  canDelete,
  canEdit,
  canExport,
  canPersonalize,
  hasScoped,
} from './has-scoped.ts';
export { parseActionDemand } from './parse-action-demand.ts';
export {
  isPermissionAction,
  isPermissionObject,
  isPermissionSub,
  isSubScopedAction,
  parsePermission,
} from './parse-permission.ts';
export type {
  ActionDemand,
  CabinetRole,
  CrudAction,
  Permission,
  PermissionAction,
  PermissionObject,
  SubScopedAction,
} from './permission.types.ts';
export { impliedBy, type ObjectGrants, objectGrants } from './permission-grants.ts';
export {
  ACTION_IMPLICATIONS,
  CABINET_ROLES,
  CRUD_ACTIONS,
  PERMISSION_ACTIONS,
  PERMISSION_OBJECTS,
  SUB_SCOPED_ACTIONS,
} from './permissions.constants.ts';
export { permissionsForRole } from './permissions-for-role.ts';
