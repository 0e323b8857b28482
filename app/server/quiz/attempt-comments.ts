import { and, eq, inArray } from 'drizzle-orm';
import type { QuizFile } from '../../../core/api/quiz.ts';
import { formatShortDateTime } from '../../../core/format/index.ts';
import type { Db } from '../db/client.ts';
import { quizAttemptComments, quizAttemptQuestions, users } from '../db/schema.ts';
import { type AttachedFiles, describeFiles } from './attached-files.ts';

/** A stored attempt comment. */
export type AttemptCommentRow = typeof quizAttemptComments.$inferSelect;

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
  const [existing] = await tx
    .select({ id: quizAttemptComments.id })
    .from(quizAttemptComments)
    .where(
      and(
        eq(quizAttemptComments.attemptId, attemptId),
        eq(quizAttemptComments.questionId, questionId),
        eq(quizAttemptComments.userId, userId),
      ),
    );
  let saved: AttemptCommentRow | null = null;
  if (text === '' && files.length === 0) {
    if (existing) await tx.delete(quizAttemptComments).where(eq(quizAttemptComments.id, existing.id));
  } else if (existing) {
    [saved = null] = await tx
      .update(quizAttemptComments)
      .set({ text, files, updatedAt: now })
      .where(eq(quizAttemptComments.id, existing.id))
      .returning();
  } else {
    [saved = null] = await tx
      .insert(quizAttemptComments)
      .values({ attemptId, questionId, userId, text, files, createdAt: now, updatedAt: now })
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

/** An expert's comment on a whole attempt (sent with a review). */
export async function saveAttemptComment(
  db: Db,
  attemptId: number,
  userId: number,
  comment: { text: string; files: readonly string[] },
  now: Date,
): Promise<void> {
  if (comment.text.trim() === '' && comment.files.length === 0) return;
  await db.insert(quizAttemptComments).values({
    attemptId,
    questionId: null,
    userId,
    text: comment.text.trim(),
    files: comment.files.map((uuid) => ({ uuid })),
    createdAt: now,
    updatedAt: now,
  });
}

/** The student's comment on one question of an attempt, or none. */
export function questionComment(
  comments: readonly AttemptCommentRow[],
  attempt: { id: number; userId: number },
  questionId: number,
): AttemptCommentRow | undefined {
  return comments.find(
    (row) => row.attemptId === attempt.id && row.questionId === questionId && row.userId === attempt.userId,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
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

/** Attempt comments with their authors and files, as the quiz's `attempt_comments` lists them. */
export async function attemptCommentsView(
  db: Db,
  comments: readonly AttemptCommentRow[],
  attempts: readonly { id: number; finishedAt: Date | null }[],
  timeZone: string,
  attached: AttachedFiles,
): Promise<AttemptCommentView[]> {
  if (comments.length === 0) return [];
  const authors = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar, bgColor: users.bgColor })
    .from(users)
    .where(inArray(users.id, [...new Set(comments.map((row) => row.userId))]));
  return comments.map((row) => {
    const author = authors.find((candidate) => candidate.id === row.userId);
    const attempt = attempts.find((candidate) => candidate.id === row.attemptId);
    return {
      id: row.id,
      user: { name: author?.name ?? '', avatar_url: author?.avatar ?? null, bg_color: author?.bgColor ?? '' },
      user_id: row.userId,
      text: row.text,
      text_formatted: { without_tags: row.text, clean: escapeHtml(row.text).replace(/\r?\n/g, '<br>') },
      files: describeFiles(row.files, attached, row.userId),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      created_at_human: formatShortDateTime(row.createdAt, { timeZone, locale: 'en-GB' }),
      commentable: { id: row.attemptId, finished_at: attempt?.finishedAt?.toISOString() ?? null },
    };
  });
}
