import { and, eq, exists, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cabinetMembers, courses, lessons, quizQuestions, quizzes, subscriptions } from '../db/schema.ts';

/**
 * Whether the user may read a file as one of a quiz question's description files (spec 2 §3 Question
 * `files`): a live question of a quiz holds it, and the user reads that quiz: subscribed to its course,
 * or a member of the course's school (its students and its staff). The file's own school does not
 * matter: the author may have put their own upload there (`usableFiles`), and it is read through the
 * school of the quiz that shows it. The document switches still hold for such a reader (`read`).
 */
export async function readsQuestionFile(db: Db, userId: number, file: { uuid: string }): Promise<boolean> {
  const reference = sql`${JSON.stringify([{ uuid: file.uuid }])}::jsonb`;
  const subscribed = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.courseId, courses.id)));
  const member = db
    .select({ id: cabinetMembers.id })
    .from(cabinetMembers)
    .where(and(eq(cabinetMembers.userId, userId), eq(cabinetMembers.cabinetId, courses.cabinetId)));
  const [holder] = await db
    .select({ id: quizQuestions.id })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(
      and(
        isNull(quizQuestions.deletedAt),
        sql`${quizQuestions.files} @> ${reference}`,
        or(exists(subscribed), exists(member)),
      ),
    )
    .limit(1);
  return Boolean(holder);
}
