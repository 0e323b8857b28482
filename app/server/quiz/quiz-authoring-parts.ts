import { and, eq, isNull, max } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  answerCreateSchema,
  answerGroupCreateSchema,
  answerGroupPatchSchema,
  answerPatchSchema,
  statementPatchSchema,
} from '../../../core/api/quiz-authoring.ts';
import { type Reached, reached, type SchoolId } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { quizAnswerGroups, quizAnswers, quizQuestions, quizStatements } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { type QuestionRow, quizOfSchool, reorder, touchQuiz } from './quiz-authoring.ts';

// One answer, statement or gap at a time. Each finder resolves the row a request names through the
// caller's school and answers it `Reached`, with the question it belongs to; each change takes that.

type StatementRow = typeof quizStatements.$inferSelect;
type AnswerRow = typeof quizAnswers.$inferSelect;
type AnswerGroupRow = typeof quizAnswerGroups.$inferSelect;

/** A statement of the school's question. */
export interface StatementReach {
  statement: StatementRow;
  question: Reached<QuestionRow>;
}
/** An answer of the school's question. */
export interface AnswerReach {
  answer: AnswerRow;
  question: Reached<QuestionRow>;
}
/** A gap of the school's statement. */
export interface AnswerGroupReach {
  group: AnswerGroupRow;
  statement: StatementRow;
  question: Reached<QuestionRow>;
}

type AnswerPatch = v.InferOutput<typeof answerPatchSchema>;
type StatementPatch = v.InferOutput<typeof statementPatchSchema>;
type AnswerGroupPatch = v.InferOutput<typeof answerGroupPatchSchema>;

function defined<T extends Record<string, unknown>>(columns: T): Partial<T> {
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function answerColumns(patch: AnswerPatch) {
  return defined({
    text: patch.text,
    isCorrect: patch.is_correct,
    order: patch.order,
    typeId: patch.type,
    imageUrl: patch.image_url,
    imageWidth: patch.image_width,
    imageHeight: patch.image_height,
    value: patch.value == null ? patch.value : String(patch.value),
    answerGroupId: patch.answer_group_id,
  });
}

function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, message, { errors: { [field]: [message] } });
}

/** A live statement of the school's question, or 404 (another school's is not found). */
export async function statementOfCabinet(
  db: Db,
  statementId: number,
  school: SchoolId,
): Promise<Reached<StatementReach>> {
  const [row] = await db
    .select({ statement: quizStatements, question: quizQuestions })
    .from(quizStatements)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizStatements.questionId))
    .where(
      and(
        eq(quizStatements.id, statementId),
        isNull(quizStatements.deletedAt),
        isNull(quizQuestions.deletedAt),
        quizOfSchool(db, quizQuestions.quizId, school),
      ),
    );
  if (!row) throw new HttpError(404, 'There is no such statement.');
  return reached({ statement: row.statement, question: reached(row.question) });
}

/** A live answer of the school's question, or 404 (another school's is not found). */
export async function answerOfCabinet(
  db: Db,
  answerId: number,
  school: SchoolId,
): Promise<Reached<AnswerReach>> {
  const [row] = await db
    .select({ answer: quizAnswers, question: quizQuestions })
    .from(quizAnswers)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
    .where(
      and(
        eq(quizAnswers.id, answerId),
        isNull(quizAnswers.deletedAt),
        isNull(quizQuestions.deletedAt),
        quizOfSchool(db, quizQuestions.quizId, school),
      ),
    );
  if (!row) throw new HttpError(404, 'There is no such answer.');
  return reached({ answer: row.answer, question: reached(row.question) });
}

/** A live gap of the school's live statement, or 404 (another school's is not found). */
export async function answerGroupOfCabinet(
  db: Db,
  groupId: number,
  school: SchoolId,
): Promise<Reached<AnswerGroupReach>> {
  const [row] = await db
    .select({ group: quizAnswerGroups, statement: quizStatements, question: quizQuestions })
    .from(quizAnswerGroups)
    .innerJoin(quizStatements, eq(quizStatements.id, quizAnswerGroups.statementId))
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizStatements.questionId))
    .where(
      and(
        eq(quizAnswerGroups.id, groupId),
        isNull(quizAnswerGroups.deletedAt),
        isNull(quizStatements.deletedAt),
        isNull(quizQuestions.deletedAt),
        quizOfSchool(db, quizQuestions.quizId, school),
      ),
    );
  if (!row) throw new HttpError(404, 'There is no such gap.');
  return reached({ ...row, question: reached(row.question) });
}

async function requireGroupOf(tx: Db, statementId: number | null, groupId: number | null | undefined) {
  if (groupId == null) return;
  const [group] = await tx
    .select({ id: quizAnswerGroups.id })
    .from(quizAnswerGroups)
    .where(
      and(
        eq(quizAnswerGroups.id, groupId),
        eq(quizAnswerGroups.statementId, statementId ?? -1),
        isNull(quizAnswerGroups.deletedAt),
      ),
    );
  if (!group) throw fieldError('answer_group_id', 'No gap of this statement has this id.');
}

async function requireAnswersOf(tx: Db, questionId: number, ids: readonly number[] | undefined) {
  if (!ids) return;
  const rows = await tx
    .select({ id: quizAnswers.id })
    .from(quizAnswers)
    .where(and(eq(quizAnswers.questionId, questionId), isNull(quizAnswers.deletedAt)));
  const known = new Set(rows.map((row) => row.id));
  const index = ids.findIndex((id) => !known.has(id));
  if (index >= 0) throw fieldError(`correct_answer_ids.${index}`, 'No answer of this question has this id.');
}

/** Adds an answer at the end of its list; answers the new id. */
export async function createAnswer(
  db: Db,
  question: Reached<QuestionRow>,
  input: v.InferOutput<typeof answerCreateSchema>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const statementId = input.statement_id ?? null;
    if (statementId != null) {
      const [statement] = await tx
        .select({ id: quizStatements.id })
        .from(quizStatements)
        .where(
          and(
            eq(quizStatements.id, statementId),
            eq(quizStatements.questionId, question.id),
            isNull(quizStatements.deletedAt),
          ),
        );
      if (!statement) throw fieldError('statement_id', 'No statement of this question has this id.');
    }
    await requireGroupOf(tx, statementId, input.answer_group_id);
    const [last] = await tx
      .select({ position: max(quizAnswers.position) })
      .from(quizAnswers)
      .where(
        and(
          eq(quizAnswers.questionId, question.id),
          statementId == null ? isNull(quizAnswers.statementId) : eq(quizAnswers.statementId, statementId),
        ),
      );
    const [row] = await tx
      .insert(quizAnswers)
      .values({
        questionId: question.id,
        statementId,
        position: (last?.position ?? -1) + 1,
        ...answerColumns(input),
      })
      .returning({ id: quizAnswers.id });
    await touchQuiz(tx, question.quizId);
    return row!.id;
  });
}

/** Updates an answer in place: its id, and the results that chose it, stay. */
export async function updateAnswer(
  db: Db,
  { answer, question }: Reached<AnswerReach>,
  patch: AnswerPatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireGroupOf(tx, answer.statementId, patch.answer_group_id);
    const columns = answerColumns(patch);
    if (Object.keys(columns).length > 0)
      await tx.update(quizAnswers).set(columns).where(eq(quizAnswers.id, answer.id));
    await touchQuiz(tx, question.quizId);
  });
}

/** Hides an answer from the quiz; results that chose it keep pointing at its row. */
export async function deleteAnswer(db: Db, { answer, question }: Reached<AnswerReach>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(quizAnswers).set({ deletedAt: new Date() }).where(eq(quizAnswers.id, answer.id));
    await touchQuiz(tx, question.quizId);
  });
}

/** Adds a statement at the end of the question's statements; answers the new id. */
export async function createStatement(
  db: Db,
  question: Reached<QuestionRow>,
  input: StatementPatch,
): Promise<number> {
  return db.transaction(async (tx) => {
    await requireAnswersOf(tx, question.id, input.correct_answer_ids);
    const [last] = await tx
      .select({ position: max(quizStatements.position) })
      .from(quizStatements)
      .where(eq(quizStatements.questionId, question.id));
    const [row] = await tx
      .insert(quizStatements)
      .values({
        questionId: question.id,
        position: (last?.position ?? -1) + 1,
        text: input.text ?? null,
        imageUrl: input.image_url ?? null,
        isRtl: input.is_rtl ?? false,
        correctAnswerIds: input.correct_answer_ids ?? [],
      })
      .returning({ id: quizStatements.id });
    await touchQuiz(tx, question.quizId);
    return row!.id;
  });
}

/** Updates a statement in place. */
export async function updateStatement(
  db: Db,
  { statement, question }: Reached<StatementReach>,
  patch: StatementPatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireAnswersOf(tx, statement.questionId, patch.correct_answer_ids);
    const columns = defined({
      text: patch.text,
      imageUrl: patch.image_url,
      isRtl: patch.is_rtl,
      correctAnswerIds: patch.correct_answer_ids,
    });
    if (Object.keys(columns).length > 0)
      await tx.update(quizStatements).set(columns).where(eq(quizStatements.id, statement.id));
    await touchQuiz(tx, question.quizId);
  });
}

/** Hides a statement (with its answers and gaps) from the quiz; stored results keep their rows. */
export async function deleteStatement(
  db: Db,
  { statement, question }: Reached<StatementReach>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(quizStatements).set({ deletedAt: new Date() }).where(eq(quizStatements.id, statement.id));
    await touchQuiz(tx, question.quizId);
  });
}

/** Adds a gap at the end of a statement's gaps; answers the new id. */
export async function createAnswerGroup(
  db: Db,
  { statement, question }: Reached<StatementReach>,
  input: v.InferOutput<typeof answerGroupCreateSchema>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(quizAnswerGroups.position) })
      .from(quizAnswerGroups)
      .where(eq(quizAnswerGroups.statementId, statement.id));
    const [row] = await tx
      .insert(quizAnswerGroups)
      .values({
        statementId: statement.id,
        position: (last?.position ?? -1) + 1,
        typeId: input.type_id,
        displayTypeId: input.display_type_id ?? 1,
      })
      .returning({ id: quizAnswerGroups.id });
    await touchQuiz(tx, question.quizId);
    return row!.id;
  });
}

/** Updates a gap in place. */
export async function updateAnswerGroup(
  db: Db,
  { group, question }: Reached<AnswerGroupReach>,
  patch: AnswerGroupPatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    const columns = defined({ typeId: patch.type_id, displayTypeId: patch.display_type_id });
    if (Object.keys(columns).length > 0)
      await tx.update(quizAnswerGroups).set(columns).where(eq(quizAnswerGroups.id, group.id));
    await touchQuiz(tx, question.quizId);
  });
}

/** Hides a gap (and the answers that belong to it) from the quiz; stored results keep their rows. */
export async function deleteAnswerGroup(
  db: Db,
  { group, question }: Reached<AnswerGroupReach>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(quizAnswerGroups).set({ deletedAt: new Date() }).where(eq(quizAnswerGroups.id, group.id));
    await touchQuiz(tx, question.quizId);
  });
}

/** Puts a question's own answers (not its statements') in the given order. */
export async function reorderAnswers(
  db: Db,
  question: Reached<QuestionRow>,
  ids: readonly number[],
): Promise<void> {
  const scope = and(
    eq(quizAnswers.questionId, question.id),
    isNull(quizAnswers.statementId),
    isNull(quizAnswers.deletedAt),
  );
  await reorder(db, quizAnswers, scope, ids);
  await touchQuiz(db, question.quizId);
}

/** Puts a question's statements in the given order. */
export async function reorderStatements(
  db: Db,
  question: Reached<QuestionRow>,
  ids: readonly number[],
): Promise<void> {
  const scope = and(eq(quizStatements.questionId, question.id), isNull(quizStatements.deletedAt));
  await reorder(db, quizStatements, scope, ids);
  await touchQuiz(db, question.quizId);
}

/** Puts a statement's answers in the given order. */
export async function reorderStatementAnswers(
  db: Db,
  { statement, question }: Reached<StatementReach>,
  ids: readonly number[],
): Promise<void> {
  const scope = and(eq(quizAnswers.statementId, statement.id), isNull(quizAnswers.deletedAt));
  await reorder(db, quizAnswers, scope, ids);
  await touchQuiz(db, question.quizId);
}

/** Puts a statement's gaps in the given order. */
export async function reorderAnswerGroups(
  db: Db,
  { statement, question }: Reached<StatementReach>,
  ids: readonly number[],
): Promise<void> {
  const scope = and(eq(quizAnswerGroups.statementId, statement.id), isNull(quizAnswerGroups.deletedAt));
  await reorder(db, quizAnswerGroups, scope, ids);
  await touchQuiz(db, question.quizId);
}
