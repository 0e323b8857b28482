import { and, eq } from 'drizzle-orm';
import type { Order } from '../../../core/api/lesson-page.ts';
import type { SchoolId } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { courses, offers, orders, subscriptions, users } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';

export const ORDER_NOT_FOUND = 'There is no such order.';

/** One order of the school's courses, with its history: 404 for any other id. */
export async function orderOfSchool(db: Db, school: SchoolId, orderId: number): Promise<Order> {
  const [row] =
    Number.isSafeInteger(orderId) && orderId > 0 && orderId <= 2_147_483_647
      ? await db
          .select({
            order: orders,
            course: { id: courses.id, title: courses.title },
            offer: { id: offers.id, name: offers.name },
            user: { id: users.id, name: users.name, email: users.email },
            subscribedAt: subscriptions.createdAt,
          })
          .from(orders)
          .innerJoin(courses, eq(courses.id, orders.courseId))
          .innerJoin(users, eq(users.id, orders.userId))
          .leftJoin(offers, eq(offers.id, orders.offerId))
          .leftJoin(subscriptions, eq(subscriptions.orderId, orders.id))
          .where(and(eq(orders.id, orderId), eq(courses.cabinetId, school)))
      : [];
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  const history: Order['history'] = [{ at: row.order.createdAt.toISOString(), event: 'created' }];
  if (row.order.status === 'paid') history.push({ at: row.order.updatedAt.toISOString(), event: 'paid' });
  if (row.order.status === 'cancelled')
    history.push({ at: row.order.updatedAt.toISOString(), event: 'cancelled' });
  if (row.subscribedAt) history.push({ at: row.subscribedAt.toISOString(), event: 'subscribed' });
  return {
    id: row.order.id,
    status: row.order.status,
    amount: row.order.amount,
    currency: row.order.currency,
    created_at: row.order.createdAt.toISOString(),
    offer: row.offer?.id != null ? { id: row.offer.id, name: row.offer.name } : null,
    product: row.course,
    user: row.user,
    history,
  };
}

/**
 * `POST /orders`: an order of one of the school's offers for a contact (a user by email), paid at once:
 * this is how an expert grants a course by hand. The contact is subscribed through the offer (a
 * subscription they already had now follows this offer). 422 when no user has that email.
 */
export async function createOrder(
  db: Db,
  school: SchoolId,
  body: { offer_id: number; email: string },
): Promise<Order> {
  const [offer] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, body.offer_id), eq(offers.cabinetId, school)));
  if (!offer) throw new HttpError(422, 'Choose an offer.', { errors: { offer_id: ['Choose an offer.'] } });
  const [contact] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  if (!contact)
    throw new HttpError(422, 'No one has signed up with this email.', {
      errors: { email: ['No one has signed up with this email.'] },
    });
  const orderId = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: contact.id,
        courseId: offer.courseId,
        offerId: offer.id,
        amount: offer.price,
        currency: offer.currency,
        status: 'paid',
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('The order was not written.');
    await tx
      .insert(subscriptions)
      .values({
        userId: contact.id,
        courseId: offer.courseId,
        offerId: offer.id,
        orderId: order.id,
        source: 'order',
      })
      .onConflictDoUpdate({
        target: [subscriptions.userId, subscriptions.courseId],
        set: { offerId: offer.id, orderId: order.id, source: 'order' },
      });
    return order.id;
  });
  return orderOfSchool(db, school, orderId);
}
