import { permissionsForRole } from '../../../core/permissions/index.ts';
import {
  cabinetSwitchRefusal,
  currentCabinet,
  listUserCabinets,
  profileMenuOf,
  setCurrentCabinet,
} from '../account/user-cabinets.ts';
import type { AppDeps } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { tableRoutes } from '../http/table-routes.ts';

/** The user's cabinets: the list, the profile menu, switching, and the current cabinet's permissions. */
export function cabinetRoutes(deps: AppDeps) {
  const { db } = deps;
  const { routes, serve } = tableRoutes(deps);

  serve('GET /cabinets', async (c, _input, { user }) => {
    const list = await listUserCabinets(db, user);
    return c.json({ data: list.map((item) => item.cabinet) });
  });

  serve('PUT /cabinets/current', async (c, { body }, { user }) => {
    const { cabinet_id: cabinetId } = body;
    const refusal = await cabinetSwitchRefusal(db, user.id, cabinetId);
    // Another school's cabinet is met as one that does not exist: its id tells the caller nothing.
    if (refusal) throw new HttpError(404, 'There is no such cabinet.');
    await setCurrentCabinet(db, user.id, cabinetId);
    const updated = { ...user, currentCabinetId: cabinetId === 0 ? null : cabinetId };
    return c.json({ data: profileMenuOf(updated, await listUserCabinets(db, updated)) });
  });

  serve('GET /profile/menu', async (c, _input, { user }) => {
    return c.json({ data: profileMenuOf(user, await listUserCabinets(db, user)) });
  });

  serve('GET /cabinet/users/permissions', async (c, _input, { user }) => {
    const current = currentCabinet(await listUserCabinets(db, user));
    return c.json({
      data: {
        cabinet_id: current.cabinet.id,
        cabinet_type: current.cabinet.type,
        permissions: permissionsForRole(current.role),
      },
    });
  });

  return routes;
}
