import type { ReadSection } from '../access/lesson-reach.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/http-error.ts';
import { courseAccessFacts } from './lesson-access-facts.ts';

export const LESSON_NOT_OPEN = 'This lesson is not open for you yet.';

/**
 * A reader's section or block read goes through the lesson page's access rule: a subscriber reads only a
 * lesson that is open for them (drip, checkpoints, their offer), as the lesson page shows it (403 otherwise).
 * The school's experts read every lesson.
 */
export async function requireOpenLesson(
  db: Db,
  userId: number,
  { lesson, course, isExpert }: Reached<ReadSection>,
  now: Date,
): Promise<void> {
  if (isExpert) return;
  const facts = await courseAccessFacts(db, userId, course, now);
  if (facts.access.get(lesson.id)?.state !== 'available') throw new HttpError(403, LESSON_NOT_OPEN);
}
