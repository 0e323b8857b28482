import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FileRecord } from '../../../core/api/files.ts';
import type { SchoolId } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { fileRecordsOf } from './file-records.ts';

/**
 * One page of a school's uploaded files for the expert's storage page, newest first, each with its
 * children (what the media worker made), and how many there are in all. Derived media and deleted
 * files are not listed.
 */
export async function listSchoolFiles(
  db: Db,
  school: SchoolId,
  page: { page: number; perPage: number },
): Promise<{ records: (FileRecord & { size: number })[]; total: number }> {
  const own = and(eq(files.cabinetId, school), isNull(files.parentId), isNull(files.deletedAt));
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(files).where(own);
  const rows = await db
    .select()
    .from(files)
    .where(own)
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return {
    records: await fileRecordsOf(db, rows),
    total: counted?.total ?? 0,
  };
}
