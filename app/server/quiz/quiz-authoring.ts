import { type AnyColumn, and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FieldErrors } from '../../../core/api/field-errors.ts';
import type { Question } from '../../../core/api/quiz.ts';
import type {
  AnswerInput,
  CreateQuizRequest,
  QuestionDocument,
  QuizOptionsRequest,
} from '../../../core/api/quiz-authoring.ts';
import { QUIZ_UNIT_TYPES } from '../../../core/lessons/index.ts';
import { type Reached, reached, type SchoolId } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import {
  courses,
  infoSections,
  infoUnits,
  lessons,
  quizAnswerGroups,
  quizAnswers,
  quizQuestions,
  quizStatements,
  quizzes,
} from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import {
  addError,
  type ContentAuthor,
  NOT_A_USABLE_FILE,
  refusal,
  usableFiles,
} from '../lessons/lesson-content.ts';
import type { QuizRow } from './quiz-access.ts';
import { loadQuizQuestions } from './quiz-questions-store.ts';

// The constructor's quizzes and questions. The finders resolve what a request names through the
// caller's school (a `SchoolId` from the session) and answer `Reached` rows; every change takes such
// a row, so a change to another school's quiz does not type-check, and its ids stay a 404.

/** A lesson of the caller's school, which the constructor adds quizzes to. */
export interface LessonRef {
  id: number;
}

/** A live question row. */
export type QuestionRow = typeof quizQuestions.$inferSelect;

/** A quiz's options under the names the constructor takes (core/api/quiz-authoring.ts quizOptionsViewSchema). */
export type QuizOptionsView = ReturnType<typeof quizOptionsView>;
/** A quiz with its questions (core/api/quiz-authoring.ts quizDocumentSchema). */
export type QuizDocument = QuizOptionsView & { questions: Question[] };

/** Quiz options as column values (only the fields given). */
export function quizColumns(input: QuizOptionsRequest): Partial<typeof quizzes.$inferInsert> {
  const columns: Partial<typeof quizzes.$inferInsert> = {
    name: input.name,
    infoUnitId: input.info_unit_id,
    typeSlug: input.type_slug,
    isNameEnabled: input.is_name_enabled,
    questionsDisplayTypeId: input.questions_display_type_id,
    reanswerType: input.reanswer_type,
    returnToPreviousType: input.return_to_previous_type,
    navigationTypeId: input.navigation_type_id,
    finishTypeId: input.finish_type_id,
    isAllowClear: input.is_allow_clear,
    questionResultShowId: input.type_show_question_result_attempt,
    resultTypeShow: input.result_type_show,
    resultIsShow: input.result_is_show,
    questionsNumerationTypeId: input.questions_numeration_type,
    isCheckpoint: input.is_checkpoint,
    startTypeId: input.start_type,
    startInfoText: input.start_info_text,
    startInfoButton: input.start_info_button,
    timerDuration: input.timer_duration,
    timerTypeId: input.timer_type,
    estimateIsOn: input.estimate_is_on,
    estimateIsShow: input.estimate_is_show,
    commonScoresMin: input.common_scores_min,
    commonScoresMax: input.common_scores_max,
    attemptLimit: input.attempt_limit,
    attemptLimitText: input.attempt_limit_text,
    passedText: input.passed_text,
    failedText: input.failed_text,
    attemptCommentTypeId: input.attempt_comment_type,
    commentVersioningTypeSlug: input.comment_versioning_type,
    versioningTypeId: input.versioning_type_id,
    opensAt: input.opens_at == null ? input.opens_at : new Date(input.opens_at),
    closesAt: input.closes_at == null ? input.closes_at : new Date(input.closes_at),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

const UNIT_NOT_IN_LESSON = 'There is no such practice block in this lesson.';

/**
 * Refuses a lesson block that is not a practice or practices-list block (type 5 or 7) of the quiz's
 * lesson: another lesson's (of this school or any other) or none at all. A block is one lesson's by
 * its section, so two lessons cannot claim it.
 */
async function claimUnit(tx: Db, unitId: number | null | undefined, lessonId: number): Promise<void> {
  if (unitId == null) return;
  const [unit] = await tx
    .select({ id: infoUnits.id })
    .from(infoUnits)
    .innerJoin(infoSections, eq(infoSections.id, infoUnits.infoSectionId))
    .where(
      and(
        eq(infoUnits.id, unitId),
        eq(infoSections.lessonId, lessonId),
        inArray(infoUnits.typeId, [...QUIZ_UNIT_TYPES]),
      ),
    );
  if (!unit) throw new HttpError(422, UNIT_NOT_IN_LESSON, { errors: { info_unit_id: [UNIT_NOT_IN_LESSON] } });
}

/** A condition: the quiz the column names is one of the school's (through its lesson's course). */
export function quizOfSchool(db: Db, quizId: AnyColumn, school: SchoolId): SQL {
  return inArray(
    quizId,
    db
      .select({ id: quizzes.id })
      .from(quizzes)
      .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(courses.cabinetId, school)),
  );
}

/** A lesson of the school, or 404 (another school's lesson is not found). */
export async function lessonOfCabinet(
  db: Db,
  lessonId: number,
  school: SchoolId,
): Promise<Reached<LessonRef>> {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(lessons.id, lessonId), eq(courses.cabinetId, school)));
  if (!row) throw new HttpError(404, 'There is no such lesson.');
  return reached(row);
}

/** A quiz of the school, or 404 (another school's quiz is not found). */
export async function quizOfCabinet(db: Db, quizId: number, school: SchoolId): Promise<Reached<QuizRow>> {
  const [quiz] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), quizOfSchool(db, quizzes.id, school)));
  if (!quiz) throw new HttpError(404, 'There is no such quiz.');
  return reached(quiz);
}

/** A live question of the school, or 404 (another school's is not found). */
export async function questionOfCabinet(
  db: Db,
  questionId: number,
  school: SchoolId,
): Promise<Reached<QuestionRow>> {
  const [question] = await db
    .select()
    .from(quizQuestions)
    .where(
      and(
        eq(quizQuestions.id, questionId),
        isNull(quizQuestions.deletedAt),
        quizOfSchool(db, quizQuestions.quizId, school),
      ),
    );
  if (!question) throw new HttpError(404, 'There is no such question.');
  return reached(question);
}

/** A lesson's quizzes in their order, as the constructor shows them. */
export async function lessonQuizzes(db: Db, lesson: Reached<LessonRef>): Promise<QuizOptionsView[]> {
  const rows = await db
    .select()
    .from(quizzes)
    .where(eq(quizzes.lessonId, lesson.id))
    .orderBy(asc(quizzes.position), asc(quizzes.id));
  return rows.map(quizOptionsView);
}

async function quizDocumentOf(db: Db, quizId: number): Promise<QuizDocument> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
  if (!row) throw new HttpError(404, 'There is no such quiz.');
  return { ...quizOptionsView(row), questions: await loadQuizQuestions(db, quizId) };
}

/** A quiz as it now is: its options and its questions. */
export function quizDocument(db: Db, quiz: Reached<QuizRow>): Promise<QuizDocument> {
  return quizDocumentOf(db, quiz.id);
}

/** A quiz's live questions in their order. */
export function quizQuestionsView(db: Db, quiz: Reached<{ id: number }>): Promise<Question[]> {
  return loadQuizQuestions(db, quiz.id);
}

/** A question as it now is, with its answers, statements and gaps. */
export async function questionView(
  db: Db,
  question: Reached<{ id: number; quizId: number }>,
): Promise<Question | undefined> {
  return (await loadQuizQuestions(db, question.quizId)).find((candidate) => candidate.id === question.id);
}

/**
 * Adds a quiz at the end of a lesson; answers the quiz as created. 422 on `info_unit_id` for another
 * lesson's block.
 */
export async function createLessonQuiz(
  db: Db,
  lesson: Reached<LessonRef>,
  input: CreateQuizRequest,
): Promise<QuizDocument> {
  const quizId = await db.transaction(async (tx) => {
    await claimUnit(tx, input.info_unit_id, lesson.id);
    const position = await tx.$count(quizzes, eq(quizzes.lessonId, lesson.id));
    const [created] = await tx
      .insert(quizzes)
      .values({ lessonId: lesson.id, position, name: input.name, ...quizColumns(input) })
      .returning({ id: quizzes.id });
    return created!.id;
  });
  return quizDocumentOf(db, quizId);
}

/** Saves the options given; 422 on `info_unit_id` for another lesson's block. */
export async function updateQuizOptions(
  db: Db,
  quiz: Reached<QuizRow>,
  input: QuizOptionsRequest,
): Promise<void> {
  await db.transaction(async (tx) => {
    await claimUnit(tx, input.info_unit_id, quiz.lessonId);
    const columns = quizColumns(input);
    // An empty set is an SQL error: nothing to write then, the quiz stays as it is.
    if (Object.keys(columns).length === 0) return;
    await tx.update(quizzes).set(columns).where(eq(quizzes.id, quiz.id));
    await touchQuiz(tx, quiz.id);
  });
}

/** Deletes a quiz with its questions and attempts. */
export async function deleteQuiz(db: Db, quiz: Reached<QuizRow>): Promise<void> {
  await db.delete(quizzes).where(eq(quizzes.id, quiz.id));
}

/** Puts a lesson's quizzes in the given order (every one of them, once). */
export async function reorderLessonQuizzes(
  db: Db,
  lesson: Reached<LessonRef>,
  ids: readonly number[],
): Promise<void> {
  await reorder(db, quizzes, eq(quizzes.lessonId, lesson.id), ids);
}

/** Puts a quiz's live questions in the given order (every one of them, once). */
export async function reorderQuestions(
  db: Db,
  quiz: Reached<QuizRow>,
  ids: readonly number[],
): Promise<void> {
  await reorder(
    db,
    quizQuestions,
    and(eq(quizQuestions.quizId, quiz.id), isNull(quizQuestions.deletedAt)),
    ids,
  );
  await touchQuiz(db, quiz.id);
}

function refKey(value: string | number): string {
  return String(value);
}

/** Marks the quiz changed, so cached questions are reloaded (strictly later, even within a millisecond). */
export async function touchQuiz(tx: Db, quizId: number): Promise<void> {
  await tx
    .update(quizzes)
    .set({ updatedAt: sql`greatest(clock_timestamp(), ${quizzes.updatedAt} + interval '1 millisecond')` })
    .where(eq(quizzes.id, quizId));
}

/** The live ids a question already has, by kind and by parent statement. */
async function liveChildren(tx: Db, questionId: number) {
  const statements = await tx
    .select({ id: quizStatements.id })
    .from(quizStatements)
    .where(and(eq(quizStatements.questionId, questionId), isNull(quizStatements.deletedAt)));
  const statementIds = statements.map((row) => row.id);
  const groups =
    statementIds.length === 0
      ? []
      : await tx
          .select({ id: quizAnswerGroups.id, statementId: quizAnswerGroups.statementId })
          .from(quizAnswerGroups)
          .where(
            and(inArray(quizAnswerGroups.statementId, statementIds), isNull(quizAnswerGroups.deletedAt)),
          );
  const answers = await tx
    .select({ id: quizAnswers.id, statementId: quizAnswers.statementId })
    .from(quizAnswers)
    .where(and(eq(quizAnswers.questionId, questionId), isNull(quizAnswers.deletedAt)));
  return {
    statements: new Set(statementIds),
    groups: new Map(groups.map((row) => [row.id, row.statementId])),
    answers: new Map(answers.map((row) => [row.id, row.statementId])),
  };
}

/**
 * Saves a question document's children. An item that carries the `id` of one of the question's rows
 * updates that row in place (its id stays, so stored results keep pointing at it); an item without
 * one is created; rows the document leaves out are soft-deleted. Refs (or ids) link answers to gaps
 * and statements to their correct answers.
 */
async function saveChildren(tx: Db, questionId: number, doc: QuestionDocument, now: Date): Promise<void> {
  const live = await liveChildren(tx, questionId);
  const kept = { statements: new Set<number>(), groups: new Set<number>(), answers: new Set<number>() };
  const answerIds = new Map<string, number>();
  const errors: Record<string, string[]> = {};

  const saveAnswer = async (
    answer: AnswerInput,
    statementId: number | null,
    groupId: number | null,
    position: number,
    field: string,
  ) => {
    const columns = answerColumns(questionId, statementId, groupId, position, answer);
    let id: number;
    if (answer.id != null) {
      if (!live.answers.has(answer.id) || live.answers.get(answer.id) !== statementId) {
        errors[`${field}.id`] = ['No answer of this question (and statement) has this id.'];
        return;
      }
      await tx.update(quizAnswers).set(columns).where(eq(quizAnswers.id, answer.id));
      id = answer.id;
    } else {
      const [row] = await tx.insert(quizAnswers).values(columns).returning({ id: quizAnswers.id });
      id = row!.id;
    }
    kept.answers.add(id);
    const key = answer.ref ?? answer.id;
    if (key !== undefined && key !== null) answerIds.set(refKey(key), id);
  };

  for (const [index, answer] of doc.answers.entries())
    await saveAnswer(answer, null, null, index, `answers.${index}`);
  for (const [statementIndex, statement] of doc.statements.entries()) {
    const field = `statements.${statementIndex}`;
    const columns = {
      questionId,
      position: statementIndex,
      text: statement.text ?? null,
      imageUrl: statement.image_url ?? null,
      isRtl: statement.is_rtl ?? false,
    };
    let statementId: number;
    if (statement.id != null) {
      if (!live.statements.has(statement.id)) {
        errors[`${field}.id`] = ['No statement of this question has this id.'];
        continue;
      }
      await tx.update(quizStatements).set(columns).where(eq(quizStatements.id, statement.id));
      statementId = statement.id;
    } else {
      const [created] = await tx.insert(quizStatements).values(columns).returning({ id: quizStatements.id });
      statementId = created!.id;
    }
    kept.statements.add(statementId);
    const groupIds = new Map<string, number>();
    for (const [groupIndex, group] of statement.answer_groups.entries()) {
      const values = {
        statementId,
        position: groupIndex,
        typeId: group.type_id,
        displayTypeId: group.display_type_id ?? 1,
      };
      let groupId: number;
      if (group.id != null) {
        if (live.groups.get(group.id) !== statementId) {
          errors[`${field}.answer_groups.${groupIndex}.id`] = ['No gap of this statement has this id.'];
          continue;
        }
        await tx.update(quizAnswerGroups).set(values).where(eq(quizAnswerGroups.id, group.id));
        groupId = group.id;
      } else {
        const [row] = await tx.insert(quizAnswerGroups).values(values).returning({ id: quizAnswerGroups.id });
        groupId = row!.id;
      }
      kept.groups.add(groupId);
      const key = group.ref ?? group.id;
      if (key != null) groupIds.set(refKey(key), groupId);
    }
    for (const [answerIndex, answer] of statement.answers.entries()) {
      const groupId = answer.answer_group_ref == null ? null : groupIds.get(refKey(answer.answer_group_ref));
      if (answer.answer_group_ref != null && groupId === undefined) {
        errors[`${field}.answers.${answerIndex}.answer_group_ref`] = [
          'No gap of this statement has this ref.',
        ];
        continue;
      }
      await saveAnswer(answer, statementId, groupId ?? null, answerIndex, `${field}.answers.${answerIndex}`);
    }
    const correct: number[] = [];
    for (const [refIndex, answerRef] of statement.correct_answer_refs.entries()) {
      const id = answerIds.get(refKey(answerRef));
      if (id === undefined)
        errors[`${field}.correct_answer_refs.${refIndex}`] = ['No answer of this question has this ref.'];
      else correct.push(id);
    }
    await tx
      .update(quizStatements)
      .set({ correctAnswerIds: correct })
      .where(eq(quizStatements.id, statementId));
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, Object.values(errors)[0]![0]!, { errors });
  const dropped = <T>(ids: Iterable<T>, keep: Set<T>) => [...ids].filter((id) => !keep.has(id));
  const answersGone = dropped(live.answers.keys(), kept.answers);
  const groupsGone = dropped(live.groups.keys(), kept.groups);
  const statementsGone = dropped(live.statements, kept.statements);
  if (answersGone.length > 0)
    await tx.update(quizAnswers).set({ deletedAt: now }).where(inArray(quizAnswers.id, answersGone));
  if (groupsGone.length > 0)
    await tx.update(quizAnswerGroups).set({ deletedAt: now }).where(inArray(quizAnswerGroups.id, groupsGone));
  if (statementsGone.length > 0)
    await tx.update(quizStatements).set({ deletedAt: now }).where(inArray(quizStatements.id, statementsGone));
}

function answerColumns(
  questionId: number,
  statementId: number | null,
  answerGroupId: number | null,
  position: number,
  answer: AnswerInput,
) {
  return {
    questionId,
    statementId,
    answerGroupId,
    position,
    text: answer.text ?? null,
    isCorrect: answer.is_correct ?? null,
    order: answer.order ?? null,
    typeId: answer.type ?? 1,
    imageUrl: answer.image_url ?? null,
    imageWidth: answer.image_width ?? null,
    imageHeight: answer.image_height ?? null,
    value: answer.value == null ? null : String(answer.value),
  };
}

function questionColumns(doc: QuestionDocument) {
  return {
    typeSlug: doc.type_slug,
    name: doc.name ?? null,
    description: doc.description ?? null,
    files: doc.files.map((file) => ({ uuid: file.uuid })),
    comment: doc.explanation ?? doc.comment ?? null,
    commentTypeId: doc.comment_type_id ?? null,
    isRequired: doc.is_required,
    isCollapseEnabled: doc.is_collapse_enabled,
    hasStoppedInfo: doc.has_stopped_info,
    timerDuration: doc.timer_duration ?? null,
    maxPoints: doc.max_points,
    interviewType: doc.interview_type ?? null,
    likertScaleType: doc.likert_scale_type == null ? null : String(doc.likert_scale_type),
    gradeTextMin: doc.grade_text_min ?? null,
    gradeTextMax: doc.grade_text_max ?? null,
    conformityType: doc.conformity_type ?? null,
    isAnswersCombined: doc.type_slug === 'conformity_answer' && doc.is_answers_combined,
    textAnswerTypeId: doc.text_answer_type_id ?? null,
    isVideoCommentEnabled: doc.is_video_comment_enabled,
    isAudioCommentEnabled: doc.is_audio_comment_enabled,
    canUpload: doc.can_upload,
    isCommentEnabled: doc.is_comment_enabled,
    isAllowedCommentAfterCheck: doc.is_allowed_comment_after_check,
  };
}

/**
 * Refuses (422 at `files.N.uuid`) a description file the question does not hold yet unless it is a
 * live upload of the author's own or of their school's: the lesson content's rule (`usableFiles`).
 * Files the question already holds stay whoever uploaded them (a colleague's, a copy's).
 */
async function checkQuestionFiles(
  tx: Db,
  held: readonly { uuid: string }[],
  doc: QuestionDocument,
  author: ContentAuthor,
): Promise<void> {
  const holds = new Set(held.map((file) => file.uuid));
  const fresh = doc.files.filter((file) => !holds.has(file.uuid)).map((file) => file.uuid);
  const usable = new Set((await usableFiles(tx, fresh, author)).map((row) => row.uuid));
  const errors: FieldErrors = {};
  doc.files.forEach((file, index) => {
    if (!holds.has(file.uuid) && !usable.has(file.uuid))
      addError(errors, `files.${index}.uuid`, NOT_A_USABLE_FILE);
  });
  if (Object.keys(errors).length > 0) throw refusal(errors);
}

async function insertQuestion(
  db: Db,
  quizId: number,
  doc: QuestionDocument,
  author: ContentAuthor | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (author) await checkQuestionFiles(tx, [], doc, author);
    const existing = await tx
      .select({ position: quizQuestions.position })
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quizId), isNull(quizQuestions.deletedAt)));
    const position = existing.reduce((max, row) => Math.max(max, row.position + 1), 0);
    const [row] = await tx
      .insert(quizQuestions)
      .values({ quizId, position, ...questionColumns(doc) })
      .returning({ id: quizQuestions.id });
    await saveChildren(tx, row!.id, doc, new Date());
    await touchQuiz(tx, quizId);
    return row!.id;
  });
}

/** Adds a question at the end of a quiz; answers the question as created. */
export async function createQuestion(
  db: Db,
  quiz: Reached<QuizRow>,
  doc: QuestionDocument,
  author: ContentAuthor,
): Promise<Question | undefined> {
  const id = await insertQuestion(db, quiz.id, doc, author);
  return (await loadQuizQuestions(db, quiz.id)).find((candidate) => candidate.id === id);
}

/**
 * Adds a question that no author's request names (the demo seed's, or a copy of a question the school
 * already holds, files included); answers its id.
 */
export function seedQuestion(db: Db, quizId: number, doc: QuestionDocument): Promise<number> {
  return insertQuestion(db, quizId, doc, null);
}

/** Re-saves a question: settings replaced, children matched by id (kept), created, or soft-deleted. */
export async function replaceQuestion(
  db: Db,
  question: Reached<QuestionRow>,
  doc: QuestionDocument,
  author: ContentAuthor,
): Promise<void> {
  await db.transaction(async (tx) => {
    await checkQuestionFiles(tx, question.files, doc, author);
    const now = new Date();
    await tx
      .update(quizQuestions)
      .set({ ...questionColumns(doc), updatedAt: now })
      .where(eq(quizQuestions.id, question.id));
    await saveChildren(tx, question.id, doc, now);
    await touchQuiz(tx, question.quizId);
  });
}

/** Soft-deletes a question: gone from the quiz and from new attempts, its stored answers kept. */
export async function deleteQuestion(db: Db, question: Reached<QuestionRow>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(quizQuestions).set({ deletedAt: new Date() }).where(eq(quizQuestions.id, question.id));
    await touchQuiz(tx, question.quizId);
  });
}

/** A table whose rows have a position. */
type Positioned =
  | typeof quizzes
  | typeof quizQuestions
  | typeof quizAnswers
  | typeof quizStatements
  | typeof quizAnswerGroups;

/**
 * Puts the rows `scope` selects in the given order; the ids must be exactly those rows. For the
 * constructor's reorder steps, whose scope is a `Reached` row's children.
 */
export async function reorder(db: Db, table: Positioned, scope: SQL | undefined, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: table.id }).from(table).where(scope);
    const known = new Set(rows.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw new HttpError(422, 'List every item exactly once.', {
        errors: { ids: ['List every item exactly once.'] },
      });
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(table).set({ position }).where(eq(table.id, id));
    }
  });
}

/** A quiz's stored options under the names the authoring calls take. */
export function quizOptionsView(row: QuizRow) {
  return {
    id: row.id,
    lesson_id: row.lessonId,
    info_unit_id: row.infoUnitId,
    position: row.position,
    name: row.name,
    type_slug: row.typeSlug,
    is_name_enabled: row.isNameEnabled,
    questions_display_type_id: row.questionsDisplayTypeId,
    reanswer_type: row.reanswerType,
    return_to_previous_type: row.returnToPreviousType,
    navigation_type_id: row.navigationTypeId,
    finish_type_id: row.finishTypeId,
    is_allow_clear: row.isAllowClear,
    type_show_question_result_attempt: row.questionResultShowId,
    result_type_show: row.resultTypeShow,
    result_is_show: row.resultIsShow,
    questions_numeration_type: row.questionsNumerationTypeId,
    is_checkpoint: row.isCheckpoint,
    start_type: row.startTypeId,
    start_info_text: row.startInfoText,
    start_info_button: row.startInfoButton,
    timer_duration: row.timerDuration,
    timer_type: row.timerTypeId,
    estimate_is_on: row.estimateIsOn,
    estimate_is_show: row.estimateIsShow,
    common_scores_min: row.commonScoresMin,
    common_scores_max: row.commonScoresMax,
    attempt_limit: row.attemptLimit,
    attempt_limit_text: row.attemptLimitText,
    passed_text: row.passedText,
    failed_text: row.failedText,
    attempt_comment_type: row.attemptCommentTypeId,
    comment_versioning_type: row.commentVersioningTypeSlug,
    versioning_type_id: row.versioningTypeId,
    opens_at: row.opensAt?.toISOString() ?? null,
    closes_at: row.closesAt?.toISOString() ?? null,
  };
}
