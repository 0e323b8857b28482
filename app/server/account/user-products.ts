import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Product } from '../../../core/api/account.ts';
import type { Db } from '../db/client.ts';
import { cabinets, courses, lessonProgress, lessons, subscriptions } from '../db/schema.ts';

/** Where a student opens a product of theirs. */
export function productUrl(slug: string): string {
  return `/courses/${slug}`;
}

/**
 * The products the user is subscribed to, with lesson counts and how many they completed.
 * Always filtered by the user's subscriptions, so no other user's courses can appear.
 */
export async function listUserProducts(
  db: Db,
  userId: number,
  options: { page?: number; perPage?: number; search?: string | undefined } = {},
): Promise<{ products: Product[]; total: number }> {
  const mine = and(
    eq(subscriptions.userId, userId),
    options.search ? ilike(courses.title, `%${options.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const lessonsCount = db.select({ value: count() }).from(lessons).where(eq(lessons.courseId, courses.id));
  const completedCount = db
    .select({ value: count() })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(
      and(
        eq(lessons.courseId, courses.id),
        eq(lessonProgress.userId, userId),
        sql`${lessonProgress.completedAt} is not null`,
      ),
    );
  let query = db
    .select({
      id: courses.id,
      title: courses.title,
      slug: courses.slug,
      type: courses.type,
      image: courses.image,
      cabinetId: courses.cabinetId,
      cabinetName: cabinets.name,
      lessonsCount: sql<number>`(${lessonsCount})`.mapWith(Number),
      completedCount: sql<number>`(${completedCount})`.mapWith(Number),
    })
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .innerJoin(cabinets, eq(cabinets.id, courses.cabinetId))
    .where(mine)
    .orderBy(asc(subscriptions.createdAt), asc(courses.id))
    .$dynamic();
  if (options.perPage)
    query = query.limit(options.perPage).offset(((options.page ?? 1) - 1) * options.perPage);
  const [rows, totals] = await Promise.all([
    query,
    db
      .select({ value: count() })
      .from(subscriptions)
      .innerJoin(courses, eq(courses.id, subscriptions.courseId))
      .where(mine),
  ]);
  return {
    total: totals[0]?.value ?? 0,
    products: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      type: row.type,
      image: row.image,
      cabinet_id: row.cabinetId,
      cabinet_name: row.cabinetName,
      lessons_count: row.lessonsCount,
      completed_lessons_count: row.completedCount,
      url: productUrl(row.slug),
    })),
  };
}
