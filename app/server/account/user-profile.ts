import { createHmac } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { User } from '../../../core/api/account.ts';
import type { Db } from '../db/client.ts';
import { subscriptions } from '../db/schema.ts';
import type { UserRow } from '../http/app-env.ts';
import { listPersonalSettings } from './personal-settings.ts';
import { listUserProducts } from './user-products.ts';

/** A stable, unguessable stand-in for the user id that uploads and links may carry. */
export function userIdHash(secret: string, userId: number): string {
  return createHmac('sha256', secret).update(`user:${userId}`).digest('hex').slice(0, 32);
}

/** The `User` answer of `GET /user`, login and register, read for the signed-in user only. */
export async function loadUserProfile(db: Db, secret: string, user: UserRow): Promise<User> {
  const [settings, subscribed, products] = await Promise.all([
    listPersonalSettings(db, user.id),
    db
      .select({ courseId: subscriptions.courseId, createdAt: subscriptions.createdAt })
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
      .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id)),
    listUserProducts(db, user.id),
  ]);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    avatar_url: user.avatar,
    bg_color: user.bgColor,
    id_hash: userIdHash(secret, user.id),
    auto_login_hash: null,
    is_partner: user.isPartner,
    is_auto_timezone: user.isAutoTimezone,
    timezone: user.timezone,
    auth_type: user.authType,
    user_personal_settings: settings,
    courseCount: subscribed.length,
    subscriptions: subscribed.map((row) => ({
      course_id: row.courseId,
      created_at: row.createdAt.toISOString(),
    })),
    products: products.products,
  };
}
