import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import { type CabinetRole, courseReaderStanding } from '../../../core/permissions/index.ts';
import { membershipOfCourseSchool, subscriptionOf } from '../access/course-reader-joins.ts';
import { builtOnce, placeholder } from '../db/built-once.ts';
import type { Db } from '../db/client.ts';
import { cabinetMembers, courses, lessons, quizAttempts, quizzes, subscriptions } from '../db/schema.ts';
import type { UserRow } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';

/** A quiz row. */
export type QuizRow = typeof quizzes.$inferSelect;
/** An attempt row. */
export type AttemptRow = typeof quizAttempts.$inferSelect;

/** Where a quiz call is made from: a lesson, or a lesson block (spec 2 §7 base). */
export type QuizBase = { lessonId: number } | { unitId: number };

/** A quiz the user may reach, the course it sits in, and whether the user is one of its experts. */
export interface QuizScope {
  quiz: QuizRow;
  courseId: number;
  cabinetId: number;
  isExpert: boolean;
}

export const QUIZ_NOT_FOUND = 'There is no such quiz.';
export const UNIT_NOT_FOUND = 'There is no such lesson block.';
export const ATTEMPT_NOT_FOUND = 'There is no such attempt.';

async function isSubscribed(db: Db, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.courseId, courseId)));
  return row !== undefined;
}

async function courseOfLesson(db: Db, lessonId: number) {
  const [row] = await db
    .select({ courseId: courses.id, cabinetId: courses.cabinetId })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, lessonId));
  return row;
}

/**
 * The quiz with the user's standing: 404 when it is not in this base or the user has nothing to do
 * with its school (another school's quiz is not there for them, whatever its id), 403 for a member
 * of the school who is not subscribed to its course.
 */
export async function requireQuiz(
  db: Db,
  user: UserRow,
  quizId: number,
  base?: QuizBase,
): Promise<QuizScope> {
  // One round trip: the quiz, its school, the user's role there and subscription.
  const [row] = await db
    .select({
      quiz: quizzes,
      courseId: courses.id,
      cabinetId: courses.cabinetId,
      role: cabinetMembers.role,
      subscriptionId: subscriptions.id,
    })
    .from(quizzes)
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(cabinetMembers, membershipOfCourseSchool(user.id))
    .leftJoin(subscriptions, subscriptionOf(user.id))
    .where(eq(quizzes.id, quizId));
  const standing = row ? courseReaderStanding(row.role, row.subscriptionId != null) : 'stranger';
  if (!row || standing === 'stranger') throw new HttpError(404, QUIZ_NOT_FOUND);
  const { quiz } = row;
  if (base && 'lessonId' in base && quiz.lessonId !== base.lessonId) throw new HttpError(404, QUIZ_NOT_FOUND);
  if (
    base &&
    'unitId' in base &&
    (quiz.infoUnitId !== base.unitId || quiz.lessonId !== (await lessonOfUnit(db, user.id, base.unitId)))
  )
    throw new HttpError(404, QUIZ_NOT_FOUND);
  if (standing === 'closed') throw new HttpError(403, 'Subscribe to the course to take this quiz.');
  return { quiz, courseId: row.courseId, cabinetId: row.cabinetId, isExpert: standing === 'expert' };
}

/** requireQuiz's rule for a quiz already reached: its expert, or a student of its course (403 otherwise). */
export async function requireQuizTaker(db: Db, user: UserRow, scope: QuizScope): Promise<void> {
  if (!scope.isExpert && !(await isSubscribed(db, user.id, scope.courseId))) {
    throw new HttpError(403, 'Subscribe to the course to take this quiz.');
  }
}

/** Whether a role in a school reads its quizzes as an expert (owner, admin, curator). */
function isExpertRole(role: CabinetRole | null): boolean {
  return courseReaderStanding(role, false) === 'expert';
}

/**
 * The lesson a lesson block is in, as the user sees it: the lesson of the block's first quiz in a
 * course the user is subscribed to or a school they are a member of. A block no school of the user's
 * uses is not found, so a quiz another school points at it never reaches this school's people.
 */
export async function lessonOfUnit(db: Db, userId: number, unitId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ lessonId: quizzes.lessonId })
    .from(quizzes)
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(cabinetMembers, membershipOfCourseSchool(userId))
    .leftJoin(subscriptions, subscriptionOf(userId))
    .where(and(eq(quizzes.infoUnitId, unitId), or(isNotNull(cabinetMembers.id), isNotNull(subscriptions.id))))
    .orderBy(asc(quizzes.id))
    .limit(1);
  return row?.lessonId;
}

/** The user's role in a school, or null when they are not a member. */
async function roleIn(db: Db, userId: number, cabinetId: number): Promise<CabinetRole | null> {
  const [member] = await db
    .select({ role: cabinetMembers.role })
    .from(cabinetMembers)
    .where(and(eq(cabinetMembers.cabinetId, cabinetId), eq(cabinetMembers.userId, userId)));
  return member?.role ?? null;
}

/**
 * The base's quizzes (a block resolved through the user's schools): 404 without it or for someone
 * with no tie to its school, 403 for a member who is not subscribed.
 */
export async function requireBase(
  db: Db,
  user: UserRow,
  base: QuizBase,
): Promise<{ isExpert: boolean; quizzes: QuizRow[] }> {
  const lessonId = 'lessonId' in base ? base.lessonId : await lessonOfUnit(db, user.id, base.unitId);
  const course = lessonId == null ? undefined : await courseOfLesson(db, lessonId);
  if (lessonId == null || !course)
    throw new HttpError(404, 'unitId' in base ? UNIT_NOT_FOUND : 'There is no such lesson.');
  const standing = courseReaderStanding(
    await roleIn(db, user.id, course.cabinetId),
    await isSubscribed(db, user.id, course.courseId),
  );
  // Someone with no tie to the lesson's school meets it as a lesson that does not exist.
  if (standing === 'stranger') throw new HttpError(404, 'There is no such lesson.');
  if (standing === 'closed') throw new HttpError(403, 'Subscribe to the course to take its quizzes.');
  const isExpert = standing === 'expert';
  const rows = await db
    .select()
    .from(quizzes)
    .where(
      'unitId' in base
        ? and(eq(quizzes.lessonId, lessonId), eq(quizzes.infoUnitId, base.unitId))
        : eq(quizzes.lessonId, lessonId),
    )
    .orderBy(asc(quizzes.position), asc(quizzes.id));
  return { isExpert, quizzes: rows };
}

/**
 * The attempt, its quiz, the school, and the user's role there, in one round trip. Every attempt call
 * (each quiz answer) asks it: built once and prepared (`builtOnce`), one round trip on PostgreSQL.
 */
const attemptWithStanding = builtOnce<
  { attempt: AttemptRow; quiz: QuizRow; courseId: number; cabinetId: number; role: CabinetRole | null },
  { attemptId: number; userId: number }
>('quiz_require_attempt', (db) =>
  db
    .select({
      attempt: quizAttempts,
      quiz: quizzes,
      courseId: courses.id,
      cabinetId: courses.cabinetId,
      role: cabinetMembers.role,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    // The user's id is bound at each call (the join's rule takes it as a value; here a placeholder).
    .leftJoin(cabinetMembers, membershipOfCourseSchool(placeholder('userId') as unknown as number))
    .where(eq(quizAttempts.id, placeholder('attemptId'))),
);

/** An attempt the user owns (student) or may review (an expert of the quiz's school); 404 otherwise. */
export async function requireAttempt(
  db: Db,
  user: UserRow,
  attemptId: number,
): Promise<{ attempt: AttemptRow; scope: QuizScope; isOwner: boolean }> {
  const [row] = await attemptWithStanding(db, { attemptId, userId: user.id });
  if (!row) throw new HttpError(404, ATTEMPT_NOT_FOUND);
  const isOwner = row.attempt.userId === user.id;
  const isExpert = isExpertRole(row.role);
  if (!isOwner && !isExpert) throw new HttpError(404, ATTEMPT_NOT_FOUND);
  return {
    attempt: row.attempt,
    scope: { quiz: row.quiz, courseId: row.courseId, cabinetId: row.cabinetId, isExpert },
    isOwner,
  };
}
