import { and, eq } from 'drizzle-orm';
import type { PreviewSettings, PreviewSettingsRequest } from '../../../core/api/lesson-page.ts';
import type { CourseRow } from '../access/lesson-reach.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { coursePreviewSettings, offers, subscriptions } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { previewChoiceOf } from './lesson-access-facts.ts';

const view = (choice: Awaited<ReturnType<typeof previewChoiceOf>>): PreviewSettings => ({
  type: { id: choice.typeId },
  offer: choice.offer ? { id: choice.offer.id, name: choice.offer.name } : null,
  user: choice.user,
});

/** `GET /courses/{id}/preview-settings`: how the expert sees the course's lessons (1 as themselves by default). */
export async function readPreviewSettings(db: Db, userId: number, course: Reached<CourseRow>) {
  return view(await previewChoiceOf(db, userId, course.id));
}

/**
 * `POST /courses/{id}/preview-settings`: the expert sees the lessons as themselves (1), as a new buyer
 * of one of the course's offers (2) or as one of its participants (3). The offer and participant must be
 * the course's (422 otherwise).
 */
export async function savePreviewSettings(
  db: Db,
  userId: number,
  course: Reached<CourseRow>,
  body: PreviewSettingsRequest,
): Promise<PreviewSettings> {
  const offerId = body.type === 2 ? (body.offer_id ?? null) : null;
  const participantId = body.type === 3 ? (body.user_id ?? null) : null;
  if (offerId != null) {
    const [offer] = await db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.id, offerId), eq(offers.courseId, course.id)));
    if (!offer)
      throw new HttpError(422, 'Choose an offer of this course.', {
        errors: { offer_id: ['Choose an offer of this course.'] },
      });
  }
  if (participantId != null) {
    const [member] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, participantId), eq(subscriptions.courseId, course.id)));
    if (!member)
      throw new HttpError(422, 'Choose a participant of this course.', {
        errors: { user_id: ['Choose a participant of this course.'] },
      });
  }
  await db
    .insert(coursePreviewSettings)
    .values({ userId, courseId: course.id, typeId: body.type, offerId, participantId })
    .onConflictDoUpdate({
      target: [coursePreviewSettings.userId, coursePreviewSettings.courseId],
      set: { typeId: body.type, offerId, participantId, updatedAt: new Date() },
    });
  return view(await previewChoiceOf(db, userId, course.id));
}
