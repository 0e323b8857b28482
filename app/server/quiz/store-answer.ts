import { and, desc, eq, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnswerRequest, Question } from '../../../core/api/quiz.ts';
import {
  attemptDeadline,
  attemptTimerDeadline,
  expiredDeadlineCutoff,
  finishedAtOf,
  isPastDeadline,
  isQuestionRequired,
  isWithinDeadline,
  questionDeadline,
  questionSecondsLeft,
  scoreAnswer,
} from '../../../core/quiz/index.ts';
import type { Score } from '../../../core/quiz/scoring/score.types.ts';
import type { Db } from '../db/client.ts';
import {
  quizAnswerReceipts,
  quizAttemptComments,
  quizAttemptQuestions,
  quizAttemptResults,
  quizAttempts,
  quizzes,
} from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { type AttachedFiles, attachedFileErrors } from './attached-files.ts';
import { questionComment, saveQuestionComment } from './attempt-comments.ts';
import { type AttemptState, loadAttemptState } from './attempt-state.ts';
import type { AttemptRow, QuizRow } from './quiz-access.ts';
import { loadQuizQuestions, quizQuestionsOf } from './quiz-questions-store.ts';
import { quizWindow, STATUS } from './quiz-views.ts';

const UNIQUE_VIOLATION = '23505';
const START_ROUNDS = 5;
/** Types an expert checks by hand: an attempt with such an answer goes on review (status 6). */
const REVIEWED_SLUGS = new Set(['text_media_answer', 'text_graphic_answer']);

export const ATTEMPT_FINISHED_MESSAGE =
  'This attempt is already finished; reload the quiz to see its result.';
export const TIME_RAN_OUT_MESSAGE = 'Time for this attempt ran out; the attempt was finished.';
export const REQUIRED_UNANSWERED_MESSAGE = 'Answer the required questions before finishing.';
export const QUIZ_BLOCKED_MESSAGE = 'This quiz is not open yet.';
export const QUIZ_CLOSED_MESSAGE = 'This quiz is closed.';

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}

/**
 * Status of a finished attempt: "changed" (4) when it reworks an attempt the expert sent back, so the
 * expert decides again; on review when an expert must check an answer; else by score bounds.
 */
export function finishedStatus(quiz: QuizRow, questions: readonly Question[], state: AttemptState): number {
  if (state.attempt.rootId != null) return STATUS.changed;
  const answered = new Set(state.questions.filter((row) => row.answeredAt).map((row) => row.questionId));
  if (questions.some((question) => REVIEWED_SLUGS.has(question.type.slug) && answered.has(question.id))) {
    return STATUS.onReview;
  }
  if (quiz.estimateIsOn && quiz.commonScoresMin != null) {
    return (state.attempt.scores ?? 0) >= quiz.commonScoresMin ? STATUS.passed : STATUS.failed;
  }
  return STATUS.passed;
}

/** Finishes an attempt in the transaction: status from the stored verdicts, finished_at from server time. */
export async function finishAttemptTx(
  tx: Db,
  quiz: QuizRow,
  questions: readonly Question[],
  attempt: AttemptRow | AttemptState,
  now: Date,
  timedOut: boolean,
): Promise<AttemptRow> {
  const state = 'attempt' in attempt ? attempt : await loadAttemptState(tx, attempt);
  const status = finishedStatus(quiz, questions, state);
  const finishedAt = finishedAtOf(attemptDeadline(quiz, state.attempt), now, timedOut);
  const values = { statusId: status, finishedAt, isTimedOut: timedOut, updatedAt: now };
  await tx.update(quizAttempts).set(values).where(eq(quizAttempts.id, state.attempt.id));
  return { ...state.attempt, ...values };
}

async function lockAttempt(tx: Db, attemptId: number): Promise<AttemptRow> {
  const [row] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)).for('update');
  if (!row) throw new HttpError(404, 'There is no such attempt.');
  return row;
}

/** Finishes the attempt when its time (or its quiz's opening window) plus the grace ran out; answers whether it did. */
export async function settleIfExpired(db: Db, attempt: AttemptRow, now: Date): Promise<boolean> {
  if (attempt.statusId !== STATUS.inProgress) return false;
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, attempt.quizId));
  if (!quiz || isWithinDeadline(attemptDeadline(quiz, attempt), now)) return false;
  const questions = await loadQuizQuestions(db, quiz.id);
  return db.transaction(async (tx) => {
    const locked = await lockAttempt(tx, attempt.id);
    if (locked.statusId !== STATUS.inProgress || isWithinDeadline(attemptDeadline(quiz, locked), now))
      return false;
    await finishAttemptTx(tx, quiz, questions, locked, now, true);
    return true;
  });
}

/** Finishes every running attempt whose deadline plus grace has passed (start-up and timer sweep). */
export async function finishExpiredAttempts(db: Db, now: Date): Promise<number> {
  const cutoff = expiredDeadlineCutoff(now);
  const expired = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.statusId, STATUS.inProgress), lt(quizAttempts.deadlineAt, cutoff)));
  // Untimed attempts in quizzes that closed since they started.
  const closed = await db
    .select({ attempt: quizAttempts })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(
      and(
        eq(quizAttempts.statusId, STATUS.inProgress),
        isNull(quizAttempts.deadlineAt),
        lt(quizzes.closesAt, cutoff),
      ),
    );
  expired.push(...closed.map((row) => row.attempt));
  let finished = 0;
  for (const attempt of expired) if (await settleIfExpired(db, attempt, now)) finished += 1;
  return finished;
}

/**
 * The running attempt, or a new one. Numbers are allocated in a transaction and (quiz, user, number)
 * is unique, so parallel starts make at most one attempt; the losers return the winner's attempt.
 */
export async function startAttempt(
  db: Db,
  quiz: QuizRow,
  userId: number,
  isExpert: boolean,
  now: Date,
): Promise<{ attempt: AttemptRow; created: boolean }> {
  const questions = await quizQuestionsOf(db, quiz);
  for (let round = 0; round < START_ROUNDS; round += 1) {
    try {
      return await db.transaction(async (tx) => {
        const attempts = await tx
          .select()
          .from(quizAttempts)
          .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.userId, userId)))
          .orderBy(desc(quizAttempts.attemptNumber));
        const running = attempts.find((attempt) => attempt.statusId === STATUS.inProgress);
        if (running) {
          if (isWithinDeadline(attemptDeadline(quiz, running), now))
            return { attempt: running, created: false };
          await finishAttemptTx(tx, quiz, questions, running, now, true);
        }
        const window = quizWindow(quiz, now);
        if (!isExpert && window.blocked) throw new HttpError(403, QUIZ_BLOCKED_MESSAGE);
        if (!isExpert && window.closed) throw new HttpError(403, QUIZ_CLOSED_MESSAGE);
        const last = attempts[0];
        const reworking = last?.statusId === STATUS.needsRework;
        if (!isExpert && !reworking && quiz.attemptLimit != null && attempts.length >= quiz.attemptLimit) {
          throw new HttpError(409, quiz.attemptLimitText || 'You have no attempts left at this quiz.');
        }
        const [created] = await tx
          .insert(quizAttempts)
          .values({
            quizId: quiz.id,
            userId,
            attemptNumber: (last?.attemptNumber ?? 0) + 1,
            previousAttemptId: last?.id ?? null,
            rootId: reworking ? (last.rootId ?? last.id) : null,
            statusId: STATUS.inProgress,
            scores: 0,
            startedAt: now,
            deadlineAt: attemptTimerDeadline(quiz, now),
          })
          .returning();
        return { attempt: created!, created: true };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new HttpError(409, 'Another start of this quiz is in progress; try again.');
}

function isEmptyAnswer(body: AnswerRequest): boolean {
  return (
    body.answer_ids.length === 0 &&
    body.answers.length === 0 &&
    body.files.length === 0 &&
    (body.text_answer ?? '').trim() === ''
  );
}

/** Field errors for ids that are not this question's. */
function foreignIds(question: Question, body: AnswerRequest): Record<string, string[]> {
  const answerIds = new Set([
    ...question.answers.map((answer) => answer.id),
    ...question.statements.flatMap((statement) => statement.answers.map((answer) => answer.id)),
  ]);
  const statementIds = new Set(question.statements.map((statement) => statement.id));
  const groupIds = new Set(
    question.statements.flatMap((statement) => statement.answer_groups.map((group) => group.id)),
  );
  const errors: Record<string, string[]> = {};
  body.answer_ids.forEach((answerId, index) => {
    if (!answerIds.has(answerId))
      errors[`answer_ids.${index}`] = ['This answer is not an option of the question.'];
  });
  body.answers.forEach((part, index) => {
    if (part.answer_id != null && !answerIds.has(part.answer_id))
      errors[`answers.${index}.answer_id`] = ['This answer is not an option of the question.'];
    if (part.statement_id != null && !statementIds.has(part.statement_id))
      errors[`answers.${index}.statement_id`] = ['This statement is not part of the question.'];
    if (part.answer_group_id != null && !groupIds.has(part.answer_group_id))
      errors[`answers.${index}.answer_group_id`] = ['This gap is not part of the question.'];
  });
  return errors;
}

function partCorrect(score: Score, key: string): boolean | null {
  const part = score.parts.find((candidate) => candidate.key === key);
  return part ? part.isCorrect : null;
}

/** The rows stored for an answer, each marked with the scorer's verdict of its part. */
function resultRows(question: Question, body: AnswerRequest, score: Score) {
  const whole = score.verdict === 'not_scorable' ? null : score.verdict === 'correct';
  if (body.answers.length > 0) {
    return body.answers.map((part, index) => ({
      answerId: part.answer_id ?? null,
      statementId: part.statement_id ?? null,
      answerGroupId: part.answer_group_id ?? null,
      textAnswer: part.text_answer ?? null,
      files: [] as { uuid: string }[],
      answerOrder: index,
      isCorrect:
        (part.answer_group_id != null ? partCorrect(score, `group:${part.answer_group_id}`) : null) ??
        (part.statement_id != null ? partCorrect(score, `statement:${part.statement_id}`) : null) ??
        whole,
    }));
  }
  const files = body.files.map((uuid) => ({ uuid }));
  if (body.answer_ids.length === 0) {
    return [
      {
        answerId: null,
        statementId: null,
        answerGroupId: null,
        textAnswer: body.text_answer ?? null,
        files,
        answerOrder: 0,
        isCorrect: whole,
      },
    ];
  }
  return body.answer_ids.map((answerId, index) => ({
    answerId,
    statementId: null,
    answerGroupId: null,
    textAnswer: index === 0 ? (body.text_answer ?? null) : null,
    files: index === 0 ? files : [],
    answerOrder: index,
    isCorrect: question.type.slug === 'sorting' ? (partCorrect(score, `position:${index}`) ?? whole) : whole,
  }));
}

/** Required questions without an answer: the ones a finish names as failing (a comment counts, per the core rule). */
export function unansweredRequired(questions: readonly Question[], state: AttemptState): number[] {
  const answered = new Set(state.questions.filter((row) => row.answeredAt).map((row) => row.questionId));
  return questions
    .filter((question) => {
      const comment = questionComment(state.comments, state.attempt, question.id)?.text ?? null;
      return isQuestionRequired({ ...question, comment }) && !answered.has(question.id);
    })
    .map((question) => question.id);
}

/** What a finish attempt produced. */
export interface FinishOutcome {
  success: boolean;
  message: string | null;
  questions: number[];
}

/** Finishes the locked attempt unless a required question is unanswered (a timeout finishes regardless); `state` follows. */
export async function tryFinishTx(
  tx: Db,
  quiz: QuizRow,
  questions: readonly Question[],
  state: AttemptState,
  now: Date,
  timedOut: boolean,
): Promise<FinishOutcome> {
  const { attempt } = state;
  if (attempt.statusId !== STATUS.inProgress) return { success: true, message: null, questions: [] };
  const expired = isPastDeadline(attemptDeadline(quiz, attempt), now);
  const failing = unansweredRequired(questions, state);
  if (failing.length > 0 && !timedOut && !expired) {
    return { success: false, message: REQUIRED_UNANSWERED_MESSAGE, questions: failing };
  }
  state.attempt = await finishAttemptTx(tx, quiz, questions, state, now, timedOut || expired);
  return { success: true, message: null, questions: [] };
}

/**
 * Stores one answer in the transaction: checks state, deadline and the quiz's rules, scores it.
 * `state` is the locked attempt as loaded in this transaction; it is brought up to date in memory,
 * so a response can be built from it without reading the attempt back.
 */
export async function storeAnswerTx(
  tx: Db,
  quiz: QuizRow,
  questions: readonly Question[],
  state: AttemptState,
  body: AnswerRequest,
  now: Date,
  options: {
    /** The live files the attempt and this request name (`loadAttachedFiles`): the request's must be the student's own. */
    attached: AttachedFiles;
    /** The receipt to write in the same statement, from the state as it will be. */
    receiptFor?: (next: AttemptState) => { key: string; response: unknown } | null;
  },
): Promise<void> {
  const { attempt } = state;
  const question = questions.find((candidate) => candidate.id === body.quiz_question_id);
  if (!question) {
    throw new HttpError(422, 'This question is not part of the quiz.', {
      errors: { quiz_question_id: ['This question is not part of the quiz.'] },
    });
  }
  const lists = { files: body.files, comment_files: body.comment_files ?? [] };
  const errors = {
    ...foreignIds(question, body),
    ...attachedFileErrors(lists, options.attached, attempt.userId),
  };
  if (Object.keys(errors).length > 0) throw new HttpError(422, Object.values(errors)[0]![0]!, { errors });
  const rows = state.questions;
  const row = rows.find((candidate) => candidate.questionId === question.id);
  if (!isWithinDeadline(questionDeadline(question, row?.timerStartedAt), now)) {
    throw new HttpError(409, 'Time for this question ran out.');
  }
  if (body.comment != null) {
    const comment = { text: body.comment, files: body.comment_files ?? [] };
    const saved = await saveQuestionComment(tx, attempt.id, question.id, attempt.userId, comment, now);
    state.comments = [
      ...state.comments.filter(
        (candidate) => !(candidate.questionId === question.id && candidate.userId === attempt.userId),
      ),
      ...(saved.comment ? [saved.comment] : []),
    ];
    replaceRow(state, saved.row);
    // A comment alone leaves the answer as it is (even under reanswer none).
    if (isEmptyAnswer(body)) return;
  }
  if (row?.answeredAt) {
    if (quiz.reanswerType === 1)
      throw new HttpError(409, 'This question was already answered and cannot be changed.');
    const order = questions.map((candidate) => candidate.id);
    const movedOn = rows.some(
      (candidate) => candidate.answeredAt && order.indexOf(candidate.questionId) > order.indexOf(question.id),
    );
    if (quiz.returnToPreviousType === 1 && movedOn) {
      throw new HttpError(409, 'This quiz does not allow returning to a previous question.');
    }
  }
  const hadResults = state.results.some((result) => result.questionId === question.id);
  const commentId = body.comment_id != null && body.comment == null ? { commentId: body.comment_id } : {};
  const empty = isEmptyAnswer(body);
  // Taking every choice back leaves the question unanswered, not scored wrong.
  const score = empty ? null : scoreAnswer(question, body);
  const stateValues = score
    ? {
        verdict: score.verdict,
        points: score.points,
        answeredAt: now,
        isChecked: body.is_check,
        isSkipped: false,
      }
    : { verdict: null, points: 0, answeredAt: null };
  const results = score
    ? resultRows(question, body, score).map((result) => ({
        ...result,
        attemptId: attempt.id,
        questionId: question.id,
        createdAt: now,
        updatedAt: now,
      }))
    : [];
  // The state as it will be once written, so the response (and its receipt) need no read back.
  const current = state.questions.find((candidate) => candidate.questionId === question.id);
  const nextRow: AttemptState['questions'][number] = {
    id: current?.id ?? 0,
    attemptId: attempt.id,
    questionId: question.id,
    isSkipped: current?.isSkipped ?? false,
    isChecked: current?.isChecked ?? false,
    version: current?.version ?? 0,
    timerStartedAt: current?.timerStartedAt ?? null,
    commentId: current?.commentId ?? null,
    ...stateValues,
    ...commentId,
    ...(score ? { version: (current?.version ?? 0) + 1 } : {}),
  };
  replaceRow(state, nextRow);
  const scores = state.questions.reduce((sum, candidate) => sum + Number(candidate.points), 0);
  state.attempt = { ...state.attempt, scores, updatedAt: now };
  state.results = [
    ...state.results.filter((result) => result.questionId !== question.id),
    ...results.map((result) => ({ ...result, id: 0 })),
  ];
  const receipt = options.receiptFor?.(state) ?? null;

  // One statement (data-modifying CTEs) writes it all: old rows out, new rows in, verdict, score, receipt.
  const parts: SQL[] = [];
  if (hadResults)
    parts.push(
      sql`del as (${tx
        .delete(quizAttemptResults)
        .where(
          and(eq(quizAttemptResults.attemptId, attempt.id), eq(quizAttemptResults.questionId, question.id)),
        )
        .getSQL()})`,
    );
  if (results.length > 0)
    parts.push(
      sql`ins as (${tx.insert(quizAttemptResults).values(results).returning({ id: quizAttemptResults.id }).getSQL()})`,
    );
  const upsertValues = { ...stateValues, ...commentId };
  parts.push(
    sql`aq as (${tx
      .insert(quizAttemptQuestions)
      .values({ attemptId: attempt.id, questionId: question.id, ...upsertValues, version: score ? 1 : 0 })
      .onConflictDoUpdate({
        target: [quizAttemptQuestions.attemptId, quizAttemptQuestions.questionId],
        set: { ...upsertValues, ...(score ? { version: sql`${quizAttemptQuestions.version} + 1` } : {}) },
      })
      .getSQL()})`,
  );
  parts.push(
    sql`upd as (${tx.update(quizAttempts).set({ scores, updatedAt: now }).where(eq(quizAttempts.id, attempt.id)).getSQL()})`,
  );
  if (receipt)
    parts.push(
      sql`rec as (${tx
        .insert(quizAnswerReceipts)
        .values({ attemptId: attempt.id, key: receipt.key, response: receipt.response })
        .onConflictDoNothing()
        .getSQL()})`,
    );
  const ids = rowsOf<{ id: number }>(
    await tx.execute(
      sql`with ${sql.join(parts, sql`, `)} ${results.length > 0 ? sql`select id from ins order by id` : sql`select 1 as id where false`}`,
    ),
  );
  let index = 0;
  state.results = state.results.map((result) =>
    result.id === 0 ? { ...result, id: Number(ids[index++]?.id ?? 0) } : result,
  );
}

/** The rows of a raw query, whichever driver answered it. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

function replaceRow(state: AttemptState, row: AttemptState['questions'][number]): void {
  state.questions = [...state.questions.filter((candidate) => candidate.questionId !== row.questionId), row];
}

type Json = Record<string, unknown>;
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
    attemptId: Number(row.attempt_id),
    questionId: row.question_id == null ? null : Number(row.question_id),
    userId: Number(row.user_id),
    text: String(row.text),
    files: (row.files as { uuid: string }[]) ?? [],
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
): Promise<{ state: AttemptState; receipt: unknown }> {
  // The lock first, in a statement of its own: a statement that waited for it would read the other
  // tables as they were before the wait (read committed), missing the receipt the holder just wrote.
  // The read is sent right behind it without waiting for its answer (PostgreSQL runs pipelined
  // statements one after another, each with its own snapshot), which saves a round trip per answer.
  const [, [row]] = await Promise.all([
    lockAttempt(tx, attemptId),
    tx
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
        >`(select coalesce(json_agg(c order by c.created_at, c.id), '[]'::json) from ${quizAttemptComments} c where c.attempt_id = ${quizAttempts.id})`,
      })
      .from(quizAttempts)
      .leftJoin(
        quizAnswerReceipts,
        and(eq(quizAnswerReceipts.attemptId, quizAttempts.id), eq(quizAnswerReceipts.key, key ?? '')),
      )
      .where(eq(quizAttempts.id, attemptId)),
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

/** A receipt for an idempotency key, when the answer was applied before. */
export async function findReceipt(tx: Db, attemptId: number, key: string): Promise<unknown> {
  const [row] = await tx
    .select({ response: quizAnswerReceipts.response })
    .from(quizAnswerReceipts)
    .where(and(eq(quizAnswerReceipts.attemptId, attemptId), eq(quizAnswerReceipts.key, key)));
  return row?.response;
}

/** Keeps the response of an applied answer under its key. */
export async function saveReceipt(tx: Db, attemptId: number, key: string, response: unknown): Promise<void> {
  await tx.insert(quizAnswerReceipts).values({ attemptId, key, response }).onConflictDoNothing();
}

/** Starts a question's timer once (later calls keep the first start) and answers the seconds left. */
export async function startQuestionTimer(
  db: Db,
  attempt: AttemptRow,
  question: Question,
  now: Date,
): Promise<number> {
  if (!question.timer_duration) throw new HttpError(422, 'This question has no timer.');
  await db
    .insert(quizAttemptQuestions)
    .values({ attemptId: attempt.id, questionId: question.id, timerStartedAt: now })
    .onConflictDoNothing();
  await db
    .update(quizAttemptQuestions)
    .set({ timerStartedAt: now })
    .where(
      and(
        eq(quizAttemptQuestions.attemptId, attempt.id),
        eq(quizAttemptQuestions.questionId, question.id),
        isNull(quizAttemptQuestions.timerStartedAt),
      ),
    );
  const [row] = await db
    .select()
    .from(quizAttemptQuestions)
    .where(
      and(eq(quizAttemptQuestions.attemptId, attempt.id), eq(quizAttemptQuestions.questionId, question.id)),
    );
  return questionSecondsLeft(question, row?.timerStartedAt, now) ?? question.timer_duration;
}

/** Clears an attempt's answers (spec 2 §4 clear), when the quiz allows it. */
export async function clearAttempt(db: Db, quiz: QuizRow, attemptId: number, now: Date): Promise<void> {
  if (!quiz.isAllowClear) throw new HttpError(403, 'This quiz does not allow clearing answers.');
  await db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, attemptId);
    if (attempt.statusId !== STATUS.inProgress) throw new HttpError(409, ATTEMPT_FINISHED_MESSAGE);
    await tx.delete(quizAttemptResults).where(eq(quizAttemptResults.attemptId, attemptId));
    await tx.delete(quizAttemptQuestions).where(eq(quizAttemptQuestions.attemptId, attemptId));
    await tx
      .delete(quizAttemptComments)
      .where(and(eq(quizAttemptComments.attemptId, attemptId), isNotNull(quizAttemptComments.questionId)));
    await tx.update(quizAttempts).set({ scores: 0, updatedAt: now }).where(eq(quizAttempts.id, attemptId));
  });
}

export { lockAttempt };
