import * as v from 'valibot';
import { COMMENT_MAX_FILES, COMMENT_MAX_LENGTH, COMMENTABLE_KINDS } from '../comments/comments.constants.ts';
import { quizFileSchema } from './quiz.ts';

// The comments contract (spec 2 §3 Comment, §7 Comments; spec 3 §3, §7; docs/comments.md).

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** A positive integer from a query string. */
const queryId = v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1));

/** A comment's author as a thread shows them. */
export const commentAuthorSchema = v.object({
  name: v.string(),
  avatar_url: v.nullable(v.string()),
  bg_color: v.string(),
});

/** One comment (spec 2 §3 Comment). */
export const commentSchema = v.object({
  id,
  user: commentAuthorSchema,
  user_id: id,
  text: v.string(),
  text_formatted: v.object({ without_tags: v.string(), clean: v.string() }),
  files: v.array(quizFileSchema),
  is_private: v.boolean(),
  is_restricted: v.boolean(),
  /** Ours: the caller has read it (always true for the caller's own comments). */
  is_read: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
  created_at_human: v.string(),
  commentable: v.object({ id, finished_at: v.nullable(v.string()) }),
  commentable_type: v.picklist(COMMENTABLE_KINDS),
  commentable_id: id,
  quiz_question_id: v.nullable(id),
  quiz_statement_id: v.nullable(id),
  quiz_answer_group_id: v.nullable(id),
  /** Ours: what the caller may do with it (spec 2 §6). */
  can: v.object({ edit: v.boolean(), toggle_visibility: v.boolean(), delete: v.boolean() }),
});
export type Comment = v.InferOutput<typeof commentSchema>;

/** The query of a thread's list (spec 2 §7). */
export const commentListQuerySchema = v.object({
  page: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)), 1),
  /** Opens the page that holds this comment (a deep link). */
  comment_id: v.optional(queryId),
  /** `asc` lists oldest first (for a column-reverse list); newest first otherwise. */
  sort_type: v.optional(v.picklist(['asc', 'desc'])),
  user_id: v.optional(queryId),
  exclude_user_id: v.optional(queryId),
  quiz_question_id: v.optional(queryId),
  quiz_statement_id: v.optional(queryId),
  quiz_answer_group_id: v.optional(queryId),
});
export type CommentListQuery = v.InferInput<typeof commentListQuerySchema>;

/** A thread's list: a page of comments, the unread ones (staff), the commentable and whether the caller may post. */
export const commentListResponseSchema = v.object({
  comments: v.object({
    data: v.array(commentSchema),
    links: v.object({ next: v.nullable(v.string()), prev: v.nullable(v.string()) }),
    meta: v.object({
      current_page: v.number(),
      last_page: v.number(),
      per_page: v.number(),
      total: v.number(),
    }),
  }),
  /** The public variant's reading of the same page. */
  data: v.array(commentSchema),
  unread_ids: v.array(id),
  /** Non-restricted comments the caller sees in the whole thread (the title's count). */
  count: v.number(),
  commentable: v.object({
    type: v.picklist(COMMENTABLE_KINDS),
    id,
    is_deleted: v.boolean(),
    finished_at: v.nullable(v.string()),
  }),
  is_user_comment_allowed: v.boolean(),
  /** Ours: the caller is staff of the commentable's school (the expert view). */
  is_staff: v.boolean(),
  /** Spec 2 §6 form flags for the caller: files, audio and video recordings may be attached. */
  allow_upload: v.optional(v.boolean(), true),
  allow_audio_response: v.optional(v.boolean(), false),
  allow_video_response: v.optional(v.boolean(), false),
});
export type CommentList = v.InferOutput<typeof commentListResponseSchema>;

const commentText = v.pipe(
  v.string(),
  v.maxLength(COMMENT_MAX_LENGTH, `A comment is at most ${COMMENT_MAX_LENGTH} characters.`),
);
const fileList = v.pipe(
  v.array(v.string()),
  v.maxLength(COMMENT_MAX_FILES, `Attach at most ${COMMENT_MAX_FILES} files.`),
);

/** `POST /comments` and `POST /public/comments` (spec 2 §7). */
export const commentCreateRequestSchema = v.object({
  commentable_type: v.picklist(COMMENTABLE_KINDS, 'Name what the comment is on.'),
  commentable_id: id,
  text: v.optional(commentText, ''),
  is_private: v.optional(v.boolean(), false),
  files: v.optional(fileList, []),
  question_id: v.nullish(id),
  statement_id: v.nullish(id),
  answer_group_id: v.nullish(id),
});
export type CommentCreateRequest = v.InferInput<typeof commentCreateRequestSchema>;

/** `PUT /comments/{id}`: text, files and is_private (what else a client sends with it is not read). */
export const commentUpdateRequestSchema = v.object({
  text: v.optional(commentText, ''),
  is_private: v.optional(v.boolean()),
  files: v.optional(fileList, []),
});
export type CommentUpdateRequest = v.InferInput<typeof commentUpdateRequestSchema>;

/** One comment in the envelope. */
export const commentResponseSchema = v.object({ data: commentSchema });

/** `DELETE /comments/{id}`. */
export const commentDeletedResponseSchema = v.object({ data: v.object({ id, deleted: v.literal(true) }) });

/** The bulk calls' body (spec 2 §7): the thread, and ours, `ids` to act on some of it only. */
export const commentBulkRequestSchema = v.object({
  commentable_type: v.picklist(COMMENTABLE_KINDS, 'Name what the comments are on.'),
  commentable_id: id,
  quiz_question_id: v.nullish(id),
  /** Ours: a statement's or a gap's thread of that question. */
  quiz_statement_id: v.nullish(id),
  quiz_answer_group_id: v.nullish(id),
  ids: v.optional(v.pipe(v.array(id), v.maxLength(500))),
});
export type CommentBulkRequest = v.InferInput<typeof commentBulkRequestSchema>;

/** What a bulk call changed. */
export const commentBulkResponseSchema = v.object({ data: v.object({ ids: v.array(id) }) });

/** `GET /courses/{id}/user-curators` (spec 2 §3 Curator). */
export const userCuratorsQuerySchema = v.object({
  quiz: v.optional(queryId),
  lesson_id: v.optional(queryId),
});
export const userCuratorsResponseSchema = v.object({
  data: v.object({
    data: v.array(
      v.object({
        id,
        name: v.string(),
        avatar_url: v.nullable(v.string()),
        bg_color: v.string(),
        role: v.string(),
        is_public_user: v.boolean(),
      }),
    ),
  }),
});
export type UserCurator = v.InferOutput<typeof userCuratorsResponseSchema>['data']['data'][number];

/** `GET /expert/review-inbox` (ours): filters and page. */
export const reviewInboxQuerySchema = v.object({
  course_id: v.optional(queryId),
  lesson_id: v.optional(queryId),
  page: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)), 1),
});

/** One row of the review inbox: an unread comment or an attempt waiting for review. */
export const reviewInboxItemSchema = v.object({
  kind: v.picklist(['comment', 'attempt']),
  /** The comment's or the attempt's id. */
  id,
  at: v.string(),
  at_human: v.string(),
  course: v.object({ id, title: v.string() }),
  lesson: v.nullable(v.object({ id, title: v.string() })),
  user: v.object({ id, name: v.string() }),
  /** The comment's text without tags (show as text); null for an attempt. */
  excerpt: v.nullable(v.string()),
  commentable_type: v.nullable(v.picklist(COMMENTABLE_KINDS)),
  commentable_id: v.nullable(id),
  quiz_question_id: v.nullable(id),
  quiz_statement_id: v.nullable(id),
  quiz_answer_group_id: v.nullable(id),
  quiz_id: v.nullable(id),
  attempt_id: v.nullable(id),
});
export type ReviewInboxItem = v.InferOutput<typeof reviewInboxItemSchema>;
export const reviewInboxResponseSchema = v.object({
  data: v.array(reviewInboxItemSchema),
  meta: v.object({
    current_page: v.number(),
    last_page: v.number(),
    per_page: v.number(),
    total: v.number(),
  }),
  filters: v.object({
    courses: v.array(v.object({ id, title: v.string() })),
    lessons: v.array(v.object({ id, title: v.string(), course_id: id })),
  }),
});
export type ReviewInbox = v.InferOutput<typeof reviewInboxResponseSchema>;
