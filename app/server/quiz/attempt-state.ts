import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { comments, quizAttemptQuestions, quizAttemptResults, quizAttempts } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import type { AttemptCommentRow } from './attempt-comments.ts';
import { ATTEMPT_NOT_FOUND, type AttemptRow } from './quiz-access.ts';

/** Per-question state row of an attempt. */
export type AttemptQuestionRow = typeof quizAttemptQuestions.$inferSelect;
/** A stored answer row. */
export type AttemptResultRow = typeof quizAttemptResults.$inferSelect;

/** An attempt with its per-question verdicts, its stored answer rows and its comments. */
export interface AttemptState {
  attempt: AttemptRow;
  questions: AttemptQuestionRow[];
  results: AttemptResultRow[];
  /** The attempt's live comments (its thread in the comments store), oldest first. */
  comments: AttemptCommentRow[];
}

/** Loads attempts with their question states and result rows. */
export async function loadAttemptStates(db: Db, attempts: readonly AttemptRow[]): Promise<AttemptState[]> {
  const ids = attempts.map((attempt) => attempt.id);
  if (ids.length === 0) return [];
  const [questions, results, threadRows] = await Promise.all([
    db.select().from(quizAttemptQuestions).where(inArray(quizAttemptQuestions.attemptId, ids)),
    db
      .select()
      .from(quizAttemptResults)
      .where(inArray(quizAttemptResults.attemptId, ids))
      .orderBy(asc(quizAttemptResults.id)),
    db
      .select()
      .from(comments)
      .where(
        and(
          eq(comments.commentableType, 'quiz-attempt'),
          inArray(comments.commentableId, ids),
          isNull(comments.deletedAt),
        ),
      )
      .orderBy(asc(comments.createdAt), asc(comments.id)),
  ]);
  return attempts.map((attempt) => ({
    attempt,
    questions: questions.filter((row) => row.attemptId === attempt.id),
    results: results.filter((row) => row.attemptId === attempt.id),
    comments: threadRows.filter((row) => row.commentableId === attempt.id),
  }));
}

/** One attempt's state. */
export async function loadAttemptState(db: Db, attempt: AttemptRow): Promise<AttemptState> {
  return (await loadAttemptStates(db, [attempt]))[0]!;
}

/** A user's attempts at a quiz, oldest first. */
export async function userAttempts(db: Db, quizId: number, userId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, userId)))
    .orderBy(asc(quizAttempts.attemptNumber));
}

/** The previous attempt's id and status, for an attempt view. */
export async function previousOf(
  db: Db,
  attempt: AttemptRow,
): Promise<{ id: number; statusId: number } | null> {
  if (attempt.previousAttemptId == null) return null;
  const [row] = await db
    .select({ id: quizAttempts.id, statusId: quizAttempts.statusId })
    .from(quizAttempts)
    .where(eq(quizAttempts.id, attempt.previousAttemptId));
  return row ?? null;
}

/** The attempt's row as it is now (after a step that changed it: a settle, a clear, a review). */
export async function reloadAttempt(db: Db, attempt: AttemptRow): Promise<AttemptRow> {
  const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id));
  if (!row) throw new HttpError(404, ATTEMPT_NOT_FOUND);
  return row;
}
