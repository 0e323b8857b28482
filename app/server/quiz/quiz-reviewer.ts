import { and, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import { type CabinetRole, hasAtLeast, permissionsForRole } from '../../../core/permissions/index.ts';
import type { Db } from '../db/client.ts';
import {
  cabinetMembers,
  comments,
  courses,
  lessons,
  quizAttemptResults,
  quizAttempts,
  quizzes,
} from '../db/schema.ts';

/** Reviewing a school's quizzes takes `quiz_curator` or more there (owner and admin through `quiz_all`). */
const QUIZ_REVIEW_ACTIONS = ['curator'] as const;

/** Whether a role in a school lets its holder review the school's quizzes. */
export function reviewsQuizzes(role: CabinetRole): boolean {
  return hasAtLeast(permissionsForRole(role), 'quiz', QUIZ_REVIEW_ACTIONS);
}

/**
 * Whether the user reviews quizzes in a school where the file's uploader attached it to their own
 * attempt at one of its quizzes: in an answer's `files` or their comment's `comment_files`.
 */
export async function reviewsAttemptFile(
  db: Db,
  userId: number,
  file: { uuid: string; userId: number },
): Promise<boolean> {
  const reference = sql`${JSON.stringify([{ uuid: file.uuid }])}::jsonb`;
  const inAnswer = db
    .select({ id: quizAttemptResults.id })
    .from(quizAttemptResults)
    .where(
      and(
        eq(quizAttemptResults.attemptId, quizAttempts.id),
        sql`${quizAttemptResults.files} @> ${reference}`,
      ),
    );
  const inComment = db
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.commentableType, 'quiz-attempt'),
        eq(comments.commentableId, quizAttempts.id),
        eq(comments.userId, file.userId),
        isNull(comments.deletedAt),
        sql`${comments.files} @> ${reference}`,
      ),
    );
  const schools = db
    .select({ cabinetId: courses.cabinetId })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(quizAttempts.userId, file.userId), or(exists(inAnswer), exists(inComment))));
  const roles = await db
    .select({ role: cabinetMembers.role })
    .from(cabinetMembers)
    .where(and(eq(cabinetMembers.userId, userId), inArray(cabinetMembers.cabinetId, schools)));
  return roles.some(({ role }) => reviewsQuizzes(role));
}
