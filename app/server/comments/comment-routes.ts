import { API_PREFIX } from '../../../core/api/api.constants.ts';
import { pathOf } from '../../../core/api/routes.ts';
import type { CommentThread } from '../access/comment-reach.ts';
import type { AppDeps, UserRow } from '../http/app-env.ts';
import { tableRoutes } from '../http/table-routes.ts';
import {
  type BulkAction,
  bulkComments,
  courseCurators,
  createComment,
  deleteComment,
  listThread,
  resolvePart,
  reviewInbox,
  setCommentPrivacy,
  updateComment,
} from './comment-store.ts';

/** The list paths, each with its /public/ variant (spec 2 §7: a student parent prefixes /public/). */
const LIST_PATHS = [
  '/comments/quiz-attempt/:attemptId',
  '/comments/lesson/:lessonId',
  '/comments/info_units/:unitId',
  '/lessons/:lessonId/questions/:questionId/comments',
] as const;

/**
 * Comments (docs/comments.md, docs/api.md "Comments"): the threads' lists and their /public/ variants,
 * posting, editing, deleting, privacy, the expert's bulk actions, a course's curators and the review
 * inbox. Every thread and comment comes resolved through the caller's ties to its school (the guards).
 */
export function commentRoutes(deps: AppDeps) {
  const { db } = deps;
  const { routes, serve } = tableRoutes(deps);

  for (const prefix of ['', '/public'] as const) {
    for (const path of LIST_PATHS) {
      const name = `GET ${prefix}${path}` as const;
      serve(name, async (c, { params, query }, { user, thread }) => {
        const part = await resolvePart(db, thread, {
          questionId: query.quiz_question_id ?? null,
          statementId: query.quiz_statement_id ?? null,
          answerGroupId: query.quiz_answer_group_id ?? null,
        });
        const pageLink = (page: number) => {
          const search = new URLSearchParams(c.req.query());
          search.set('page', String(page));
          search.delete('comment_id');
          return `${API_PREFIX}${pathOf(`${prefix}${path}`, params)}?${search}`;
        };
        return c.json(
          await listThread(
            db,
            user,
            thread,
            part,
            {
              page: query.page,
              commentId: query.comment_id,
              sort: query.sort_type,
              userId: query.user_id,
              excludeUserId: query.exclude_user_id,
            },
            pageLink,
          ),
        );
      });
    }
    serve(`POST ${prefix}/comments`, async (c, { body }, { user, thread }) => {
      const part = await resolvePart(db, thread, {
        questionId: body.question_id,
        statementId: body.statement_id,
        answerGroupId: body.answer_group_id,
      });
      const data = await createComment(
        db,
        user,
        thread,
        part,
        { text: body.text, files: body.files, isPrivate: body.is_private },
        new Date(),
      );
      return c.json({ data }, 201);
    });
  }

  // The bulk calls before `/comments/:commentId`, whose paths they would otherwise match.
  const bulk = (action: BulkAction) => ({
    run: async (
      body: {
        quiz_question_id?: number | null;
        quiz_statement_id?: number | null;
        quiz_answer_group_id?: number | null;
        ids?: number[];
      },
      user: UserRow,
      thread: CommentThread,
    ) => {
      const part = await resolvePart(db, thread, {
        questionId: body.quiz_question_id ?? null,
        statementId: body.quiz_statement_id ?? null,
        answerGroupId: body.quiz_answer_group_id ?? null,
      });
      return { data: { ids: await bulkComments(db, user, thread, part, body.ids, action, new Date()) } };
    },
  });
  serve('PATCH /comments/bulk-read', async (c, { body }, { user, thread }) =>
    c.json(await bulk('read').run(body, user, thread)),
  );
  serve('DELETE /comments/bulk-delete', async (c, { body }, { user, thread }) =>
    c.json(await bulk('delete').run(body, user, thread)),
  );
  serve('PATCH /comments/bulk-restrict', async (c, { body }, { user, thread }) =>
    c.json(await bulk('restrict').run(body, user, thread)),
  );

  serve('PUT /comments/:commentId', async (c, { body }, { user, comment }) => {
    const data = await updateComment(
      db,
      user,
      comment,
      { text: body.text, files: body.files, isPrivate: body.is_private },
      new Date(),
    );
    return c.json({ data });
  });
  serve('DELETE /comments/:commentId', async (c, _input, { comment }) => {
    await deleteComment(db, comment, new Date());
    return c.json({ data: { id: comment.row.id, deleted: true as const } });
  });
  serve('POST /comments/:commentId/public', async (c, _input, { user, comment }) =>
    c.json({ data: await setCommentPrivacy(db, user, comment, false, new Date()) }),
  );
  serve('POST /comments/:commentId/private', async (c, _input, { user, comment }) =>
    c.json({ data: await setCommentPrivacy(db, user, comment, true, new Date()) }),
  );

  serve('GET /courses/:courseId/user-curators', async (c, _input, { course }) =>
    c.json({ data: { data: await courseCurators(db, course.cabinetId) } }),
  );

  serve('GET /expert/review-inbox', async (c, { query }, { user, school }) =>
    c.json(
      await reviewInbox(db, user, school.id, {
        courseId: query.course_id,
        lessonId: query.lesson_id,
        page: query.page,
      }),
    ),
  );

  return routes;
}
