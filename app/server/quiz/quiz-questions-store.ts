import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { type Question, type QuestionSlug, questionSchema } from '../../../core/api/quiz.ts';
import type { Db } from '../db/client.ts';
import { quizAnswerGroups, quizAnswers, quizQuestions, quizStatements } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { loadAttachedFiles, questionFileRecords, questionFileUuids } from './attached-files.ts';
import type { AttemptRow } from './quiz-access.ts';

type AnswerRow = typeof quizAnswers.$inferSelect;

function answerOf(row: AnswerRow) {
  return {
    id: row.id,
    text: row.text,
    is_correct: row.isCorrect,
    order: row.order,
    type: row.typeId === 2 ? (2 as const) : (1 as const),
    image: row.imageUrl ? { url: row.imageUrl } : null,
    image_width: row.imageWidth,
    image_height: row.imageHeight,
    quiz_answer_group_id: row.answerGroupId,
    value: row.value,
  };
}

/** The questions of quizzes with their whole key, as the core scorers read them, in position order. */
export async function loadKeyedQuestions(
  db: Db,
  quizIds: readonly number[],
): Promise<Map<number, Question[]>> {
  const byQuiz = new Map<number, Question[]>(quizIds.map((quizId) => [quizId, []]));
  if (quizIds.length === 0) return byQuiz;
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(and(inArray(quizQuestions.quizId, [...quizIds]), isNull(quizQuestions.deletedAt)))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  const questionIds = questions.map((question) => question.id);
  if (questionIds.length === 0) return byQuiz;
  const [statements, answers] = await Promise.all([
    db
      .select()
      .from(quizStatements)
      .where(and(inArray(quizStatements.questionId, questionIds), isNull(quizStatements.deletedAt)))
      .orderBy(asc(quizStatements.position), asc(quizStatements.id)),
    db
      .select()
      .from(quizAnswers)
      .where(and(inArray(quizAnswers.questionId, questionIds), isNull(quizAnswers.deletedAt)))
      .orderBy(asc(quizAnswers.position), asc(quizAnswers.id)),
  ]);
  const statementIds = statements.map((statement) => statement.id);
  const groups =
    statementIds.length === 0
      ? []
      : await db
          .select()
          .from(quizAnswerGroups)
          .where(and(inArray(quizAnswerGroups.statementId, statementIds), isNull(quizAnswerGroups.deletedAt)))
          .orderBy(asc(quizAnswerGroups.position), asc(quizAnswerGroups.id));
  const liveGroups = new Set(groups.map((group) => group.id));
  const live = answers.filter(
    (answer) => answer.answerGroupId == null || liveGroups.has(answer.answerGroupId),
  );
  const liveIds = new Set(live.map((answer) => answer.id));
  const attached = await loadAttachedFiles(db, questionFileUuids(questions));
  for (const row of questions) {
    const question = v.parse(questionSchema, {
      id: row.id,
      name: row.name,
      type: { slug: row.typeSlug as QuestionSlug },
      description: row.description,
      files: questionFileRecords(row.files, attached),
      explanation: row.comment,
      comment_type_id: row.commentTypeId,
      is_required: row.isRequired,
      is_collapse_enabled: row.isCollapseEnabled,
      has_stopped_info: row.hasStoppedInfo,
      timer: row.timerDuration != null,
      timer_duration: row.timerDuration,
      max_points: row.maxPoints,
      interview_type: row.interviewType === 1 || row.interviewType === 2 ? row.interviewType : null,
      likert_scale_type: row.likertScaleType,
      grade_text_min: row.gradeTextMin,
      grade_text_max: row.gradeTextMax,
      conformity_type: row.conformityType === 1 || row.conformityType === 2 ? row.conformityType : null,
      is_answers_combined: row.isAnswersCombined,
      text_answer_type_id: row.textAnswerTypeId,
      is_video_comment_enabled: row.isVideoCommentEnabled,
      is_audio_comment_enabled: row.isAudioCommentEnabled,
      can_upload: row.canUpload,
      is_comment_enabled: row.isCommentEnabled,
      is_allowed_comment_after_check: row.isAllowedCommentAfterCheck,
      answers: live
        .filter((answer) => answer.questionId === row.id && answer.statementId == null)
        .map(answerOf),
      statements: statements
        .filter((statement) => statement.questionId === row.id)
        .map((statement) => ({
          id: statement.id,
          text: statement.text,
          image: statement.imageUrl ? { url: statement.imageUrl } : null,
          is_rtl: statement.isRtl,
          correct_answers: statement.correctAnswerIds.filter((answerId) => liveIds.has(answerId)),
          answer_groups: groups
            .filter((group) => group.statementId === statement.id)
            .map((group) => ({ id: group.id, type_id: group.typeId, display_type_id: group.displayTypeId })),
          answers: live.filter((answer) => answer.statementId === statement.id).map(answerOf),
        })),
    });
    byQuiz.get(row.quizId)?.push(question);
  }
  return byQuiz;
}

/** The keyed questions of one quiz. */
export async function loadQuizQuestions(db: Db, quizId: number): Promise<Question[]> {
  return (await loadKeyedQuestions(db, [quizId])).get(quizId) ?? [];
}

/** A question of the attempt's quiz by the id the path names, or 404. */
export async function questionOfAttempt(db: Db, attempt: AttemptRow, questionId: number): Promise<Question> {
  const question = (await loadQuizQuestions(db, attempt.quizId)).find(
    (candidate) => candidate.id === questionId,
  );
  if (!question) throw new HttpError(404, 'There is no such question in this quiz.');
  return question;
}

/** The quiz a question belongs to, or undefined. */
export async function quizIdOfQuestion(db: Db, questionId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ quizId: quizQuestions.quizId })
    .from(quizQuestions)
    .where(eq(quizQuestions.id, questionId));
  return row?.quizId;
}

/** Quizzes whose questions are kept in memory at most, per database. */
const CACHED_QUIZZES = 500;
const cache = new WeakMap<object, Map<number, { stamp: number; questions: Promise<Question[]> }>>();

/**
 * The keyed questions of a quiz, kept in memory per quiz until the quiz changes: every authoring
 * write moves `quizzes.updated_at` on, so a quiz row read in the same request tells whether the
 * copy is current. Each app server keeps its own copy; none of them can serve a stale one. Inside a
 * transaction, pass it as `reader`: a copy that is not kept is read through it (on the embedded
 * database, one connection, a read through `db` would wait for the transaction's end), and kept for `db`.
 */
export function quizQuestionsOf(
  db: Db,
  quiz: { id: number; updatedAt: Date },
  reader: Db = db,
): Promise<Question[]> {
  let quizzes = cache.get(db);
  if (!quizzes) {
    quizzes = new Map();
    cache.set(db, quizzes);
  }
  const stamp = quiz.updatedAt.getTime();
  const hit = quizzes.get(quiz.id);
  if (hit && hit.stamp === stamp) return hit.questions;
  const questions = loadQuizQuestions(reader, quiz.id);
  if (quizzes.size >= CACHED_QUIZZES) quizzes.delete(quizzes.keys().next().value!);
  quizzes.set(quiz.id, { stamp, questions });
  questions.catch(() => quizzes.delete(quiz.id));
  return questions;
}
