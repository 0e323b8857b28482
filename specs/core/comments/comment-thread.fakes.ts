import { ApiError } from '../../../core/api/api-error.ts';
import type { Comment, CommentList } from '../../../core/api/comments.ts';
import { formatCommentText } from '../../../core/comments/index.ts';

/** A comment as the server would give it. */
export function commentFixture(id: number, overrides: Partial<Comment> = {}): Comment {
  const text = overrides.text ?? `comment ${id}`;
  return {
    id,
    user: { name: 'Taras Student', avatar_url: null, bg_color: '#3965FF' },
    user_id: 2,
    text,
    text_formatted: formatCommentText(text),
    files: [],
    is_private: false,
    is_restricted: false,
    is_read: false,
    created_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    created_at_human: '02.01.26, 10:00',
    commentable: { id: 6, finished_at: null },
    commentable_type: 'quiz-attempt',
    commentable_id: 6,
    quiz_question_id: 7,
    quiz_statement_id: null,
    quiz_answer_group_id: null,
    can: { edit: true, toggle_visibility: true, delete: true },
    ...overrides,
  };
}

/** A page of a thread. */
export function listFixture(
  comments: Comment[],
  overrides: { page?: number; lastPage?: number; allowed?: boolean; staff?: boolean } = {},
): CommentList {
  return {
    comments: {
      data: comments,
      links: { next: null, prev: null },
      meta: {
        current_page: overrides.page ?? 1,
        last_page: overrides.lastPage ?? 1,
        per_page: 20,
        total: comments.length,
      },
    },
    data: comments,
    unread_ids: comments.filter((comment) => !comment.is_read).map((comment) => comment.id),
    count: comments.length,
    commentable: { type: 'quiz-attempt', id: 6, is_deleted: false, finished_at: null },
    is_user_comment_allowed: overrides.allowed ?? true,
    is_staff: overrides.staff ?? true,
    allow_upload: true,
    allow_audio_response: false,
    allow_video_response: false,
  };
}

export const httpError = (status: number, message = 'refused') => new ApiError(status, message);
