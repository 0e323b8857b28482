import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { QuizFile } from '../../../core/api/quiz.ts';
import { canSeeComment, formatCommentText } from '../../../core/comments/index.ts';
import { formatShortDateTime } from '../../../core/format/index.ts';
import type { Db } from '../db/client.ts';
import {
  comments,
  courses,
  lessons,
  quizAttemptQuestions,
  quizAttempts,
  quizzes,
  users,
} from '../db/schema.ts';
import { type AttachedFiles, describeFiles } from './attached-files.ts';

// An attempt's comments live in the one comments store (docs/comments.md): a thread of type
// 'quiz-attempt' on the attempt, narrowed to a question; the quiz page, the review and the result read the same rows.

/** A stored comment on an attempt (a row of `comments` of type 'quiz-attempt'). */
export type AttemptCommentRow = typeof comments.$inferSelect;

/** The school, course and lesson an attempt's comments are stored under. */
async function placeOfAttempt(tx: Db, attemptId: number) {
  const [place] = await tx
    .select({ cabinetId: courses.cabinetId, courseId: courses.id, lessonId: lessons.id })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(quizAttempts.id, attemptId));
  return place!;
}

/**
 * Stores the student's comment on a question of an attempt: one per question, a re-send replaces it,
 * an empty one without files removes it. The attempt's question row points at it (results.comment_id).
 */
export async function saveQuestionComment(
  tx: Db,
  attemptId: number,
  questionId: number,
  userId: number,
  comment: { text: string; files: readonly string[] },
  now: Date,
): Promise<{ comment: AttemptCommentRow | null; row: typeof quizAttemptQuestions.$inferSelect }> {
  const text = comment.text.trim();
  const files = comment.files.map((uuid) => ({ uuid }));
  const [linked] = await tx
    .select({ id: comments.id })
    .from(quizAttemptQuestions)
    .innerJoin(comments, eq(comments.id, quizAttemptQuestions.commentId))
    .where(
      and(
        eq(quizAttemptQuestions.attemptId, attemptId),
        eq(quizAttemptQuestions.questionId, questionId),
        eq(comments.userId, userId),
        isNull(comments.deletedAt),
      ),
    );
  let saved: AttemptCommentRow | null = null;
  if (text === '' && files.length === 0) {
    if (linked) await tx.update(comments).set({ deletedAt: now }).where(eq(comments.id, linked.id));
  } else if (linked) {
    [saved = null] = await tx
      .update(comments)
      .set({ text, files, updatedAt: now })
      .where(eq(comments.id, linked.id))
      .returning();
  } else {
    [saved = null] = await tx
      .insert(comments)
      .values({
        ...(await placeOfAttempt(tx, attemptId)),
        commentableType: 'quiz-attempt',
        commentableId: attemptId,
        quizQuestionId: questionId,
        userId,
        text,
        files,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  }
  const commentId = saved?.id ?? null;
  const [row] = await tx
    .insert(quizAttemptQuestions)
    .values({ attemptId, questionId, commentId })
    .onConflictDoUpdate({
      target: [quizAttemptQuestions.attemptId, quizAttemptQuestions.questionId],
      set: { commentId },
    })
    .returning();
  return { comment: saved, row: row! };
}

/** An expert's comment on a whole attempt (sent with a review), public to the student. */
export async function saveAttemptComment(
  db: Db,
  attemptId: number,
  userId: number,
  comment: { text: string; files: readonly string[] },
  now: Date,
): Promise<void> {
  if (comment.text.trim() === '' && comment.files.length === 0) return;
  await db.insert(comments).values({
    ...(await placeOfAttempt(db, attemptId)),
    commentableType: 'quiz-attempt',
    commentableId: attemptId,
    quizQuestionId: null,
    userId,
    text: comment.text.trim(),
    files: comment.files.map((uuid) => ({ uuid })),
    createdAt: now,
    updatedAt: now,
  });
}

/** The student's comment on one question of an attempt (the one its question row names), unless restricted or deleted. */
export function questionComment(
  state: {
    attempt: { id: number; userId: number };
    questions: readonly { questionId: number; commentId: number | null }[];
    comments: readonly AttemptCommentRow[];
  },
  questionId: number,
): AttemptCommentRow | undefined {
  const commentId = state.questions.find((row) => row.questionId === questionId)?.commentId ?? null;
  if (commentId === null) return undefined;
  return state.comments.find(
    (row) =>
      row.id === commentId &&
      row.commentableId === state.attempt.id &&
      row.userId === state.attempt.userId &&
      row.deletedAt === null &&
      !row.isRestricted,
  );
}

/** An attempt comment as spec 3 §3 names a comment (spec 2 §3 for text and text_formatted). */
export interface AttemptCommentView {
  id: number;
  user: { name: string; avatar_url: string | null; bg_color: string };
  user_id: number;
  text: string;
  text_formatted: { without_tags: string; clean: string };
  files: QuizFile[];
  created_at: string;
  updated_at: string;
  created_at_human: string;
  commentable: { id: number; finished_at: string | null };
}

/**
 * Attempt comments with their authors and files, as the quiz's `attempt_comments` lists them to the
 * attempt's student: the comment rule of core/comments (no private comment of another, nothing restricted or deleted).
 */
export async function attemptCommentsView(
  db: Db,
  stored: readonly AttemptCommentRow[],
  viewerId: number,
  attempts: readonly { id: number; finishedAt: Date | null }[],
  timeZone: string,
  attached: AttachedFiles,
): Promise<AttemptCommentView[]> {
  const shown = stored.filter((row) =>
    canSeeComment(
      { userId: viewerId, isStaff: false },
      {
        userId: row.userId,
        isPrivate: row.isPrivate,
        isRestricted: row.isRestricted,
        deleted: row.deletedAt !== null,
      },
    ),
  );
  if (shown.length === 0) return [];
  const authors = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar, bgColor: users.bgColor })
    .from(users)
    .where(inArray(users.id, [...new Set(shown.map((row) => row.userId))]));
  return shown.map((row) => {
    const author = authors.find((candidate) => candidate.id === row.userId);
    const attempt = attempts.find((candidate) => candidate.id === row.commentableId);
    return {
      id: row.id,
      user: { name: author?.name ?? '', avatar_url: author?.avatar ?? null, bg_color: author?.bgColor ?? '' },
      user_id: row.userId,
      text: row.text,
      text_formatted: formatCommentText(row.text),
      files: describeFiles(row.files, attached, row.userId),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      created_at_human: formatShortDateTime(row.createdAt, { timeZone, locale: 'en-GB' }),
      commentable: { id: row.commentableId, finished_at: attempt?.finishedAt?.toISOString() ?? null },
    };
  });
}
