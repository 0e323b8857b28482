import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Alert, PendingPayment } from '../../../core/api/account.ts';
import type { Db } from '../db/client.ts';
import { alerts, courses, orders } from '../db/schema.ts';

// What the cabinet tells the signed-in user besides their courses, read for that user only.

/** What a dismissal of an alert that is not the user's (or does not exist) answers: 404. */
export const ALERT_NOT_FOUND = 'This notice was not found.';

/** The user's alerts not yet dismissed, newest first. */
export async function listUnreadAlerts(db: Db, userId: number): Promise<Alert[]> {
  const rows = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.userId, userId), isNull(alerts.readAt)))
    .orderBy(desc(alerts.createdAt), desc(alerts.id));
  return rows.map((row) => ({
    id: row.id,
    level: row.level,
    text: row.text,
    code: row.code,
    params: row.params,
    link: row.link,
    created_at: row.createdAt.toISOString(),
  }));
}

/**
 * Dismisses one of the user's alerts (marks it read; dismissing it twice is fine). Answers false when
 * the user has no such alert, so another user's id is indistinguishable from an unknown one.
 */
export async function dismissAlert(db: Db, userId: number, alertId: number): Promise<boolean> {
  const [row] = await db
    .select({ readAt: alerts.readAt })
    .from(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)));
  if (!row) return false;
  if (!row.readAt) await db.update(alerts).set({ readAt: new Date() }).where(eq(alerts.id, alertId));
  return true;
}

/** The user's orders waiting for payment, newest first, with the product's title. */
export async function listPendingPayments(db: Db, userId: number): Promise<PendingPayment[]> {
  const rows = await db
    .select({
      id: orders.id,
      productTitle: courses.title,
      amount: orders.amount,
      currency: orders.currency,
      paymentUrl: orders.paymentUrl,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(courses, eq(courses.id, orders.courseId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => ({
    id: row.id,
    product_title: row.productTitle,
    amount: row.amount,
    currency: row.currency,
    payment_url: row.paymentUrl,
    created_at: row.createdAt.toISOString(),
  }));
}
