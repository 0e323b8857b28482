import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { createSchoolRequestSchema, UserUpdateRequest } from '../../../core/api/account-security.ts';
import { API_PREFIX } from '../../../core/api/api.constants.ts';
import type { Db } from '../db/client.ts';
import { cabinetMembers, cabinets, files, users } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { UserRow } from '../http/app-env.ts';
import { HttpError, NOT_SIGNED_IN_MESSAGE } from '../http/http-error.ts';

// The account's writes, each on the caller's own row (docs/account.md).

/** The caller's row as it is now (after a change). */
export async function reloadAccount(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
  return row;
}

/** Writes the profile fields that were sent; the avatar must be an image the user uploaded. */
export async function updateProfile(db: Db, userId: number, body: UserUpdateRequest): Promise<void> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name.trim();
  if (body.timezone !== undefined) changes.timezone = body.timezone;
  if (body.is_auto_timezone !== undefined) changes.isAutoTimezone = body.is_auto_timezone;
  if (body.auth_type !== undefined) changes.authType = body.auth_type;
  if (body.avatar !== undefined) changes.avatar = await avatarUrl(db, userId, body.avatar);
  if (Object.keys(changes).length === 0) return;
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The stored avatar of an uploaded image of the user's own (null removes it); 422 for anything else. */
async function avatarUrl(db: Db, userId: number, uuid: string | null): Promise<string | null> {
  if (uuid === null) return null;
  const [file] = await db
    .select({ uuid: files.uuid, mimeType: files.mimeType })
    .from(files)
    .where(and(eq(files.uuid, uuid), eq(files.userId, userId)))
    .limit(1);
  if (!file?.mimeType.startsWith('image/')) {
    const message = 'Choose an image you uploaded.';
    throw new HttpError(422, message, { errors: { avatar: [message] } });
  }
  return `${API_PREFIX}/files/${file.uuid}/download`;
}

/**
 * What a restore of an unknown email does instead of issuing a code: a transaction of the same shape
 * (the lock and the lookup of the last code), so both answers take about the same time.
 */
export async function unknownEmailWork(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(742719201, 0)`);
    await tx.execute(sql`select id from account_codes where user_id = 0 order by created_at desc limit 1`);
  });
}

/** Makes the email the account's; false when another account took it meanwhile. */
export async function setEmail(db: Db, userId: number, email: string): Promise<boolean> {
  try {
    await db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, userId));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Stores a new argon2id password hash. */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * A school of the user's own: they become its owner (the owner's permission set) and it becomes their
 * current cabinet, so they land in the expert cabinet. Language and time zone go in its settings.
 */
export async function createSchool(
  db: Db,
  userId: number,
  school: v.InferOutput<typeof createSchoolRequestSchema>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(cabinets)
      .values({
        name: school.name,
        ownerId: userId,
        personalSettings: { language: school.language, timezone: school.timezone },
      })
      .returning({ id: cabinets.id });
    if (!created) throw new Error('The school was not created.');
    await tx.insert(cabinetMembers).values({ cabinetId: created.id, userId, role: 'owner' });
    await tx.update(users).set({ currentCabinetId: created.id }).where(eq(users.id, userId));
    return created.id;
  });
}
