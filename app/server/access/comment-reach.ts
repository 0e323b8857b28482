import { and, eq, isNull } from 'drizzle-orm';
import { type CommentableKind, canSeeComment } from '../../../core/comments/index.ts';
import { courseReaderStanding } from '../../../core/permissions/index.ts';
import type { Db } from '../db/client.ts';
import {
  cabinetMembers,
  comments,
  courses,
  lessons,
  quizQuestions,
  quizzes,
  subscriptions,
} from '../db/schema.ts';
import type { UserRow } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { requireAttempt } from '../quiz/quiz-access.ts';
import { membershipOfCourseSchool, subscriptionOf } from './course-reader-joins.ts';
import { infoUnitForReader, readerIsExpert } from './lesson-reach.ts';
import { idParam, type Reached, reached } from './reached.ts';

// The thread a comment call names, found through the caller's ties to its school (docs/comments.md):
// an attempt (its student or the school's staff), a lesson or a block (a subscriber of the course or a
// member of its school), a lesson's question (the same readers as its lesson). Anyone else meets the
// thread as one that does not exist: 404, the same message as for no thread.

export const THREAD_NOT_FOUND = 'There is no such comment thread.';
export const COMMENT_NOT_FOUND = 'There is no such comment.';

/** A thread the caller reads, and where it stands. */
export interface CommentThread {
  type: CommentableKind;
  id: number;
  cabinetId: number;
  courseId: number;
  lessonId: number | null;
  /** The caller is staff (owner, admin, curator) of the commentable's school. */
  isStaff: boolean;
  /** The commentable is gone (a deleted question): nothing new may be posted on it. */
  isDeleted: boolean;
  /** The attempt of a quiz-attempt thread: its student, finish and quiz. */
  attempt: { id: number; userId: number; quizId: number; finishedAt: Date | null } | null;
  /** Whether a student may post at all on this thread (before a result's own setting). */
  studentsMayPost: boolean;
  /** The block's comment switches for a block thread (files, audio, video). */
  attachments: { files: boolean; audio: boolean; video: boolean };
}

/** The kind a request names, from the path's or body's wording. */
export function commentableKind(value: unknown): CommentableKind {
  if (value === 'quiz-attempt' || value === 'lesson' || value === 'lesson-question') return value;
  if (value === 'info-unit' || value === 'info_units' || value === 'info_unit') return 'info-unit';
  throw new HttpError(404, THREAD_NOT_FOUND);
}

const everything = { files: true, audio: true, video: true };

async function lessonForReader(db: Db, user: UserRow, lessonId: number) {
  const [row] =
    lessonId <= 2_147_483_647
      ? await db
          .select({
            lesson: lessons,
            course: courses,
            subscriptionId: subscriptions.id,
            role: cabinetMembers.role,
          })
          .from(lessons)
          .innerJoin(courses, eq(courses.id, lessons.courseId))
          .leftJoin(subscriptions, subscriptionOf(user.id))
          .leftJoin(cabinetMembers, membershipOfCourseSchool(user.id))
          .where(eq(lessons.id, lessonId))
      : [];
  if (!row) throw new HttpError(404, THREAD_NOT_FOUND);
  const isStaff = readerIsExpert(row, THREAD_NOT_FOUND);
  return { ...row, isStaff };
}

/**
 * The thread `kind`/`id` names for the caller (404 when they do not read it). `questionLessonId` is the
 * lesson a lesson-question thread's path names (the question must be in one of its quizzes).
 */
export async function threadForReader(
  db: Db,
  user: UserRow,
  kind: CommentableKind,
  id: number,
  questionLessonId?: number,
): Promise<Reached<CommentThread>> {
  if (kind === 'quiz-attempt') {
    const found = await requireAttempt(db, user, id).catch(() => {
      throw new HttpError(404, THREAD_NOT_FOUND);
    });
    const { quiz } = found.scope;
    return reached({
      type: kind,
      id,
      cabinetId: found.scope.cabinetId,
      courseId: found.scope.courseId,
      lessonId: quiz.lessonId,
      isStaff: found.scope.isExpert,
      isDeleted: false,
      attempt: {
        id: found.attempt.id,
        userId: found.attempt.userId,
        quizId: quiz.id,
        finishedAt: found.attempt.finishedAt,
      },
      studentsMayPost: found.isOwner,
      attachments: everything,
    });
  }
  if (kind === 'lesson') {
    const row = await lessonForReader(db, user, id);
    return reached({
      type: kind,
      id,
      cabinetId: row.course.cabinetId,
      courseId: row.course.id,
      lessonId: row.lesson.id,
      isStaff: row.isStaff,
      isDeleted: false,
      attempt: null,
      studentsMayPost: true,
      attachments: everything,
    });
  }
  if (kind === 'info-unit') {
    const found = await infoUnitForReader(db, user, id).catch(() => {
      throw new HttpError(404, THREAD_NOT_FOUND);
    });
    return reached({
      type: kind,
      id,
      cabinetId: found.course.cabinetId,
      courseId: found.course.id,
      lessonId: found.lesson.id,
      isStaff: found.isExpert,
      isDeleted: false,
      attempt: null,
      studentsMayPost: !found.unit.isCommentsDisabled,
      attachments: {
        files: found.unit.isFileCommentEnabled,
        audio: found.unit.isAudioCommentEnabled,
        video: found.unit.isVideoCommentEnabled,
      },
    });
  }
  // A lesson's question, without an attempt.
  const [question] =
    id <= 2_147_483_647
      ? await db
          .select({ question: quizQuestions, lessonId: quizzes.lessonId })
          .from(quizQuestions)
          .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
          .where(eq(quizQuestions.id, id))
      : [];
  if (!question || (questionLessonId !== undefined && question.lessonId !== questionLessonId))
    throw new HttpError(404, THREAD_NOT_FOUND);
  const row = await lessonForReader(db, user, question.lessonId);
  return reached({
    type: kind,
    id,
    cabinetId: row.course.cabinetId,
    courseId: row.course.id,
    lessonId: row.lesson.id,
    isStaff: row.isStaff,
    isDeleted: question.question.deletedAt !== null,
    attempt: null,
    studentsMayPost: question.question.isCommentEnabled,
    attachments: {
      files: question.question.canUpload,
      audio: question.question.isAudioCommentEnabled,
      video: question.question.isVideoCommentEnabled,
    },
  });
}

/** The thread a list path names (`/comments/{kind}/{id}`, `/lessons/{id}/questions/{id}/comments`). */
export function threadOfPath(
  db: Db,
  user: UserRow,
  params: Readonly<Record<string, string>>,
): Promise<Reached<CommentThread>> {
  if (params.questionId !== undefined)
    return threadForReader(
      db,
      user,
      'lesson-question',
      idParam(params.questionId, 'comment thread'),
      idParam(params.lessonId, 'comment thread'),
    );
  if (params.attemptId !== undefined)
    return threadForReader(db, user, 'quiz-attempt', idParam(params.attemptId, 'comment thread'));
  if (params.unitId !== undefined)
    return threadForReader(db, user, 'info-unit', idParam(params.unitId, 'comment thread'));
  return threadForReader(db, user, 'lesson', idParam(params.lessonId, 'comment thread'));
}

/** The thread a body names (`commentable_type`, `commentable_id`); 404 for anything not readable. */
export async function threadOfBody(db: Db, user: UserRow, body: unknown): Promise<Reached<CommentThread>> {
  const named = (body ?? {}) as { commentable_type?: unknown; commentable_id?: unknown };
  const kind = commentableKind(named.commentable_type);
  const id = Number(named.commentable_id);
  if (!Number.isInteger(id) || id < 1) throw new HttpError(404, THREAD_NOT_FOUND);
  return threadForReader(db, user, kind, id);
}

/** A course the caller subscribes to or whose school they belong to (404 otherwise). */
export async function courseForReader(
  db: Db,
  user: UserRow,
  courseId: number,
): Promise<Reached<{ id: number; cabinetId: number; isStaff: boolean }>> {
  const [row] =
    courseId <= 2_147_483_647
      ? await db
          .select({ course: courses, subscriptionId: subscriptions.id, role: cabinetMembers.role })
          .from(courses)
          .leftJoin(subscriptions, subscriptionOf(user.id))
          .leftJoin(cabinetMembers, membershipOfCourseSchool(user.id))
          .where(eq(courses.id, courseId))
      : [];
  if (!row) throw new HttpError(404, 'There is no such course.');
  const standing = courseReaderStanding(row.role, row.subscriptionId != null);
  if (standing === 'stranger' || standing === 'closed') throw new HttpError(404, 'There is no such course.');
  return reached({ id: row.course.id, cabinetId: row.course.cabinetId, isStaff: standing === 'expert' });
}

/** A comment the caller sees, with its thread. */
export interface ReachedComment {
  row: typeof comments.$inferSelect;
  thread: CommentThread;
}

/** The comment `:commentId` names, when the caller sees it (404 otherwise, as for no comment). */
export async function commentForReader(
  db: Db,
  user: UserRow,
  commentId: number,
): Promise<Reached<ReachedComment>> {
  const [row] =
    commentId <= 2_147_483_647
      ? await db
          .select()
          .from(comments)
          .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)))
      : [];
  if (!row) throw new HttpError(404, COMMENT_NOT_FOUND);
  const thread = await threadForReader(db, user, row.commentableType, row.commentableId).catch(() => {
    throw new HttpError(404, COMMENT_NOT_FOUND);
  });
  const seen = canSeeComment(
    { userId: user.id, isStaff: thread.isStaff },
    { userId: row.userId, isPrivate: row.isPrivate, isRestricted: row.isRestricted, deleted: false },
  );
  if (!seen) throw new HttpError(404, COMMENT_NOT_FOUND);
  return reached({ row, thread });
}
