import type { ActionDemand } from '../../../core/permissions/index.ts';
import { hasAtLeast, permissionsForRole } from '../../../core/permissions/index.ts';
import { currentCabinet, listUserCabinets, type UserCabinet } from '../account/user-cabinets.ts';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';

/** The user's current cabinet when it is a school they work in (owner, admin, curator); otherwise 403. */
export async function requireSchoolCabinet(db: Db, user: UserRow): Promise<UserCabinet> {
  const current = currentCabinet(await listUserCabinets(db, user));
  if (current.cabinet.type !== 'expert') {
    throw new HttpError(403, 'Switch to a school you run to do this.');
  }
  return current;
}

/** 403 unless the role held in the cabinet grants `actions` on `object`. */
export function requireRoleGrants(
  current: UserCabinet,
  object: string,
  actions: readonly ActionDemand[],
): void {
  if (!hasAtLeast(permissionsForRole(current.role), object, actions)) {
    throw new HttpError(403, `Your role in ${current.cabinet.name} does not allow this.`);
  }
}

/**
 * The user's current cabinet when it is a school where their role grants `actions` on `object`;
 * otherwise 403. Every school-scoped query takes its cabinet id from here, never from the request.
 */
export async function requireCabinetPermission(
  db: Db,
  user: UserRow,
  object: string,
  actions: readonly ActionDemand[],
): Promise<UserCabinet> {
  const current = await requireSchoolCabinet(db, user);
  requireRoleGrants(current, object, actions);
  return current;
}
