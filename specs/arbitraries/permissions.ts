import fc from 'fast-check';
import {
  PERMISSION_ACTIONS,
  PERMISSION_OBJECTS,
  type Permission,
  type PermissionAction,
  SUB_SCOPED_ACTIONS,
  type SubScopedAction,
} from '../../core/permissions/index.ts';

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/);

/** A well-formed object name: a known menu object or a made-up snake-case one. */
export const permissionObject: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PERMISSION_OBJECTS),
  fc.array(word, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('_')),
);

/** Any action of spec 1 §6. */
export const permissionAction: fc.Arbitrary<PermissionAction> = fc.constantFrom(...PERMISSION_ACTIONS);

/** An action that takes a sub-scope. */
export const subScopedAction: fc.Arbitrary<SubScopedAction> = fc.constantFrom(...SUB_SCOPED_ACTIONS);

/** A well-formed sub-scope. */
export const permissionSub: fc.Arbitrary<string> = fc
  .array(word, { minLength: 1, maxLength: 2 })
  .map((parts) => parts.join('_'));

/** A valid parsed permission, scoped only where the action allows it. */
export const permission: fc.Arbitrary<Permission> = fc.oneof(
  fc.record({ object: permissionObject, action: permissionAction }),
  fc.record({ object: permissionObject, action: subScopedAction, sub: permissionSub }),
);

/** A small object pool so that generated grants and checks meet on the same objects. */
export const sharedObject: fc.Arbitrary<string> = fc.constantFrom('course', 'closed_group', 'quiz');

const sharedSub = fc.constantFrom('price', 'title', 'students');

/** A permission string over the shared objects and subs, valid or occasionally malformed. */
export const grantString: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(sharedObject, permissionAction).map(([o, a]) => `${o}_${a}`) },
  {
    weight: 4,
    arbitrary: fc.tuple(sharedObject, subScopedAction, sharedSub).map(([o, a, s]) => `${o}_${a}.${s}`),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** A list of granted permission strings. */
export const grants: fc.Arbitrary<string[]> = fc.array(grantString, { maxLength: 12 });

/** A demand on one object: an action or a scoped action over the shared subs. */
export const actionDemand = fc.oneof(
  permissionAction,
  fc.tuple(subScopedAction, sharedSub).map(([a, s]) => `${a}.${s}` as const),
);
