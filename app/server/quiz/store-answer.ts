import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnswerRequest, Question } from '../../../core/api/quiz.ts';
import { isWithinDeadline, questionDeadline, scoreAnswer } from '../../../core/quiz/index.ts';
import type { Score } from '../../../core/quiz/scoring/score.types.ts';
import { builtOnceStatement, placeholder } from '../db/built-once.ts';
import type { Db } from '../db/client.ts';
import { quizAnswerReceipts, quizAttemptQuestions, quizAttemptResults, quizAttempts } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { type AttachedFiles, attachedFileErrors } from './attached-files.ts';
import { saveQuestionComment } from './attempt-comments.ts';
import type { AttemptState } from './attempt-state.ts';
import type { QuizRow } from './quiz-access.ts';
import { isCopiedIntoRework } from './rework-copy.ts';

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

/**
 * Stores one answer in the transaction: checks state, deadline and the quiz's rules, scores it.
 * `state` is the locked attempt as loaded in this transaction; it is brought up to date in memory,
 * so a response can be built from it without reading the attempt back.
 */
/** A comment_id that is not the student's comment on the question answered. */
export const COMMENT_NOT_FOUND = 'There is no such comment on this question.';

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
    /** Sends the answer's write as the transaction's last statement (`TransactionEnd.commitWith`). */
    lastWrite?: <T>(write: Promise<T>) => Promise<T>;
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
    const replaced = row?.commentId ?? null;
    const saved = await saveQuestionComment(tx, attempt.id, question.id, attempt.userId, comment, now);
    state.comments = [
      ...state.comments.filter(
        (candidate) => candidate.id !== replaced && candidate.id !== saved.comment?.id,
      ),
      ...(saved.comment ? [saved.comment] : []),
    ];
    replaceRow(state, saved.row);
    // A comment alone leaves the answer as it is (even under reanswer none).
    if (isEmptyAnswer(body)) return;
  }
  if (row?.answeredAt && !isCopiedIntoRework(state, row)) {
    if (quiz.reanswerType === 1)
      throw new HttpError(409, 'This question was already answered and cannot be changed.');
    const order = questions.map((candidate) => candidate.id);
    const movedOn = rows.some(
      (candidate) =>
        candidate.answeredAt &&
        !isCopiedIntoRework(state, candidate) &&
        order.indexOf(candidate.questionId) > order.indexOf(question.id),
    );
    if (quiz.returnToPreviousType === 1 && movedOn) {
      throw new HttpError(409, 'This quiz does not allow returning to a previous question.');
    }
  }
  const hadResults = state.results.some((result) => result.questionId === question.id);
  // A comment_id names the student's comment on this question of this attempt, nothing else.
  if (
    body.comment_id != null &&
    !state.comments.some(
      (comment) =>
        comment.id === body.comment_id &&
        comment.quizQuestionId === question.id &&
        comment.userId === state.attempt.userId,
    )
  ) {
    throw new HttpError(422, COMMENT_NOT_FOUND, { errors: { comment_id: [COMMENT_NOT_FOUND] } });
  }
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
  // Its text depends only on the answer's shape; it is built once per shape (`builtOnceWrite`).
  const shape: AnswerWriteShape = {
    hadResults,
    rows: results.length,
    scored: score !== null,
    commentId: 'commentId' in commentId,
    receipt: receipt !== null,
  };
  const values: Record<string, unknown> = {
    attemptId: attempt.id,
    questionId: question.id,
    scores,
    now,
    ...(score ? stateValues : {}),
    ...commentId,
    ...(receipt ? { key: receipt.key, response: receipt.response } : {}),
  };
  results.forEach((result, index) => {
    for (const field of RESULT_FIELDS) values[`r${index}_${field}`] = result[field];
  });
  const write = options.lastWrite ?? (<T>(statement: Promise<T>) => statement);
  const ids = rowsOf<{ id: number }>(await write(answerWrite(tx, shape, values)));
  let index = 0;
  state.results = state.results.map((result) =>
    result.id === 0 ? { ...result, id: Number(ids[index++]?.id ?? 0) } : result,
  );
}

/** What the answer's write statement's text depends on. */
interface AnswerWriteShape {
  /** The question had answer rows: they are deleted first. */
  hadResults: boolean;
  /** Answer rows inserted. */
  rows: number;
  /** The answer was scored (not taken back): verdict, points, answered_at, and the version goes up. */
  scored: boolean;
  /** The answer names the student's comment on the question. */
  commentId: boolean;
  /** An idempotency receipt is written with it. */
  receipt: boolean;
}

/** The fields of an inserted answer row, each bound as `r{index}_{field}`. */
const RESULT_FIELDS = [
  'answerId',
  'statementId',
  'answerGroupId',
  'textAnswer',
  'files',
  'answerOrder',
  'isCorrect',
  'createdAt',
  'updatedAt',
] as const;

const p = (name: string) => placeholder(name);

/**
 * The answer's write for one shape: data-modifying CTEs (old rows out, new rows in, the question's
 * verdict upserted, the attempt's score, the receipt), every value a placeholder. Drizzle converts
 * each bound value as the column wants it (dates, numerics, JSON) when the statement runs.
 */
function answerWriteStatement(db: Db, shape: AnswerWriteShape): SQL {
  const parts: SQL[] = [];
  if (shape.hadResults)
    parts.push(
      sql`del as (${db
        .delete(quizAttemptResults)
        .where(
          and(
            eq(quizAttemptResults.attemptId, p('attemptId')),
            eq(quizAttemptResults.questionId, p('questionId')),
          ),
        )
        .getSQL()})`,
    );
  if (shape.rows > 0)
    parts.push(
      sql`ins as (${db
        .insert(quizAttemptResults)
        .values(
          Array.from({ length: shape.rows }, (_, index) => ({
            attemptId: p('attemptId'),
            questionId: p('questionId'),
            ...Object.fromEntries(RESULT_FIELDS.map((field) => [field, p(`r${index}_${field}`)])),
          })) as never,
        )
        .returning({ id: quizAttemptResults.id })
        .getSQL()})`,
    );
  const stateValues = shape.scored
    ? {
        verdict: p('verdict'),
        points: p('points'),
        answeredAt: p('answeredAt'),
        isChecked: p('isChecked'),
        isSkipped: p('isSkipped'),
      }
    : // Taken back: always these values, written as constants (Drizzle converts a bound value without
      // looking for null, and a null date cannot be converted).
      { verdict: null, points: 0, answeredAt: null };
  const upsertValues = { ...stateValues, ...(shape.commentId ? { commentId: p('commentId') } : {}) };
  parts.push(
    sql`aq as (${db
      .insert(quizAttemptQuestions)
      .values({
        attemptId: p('attemptId'),
        questionId: p('questionId'),
        ...upsertValues,
        version: shape.scored ? 1 : 0,
      } as never)
      .onConflictDoUpdate({
        target: [quizAttemptQuestions.attemptId, quizAttemptQuestions.questionId],
        set: {
          ...upsertValues,
          ...(shape.scored ? { version: sql`${quizAttemptQuestions.version} + 1` } : {}),
        } as never,
      })
      .getSQL()})`,
  );
  parts.push(
    sql`upd as (${db
      .update(quizAttempts)
      .set({ scores: p('scores'), updatedAt: p('now') } as never)
      .where(eq(quizAttempts.id, p('attemptId')))
      .getSQL()})`,
  );
  if (shape.receipt)
    parts.push(
      sql`rec as (${db
        .insert(quizAnswerReceipts)
        .values({ attemptId: p('attemptId'), key: p('key'), response: p('response') } as never)
        .onConflictDoNothing()
        .getSQL()})`,
    );
  return sql`with ${sql.join(parts, sql`, `)} ${shape.rows > 0 ? sql`select id from ins order by id` : sql`select 1 as id where false`}`;
}

/** The answer's write, its statement built once per shape (`builtOnceStatement`). */
const answerWrite = builtOnceStatement<AnswerWriteShape>(
  'quiz_answer_write',
  (shape) =>
    `${Number(shape.hadResults)}${Number(shape.scored)}${Number(shape.commentId)}${Number(shape.receipt)}:${shape.rows}`,
  answerWriteStatement,
);

/** The rows of a raw query, whichever driver answered it. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

function replaceRow(state: AttemptState, row: AttemptState['questions'][number]): void {
  state.questions = [...state.questions.filter((candidate) => candidate.questionId !== row.questionId), row];
}
