import {
  commentBulkRequestSchema,
  commentBulkResponseSchema,
  commentCreateRequestSchema,
  commentDeletedResponseSchema,
  commentListQuerySchema,
  commentListResponseSchema,
  commentResponseSchema,
  commentUpdateRequestSchema,
  reviewInboxQuerySchema,
  reviewInboxResponseSchema,
  userCuratorsQuerySchema,
  userCuratorsResponseSchema,
} from '../comments.ts';
import type { RouteEntry, RouteKey } from '../route-entry.ts';

/** Comment threads, moderation and the review inbox (docs/comments.md). */
export const COMMENT_ROUTES = {
  // Comments (spec 2 §7, spec 3 §7; docs/comments.md)
  'GET /comments/quiz-attempt/:attemptId': {
    request: { query: commentListQuerySchema },
    answer: commentListResponseSchema,
    access: 'commentable:reader',
  },
  'GET /comments/lesson/:lessonId': {
    request: { query: commentListQuerySchema },
    answer: commentListResponseSchema,
    access: 'commentable:reader',
  },
  'GET /comments/info_units/:unitId': {
    request: { query: commentListQuerySchema },
    answer: commentListResponseSchema,
    access: 'commentable:reader',
  },
  'GET /lessons/:lessonId/questions/:questionId/comments': {
    request: { query: commentListQuerySchema },
    answer: commentListResponseSchema,
    access: 'commentable:reader',
  },
  'GET /public/comments/quiz-attempt/:attemptId': {
    request: { query: commentListQuerySchema },
    answer: commentListResponseSchema,
    access: 'commentable:reader',
  },
  'GET /public/comments/lesson/:lessonId': {
    request: { query: commentListQuerySchema },
    answer: commentListResponseSchema,
    access: 'commentable:reader',
  },
  'GET /public/comments/info_units/:unitId': {
    request: { query: commentListQuerySchema },
    answer: commentListResponseSchema,
    access: 'commentable:reader',
  },
  'GET /public/lessons/:lessonId/questions/:questionId/comments': {
    request: { query: commentListQuerySchema },
    answer: commentListResponseSchema,
    access: 'commentable:reader',
  },
  'POST /comments': {
    request: { body: commentCreateRequestSchema },
    answer: commentResponseSchema,
    access: 'commentable:writer',
  },
  'POST /public/comments': {
    request: { body: commentCreateRequestSchema },
    answer: commentResponseSchema,
    access: 'commentable:writer',
  },
  'PATCH /comments/bulk-read': {
    request: { body: commentBulkRequestSchema },
    answer: commentBulkResponseSchema,
    access: 'commentable:staff',
  },
  'DELETE /comments/bulk-delete': {
    request: { body: commentBulkRequestSchema },
    answer: commentBulkResponseSchema,
    access: 'commentable:staff',
  },
  'PATCH /comments/bulk-restrict': {
    request: { body: commentBulkRequestSchema },
    answer: commentBulkResponseSchema,
    access: 'commentable:staff',
  },
  'PUT /comments/:commentId': {
    request: { body: commentUpdateRequestSchema },
    answer: commentResponseSchema,
    access: 'comment:reader',
  },
  'DELETE /comments/:commentId': { answer: commentDeletedResponseSchema, access: 'comment:reader' },
  'POST /comments/:commentId/public': { answer: commentResponseSchema, access: 'comment:reader' },
  'POST /comments/:commentId/private': { answer: commentResponseSchema, access: 'comment:reader' },
  'GET /courses/:courseId/user-curators': {
    request: { query: userCuratorsQuerySchema },
    answer: userCuratorsResponseSchema,
    access: 'course-id:reader',
  },
  'GET /expert/review-inbox': {
    request: { query: reviewInboxQuerySchema },
    answer: reviewInboxResponseSchema,
    access: 'school:comment_curator',
  },
} as const satisfies Record<RouteKey, RouteEntry>;
