import type { Through } from './client.ts';
import type {
  Comment,
  CommentBulkRequest,
  CommentCreateRequest,
  CommentList,
  CommentListQuery,
  CommentUpdateRequest,
  ReviewInbox,
  UserCurator,
} from './comments.ts';

/** Which thread a list reads: an attempt, a lesson, a lesson block, or a lesson's question. */
export type CommentThreadRef =
  | { type: 'quiz-attempt'; id: number }
  | { type: 'lesson'; id: number }
  | { type: 'info-unit'; id: number }
  | { type: 'lesson-question'; id: number; lessonId: number };

/** The bulk actions of the expert's bar. */
export type CommentBulkAction = 'read' | 'delete' | 'restrict';

/** The comment calls (spec 2 §7 Comments; docs/comments.md). */
export interface CommentCalls {
  /** A page of a thread; `asStudent` reads the /public/ variant (a student parent). */
  list(thread: CommentThreadRef, query: CommentListQuery, asStudent: boolean): Promise<CommentList>;
  create(body: CommentCreateRequest, asStudent: boolean): Promise<Comment>;
  update(id: number, body: CommentUpdateRequest): Promise<Comment>;
  remove(id: number): Promise<void>;
  setPrivate(id: number, isPrivate: boolean): Promise<Comment>;
  bulk(action: CommentBulkAction, body: CommentBulkRequest): Promise<number[]>;
  curators(courseId: number, query?: { quiz?: number; lesson_id?: number }): Promise<UserCurator[]>;
  inbox(query: { course_id?: number; lesson_id?: number; page?: number }): Promise<ReviewInbox>;
}

function searchOf(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null),
  ) as Record<string, string | number>;
}

/** The comment calls, each through its table entry. */
export function createCommentCalls(through: Through): CommentCalls {
  return {
    async list(thread, query, asStudent) {
      const init = { searchParams: searchOf(query) };
      if (thread.type === 'quiz-attempt')
        return asStudent
          ? through('GET /public/comments/quiz-attempt/:attemptId', { attemptId: thread.id }, init)
          : through('GET /comments/quiz-attempt/:attemptId', { attemptId: thread.id }, init);
      if (thread.type === 'lesson')
        return asStudent
          ? through('GET /public/comments/lesson/:lessonId', { lessonId: thread.id }, init)
          : through('GET /comments/lesson/:lessonId', { lessonId: thread.id }, init);
      if (thread.type === 'info-unit')
        return asStudent
          ? through('GET /public/comments/info_units/:unitId', { unitId: thread.id }, init)
          : through('GET /comments/info_units/:unitId', { unitId: thread.id }, init);
      const params = { lessonId: thread.lessonId, questionId: thread.id };
      return asStudent
        ? through('GET /public/lessons/:lessonId/questions/:questionId/comments', params, init)
        : through('GET /lessons/:lessonId/questions/:questionId/comments', params, init);
    },
    async create(body, asStudent) {
      const answer = asStudent
        ? await through('POST /public/comments', {}, { json: body })
        : await through('POST /comments', {}, { json: body });
      return answer.data;
    },
    async update(id, body) {
      return (await through('PUT /comments/:commentId', { commentId: id }, { json: body })).data;
    },
    async remove(id) {
      await through('DELETE /comments/:commentId', { commentId: id });
    },
    async setPrivate(id, isPrivate) {
      const answer = isPrivate
        ? await through('POST /comments/:commentId/private', { commentId: id })
        : await through('POST /comments/:commentId/public', { commentId: id });
      return answer.data;
    },
    async bulk(action, body) {
      const init = { json: body };
      const answer =
        action === 'read'
          ? await through('PATCH /comments/bulk-read', {}, init)
          : action === 'delete'
            ? await through('DELETE /comments/bulk-delete', {}, init)
            : await through('PATCH /comments/bulk-restrict', {}, init);
      return answer.data.ids;
    },
    async curators(courseId, query = {}) {
      const answer = await through(
        'GET /courses/:courseId/user-curators',
        { courseId },
        { searchParams: searchOf(query) },
      );
      return answer.data.data;
    },
    async inbox(query) {
      return through('GET /expert/review-inbox', {}, { searchParams: searchOf(query) });
    },
  };
}
