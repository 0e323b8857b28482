import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courses, preSubscriptions } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * `POST /public/courses/{slug}/pre-subscription`: the user pre-registers for a course that allows it
 * (404 for a draft course or one without pre-subscription, as for no course); a repeat changes nothing.
 */
export async function preSubscribe(db: Db, userId: number, courseSlug: string) {
  const [course] = await db
    .select({ id: courses.id, status: courses.status, enabled: courses.isPreSubscriptionEnabled })
    .from(courses)
    .where(eq(courses.slug, courseSlug));
  if (course?.status !== 'published' || !course.enabled) throw new HttpError(404, 'There is no such course.');
  await db.insert(preSubscriptions).values({ userId, courseId: course.id }).onConflictDoNothing();
  return { is_course_pre_subscribed: true };
}
