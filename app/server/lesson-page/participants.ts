import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { CourseRow } from '../access/lesson-reach.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { subscriptions, users } from '../db/schema.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * `GET /products/{course}/participants`: the course's subscribers by name, `filters[search]` matching
 * name or email, `limit` a page; `links.next` is the next page's address while there is one.
 */
export async function listParticipants(
  db: Db,
  course: Reached<CourseRow>,
  query: { page: number; limit: number; 'filters[search]'?: string },
) {
  const search = query['filters[search]']?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : null;
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.courseId, course.id),
        pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  const more = rows.length > query.limit;
  const params = new URLSearchParams({ page: String(query.page + 1), limit: String(query.limit) });
  if (search) params.set('filters[search]', search);
  return {
    data: rows.slice(0, query.limit),
    links: { next: more ? `/api/v1/products/${course.id}/participants?${params}` : null },
  };
}
