import { asc, eq, sql } from 'drizzle-orm';
import type { PersonalSetting } from '../../../core/api/account.ts';
import type { Db } from '../db/client.ts';
import { userPersonalSettings } from '../db/schema.ts';

/** All saved preferences of one user, oldest key first. */
export async function listPersonalSettings(db: Db, userId: number): Promise<PersonalSetting[]> {
  const rows = await db
    .select({ key: userPersonalSettings.key, value: userPersonalSettings.value })
    .from(userPersonalSettings)
    .where(eq(userPersonalSettings.userId, userId))
    .orderBy(asc(userPersonalSettings.id));
  return rows.map((row) => ({ key: row.key, value: row.value ?? null }));
}

/** Writes each setting (insert or replace by key); the last of duplicate keys wins. */
export async function savePersonalSettings(
  db: Db,
  userId: number,
  settings: PersonalSetting[],
): Promise<void> {
  const byKey = new Map(settings.map((setting) => [setting.key, setting.value ?? null]));
  await db
    .insert(userPersonalSettings)
    .values([...byKey].map(([key, value]) => ({ userId, key, value })))
    .onConflictDoUpdate({
      target: [userPersonalSettings.userId, userPersonalSettings.key],
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}
