import { and, eq, sql } from 'drizzle-orm';
import { builtOnce, placeholder } from '../db/built-once.ts';
import type { Db } from '../db/client.ts';
import {
  comments,
  quizAnswerReceipts,
  quizAttemptQuestions,
  quizAttemptResults,
  quizAttempts,
} from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import type { AttemptState } from './attempt-state.ts';
import type { AttemptRow } from './quiz-access.ts';

/** The attempt's row, locked (every answer asks it: built once and prepared, `builtOnce`). */
const lockedAttempt = builtOnce<AttemptRow, { attemptId: number }>('quiz_lock_attempt', (db) =>
  db
    .select()
    .from(quizAttempts)
    .where(eq(quizAttempts.id, placeholder('attemptId')))
    .for('update'),
);

/**
 * Locks an attempt's row for the transaction and answers it; a missing attempt is a 404.
 */
export async function lockAttempt(tx: Db, attemptId: number): Promise<AttemptRow> {
  const [row] = await lockedAttempt(tx, { attemptId });
  if (!row) throw new HttpError(404, 'There is no such attempt.');
  return row;
}

/** Only the lock: the row's id (the state read right behind it reads the row as the lock left it). */
const lockedAttemptId = builtOnce<{ id: number }, { attemptId: number }>('quiz_lock_attempt_id', (db) =>
  db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(eq(quizAttempts.id, placeholder('attemptId')))
    .for('update'),
);

/** The lock of the attempt if `ownerId` took it: nothing is locked for anyone else. */
const lockedOwnAttemptId = builtOnce<{ id: number }, { attemptId: number; ownerId: number }>(
  'quiz_lock_own_attempt_id',
  (db) =>
    db
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(
        and(eq(quizAttempts.id, placeholder('attemptId')), eq(quizAttempts.userId, placeholder('ownerId'))),
      )
      .for('update'),
);

/**
 * Locks an attempt's row for the transaction, or, with `ownerId`, only if that user took it (a lock
 * sent before the caller's access is known must not hold anyone else's attempt); a missing attempt is
 * a 404. Answers nothing of the row: the state read that follows the lock reads it.
 */
async function lockAttemptRow(tx: Db, attemptId: number, ownerId: number | undefined): Promise<void> {
  const [row] =
    ownerId === undefined
      ? await lockedAttemptId(tx, { attemptId })
      : await lockedOwnAttemptId(tx, { attemptId, ownerId });
  if (!row) throw new HttpError(404, 'There is no such attempt.');
}

type Json = Record<string, unknown>;

/**
 * The attempt with the receipt of an idempotency key and its question rows, answer rows and comments
 * (as JSON sub-selects); built once and prepared (`builtOnce`).
 */
const attemptStateRead = builtOnce<
  { attempt: AttemptRow; receipt: unknown; questions: unknown; results: unknown; comments: unknown },
  { attemptId: number; key: string }
>('quiz_attempt_state', (db) =>
  db
    .select({
      attempt: quizAttempts,
      receipt: quizAnswerReceipts.response,
      questions: sql<
        Json[]
      >`(select coalesce(json_agg(q), '[]'::json) from ${quizAttemptQuestions} q where q.attempt_id = ${quizAttempts.id})`,
      results: sql<
        Json[]
      >`(select coalesce(json_agg(r order by r.id), '[]'::json) from ${quizAttemptResults} r where r.attempt_id = ${quizAttempts.id})`,
      comments: sql<
        Json[]
      >`(select coalesce(json_agg(c order by c.created_at, c.id), '[]'::json) from ${comments} c where c.commentable_type = 'quiz-attempt' and c.commentable_id = ${quizAttempts.id} and c.deleted_at is null)`,
    })
    .from(quizAttempts)
    .leftJoin(
      quizAnswerReceipts,
      and(eq(quizAnswerReceipts.attemptId, quizAttempts.id), eq(quizAnswerReceipts.key, placeholder('key'))),
    )
    .where(eq(quizAttempts.id, placeholder('attemptId'))),
);
const dateOf = (value: unknown) => (value == null ? null : new Date(value as string));

function questionRowOf(row: Json): AttemptState['questions'][number] {
  return {
    id: Number(row.id),
    attemptId: Number(row.attempt_id),
    questionId: Number(row.question_id),
    verdict: (row.verdict as string | null) ?? null,
    points: Number(row.points),
    isSkipped: Boolean(row.is_skipped),
    isChecked: Boolean(row.is_checked),
    answeredAt: dateOf(row.answered_at),
    version: Number(row.version),
    timerStartedAt: dateOf(row.timer_started_at),
    commentId: row.comment_id == null ? null : Number(row.comment_id),
  };
}

function resultRowOf(row: Json): AttemptState['results'][number] {
  return {
    id: Number(row.id),
    attemptId: Number(row.attempt_id),
    questionId: Number(row.question_id),
    answerId: row.answer_id == null ? null : Number(row.answer_id),
    statementId: row.statement_id == null ? null : Number(row.statement_id),
    answerGroupId: row.answer_group_id == null ? null : Number(row.answer_group_id),
    textAnswer: (row.text_answer as string | null) ?? null,
    files: (row.files as { uuid: string }[]) ?? [],
    answerOrder: row.answer_order == null ? null : Number(row.answer_order),
    isCorrect: (row.is_correct as boolean | null) ?? null,
    createdAt: new Date(row.created_at as string),
    updatedAt: new Date(row.updated_at as string),
  };
}

function commentRowOf(row: Json): AttemptState['comments'][number] {
  return {
    id: Number(row.id),
    cabinetId: Number(row.cabinet_id),
    courseId: Number(row.course_id),
    lessonId: row.lesson_id == null ? null : Number(row.lesson_id),
    commentableType: 'quiz-attempt',
    commentableId: Number(row.commentable_id),
    quizQuestionId: row.quiz_question_id == null ? null : Number(row.quiz_question_id),
    quizStatementId: row.quiz_statement_id == null ? null : Number(row.quiz_statement_id),
    quizAnswerGroupId: row.quiz_answer_group_id == null ? null : Number(row.quiz_answer_group_id),
    userId: Number(row.user_id),
    text: String(row.text),
    files: (row.files as { uuid: string }[]) ?? [],
    isPrivate: row.is_private === true,
    isRestricted: row.is_restricted === true,
    deletedAt: row.deleted_at == null ? null : new Date(row.deleted_at as string),
    createdAt: new Date(row.created_at as string),
    updatedAt: new Date(row.updated_at as string),
  };
}

/**
 * Locks the attempt, then reads in one round trip the receipt of an idempotency key and the
 * attempt's question rows, answer rows and comments (as JSON sub-selects).
 */
export async function lockAttemptState(
  tx: Db,
  attemptId: number,
  key: string | undefined,
  ownerId?: number,
): Promise<{ state: AttemptState; receipt: unknown }> {
  // The lock first, in a statement of its own: a statement that waited for it would read the other
  // tables as they were before the wait (read committed), missing the receipt the holder just wrote.
  // The read is sent right behind it without waiting for its answer (PostgreSQL runs pipelined
  // statements one after another, each with its own snapshot), which saves a round trip per answer.
  const [, [row]] = await Promise.all([
    lockAttemptRow(tx, attemptId, ownerId),
    attemptStateRead(tx, { attemptId, key: key ?? '' }),
  ]);
  if (!row) throw new HttpError(404, 'There is no such attempt.');
  const parse = (value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as Json[]) : (value as Json[]);
  return {
    state: {
      attempt: row.attempt,
      questions: parse(row.questions).map(questionRowOf),
      results: parse(row.results).map(resultRowOf),
      comments: parse(row.comments).map(commentRowOf),
    },
    receipt: key ? (row.receipt ?? null) : null,
  };
}
