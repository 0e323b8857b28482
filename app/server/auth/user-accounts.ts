import { eq } from 'drizzle-orm';
import { avatarColourFor } from '../../../core/avatar/index.ts';
import type { Db } from '../db/client.ts';
import { loginHistory, users } from '../db/schema.ts';
import type { UserRow } from '../http/app-env.ts';
import { hashPassword } from './password.ts';

/** A new account with an argon2id hash of the password; null when the email is taken. */
export async function createAccount(
  db: Db,
  account: { name: string; email: string; password: string },
): Promise<UserRow | null> {
  const passwordHash = await hashPassword(account.password);
  const [created] = await db
    .insert(users)
    .values({
      name: account.name,
      email: account.email,
      passwordHash,
      bgColor: avatarColourFor(account.email),
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created ?? null;
}

/** The account of an email, for signing in. */
export async function findAccountByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

/** Writes the login-history row of a sign-in, with the session it started (to mark the current one). */
export async function recordSignIn(
  db: Db,
  userId: number,
  client: { ip: string; userAgent: string | undefined },
  sessionId?: string,
): Promise<void> {
  await db
    .insert(loginHistory)
    .values({ userId, ip: client.ip, userAgent: client.userAgent?.slice(0, 500), sessionId });
}
