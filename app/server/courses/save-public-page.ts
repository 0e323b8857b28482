import { eq, sql } from 'drizzle-orm';
import type { PublicPage, PublicPageSave } from '../../../core/api/courses.ts';
import type { FieldErrors } from '../../../core/api/field-errors.ts';
import { coverFileUuid } from '../../../core/public-page/cover-address.ts';
import { COVER_IMAGE_MIME_TYPES } from '../../../core/public-page/public-page.constants.ts';
import type { CourseRow } from '../access/lesson-reach.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { courses } from '../db/schema.ts';
import {
  addError,
  type ContentAuthor,
  checkUnits,
  refusal,
  type StoredContent,
  storedPageContent,
  usableFiles,
  writeContent,
} from '../lessons/lesson-content.ts';
import { publicPageView } from './public-page-view.ts';

/** What a save of the page did: saved (the page as it now is), or met a newer version (the server's page). */
export type PublicPageSaveOutcome = { saved: PublicPage } | { conflict: PublicPage };

export const STALE_PAGE_VERSION =
  'Someone saved this public page after you opened it. Reload it, or save your version over theirs.';
export const NOT_A_COVER_IMAGE = 'A cover is a JPEG, PNG or WebP image of yours or of your school.';

/** The course's page version, locked for the rest of the transaction: answers whether `version` is it. */
async function lockPageVersion(tx: Db, courseId: number, version: number): Promise<boolean> {
  const [row] = await tx
    .select({ version: courses.publicPageVersion })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return row?.version === version;
}

/**
 * Checks a new cover: an address of a file of this site must name a live image the author or their
 * school uploaded (the cover the page already has stays acceptable). Adds what is wrong to `errors`.
 */
async function checkCover(
  tx: Db,
  image: string | null | undefined,
  current: string | null,
  author: ContentAuthor,
  errors: FieldErrors,
): Promise<void> {
  const uuid = image ? coverFileUuid(image) : null;
  if (uuid === null || image === current) return;
  const [file] = await usableFiles(tx, [uuid], author);
  if (!file || !(COVER_IMAGE_MIME_TYPES as readonly string[]).includes(file.mimeType))
    addError(errors, 'image', NOT_A_COVER_IMAGE);
}

/** The page's blocks all go in its first section (made when the first block comes); any others go. */
function pageSections(stored: StoredContent, units: PublicPageSave['info_units']) {
  const [first] = [...stored.sections.values()].sort((a, b) => a.position - b.position || a.id - b.id);
  if (!first && units.length === 0) return [];
  return [{ id: first?.id ?? null, name: first?.name ?? '', copied: false, info_units: units }];
}

/**
 * `PUT /courses/{course}/public-page`: saves the whole page in one transaction. A save naming an older
 * version changes nothing and answers the page as it now is (409); blocks or files that are not the
 * page's or the author's are refused (422) before anything is written. Blocks are checked and written
 * as a lesson's are (lesson-content.ts).
 */
export async function savePublicPage(
  db: Db,
  author: ContentAuthor,
  course: Reached<CourseRow>,
  body: PublicPageSave,
): Promise<PublicPageSaveOutcome> {
  const saved = await db.transaction(async (tx) => {
    if (!(await lockPageVersion(tx, course.id, body.version))) return false;
    const stored = await storedPageContent(tx, course.id);
    const errors: FieldErrors = {};
    await checkUnits(tx, stored, [{ field: 'info_units', units: body.info_units }], author, errors);
    const [row] = await tx.select({ image: courses.image }).from(courses).where(eq(courses.id, course.id));
    await checkCover(tx, body.image, row?.image ?? null, author, errors);
    if (Object.keys(errors).length > 0) throw refusal(errors);
    await writeContent(tx, stored, pageSections(stored, body.info_units));
    await tx
      .update(courses)
      .set({
        ...(body.image !== undefined ? { image: body.image } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        publicPageVersion: sql`${courses.publicPageVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(courses.id, course.id));
    return true;
  });
  const now = await publicPageView(db, course);
  return saved ? { saved: now } : { conflict: now };
}
