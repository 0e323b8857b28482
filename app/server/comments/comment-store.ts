import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Comment, CommentList, ReviewInbox, UserCurator } from '../../../core/api/comments.ts';
import { ATTEMPT_STATUS } from '../../../core/api/quiz.ts';
import {
  COMMENT_RATE_LIMIT,
  COMMENTS_PER_PAGE,
  type CommentFacts,
  type CommentViewer,
  canSeeComment,
  commentRights,
  countsInTitle,
  formatCommentText,
  type ResultCommentableType,
} from '../../../core/comments/index.ts';
import { formatShortDateTime } from '../../../core/format/index.ts';
import type { CommentThread, ReachedComment } from '../access/comment-reach.ts';
import type { Db } from '../db/client.ts';
import {
  cabinetMembers,
  commentReads,
  comments,
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
import type { UserRow } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { attachedFileErrors, describeFiles, loadAttachedFiles } from '../quiz/attached-files.ts';

// The comments data layer (docs/comments.md). Every read goes through a thread the caller reaches
// (comment-threads.ts) and every comment through `canSeeComment` of core/comments, the one rule for
// lists, counts, deep links and changes alike.

export type CommentRow = typeof comments.$inferSelect;

/** The part of an attempt a result thread is about (spec 2 §7 question, statement or answer group). */
export interface ThreadPart {
  questionId: number | null;
  statementId: number | null;
  answerGroupId: number | null;
}

const NO_PART: ThreadPart = { questionId: null, statementId: null, answerGroupId: null };

function factsOf(row: CommentRow): CommentFacts {
  return {
    userId: row.userId,
    isPrivate: row.isPrivate,
    isRestricted: row.isRestricted,
    deleted: row.deletedAt !== null,
  };
}

function viewerOf(user: UserRow, thread: CommentThread): CommentViewer {
  return { userId: user.id, isStaff: thread.isStaff };
}

/**
 * Exactly the comments of a part of an attempt: a question's thread holds the comments on the question
 * itself, a statement's those on the statement, a gap's those on the gap; the whole attempt holds all.
 */
function partFilter(part: ThreadPart) {
  if (part.questionId === null) return undefined;
  const onQuestion = eq(comments.quizQuestionId, part.questionId);
  if (part.answerGroupId !== null) return and(onQuestion, eq(comments.quizAnswerGroupId, part.answerGroupId));
  if (part.statementId !== null)
    return and(
      onQuestion,
      eq(comments.quizStatementId, part.statementId),
      isNull(comments.quizAnswerGroupId),
    );
  return and(onQuestion, isNull(comments.quizStatementId), isNull(comments.quizAnswerGroupId));
}

/** The thread's stored comments (deleted ones left out), narrowed to a part when one is named. */
async function threadRows(db: Db, thread: CommentThread, part: ThreadPart): Promise<CommentRow[]> {
  return db
    .select()
    .from(comments)
    .where(
      and(
        eq(comments.commentableType, thread.type),
        eq(comments.commentableId, thread.id),
        isNull(comments.deletedAt),
        partFilter(part),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/**
 * The part a request names, checked against the thread: for an attempt, a question of its quiz, a
 * statement of that question, an answer group of that statement (404 otherwise); a lesson question's
 * thread is the question itself; other threads have no parts.
 */
export async function resolvePart(
  db: Db,
  thread: CommentThread,
  named: { questionId?: number | null; statementId?: number | null; answerGroupId?: number | null },
): Promise<ThreadPart> {
  if (thread.type === 'lesson-question') return { ...NO_PART, questionId: thread.id };
  if (thread.type !== 'quiz-attempt' || !thread.attempt) return NO_PART;
  const part: ThreadPart = {
    questionId: named.questionId ?? null,
    statementId: named.statementId ?? null,
    answerGroupId: named.answerGroupId ?? null,
  };
  const missing = () =>
    new HttpError(404, 'There is no such question, statement or answer group in this attempt.');
  if (part.answerGroupId !== null) {
    const [row] = await db
      .select({ statementId: quizStatements.id, questionId: quizQuestions.id })
      .from(quizAnswerGroups)
      .innerJoin(quizStatements, eq(quizStatements.id, quizAnswerGroups.statementId))
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizStatements.questionId))
      .where(
        and(eq(quizAnswerGroups.id, part.answerGroupId), eq(quizQuestions.quizId, thread.attempt.quizId)),
      );
    if (!row) throw missing();
    if (part.statementId !== null && part.statementId !== row.statementId) throw missing();
    if (part.questionId !== null && part.questionId !== row.questionId) throw missing();
    return { questionId: row.questionId, statementId: row.statementId, answerGroupId: part.answerGroupId };
  }
  if (part.statementId !== null) {
    const [row] = await db
      .select({ questionId: quizQuestions.id })
      .from(quizStatements)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizStatements.questionId))
      .where(and(eq(quizStatements.id, part.statementId), eq(quizQuestions.quizId, thread.attempt.quizId)));
    if (!row || (part.questionId !== null && part.questionId !== row.questionId)) throw missing();
    return { ...part, questionId: row.questionId };
  }
  if (part.questionId !== null) {
    const [row] = await db
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .where(and(eq(quizQuestions.id, part.questionId), eq(quizQuestions.quizId, thread.attempt.quizId)));
    if (!row) throw missing();
  }
  return part;
}

/** The result kind and id a part's comment setting is stored under (the most specific part). */
function settingKey(part: ThreadPart): { type: ResultCommentableType; id: number } | null {
  if (part.answerGroupId !== null) return { type: 'quiz_answer_group', id: part.answerGroupId };
  if (part.statementId !== null) return { type: 'quiz_statement', id: part.statementId };
  if (part.questionId !== null) return { type: 'quiz_question', id: part.questionId };
  return null;
}

/**
 * Whether the caller may post on the thread (spec 2 §6): never on a deleted commentable; staff always;
 * on an attempt its student only, on a result only where an expert allowed it (the result comment
 * setting), on the whole attempt only where the quiz lets the user answer (attempt_comment_type 1); on a
 * block unless its comments are off; on a lesson question when the question takes comments.
 */
export async function mayPost(db: Db, thread: CommentThread, part: ThreadPart): Promise<boolean> {
  if (thread.isDeleted) return false;
  if (thread.isStaff) return true;
  if (!thread.studentsMayPost) return false;
  if (thread.type !== 'quiz-attempt' || !thread.attempt) return true;
  const key = settingKey(part);
  if (key === null) {
    const [quiz] = await db
      .select({ type: quizzes.attemptCommentTypeId })
      .from(quizzes)
      .where(eq(quizzes.id, thread.attempt.quizId));
    return quiz?.type === 1;
  }
  const [setting] = await db
    .select({ isAllowed: quizResultCommentSettings.isAllowed })
    .from(quizResultCommentSettings)
    .where(
      and(
        eq(quizResultCommentSettings.attemptId, thread.attempt.id),
        eq(quizResultCommentSettings.commentableType, key.type),
        eq(quizResultCommentSettings.commentableId, key.id),
      ),
    );
  return setting?.isAllowed === true;
}

/** Comments as the API gives them, for one viewer. */
async function viewsOf(
  db: Db,
  rows: readonly CommentRow[],
  user: UserRow,
  thread: CommentThread,
): Promise<Comment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [authors, attached, reads] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, avatar: users.avatar, bgColor: users.bgColor })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))])),
    loadAttachedFiles(
      db,
      rows.flatMap((row) => row.files.map((file) => file.uuid)),
    ),
    db
      .select({ commentId: commentReads.commentId })
      .from(commentReads)
      .where(and(eq(commentReads.userId, user.id), inArray(commentReads.commentId, ids))),
  ]);
  const read = new Set(reads.map((row) => row.commentId));
  const viewer = viewerOf(user, thread);
  return rows.map((row) => {
    const author = authors.find((candidate) => candidate.id === row.userId);
    const rights = commentRights(viewer, factsOf(row));
    return {
      id: row.id,
      user: { name: author?.name ?? '', avatar_url: author?.avatar ?? null, bg_color: author?.bgColor ?? '' },
      user_id: row.userId,
      text: row.text,
      text_formatted: formatCommentText(row.text),
      files: describeFiles(row.files, attached, row.userId),
      is_private: row.isPrivate,
      is_restricted: row.isRestricted,
      is_read: row.userId === user.id || read.has(row.id),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      created_at_human: formatShortDateTime(row.createdAt, { timeZone: user.timezone, locale: 'en-GB' }),
      commentable: { id: row.commentableId, finished_at: thread.attempt?.finishedAt?.toISOString() ?? null },
      commentable_type: row.commentableType,
      commentable_id: row.commentableId,
      quiz_question_id: row.quizQuestionId,
      quiz_statement_id: row.quizStatementId,
      quiz_answer_group_id: row.quizAnswerGroupId,
      can: { edit: rights.edit, toggle_visibility: rights.toggleVisibility, delete: rights.delete },
    };
  });
}

/** What a list call filters and pages by. */
export interface ListQuery {
  page: number;
  commentId?: number;
  sort?: 'asc' | 'desc';
  userId?: number;
  excludeUserId?: number;
}

/**
 * A page of the thread as the caller sees it (spec 2 §7): only comments `canSeeComment` lets through,
 * newest first (oldest first with `sort_type=asc`); `comment_id` opens the page holding that comment
 * when the caller sees it. `count` is the visible, non-restricted comments of the thread; `unread_ids`
 * (staff only) the comments of the page by others the caller has not read.
 */
export async function listThread(
  db: Db,
  user: UserRow,
  thread: CommentThread,
  part: ThreadPart,
  query: ListQuery,
  pathForPage: (page: number) => string,
): Promise<CommentList> {
  const viewer = viewerOf(user, thread);
  const visible = (await threadRows(db, thread, part)).filter((row) => canSeeComment(viewer, factsOf(row)));
  const count = visible.filter((row) => countsInTitle(viewer, factsOf(row))).length;
  const filtered = visible.filter(
    (row) =>
      (query.userId === undefined || row.userId === query.userId) &&
      (query.excludeUserId === undefined || row.userId !== query.excludeUserId),
  );
  const ordered = query.sort === 'asc' ? filtered : [...filtered].reverse();
  const lastPage = Math.max(1, Math.ceil(ordered.length / COMMENTS_PER_PAGE));
  let page = Math.min(query.page, lastPage);
  if (query.commentId !== undefined) {
    const at = ordered.findIndex((row) => row.id === query.commentId);
    if (at >= 0) page = Math.floor(at / COMMENTS_PER_PAGE) + 1;
  }
  const rows = ordered.slice((page - 1) * COMMENTS_PER_PAGE, page * COMMENTS_PER_PAGE);
  const data = await viewsOf(db, rows, user, thread);
  return {
    comments: {
      data,
      links: {
        next: page < lastPage ? pathForPage(page + 1) : null,
        prev: page > 1 ? pathForPage(page - 1) : null,
      },
      meta: { current_page: page, last_page: lastPage, per_page: COMMENTS_PER_PAGE, total: ordered.length },
    },
    data,
    unread_ids: thread.isStaff ? data.filter((comment) => !comment.is_read).map((comment) => comment.id) : [],
    count,
    commentable: {
      type: thread.type,
      id: thread.id,
      is_deleted: thread.isDeleted,
      finished_at: thread.attempt?.finishedAt?.toISOString() ?? null,
    },
    is_user_comment_allowed: await mayPost(db, thread, part),
    is_staff: thread.isStaff,
    // Staff attach anything; others what the commentable's switches allow (a block's, a question's).
    allow_upload: thread.isStaff || thread.attachments.files,
    allow_audio_response: thread.isStaff || thread.attachments.audio,
    allow_video_response: thread.isStaff || thread.attachments.video,
  };
}

/** Namespace of the advisory lock that serialises one person's posting (the rate limit). */
const POST_LOCK_SPACE = 742_719_201;

/** 422 unless the comment has text or a file and every file is the author's own live upload. */
async function checkContent(db: Db, userId: number, text: string, files: readonly string[]): Promise<void> {
  if (text.trim() === '' && files.length === 0)
    throw new HttpError(422, 'Write a comment or attach a file.', {
      errors: { text: ['Write a comment or attach a file.'] },
    });
  const attached = await loadAttachedFiles(db, files);
  const errors = attachedFileErrors({ files }, attached, userId);
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'Some files cannot be attached.', { errors });
}

/** A new comment's content. */
export interface NewComment {
  text: string;
  files: string[];
  isPrivate: boolean;
}

/**
 * Posts a comment (spec 2 §7 POST /comments): 403 where the caller may not post (`mayPost`), 422 for an
 * empty comment or foreign files, 429 past the posting limit. The count and the insert are one step
 * under a lock on the author, so parallel posts cannot all slip under the limit.
 */
export async function createComment(
  db: Db,
  user: UserRow,
  thread: CommentThread,
  part: ThreadPart,
  content: NewComment,
  now: Date,
): Promise<Comment> {
  if (thread.isDeleted) throw new HttpError(403, 'This was deleted; it takes no new comments.');
  if (!(await mayPost(db, thread, part))) throw new HttpError(403, 'Comments are not open to you here.');
  await checkContent(db, user.id, content.text, content.files);
  const since = new Date(now.getTime() - COMMENT_RATE_LIMIT.windowMs);
  const saved = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${POST_LOCK_SPACE}, ${user.id})`);
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(comments)
      .where(and(eq(comments.userId, user.id), sql`${comments.createdAt} > ${since.toISOString()}`));
    if ((recent?.count ?? 0) >= COMMENT_RATE_LIMIT.maxPerWindow) return null;
    const [row] = await tx
      .insert(comments)
      .values({
        cabinetId: thread.cabinetId,
        courseId: thread.courseId,
        lessonId: thread.lessonId,
        commentableType: thread.type,
        commentableId: thread.id,
        quizQuestionId: part.questionId,
        quizStatementId: part.statementId,
        quizAnswerGroupId: part.answerGroupId,
        userId: user.id,
        text: content.text,
        files: content.files.map((uuid) => ({ uuid })),
        isPrivate: content.isPrivate,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  });
  if (!saved) {
    throw new HttpError(429, 'You are posting too fast; wait a minute and send it again.', {
      headers: { 'Retry-After': String(Math.ceil(COMMENT_RATE_LIMIT.windowMs / 1000)) },
    });
  }
  const [view] = await viewsOf(db, [saved], user, thread);
  return view!;
}

/** Edits a comment: its author only (403 otherwise). */
export async function updateComment(
  db: Db,
  user: UserRow,
  found: ReachedComment,
  content: { text: string; files: string[]; isPrivate?: boolean },
  now: Date,
): Promise<Comment> {
  if (found.row.userId !== user.id) throw new HttpError(403, 'Only its author may edit a comment.');
  await checkContent(db, user.id, content.text, content.files);
  const [row] = await db
    .update(comments)
    .set({
      text: content.text,
      files: content.files.map((uuid) => ({ uuid })),
      ...(content.isPrivate === undefined ? {} : { isPrivate: content.isPrivate }),
      updatedAt: now,
    })
    .where(eq(comments.id, found.row.id))
    .returning();
  const [view] = await viewsOf(db, [row!], user, found.thread);
  return view!;
}

/** Makes a comment private or public: its author only (403 otherwise). */
export async function setCommentPrivacy(
  db: Db,
  user: UserRow,
  found: ReachedComment,
  isPrivate: boolean,
  now: Date,
): Promise<Comment> {
  if (found.row.userId !== user.id)
    throw new HttpError(403, 'Only its author may make a comment private or public.');
  const [row] = await db
    .update(comments)
    .set({ isPrivate, updatedAt: now })
    .where(eq(comments.id, found.row.id))
    .returning();
  const [view] = await viewsOf(db, [row!], user, found.thread);
  return view!;
}

/** Deletes a comment: the school's staff only (403 otherwise). */
export async function deleteComment(db: Db, found: ReachedComment, now: Date): Promise<void> {
  if (!found.thread.isStaff) throw new HttpError(403, 'Only the school may delete comments.');
  await db.update(comments).set({ deletedAt: now }).where(eq(comments.id, found.row.id));
}

/** The bulk actions of the expert's bar (spec 2 §7). */
export type BulkAction = 'read' | 'delete' | 'restrict';

/**
 * Marks read, deletes or restricts the comments of a thread (narrowed to a question of an attempt, or
 * to `ids`), as staff of its school (the guard). Answers the ids acted on.
 */
export async function bulkComments(
  db: Db,
  user: UserRow,
  thread: CommentThread,
  part: ThreadPart,
  ids: readonly number[] | undefined,
  action: BulkAction,
  now: Date,
): Promise<number[]> {
  const rows = (await threadRows(db, thread, part)).filter(
    (row) => ids === undefined || ids.includes(row.id),
  );
  const chosen = rows.map((row) => row.id);
  if (chosen.length === 0) return [];
  if (action === 'read') {
    await db
      .insert(commentReads)
      .values(chosen.map((commentId) => ({ commentId, userId: user.id, readAt: now })))
      .onConflictDoNothing();
  } else if (action === 'delete') {
    await db.update(comments).set({ deletedAt: now }).where(inArray(comments.id, chosen));
  } else {
    await db.update(comments).set({ isRestricted: true, updatedAt: now }).where(inArray(comments.id, chosen));
  }
  return chosen;
}

/** The staff of a course's school, as `GET /courses/{id}/user-curators` lists them (spec 2 §3 Curator). */
export async function courseCurators(db: Db, cabinetId: number): Promise<UserCurator[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      avatar: users.avatar,
      bgColor: users.bgColor,
      role: cabinetMembers.role,
    })
    .from(cabinetMembers)
    .innerJoin(users, eq(users.id, cabinetMembers.userId))
    .where(
      and(
        eq(cabinetMembers.cabinetId, cabinetId),
        inArray(cabinetMembers.role, ['owner', 'admin', 'curator']),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    avatar_url: row.avatar,
    bg_color: row.bgColor,
    role: row.role,
    is_public_user: row.role === 'curator',
  }));
}

/** How many inbox rows are read at most per kind before filtering and paging. */
const INBOX_READ_LIMIT = 500;
const INBOX_PER_PAGE = 20;

/**
 * The review inbox (ours): every comment in the school's threads by someone else the caller has not
 * read, and every attempt waiting for review, newest first, filtered by course and lesson.
 */
export async function reviewInbox(
  db: Db,
  user: UserRow,
  cabinetId: number,
  query: { courseId?: number; lessonId?: number; page: number },
): Promise<ReviewInbox> {
  const unread = await db
    .select({
      comment: comments,
      courseTitle: courses.title,
      lessonTitle: lessons.title,
      userName: users.name,
      attemptQuizId: quizAttempts.quizId,
    })
    .from(comments)
    .innerJoin(courses, eq(courses.id, comments.courseId))
    .leftJoin(
      quizAttempts,
      and(eq(comments.commentableType, 'quiz-attempt'), eq(quizAttempts.id, comments.commentableId)),
    )
    .leftJoin(lessons, eq(lessons.id, comments.lessonId))
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(commentReads, and(eq(commentReads.commentId, comments.id), eq(commentReads.userId, user.id)))
    .where(
      and(
        eq(comments.cabinetId, cabinetId),
        eq(courses.cabinetId, cabinetId),
        isNull(comments.deletedAt),
        sql`${comments.userId} <> ${user.id}`,
        isNull(commentReads.commentId),
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(INBOX_READ_LIMIT);
  const waiting = await db
    .select({
      attempt: quizAttempts,
      quizId: quizzes.id,
      courseId: courses.id,
      courseTitle: courses.title,
      lessonId: lessons.id,
      lessonTitle: lessons.title,
      userName: users.name,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(and(eq(courses.cabinetId, cabinetId), eq(quizAttempts.statusId, ATTEMPT_STATUS.onReview)))
    .orderBy(desc(quizAttempts.finishedAt), desc(quizAttempts.id))
    .limit(INBOX_READ_LIMIT);
  const human = (at: Date) => formatShortDateTime(at, { timeZone: user.timezone, locale: 'en-GB' });
  const items: ReviewInbox['data'] = [
    ...unread.map(({ comment, courseTitle, lessonTitle, userName, attemptQuizId }) => ({
      kind: 'comment' as const,
      id: comment.id,
      at: comment.createdAt.toISOString(),
      at_human: human(comment.createdAt),
      course: { id: comment.courseId, title: courseTitle },
      lesson:
        comment.lessonId === null || lessonTitle === null
          ? null
          : { id: comment.lessonId, title: lessonTitle },
      user: { id: comment.userId, name: userName },
      excerpt: formatCommentText(comment.text).without_tags.slice(0, 280),
      commentable_type: comment.commentableType,
      commentable_id: comment.commentableId,
      quiz_question_id: comment.quizQuestionId,
      quiz_statement_id: comment.quizStatementId,
      quiz_answer_group_id: comment.quizAnswerGroupId,
      quiz_id: attemptQuizId,
      attempt_id: comment.commentableType === 'quiz-attempt' ? comment.commentableId : null,
    })),
    ...waiting.map((row) => {
      const at = row.attempt.finishedAt ?? row.attempt.updatedAt;
      return {
        kind: 'attempt' as const,
        id: row.attempt.id,
        at: at.toISOString(),
        at_human: human(at),
        course: { id: row.courseId, title: row.courseTitle },
        lesson: { id: row.lessonId, title: row.lessonTitle },
        user: { id: row.attempt.userId, name: row.userName },
        excerpt: null,
        commentable_type: null,
        commentable_id: null,
        quiz_question_id: null,
        quiz_statement_id: null,
        quiz_answer_group_id: null,
        quiz_id: row.quizId,
        attempt_id: row.attempt.id,
      };
    }),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id - a.id));
  const courseList = new Map<number, { id: number; title: string }>();
  const lessonList = new Map<number, { id: number; title: string; course_id: number }>();
  for (const item of items) {
    courseList.set(item.course.id, item.course);
    if (item.lesson) lessonList.set(item.lesson.id, { ...item.lesson, course_id: item.course.id });
  }
  const filtered = items.filter(
    (item) =>
      (query.courseId === undefined || item.course.id === query.courseId) &&
      (query.lessonId === undefined || item.lesson?.id === query.lessonId),
  );
  const lastPage = Math.max(1, Math.ceil(filtered.length / INBOX_PER_PAGE));
  const page = Math.min(query.page, lastPage);
  return {
    data: filtered.slice((page - 1) * INBOX_PER_PAGE, page * INBOX_PER_PAGE),
    meta: { current_page: page, last_page: lastPage, per_page: INBOX_PER_PAGE, total: filtered.length },
    filters: { courses: [...courseList.values()], lessons: [...lessonList.values()] },
  };
}
