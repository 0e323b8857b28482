import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type {
  AttemptUser,
  ExpertAttemptRow,
  ExpertQuiz,
  ResultCommentSetting,
} from '../../../core/api/quiz.ts';
import type { SchoolId } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import {
  courses,
  lessons,
  quizAnswerGroups,
  quizAttempts,
  quizQuestions,
  quizResultCommentSettings,
  quizStatements,
  quizzes,
  users,
} from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import {
  ATTEMPT_NOT_FOUND,
  type AttemptRow,
  QUIZ_NOT_FOUND,
  type QuizBase,
  type QuizRow,
} from './quiz-access.ts';
import { STATUS } from './quiz-views.ts';

const quizPlaceColumns = {
  quiz: quizzes,
  courseId: courses.id,
  courseTitle: courses.title,
  lessonTitle: lessons.title,
};

/**
 * The lesson a lesson block is in, in the reviewer's school: the lesson of the block's first quiz
 * there (as lessonOfUnit resolves a block through a user's schools), or undefined.
 */
async function lessonOfUnitIn(db: Db, school: SchoolId, unitId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ lessonId: quizzes.lessonId })
    .from(quizzes)
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(quizzes.infoUnitId, unitId), eq(courses.cabinetId, school)))
    .orderBy(asc(quizzes.id))
    .limit(1);
  return row?.lessonId;
}

/**
 * A quiz of the reviewer's school in the lesson or block the path names, or 404: another school's
 * quiz, a quiz of another lesson, or a block this school does not place in the quiz's lesson is not
 * found. A block resolves to its lesson in the school, so the quiz is one `GET /info-units/{id}/quizzes`
 * lists.
 */
async function reviewedQuiz(db: Db, school: SchoolId, quizId: number, base: QuizBase) {
  const [row] = await db
    .select(quizPlaceColumns)
    .from(quizzes)
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(quizzes.id, quizId), eq(courses.cabinetId, school)));
  if (!row) throw new HttpError(404, QUIZ_NOT_FOUND);
  const inPlace =
    'lessonId' in base
      ? row.quiz.lessonId === base.lessonId
      : row.quiz.infoUnitId === base.unitId &&
        row.quiz.lessonId === (await lessonOfUnitIn(db, school, base.unitId));
  if (!inPlace) throw new HttpError(404, QUIZ_NOT_FOUND);
  return row;
}

/** An attempt at a quiz of the reviewer's school, or 404. */
async function reviewedAttempt(db: Db, school: SchoolId, attemptId: number): Promise<AttemptRow> {
  const [row] = await db
    .select({ attempt: quizAttempts })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(quizAttempts.id, attemptId), eq(courses.cabinetId, school)));
  if (!row) throw new HttpError(404, ATTEMPT_NOT_FOUND);
  return row.attempt;
}

const liveQuestionsCount = sql<number>`(select count(*) from ${quizQuestions} where ${quizQuestions.quizId} = ${quizzes.id} and ${quizQuestions.deletedAt} is null)`;
const attemptsCount = sql<number>`(select count(*) from ${quizAttempts} where ${quizAttempts.quizId} = ${quizzes.id})`;
const onReviewCount = sql<number>`(select count(*) from ${quizAttempts} where ${quizAttempts.quizId} = ${quizzes.id} and ${quizAttempts.statusId} = ${STATUS.onReview})`;

function quizView(row: {
  quiz: QuizRow;
  courseId: number;
  courseTitle: string;
  lessonTitle: string;
  questions: number;
  attempts: number;
  onReview: number;
}): ExpertQuiz {
  return {
    id: row.quiz.id,
    name: row.quiz.name,
    lesson_id: row.quiz.lessonId,
    info_unit_id: row.quiz.infoUnitId,
    course: { id: row.courseId, title: row.courseTitle },
    lesson: { id: row.quiz.lessonId, title: row.lessonTitle },
    questions_count: Number(row.questions),
    attempts_count: Number(row.attempts),
    on_review_count: Number(row.onReview),
  };
}

const quizListColumns = {
  ...quizPlaceColumns,
  questions: liveQuestionsCount,
  attempts: attemptsCount,
  onReview: onReviewCount,
};

/** The school's quizzes: those with attempts waiting for review first, then in course order. */
export async function listSchoolQuizzes(
  db: Db,
  school: SchoolId,
  page: { page: number; perPage: number },
  search = '',
): Promise<{ data: ExpertQuiz[]; total: number }> {
  const words = search.trim().split(/\s+/).filter(Boolean);
  // Every word is in the quiz's name, its course's or its lesson's title (any case); % and _ are literal.
  const inSchool = and(
    eq(courses.cabinetId, school),
    ...words.map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      return or(ilike(quizzes.name, pattern), ilike(courses.title, pattern), ilike(lessons.title, pattern));
    }),
  );
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(quizzes)
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(inSchool);
  const rows = await db
    .select(quizListColumns)
    .from(quizzes)
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(inSchool)
    .orderBy(
      desc(onReviewCount),
      asc(courses.id),
      asc(lessons.position),
      asc(lessons.id),
      asc(quizzes.position),
      asc(quizzes.id),
    )
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return { data: rows.map(quizView), total: Number(total) };
}

/** One quiz of the school with its place and counts (what the attempts page needs to open). */
export async function schoolQuiz(db: Db, school: SchoolId, quizId: number): Promise<ExpertQuiz> {
  const [row] = await db
    .select(quizListColumns)
    .from(quizzes)
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(quizzes.id, quizId), eq(courses.cabinetId, school)));
  if (!row) throw new HttpError(404, QUIZ_NOT_FOUND);
  return quizView(row);
}

function userView(row: { id: number; name: string; avatar: string | null; bgColor: string }): AttemptUser {
  return { id: row.id, name: row.name, avatar_url: row.avatar, bg_color: row.bgColor };
}

function passedSeconds(attempt: AttemptRow, now: Date): number {
  const end = attempt.finishedAt ?? now;
  return Math.max(0, Math.floor((end.getTime() - attempt.startedAt.getTime()) / 1000));
}

function formatPassed(seconds: number): string {
  const parts = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}

/**
 * `GET {base}/quizzes/{quiz_id}/attempts`: a page of the attempts at the quiz of the reviewer's school
 * the path names (reviewedQuiz), newest first, each with the spec's Attempt fields and its student; no
 * answers (an expert opens the attempt for those).
 */
export async function listReviewedAttempts(
  db: Db,
  school: SchoolId,
  path: { quizId: number; base: QuizBase },
  query: { statusId: number | undefined; page: number; perPage: number },
  now: Date,
): Promise<{ data: ExpertAttemptRow[]; total: number }> {
  const { quiz } = await reviewedQuiz(db, school, path.quizId, path.base);
  const where = and(
    eq(quizAttempts.quizId, quiz.id),
    query.statusId === undefined ? undefined : eq(quizAttempts.statusId, query.statusId),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(quizAttempts).where(where);
  const rows = await db
    .select({
      attempt: quizAttempts,
      user: { id: users.id, name: users.name, avatar: users.avatar, bgColor: users.bgColor },
    })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(where)
    .orderBy(desc(quizAttempts.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const previousIds = rows.flatMap(({ attempt }) =>
    attempt.previousAttemptId == null ? [] : [attempt.previousAttemptId],
  );
  const previous =
    previousIds.length === 0
      ? []
      : await db
          .select({ id: quizAttempts.id, statusId: quizAttempts.statusId })
          .from(quizAttempts)
          .where(inArray(quizAttempts.id, previousIds));
  const [{ questions } = { questions: 0 }] = await db
    .select({ questions: count() })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quiz.id), isNull(quizQuestions.deletedAt)));
  const data = rows.map(({ attempt, user }): ExpertAttemptRow => {
    const before = previous.find((row) => row.id === attempt.previousAttemptId);
    const passed = passedSeconds(attempt, now);
    return {
      id: attempt.id,
      root_id: attempt.rootId,
      previous_attempt: before ? { id: before.id, status_id: before.statusId } : null,
      status_id: attempt.statusId as ExpertAttemptRow['status_id'],
      scores: attempt.scores,
      finished_at: attempt.finishedAt?.toISOString() ?? null,
      passed_time_formatted: formatPassed(passed),
      passed_time_in_seconds: passed,
      count_questions: Number(questions),
      results: [],
      finished: attempt.statusId !== STATUS.inProgress,
      user: userView(user),
    };
  });
  return { data, total: Number(total) };
}

/** The student of the attempt and its result comment settings, for the expert's attempt view. */
export async function expertAttemptExtras(
  db: Db,
  attempt: AttemptRow,
): Promise<{ user: AttemptUser | null; result_comment_settings: ResultCommentSetting[] }> {
  const [user] = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar, bgColor: users.bgColor })
    .from(users)
    .where(eq(users.id, attempt.userId));
  return {
    user: user ? userView(user) : null,
    result_comment_settings: await resultCommentSettings(db, attempt.id),
  };
}

/** The attempt's result comment settings, oldest first. */
export async function resultCommentSettings(db: Db, attemptId: number): Promise<ResultCommentSetting[]> {
  const rows = await db
    .select()
    .from(quizResultCommentSettings)
    .where(eq(quizResultCommentSettings.attemptId, attemptId))
    .orderBy(asc(quizResultCommentSettings.id));
  return rows.map((row) => ({
    result_commentable_type: row.commentableType as ResultCommentSetting['result_commentable_type'],
    result_commentable_id: row.commentableId,
    is_allowed: row.isAllowed,
  }));
}

/** Whether the result names a question, statement or gap group of the attempt's quiz (deleted ones too). */
async function isResultOfQuiz(db: Db, quizId: number, setting: ResultCommentSetting): Promise<boolean> {
  const resultId = setting.result_commentable_id;
  const parent =
    setting.result_commentable_type === 'quiz_question'
      ? db.select({ quizId: quizQuestions.quizId }).from(quizQuestions).where(eq(quizQuestions.id, resultId))
      : setting.result_commentable_type === 'quiz_statement'
        ? db
            .select({ quizId: quizQuestions.quizId })
            .from(quizStatements)
            .innerJoin(quizQuestions, eq(quizQuestions.id, quizStatements.questionId))
            .where(eq(quizStatements.id, resultId))
        : db
            .select({ quizId: quizQuestions.quizId })
            .from(quizAnswerGroups)
            .innerJoin(quizStatements, eq(quizStatements.id, quizAnswerGroups.statementId))
            .innerJoin(quizQuestions, eq(quizQuestions.id, quizStatements.questionId))
            .where(eq(quizAnswerGroups.id, resultId));
  const [row] = await parent;
  return row?.quizId === quizId;
}

/**
 * `POST /quiz-attempts/{attempt_id}/quiz-result-comment-settings`: saves whether the student may
 * comment on one result of an attempt at a quiz of the reviewer's school (404 for another school's
 * attempt, or a result of another quiz); the same call again changes nothing more.
 */
export async function saveResultCommentSetting(
  db: Db,
  school: SchoolId,
  attemptId: number,
  setting: ResultCommentSetting,
  userId: number,
  now: Date,
): Promise<ResultCommentSetting> {
  const attempt = await reviewedAttempt(db, school, attemptId);
  if (!(await isResultOfQuiz(db, attempt.quizId, setting))) {
    throw new HttpError(404, 'There is no such result in this attempt’s quiz.');
  }
  await db
    .insert(quizResultCommentSettings)
    .values({
      attemptId: attempt.id,
      commentableType: setting.result_commentable_type,
      commentableId: setting.result_commentable_id,
      isAllowed: setting.is_allowed,
      updatedBy: userId,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [
        quizResultCommentSettings.attemptId,
        quizResultCommentSettings.commentableType,
        quizResultCommentSettings.commentableId,
      ],
      set: { isAllowed: setting.is_allowed, updatedBy: userId, updatedAt: now },
    });
  return setting;
}
