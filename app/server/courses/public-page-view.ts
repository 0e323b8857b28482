import { asc, eq } from 'drizzle-orm';
import type { PublicPage } from '../../../core/api/courses.ts';
import type { CourseRow } from '../access/lesson-reach.ts';
import type { Db } from '../db/client.ts';
import { courses, infoSections } from '../db/schema.ts';
import { authorSections } from '../lessons/lesson-view.ts';

// The course's public page as its author edits it: the cover, the description, the blocks of every
// page section in order (one list to the author) and the version a save must name.

/**
 * `GET /courses/{course}/public-page`, read afresh: `course` is a course the caller reached (the save
 * calls it after writing). A block's `order` is its place on the page.
 */
export async function publicPageView(db: Db, course: Pick<CourseRow, 'id'>): Promise<PublicPage> {
  const [row] = await db.select().from(courses).where(eq(courses.id, course.id));
  if (!row) throw new Error(`The course ${course.id} is gone.`);
  const sections = await db
    .select()
    .from(infoSections)
    .where(eq(infoSections.courseId, row.id))
    .orderBy(asc(infoSections.position), asc(infoSections.id));
  const units = (await authorSections(db, sections)).flatMap((section) => section.info_units);
  return {
    id: row.id,
    course: { id: row.id, title: row.title, slug: row.slug, type: row.type },
    image: row.image,
    description: row.description,
    info_units: units.map((unit, index) => ({ ...unit, order: index + 1 })),
    version: row.publicPageVersion,
  };
}
