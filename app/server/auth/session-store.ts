import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { builtOnce, encoded, placeholder } from '../db/built-once.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { UserRow } from '../http/app-env.ts';
import { SESSION_REFRESH_AFTER_MS, SESSION_TTL_MS } from './session.constants.ts';

/** The session id stored in the database: sha256 of the token, so a leaked table holds no tokens. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session with a fresh random token; the token goes to the client, its hash to the table. */
export async function createSession(
  db: Db,
  userId: number,
  client: { ip: string; userAgent: string | undefined },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = sessionIdOf(token);
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    id: sessionId,
    userId,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500),
  });
  return { token, sessionId, expiresAt };
}

/** Every signed-in call asks it: built once and prepared (`builtOnce`). */
const sessionLookup = builtOnce<{ user: UserRow; expiresAt: Date }, { sessionId: string; now: unknown }>(
  'session_lookup',
  (db) =>
    db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, placeholder('sessionId')), gt(sessions.expiresAt, placeholder('now'))))
      .limit(1),
);

/**
 * The user and session behind a token, or null when unknown or expired. A session used a day or
 * more after its last extension is extended again (`refreshed` tells the caller to renew cookies).
 */
export async function findSession(
  db: Db,
  token: string,
): Promise<{ user: UserRow; sessionId: string; expiresAt: Date; refreshed: boolean } | null> {
  const sessionId = sessionIdOf(token);
  const now = new Date();
  const [row] = await sessionLookup(db, { sessionId, now: encoded(sessions.expiresAt, now) });
  if (!row) return null;
  if (row.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SESSION_REFRESH_AFTER_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
    return { user: row.user, sessionId, expiresAt, refreshed: true };
  }
  return { user: row.user, sessionId, expiresAt: row.expiresAt, refreshed: false };
}

/** Ends a session on the server; its token is worthless afterwards. */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of a user but the one given (all of them without one): after a password change
 * or a restore, and for 'sign out everywhere else'. Answers how many ended.
 */
export async function deleteUserSessions(db: Db, userId: number, exceptSessionId?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Removes expired sessions; called now and then so the table does not grow forever. */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
