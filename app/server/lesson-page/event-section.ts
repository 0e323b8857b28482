import { asc, eq } from 'drizzle-orm';
import type { LessonPage } from '../../../core/api/lesson-page.ts';
import type { BaseReach } from '../access/guards.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { infoSections, infoUnits } from '../db/schema.ts';
import { lessonById, lessonPageOf } from './lesson-page-dto.ts';

/**
 * The section a started or watched event refreshes, as the lesson page shows it to the caller: the
 * block's own section for a block's event, the lesson's first for the lesson's.
 */
export async function refreshedSection(
  db: Db,
  userId: number,
  { base }: Reached<BaseReach>,
  now: Date,
): Promise<LessonPage['section']> {
  let lessonId: number;
  let index = 0;
  if ('lessonId' in base) lessonId = base.lessonId;
  else {
    const [unit] = await db
      .select({ sectionId: infoUnits.infoSectionId, lessonId: infoSections.lessonId })
      .from(infoUnits)
      .innerJoin(infoSections, eq(infoSections.id, infoUnits.infoSectionId))
      .where(eq(infoUnits.id, base.unitId));
    if (!unit?.lessonId) return null;
    lessonId = unit.lessonId;
    const order = await db
      .select({ id: infoSections.id })
      .from(infoSections)
      .where(eq(infoSections.lessonId, lessonId))
      .orderBy(asc(infoSections.position), asc(infoSections.id));
    index = Math.max(
      0,
      order.findIndex((section) => section.id === unit.sectionId),
    );
  }
  return (await lessonPageOf(db, userId, await lessonById(db, lessonId), index, now)).section;
}
