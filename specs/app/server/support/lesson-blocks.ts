import { asc, eq, max } from 'drizzle-orm';
import { infoSections, infoUnits } from '../../../../app/server/db/schema.ts';
import type { TestServer } from './test-server.ts';

/**
 * Adds a block (a practice block unless told) at the end of a lesson's first section, making the
 * section when the lesson has none; answers the block's id. For specs that need a real lesson block
 * (a quiz's `info_unit_id` names one) without building the lesson through the constructor.
 */
export async function addBlock(server: TestServer, lessonId: number, typeId = 5): Promise<number> {
  const db = server.database.db;
  let [section] = await db
    .select({ id: infoSections.id })
    .from(infoSections)
    .where(eq(infoSections.lessonId, lessonId))
    .orderBy(asc(infoSections.position), asc(infoSections.id))
    .limit(1);
  if (!section) [section] = await db.insert(infoSections).values({ lessonId, name: 'Section 1' }).returning();
  const [last] = await db
    .select({ position: max(infoUnits.position) })
    .from(infoUnits)
    .where(eq(infoUnits.infoSectionId, section!.id));
  const [block] = await db
    .insert(infoUnits)
    .values({ infoSectionId: section!.id, typeId, position: (last?.position ?? -1) + 1 })
    .returning({ id: infoUnits.id });
  return block!.id;
}
