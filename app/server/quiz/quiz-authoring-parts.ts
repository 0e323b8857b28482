import { and, eq, isNull, max } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  answerCreateSchema,
  answerGroupCreateSchema,
  answerGroupPatchSchema,
  answerPatchSchema,
  statementPatchSchema,
} from '../../../core/api/quiz-authoring.ts';
import type { Db } from '../db/client.ts';
import { quizAnswerGroups, quizAnswers, quizQuestions, quizStatements } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { questionOfCabinet, touchQuiz } from './quiz-authoring.ts';

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

/** A live statement of the school's question, or 404. */
export async function statementOfCabinet(db: Db, statementId: number, cabinetId: number) {
  const [statement] = await db
    .select()
    .from(quizStatements)
    .where(and(eq(quizStatements.id, statementId), isNull(quizStatements.deletedAt)));
  if (!statement) throw new HttpError(404, 'There is no such statement.');
  const question = await questionOfCabinet(db, statement.questionId, cabinetId);
  return { statement, question };
}

/** A live answer of the school's question, or 404. */
export async function answerOfCabinet(db: Db, answerId: number, cabinetId: number) {
  const [answer] = await db
    .select()
    .from(quizAnswers)
    .where(and(eq(quizAnswers.id, answerId), isNull(quizAnswers.deletedAt)));
  if (!answer) throw new HttpError(404, 'There is no such answer.');
  const question = await questionOfCabinet(db, answer.questionId, cabinetId);
  return { answer, question };
}

/** A live gap of the school's question, or 404. */
export async function answerGroupOfCabinet(db: Db, groupId: number, cabinetId: number) {
  const [group] = await db
    .select()
    .from(quizAnswerGroups)
    .where(and(eq(quizAnswerGroups.id, groupId), isNull(quizAnswerGroups.deletedAt)));
  if (!group) throw new HttpError(404, 'There is no such gap.');
  const { statement, question } = await statementOfCabinet(db, group.statementId, cabinetId);
  return { group, statement, question };
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
  question: { id: number; quizId: number },
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
  answer: { id: number; statementId: number | null },
  quizId: number,
  patch: AnswerPatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireGroupOf(tx, answer.statementId, patch.answer_group_id);
    const columns = answerColumns(patch);
    if (Object.keys(columns).length > 0)
      await tx.update(quizAnswers).set(columns).where(eq(quizAnswers.id, answer.id));
    await touchQuiz(tx, quizId);
  });
}

/** Hides an answer from the quiz; results that chose it keep pointing at its row. */
export async function deleteAnswer(db: Db, answerId: number, quizId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(quizAnswers).set({ deletedAt: new Date() }).where(eq(quizAnswers.id, answerId));
    await touchQuiz(tx, quizId);
  });
}

/** Adds a statement at the end of the question's statements; answers the new id. */
export async function createStatement(
  db: Db,
  question: { id: number; quizId: number },
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
  statement: { id: number; questionId: number },
  quizId: number,
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
    await touchQuiz(tx, quizId);
  });
}

/** Hides a statement (with its answers and gaps) from the quiz; stored results keep their rows. */
export async function deleteStatement(db: Db, statementId: number, quizId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(quizStatements).set({ deletedAt: new Date() }).where(eq(quizStatements.id, statementId));
    await touchQuiz(tx, quizId);
  });
}

/** Adds a gap at the end of a statement's gaps; answers the new id. */
export async function createAnswerGroup(
  db: Db,
  statement: { id: number },
  quizId: number,
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
    await touchQuiz(tx, quizId);
    return row!.id;
  });
}

/** Updates a gap in place. */
export async function updateAnswerGroup(
  db: Db,
  groupId: number,
  quizId: number,
  patch: AnswerGroupPatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    const columns = defined({ typeId: patch.type_id, displayTypeId: patch.display_type_id });
    if (Object.keys(columns).length > 0)
      await tx.update(quizAnswerGroups).set(columns).where(eq(quizAnswerGroups.id, groupId));
    await touchQuiz(tx, quizId);
  });
}

/** Hides a gap (and the answers that belong to it) from the quiz; stored results keep their rows. */
export async function deleteAnswerGroup(db: Db, groupId: number, quizId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(quizAnswerGroups).set({ deletedAt: new Date() }).where(eq(quizAnswerGroups.id, groupId));
    await touchQuiz(tx, quizId);
  });
}

/** Soft-deletes a question: gone from the quiz and from new attempts, its stored answers kept. */
export async function deleteQuestion(db: Db, question: { id: number; quizId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(quizQuestions).set({ deletedAt: new Date() }).where(eq(quizQuestions.id, question.id));
    await touchQuiz(tx, question.quizId);
  });
}
