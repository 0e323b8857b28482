export type {
  ActionDemand,
  CabinetRole,
  CrudAction,
  Permission,
  PermissionAction,
  PermissionObject,
  SubScopedAction,
} from './permission.types.ts';
export {
  ACTION_IMPLICATIONS,
  CABINET_ROLES,
  CRUD_ACTIONS,
  PERMISSION_ACTIONS,
  PERMISSION_OBJECTS,
  SUB_SCOPED_ACTIONS,
} from './permissions.constants.ts';
export { permissionsForRole } from './permissions-for-role.ts';
