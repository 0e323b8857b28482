import type { AnyMachineSnapshot } from 'xstate';
import { fromPromise } from 'xstate';
import type { Comment, CommentList } from '../api/comments.ts';
import { registerMachine } from '../inspector/index.ts';
import { formatCommentText } from './comment-text.ts';
import { commentThreadMachine } from './comment-thread.machine.ts';
import type { CommentThreadContext } from './comment-thread.types.ts';

/** A QA comment of the inspector's thread. */
function qaComment(id: number, text: string, isPrivate = false): Comment {
  const at = new Date(Date.UTC(2026, 0, id)).toISOString();
  return {
    id,
    user: { name: id % 2 ? 'Taras Student' : 'Olena Expert', avatar_url: null, bg_color: '#3965FF' },
    user_id: id % 2 ? 2 : 1,
    text,
    text_formatted: formatCommentText(text),
    files: [],
    is_private: isPrivate,
    is_restricted: false,
    is_read: id % 2 === 0,
    created_at: at,
    updated_at: at,
    created_at_human: `0${id}.01.26, 10:00`,
    commentable: { id: 1, finished_at: null },
    commentable_type: 'quiz-attempt',
    commentable_id: 1,
    quiz_question_id: 1,
    quiz_statement_id: null,
    quiz_answer_group_id: null,
    can: { edit: id % 2 === 0, toggle_visibility: id % 2 === 0, delete: true },
  };
}

/** A QA server in memory: a thread of three comments; the expert's view. */
function qaServer() {
  let comments = [
    qaComment(3, 'Why is this wrong?'),
    qaComment(2, 'Look at the stress.', true),
    qaComment(1, 'Hi!'),
  ];
  let next = 4;
  const list = (): CommentList => ({
    comments: {
      data: comments,
      links: { next: null, prev: null },
      meta: { current_page: 1, last_page: 1, per_page: 20, total: comments.length },
    },
    data: comments,
    unread_ids: comments.filter((comment) => !comment.is_read).map((comment) => comment.id),
    count: comments.length,
    commentable: { type: 'quiz-attempt', id: 1, is_deleted: false, finished_at: null },
    is_user_comment_allowed: true,
    is_staff: true,
    allow_upload: true,
    allow_audio_response: true,
    allow_video_response: true,
  });
  return {
    loadPage: fromPromise(async () => list()),
    createComment: fromPromise<Comment, { body: { text?: string } }>(async ({ input }) => {
      const comment = qaComment(next++, input.body.text ?? '');
      comments = [comment, ...comments];
      return comment;
    }),
    updateComment: fromPromise<Comment, { id: number; body: { text?: string } }>(async ({ input }) => {
      comments = comments.map((comment) =>
        comment.id === input.id
          ? {
              ...comment,
              text: input.body.text ?? '',
              text_formatted: formatCommentText(input.body.text ?? ''),
            }
          : comment,
      );
      return comments.find((comment) => comment.id === input.id)!;
    }),
    removeComment: fromPromise<unknown, { id: number }>(async ({ input }) => {
      comments = comments.filter((comment) => comment.id !== input.id);
      return { id: input.id };
    }),
    setPrivate: fromPromise<Comment, { id: number; isPrivate: boolean }>(async ({ input }) => {
      comments = comments.map((comment) =>
        comment.id === input.id ? { ...comment, is_private: input.isPrivate } : comment,
      );
      return comments.find((comment) => comment.id === input.id)!;
    }),
    bulk: fromPromise(async () => {
      comments = comments.map((comment) => ({ ...comment, is_read: true }));
      return comments.map((comment) => comment.id);
    }),
  };
}

registerMachine({
  id: 'commentThread',
  machine: commentThreadMachine,
  description:
    'A comment thread: reads after 300 ms, pages, new or edit mode, sends with the comment shown at once (taken back on failure), Enter sends and Ctrl/Shift/Alt+Enter breaks the line, delete, visibility, bulk actions and next unseen (the expert view).',
  input: { thread: { type: 'quiz-attempt', id: 1 }, part: { quiz_question_id: 1 }, asStudent: false },
  actors: qaServer(),
  sampleEvents: (snapshot: AnyMachineSnapshot) => {
    const { comments } = snapshot.context as CommentThreadContext;
    const first = comments[0]?.id ?? 1;
    return [
      { type: 'text.change', text: 'Well done.' },
      { type: 'text.change', text: '' },
      { type: 'key.enter' },
      { type: 'key.enter', shift: true },
      { type: 'private.set', isPrivate: true },
      { type: 'send' },
      { type: 'edit.start', id: 2 },
      { type: 'edit.cancel' },
      { type: 'delete', id: first },
      { type: 'visibility.toggle', id: 2 },
      { type: 'bulk', action: 'read' },
      { type: 'unseen.next' },
      { type: 'reload' },
    ];
  },
});
