import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Offer, OfferRequest } from '../../../core/api/lesson-page.ts';
import type { SchoolId } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { courses, lessons, offers, subscriptions } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';

export const OFFER_NOT_FOUND = 'There is no such offer.';
const PRODUCT_NOT_FOUND = 'There is no such course.';

type OfferRow = typeof offers.$inferSelect;

const offerView = (row: OfferRow, productTitle: string, participants?: number): Offer => ({
  id: row.id,
  name: row.name,
  price: row.price,
  currency: row.currency,
  status: row.status,
  product_id: row.courseId,
  product_title: productTitle,
  lesson_ids: row.lessonIds,
  ...(participants === undefined ? {} : { participants_count: participants }),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export interface OffersQuery {
  page: number;
  per_page: number;
  products?: string;
  with_counts?: string;
  with_draft?: string;
  display_all?: string;
  is_full?: string;
  query?: string;
}

const on = (flag: string | undefined) => flag === '1' || flag === 'true';

/**
 * `GET /offers`: the school's offers, newest first; active only unless `with_draft` or `display_all`;
 * of the `products` (course ids) named; `query` matches the name. `with_counts` adds the subscriptions bought through it
 * (`is_full` and every offer carry the lessons it opens).
 */
export async function listOffers(db: Db, school: SchoolId, query: OffersQuery) {
  const conditions: SQL[] = [eq(offers.cabinetId, school)];
  if (!on(query.with_draft) && !on(query.display_all)) conditions.push(eq(offers.status, 'active'));
  if (query.products) conditions.push(inArray(offers.courseId, query.products.split(',').map(Number)));
  if (query.query?.trim()) conditions.push(ilike(offers.name, `%${escapeLike(query.query.trim())}%`));
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(offers).where(where);
  const rows = await db
    .select({ offer: offers, title: courses.title })
    .from(offers)
    .innerJoin(courses, eq(courses.id, offers.courseId))
    .where(where)
    .orderBy(asc(offers.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const counts = new Map<number, number>();
  if (on(query.with_counts) && rows.length > 0) {
    const grouped = await db
      .select({ offerId: subscriptions.offerId, value: count() })
      .from(subscriptions)
      .where(
        inArray(
          subscriptions.offerId,
          rows.map((row) => row.offer.id),
        ),
      )
      .groupBy(subscriptions.offerId);
    for (const row of grouped) if (row.offerId != null) counts.set(row.offerId, row.value);
  }
  const totalCount = total?.value ?? 0;
  const lastPage = Math.max(1, Math.ceil(totalCount / query.per_page));
  return {
    data: rows.map((row) =>
      offerView(row.offer, row.title, on(query.with_counts) ? (counts.get(row.offer.id) ?? 0) : undefined),
    ),
    meta: { current_page: query.page, per_page: query.per_page, total: totalCount, last_page: lastPage },
    links: {
      next: query.page < lastPage ? `/api/v1/offers?page=${query.page + 1}&per_page=${query.per_page}` : null,
    },
  };
}

/** One offer of the school: 404 for any other id. */
export async function offerOfSchool(db: Db, school: SchoolId, offerId: number): Promise<Offer> {
  const [row] =
    Number.isSafeInteger(offerId) && offerId > 0 && offerId <= 2_147_483_647
      ? await db
          .select({ offer: offers, title: courses.title })
          .from(offers)
          .innerJoin(courses, eq(courses.id, offers.courseId))
          .where(and(eq(offers.id, offerId), eq(offers.cabinetId, school)))
      : [];
  if (!row) throw new HttpError(404, OFFER_NOT_FOUND);
  return offerView(row.offer, row.title);
}

/** The course an offer sells, in the school, and the lessons named kept to that course's. */
async function productAndLessons(db: Db, school: SchoolId, body: OfferRequest) {
  const [course] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, body.product_id), eq(courses.cabinetId, school)));
  if (!course) throw new HttpError(422, PRODUCT_NOT_FOUND, { errors: { product_id: [PRODUCT_NOT_FOUND] } });
  const wanted = [...new Set(body.lesson_ids)];
  const found =
    wanted.length === 0
      ? []
      : await db
          .select({ id: lessons.id })
          .from(lessons)
          .where(and(eq(lessons.courseId, course.id), inArray(lessons.id, wanted)));
  if (found.length !== wanted.length)
    throw new HttpError(422, 'Choose lessons of the course.', {
      errors: { lesson_ids: ['Choose lessons of the course.'] },
    });
  return { course, lessonIds: wanted };
}

/** `POST /offers`: a new offer of a course of the school. */
export async function createOffer(db: Db, school: SchoolId, body: OfferRequest): Promise<Offer> {
  const { course, lessonIds } = await productAndLessons(db, school, body);
  const [row] = await db
    .insert(offers)
    .values({
      cabinetId: school,
      courseId: course.id,
      name: body.name,
      price: body.price,
      currency: body.currency,
      status: body.status,
      lessonIds,
    })
    .returning();
  if (!row) throw new Error('The offer was not written.');
  return offerView(row, course.title);
}

/** `PUT /offers/{id}`: the offer as sent (its course may change within the school). */
export async function updateOffer(
  db: Db,
  school: SchoolId,
  offerId: number,
  body: OfferRequest,
): Promise<Offer> {
  await offerOfSchool(db, school, offerId);
  const { course, lessonIds } = await productAndLessons(db, school, body);
  const [row] = await db
    .update(offers)
    .set({
      courseId: course.id,
      name: body.name,
      price: body.price,
      currency: body.currency,
      status: body.status,
      lessonIds,
      updatedAt: new Date(),
    })
    .where(and(eq(offers.id, offerId), eq(offers.cabinetId, school)))
    .returning();
  if (!row) throw new HttpError(404, OFFER_NOT_FOUND);
  return offerView(row, course.title);
}
