import { and, asc, eq } from 'drizzle-orm';
import type { Cabinet, ProfileMenu } from '../../../core/api/account.ts';
import type { CabinetRole } from '../../../core/permissions/index.ts';
import type { Db } from '../db/client.ts';
import { cabinetMembers, cabinets, users } from '../db/schema.ts';
import type { UserRow } from '../http/app-env.ts';

/** The id of every user's own study cabinet; it has no row in `cabinets`. */
export const OWN_CABINET_ID = 0;
/** Where partners find their dashboard. */
export const PARTNER_DASHBOARD_URL = '/partners/dashboard';

/** One cabinet the user can enter, with the role they hold there. */
export interface UserCabinet {
  cabinet: Cabinet;
  role: CabinetRole;
  isBrandingEnabled: boolean;
}

/** Roles that make a school an expert cabinet for the user. */
const EXPERT_ROLES: ReadonlySet<CabinetRole> = new Set(['owner', 'admin', 'curator']);

/**
 * Every cabinet the user belongs to: their own study cabinet (id 0) first, then the schools where
 * they hold a role. Only the user's memberships are read, so foreign schools never appear.
 */
export async function listUserCabinets(db: Db, user: UserRow): Promise<UserCabinet[]> {
  const rows = await db
    .select({
      id: cabinets.id,
      name: cabinets.name,
      personalSettings: cabinets.personalSettings,
      isBrandingEnabled: cabinets.isBrandingEnabled,
      role: cabinetMembers.role,
    })
    .from(cabinetMembers)
    .innerJoin(cabinets, eq(cabinets.id, cabinetMembers.cabinetId))
    .where(eq(cabinetMembers.userId, user.id))
    .orderBy(asc(cabinets.id));
  const currentId = rows.some((row) => row.id === user.currentCabinetId)
    ? (user.currentCabinetId as number)
    : OWN_CABINET_ID;
  const own: UserCabinet = {
    role: 'student',
    isBrandingEnabled: false,
    cabinet: {
      id: OWN_CABINET_ID,
      name: user.name,
      is_current: currentId === OWN_CABINET_ID,
      personal_settings: {},
      user_cabinet: true,
      type: 'student',
    },
  };
  return [
    own,
    ...rows.map((row) => ({
      role: row.role,
      isBrandingEnabled: row.isBrandingEnabled,
      cabinet: {
        id: row.id,
        name: row.name,
        is_current: row.id === currentId,
        personal_settings: row.personalSettings ?? {},
        user_cabinet: false,
        type: EXPERT_ROLES.has(row.role) ? ('expert' as const) : ('student' as const),
      },
    })),
  ];
}

/** The cabinet the user works in now; their own study cabinet when none is chosen or it was left. */
export function currentCabinet(list: UserCabinet[]): UserCabinet {
  return list.find((item) => item.cabinet.is_current) ?? list[0]!;
}

/** The data of the profile menu: study and expert cabinets, the current one, branding, partner link. */
export function profileMenuOf(user: UserRow, list: UserCabinet[]): ProfileMenu {
  const current = currentCabinet(list);
  return {
    student_cabinets: list.filter((item) => item.cabinet.type === 'student').map((item) => item.cabinet),
    expert_cabinets: list.filter((item) => item.cabinet.type === 'expert').map((item) => item.cabinet),
    current_cabinet: current.cabinet,
    is_branding_enabled: current.isBrandingEnabled,
    partner_dashboard_url: user.isPartner ? PARTNER_DASHBOARD_URL : null,
  };
}

/**
 * Why a cabinet cannot be made current: 'missing' (no such school), 'foreign' (the user holds no
 * role there), or null when the switch is allowed.
 */
export async function cabinetSwitchRefusal(
  db: Db,
  userId: number,
  cabinetId: number,
): Promise<'missing' | 'foreign' | null> {
  if (cabinetId === OWN_CABINET_ID) return null;
  const [school] = await db.select({ id: cabinets.id }).from(cabinets).where(eq(cabinets.id, cabinetId));
  if (!school) return 'missing';
  const [membership] = await db
    .select({ id: cabinetMembers.id })
    .from(cabinetMembers)
    .where(and(eq(cabinetMembers.cabinetId, cabinetId), eq(cabinetMembers.userId, userId)));
  return membership ? null : 'foreign';
}
/** Makes a cabinet the user's current one (0 is their own study cabinet). */
export async function setCurrentCabinet(db: Db, userId: number, cabinetId: number): Promise<void> {
  await db
    .update(users)
    .set({ currentCabinetId: cabinetId === OWN_CABINET_ID ? null : cabinetId, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
