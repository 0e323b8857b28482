import { and, count, desc, eq, like, or } from 'drizzle-orm';
import type { CourseCard, CourseType } from '../../../core/api/courses.ts';
import { slugify, uniqueSlug } from '../../../core/courses/index.ts';
import type { SchoolId } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { courses, lessons, subscriptions } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

const MAX_SLUG_ATTEMPTS = 5;

function cardColumns(db: Db) {
  return {
    id: courses.id,
    title: courses.title,
    slug: courses.slug,
    type: courses.type,
    status: courses.status,
    image: courses.image,
    createdAt: courses.createdAt,
    lessonsCount: db.$count(lessons, eq(lessons.courseId, courses.id)),
    studentsCount: db.$count(subscriptions, eq(subscriptions.courseId, courses.id)),
  };
}

type CardRow = {
  id: number;
  title: string;
  slug: string;
  type: CourseCard['type'];
  status: CourseCard['status'];
  image: string | null;
  createdAt: Date;
  lessonsCount: number;
  studentsCount: number;
};

function toCard(row: CardRow): CourseCard {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    type: row.type,
    status: row.status,
    image: row.image,
    lessons_count: Number(row.lessonsCount),
    students_count: Number(row.studentsCount),
    created_at: row.createdAt.toISOString(),
  };
}

/** One page of a school's courses of one type, newest first, with lesson and student counts. */
export async function listCourseCards(
  db: Db,
  cabinetId: SchoolId,
  options: { type: CourseType; page: number; perPage: number },
): Promise<{ cards: CourseCard[]; total: number }> {
  const scope = and(eq(courses.cabinetId, cabinetId), eq(courses.type, options.type));
  const [rows, [totals]] = await Promise.all([
    db
      .select(cardColumns(db))
      .from(courses)
      .where(scope)
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: count() }).from(courses).where(scope),
  ]);
  return { cards: rows.map(toCard), total: Number(totals?.total ?? 0) };
}

/**
 * A new draft in the school. Its slug is the title's, numbered when taken; a race with another
 * creation of the same title is settled by the unique index and a retry, never by a duplicate.
 */
export async function createCourse(
  db: Db,
  cabinetId: SchoolId,
  input: { title: string; type: CourseType },
): Promise<CourseCard> {
  const base = slugify(input.title);
  for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS; attempt += 1) {
    const root = base || input.type;
    const taken = await db
      .select({ slug: courses.slug })
      .from(courses)
      .where(or(eq(courses.slug, root), like(courses.slug, `${root}-%`)));
    const slug = uniqueSlug(root, new Set(taken.map((row) => row.slug)));
    try {
      const [created] = await db
        .insert(courses)
        .values({ cabinetId, title: input.title, slug, type: input.type, status: 'draft' })
        .returning({ id: courses.id });
      const [card] = await db.select(cardColumns(db)).from(courses).where(eq(courses.id, created!.id));
      return toCard(card as CardRow);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Could not find a free address for the course after several attempts.');
}
