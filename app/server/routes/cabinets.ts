import { Hono } from 'hono';
import { switchCabinetRequestSchema } from '../../../core/api/account.ts';
import { permissionsForRole } from '../../../core/permissions/index.ts';
import {
  cabinetSwitchRefusal,
  currentCabinet,
  listUserCabinets,
  profileMenuOf,
  setCurrentCabinet,
} from '../account/user-cabinets.ts';
import { requireUser } from '../auth/authenticate.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { jsonBody } from '../http/validation.ts';

/** The user's cabinets: the list, the profile menu, switching, and the current cabinet's permissions. */
export function cabinetRoutes(deps: AppDeps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const routes = new Hono<AppEnv>();

  routes.get('/cabinets', signedIn, async (c) => {
    const list = await listUserCabinets(db, c.var.auth.user);
    return c.json({ data: list.map((item) => item.cabinet) });
  });

  routes.put('/cabinets/current', signedIn, jsonBody(switchCabinetRequestSchema), async (c) => {
    const { cabinet_id: cabinetId } = c.req.valid('json');
    const user = c.var.auth.user;
    const refusal = await cabinetSwitchRefusal(db, user.id, cabinetId);
    if (refusal === 'missing') throw new HttpError(404, 'There is no such cabinet.');
    if (refusal === 'foreign') throw new HttpError(403, 'You are not a member of this cabinet.');
    await setCurrentCabinet(db, user.id, cabinetId);
    const updated = { ...user, currentCabinetId: cabinetId === 0 ? null : cabinetId };
    return c.json({ data: profileMenuOf(updated, await listUserCabinets(db, updated)) });
  });

  routes.get('/profile/menu', signedIn, async (c) => {
    const user = c.var.auth.user;
    return c.json({ data: profileMenuOf(user, await listUserCabinets(db, user)) });
  });

  routes.get('/cabinet/users/permissions', signedIn, async (c) => {
    const current = currentCabinet(await listUserCabinets(db, c.var.auth.user));
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
