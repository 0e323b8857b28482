import { assign, emit, fromPromise, setup } from 'xstate';
import type { CommentBulkAction } from '../api/comment-calls.ts';
import type {
  Comment,
  CommentBulkRequest,
  CommentCreateRequest,
  CommentListQuery,
  CommentUpdateRequest,
} from '../api/comments.ts';
import { errorOf, outputOf } from '../machine-events/index.ts';
import { canSendComment, enterSends } from './comment-thread.rules.ts';
import type {
  CommentThreadContext,
  CommentThreadEmitted,
  CommentThreadEvent,
  CommentThreadInput,
  LoadInput,
  LoadOutput,
} from './comment-thread.types.ts';
import { COMMENT_LOAD_DELAY_MS } from './comments.constants.ts';

const provideMe = (name: string) => () => Promise.reject(new Error(`provide me: ${name}`));

/** The id an optimistic comment holds until the server answers (never a stored id). */
export const OPTIMISTIC_COMMENT_ID = -1;

function listQuery(context: CommentThreadContext, page: number): CommentListQuery {
  return {
    ...context.part,
    page,
    ...(page === 1 && context.focusCommentId !== null ? { comment_id: context.focusCommentId } : {}),
  };
}

function withList(
  context: CommentThreadContext,
  list: LoadOutput,
  append: boolean,
): Partial<CommentThreadContext> {
  const fresh = list.comments.data.filter(
    (comment) => !context.comments.some((known) => known.id === comment.id),
  );
  return {
    comments: append ? [...context.comments, ...fresh] : list.comments.data,
    page: list.comments.meta.current_page,
    lastPage: list.comments.meta.last_page,
    count: list.count,
    unreadIds: append ? [...new Set([...context.unreadIds, ...list.unread_ids])] : list.unread_ids,
    isAllowed: list.is_user_comment_allowed,
    isStaff: list.is_staff,
    isDeleted: list.commentable.is_deleted,
    attachments: {
      files: list.allow_upload,
      audio: list.allow_audio_response,
      video: list.allow_video_response,
    },
  };
}

function optimisticComment(context: CommentThreadContext, now: string): Comment {
  return {
    id: OPTIMISTIC_COMMENT_ID,
    user: { name: '', avatar_url: null, bg_color: '#3965FF' },
    user_id: 1,
    text: context.text,
    text_formatted: { clean: '', without_tags: context.text },
    files: context.files.map((file) => ({ uuid: file.uuid, original_name: file.name })),
    is_private: context.isPrivate,
    is_restricted: false,
    is_read: true,
    created_at: now,
    updated_at: now,
    created_at_human: '',
    commentable: { id: context.thread.id, finished_at: null },
    commentable_type: context.thread.type,
    commentable_id: context.thread.id,
    quiz_question_id: context.part.quiz_question_id ?? null,
    quiz_statement_id: context.part.quiz_statement_id ?? null,
    quiz_answer_group_id: context.part.quiz_answer_group_id ?? null,
    can: { edit: false, toggle_visibility: false, delete: false },
  };
}

const emptyForm = { text: '', files: [], isPrivate: false, editingId: null, uploading: 0 } as const;

/**
 * A comment thread (spec 2 §2 comment thread, §4 Comment, §5 Comments; docs/comments.md): it reads its
 * first page 300 ms after it is shown (a deep link's page when it names a comment), then pages on; the
 * form writes a new comment or edits one (edit fills the text box; closing leaves edit mode); a send
 * shows the comment at once and takes it back when the server refuses (the failure goes to the shared
 * error handler); deleting, visibility and the expert's bulk actions reload the page from the server;
 * next-unseen walks the unread comments.
 */
export const commentThreadMachine = setup({
  types: {
    context: {} as CommentThreadContext,
    events: {} as CommentThreadEvent,
    input: {} as CommentThreadInput,
    emitted: {} as CommentThreadEmitted,
  },
  actors: {
    loadPage: fromPromise<LoadOutput, LoadInput>(provideMe('loadPage')),
    createComment: fromPromise<Comment, { body: CommentCreateRequest; asStudent: boolean }>(
      provideMe('createComment'),
    ),
    updateComment: fromPromise<Comment, { id: number; body: CommentUpdateRequest }>(
      provideMe('updateComment'),
    ),
    removeComment: fromPromise<unknown, { id: number }>(provideMe('removeComment')),
    setPrivate: fromPromise<Comment, { id: number; isPrivate: boolean }>(provideMe('setPrivate')),
    bulk: fromPromise<number[], { action: CommentBulkAction; body: CommentBulkRequest }>(provideMe('bulk')),
  },
  delays: { loadDelay: COMMENT_LOAD_DELAY_MS },
  guards: {
    canSend: ({ context }) => canSendComment(context),
    isEditing: ({ context }) => context.editingId !== null,
    enterSends: ({ context, event }) =>
      event.type === 'key.enter' && enterSends(event) && canSendComment(context),
    enterBreaks: ({ event }) => event.type === 'key.enter' && !enterSends(event),
    hasMore: ({ context }) => context.page < context.lastPage,
    isOwnEditable: ({ context, event }) =>
      event.type === 'edit.start' &&
      context.comments.some((comment) => comment.id === event.id && comment.can.edit),
    mayDelete: ({ context, event }) =>
      event.type === 'delete' &&
      context.comments.some((comment) => comment.id === event.id && comment.can.delete),
    mayToggle: ({ context, event }) =>
      event.type === 'visibility.toggle' &&
      context.comments.some((comment) => comment.id === event.id && comment.can.toggle_visibility),
    isStaff: ({ context }) => context.isStaff,
    hasUnseen: ({ context }) => context.unreadIds.length > 0,
  },
  actions: {
    typeText: assign(({ event }) => (event.type === 'text.change' ? { text: event.text } : {})),
    breakLine: assign(({ context }) => ({ text: `${context.text}\n` })),
    setPrivate: assign(({ event }) => (event.type === 'private.set' ? { isPrivate: event.isPrivate } : {})),
    startUpload: assign(({ context }) => ({ uploading: context.uploading + 1 })),
    addFile: assign(({ context, event }) =>
      event.type === 'file.uploaded'
        ? { files: [...context.files, event.file], uploading: Math.max(0, context.uploading - 1) }
        : {},
    ),
    failUpload: assign(({ context }) => ({ uploading: Math.max(0, context.uploading - 1) })),
    removeFile: assign(({ context, event }) =>
      event.type === 'file.remove' ? { files: context.files.filter((file) => file.uuid !== event.uuid) } : {},
    ),
    startEdit: assign(({ context, event }) => {
      if (event.type !== 'edit.start') return {};
      const comment = context.comments.find((candidate) => candidate.id === event.id);
      return comment
        ? {
            editingId: comment.id,
            text: comment.text,
            isPrivate: comment.is_private,
            files: comment.files.map((file) => ({ uuid: file.uuid, name: file.original_name ?? file.uuid })),
          }
        : {};
    }),
    clearForm: assign(() => ({ ...emptyForm, files: [] })),
    appendOptimistic: assign(({ context }) => ({
      comments: [optimisticComment(context, new Date(0).toISOString()), ...context.comments],
      optimisticId: OPTIMISTIC_COMMENT_ID,
      draft: { text: context.text, files: context.files, isPrivate: context.isPrivate },
      count: context.count + 1,
      text: '',
      files: [],
    })),
    replaceOptimistic: assign(({ context, event }) => {
      const saved = outputOf<Comment>(event);
      return {
        comments: context.comments.map((comment) => (comment.id === OPTIMISTIC_COMMENT_ID ? saved : comment)),
        optimisticId: null,
        draft: null,
        isPrivate: false,
      };
    }),
    rollbackOptimistic: assign(({ context, event }) => ({
      comments: context.comments.filter((comment) => comment.id !== OPTIMISTIC_COMMENT_ID),
      optimisticId: null,
      count: Math.max(0, context.count - 1),
      text: context.draft?.text ?? context.text,
      files: context.draft?.files ?? context.files,
      isPrivate: context.draft?.isPrivate ?? context.isPrivate,
      draft: null,
      failure: errorOf(event),
    })),
    applyEditOptimistically: assign(({ context }) => {
      const before = context.comments.find((comment) => comment.id === context.editingId) ?? null;
      return {
        editedBefore: before,
        comments: context.comments.map((comment) =>
          comment.id === context.editingId
            ? { ...comment, text: context.text, text_formatted: { clean: '', without_tags: context.text } }
            : comment,
        ),
      };
    }),
    acceptEdit: assign(({ context, event }) => {
      const saved = outputOf<Comment>(event);
      return {
        comments: context.comments.map((comment) => (comment.id === saved.id ? saved : comment)),
        editedBefore: null,
        ...emptyForm,
        files: [],
      };
    }),
    rollbackEdit: assign(({ context, event }) => ({
      comments: context.comments.map((comment) =>
        context.editedBefore && comment.id === context.editedBefore.id ? context.editedBefore : comment,
      ),
      editedBefore: null,
      failure: errorOf(event),
    })),
    replaceComment: assign(({ context, event }) => {
      const saved = outputOf<Comment>(event);
      return { comments: context.comments.map((comment) => (comment.id === saved.id ? saved : comment)) };
    }),
    takeList: assign(({ context, event }) => withList(context, outputOf<LoadOutput>(event), false)),
    appendList: assign(({ context, event }) => withList(context, outputOf<LoadOutput>(event), true)),
    keepFailure: assign(({ event }) => ({ failure: errorOf(event) })),
    dismissFailure: assign(() => ({ failure: null })),
    emitFailure: emit(({ event }) => ({ type: 'comment.failed' as const, error: errorOf(event) })),
    focusNextUnseen: assign(({ context }) => {
      const [next, ...rest] = context.unreadIds;
      return next === undefined ? {} : { focusCommentId: next, unreadIds: rest };
    }),
    clearFocus: assign(() => ({ focusCommentId: null })),
  },
}).createMachine({
  id: 'commentThread',
  context: ({ input }) => ({
    ...input,
    part: input.part ?? {},
    focusCommentId: input.focusCommentId ?? null,
    comments: [],
    page: 1,
    lastPage: 1,
    count: 0,
    unreadIds: [],
    isAllowed: false,
    isStaff: false,
    isDeleted: false,
    attachments: { files: false, audio: false, video: false },
    ...emptyForm,
    files: [],
    optimisticId: null,
    draft: null,
    editedBefore: null,
    failure: null,
  }),
  initial: 'waiting',
  states: {
    waiting: { after: { loadDelay: { target: 'loading' } } },
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({
          thread: context.thread,
          query: listQuery(context, 1),
          asStudent: context.asStudent,
        }),
        onDone: { target: 'ready', actions: 'takeList' },
        // Loading failures are only logged (spec 2 §8): the thread shows its empty state with a retry.
        onError: { target: 'failed', actions: 'keepFailure' },
      },
    },
    failed: { on: { reload: 'loading' } },
    ready: {
      on: {
        'text.change': { actions: 'typeText' },
        'private.set': { actions: 'setPrivate' },
        'file.uploading': { actions: 'startUpload' },
        'file.uploaded': { actions: 'addFile' },
        'file.failed': { actions: 'failUpload' },
        'file.remove': { actions: 'removeFile' },
        'focus.done': { actions: 'clearFocus' },
        'failure.dismiss': { actions: 'dismissFailure' },
        'unseen.next': { guard: 'hasUnseen', actions: 'focusNextUnseen' },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'key.enter': [
              { guard: 'enterBreaks', actions: 'breakLine' },
              { guard: 'enterSends', target: 'sending' },
            ],
            send: { guard: 'canSend', target: 'sending' },
            'edit.start': { guard: 'isOwnEditable', actions: 'startEdit' },
            'edit.cancel': { actions: 'clearForm' },
            more: { guard: 'hasMore', target: 'loadingMore' },
            reload: { target: 'reloading' },
            delete: { guard: 'mayDelete', target: 'deleting' },
            'visibility.toggle': { guard: 'mayToggle', target: 'toggling' },
            bulk: { guard: 'isStaff', target: 'bulk' },
          },
        },
        sending: {
          always: [{ guard: 'isEditing', target: 'updating' }, { target: 'creating' }],
        },
        creating: {
          entry: 'appendOptimistic',
          invoke: {
            id: 'createComment',
            src: 'createComment',
            input: ({ context }) => ({
              asStudent: context.asStudent,
              body: {
                commentable_type: context.thread.type,
                commentable_id: context.thread.id,
                text: context.draft?.text ?? '',
                is_private: context.draft?.isPrivate ?? false,
                files: (context.draft?.files ?? []).map((file) => file.uuid),
                question_id: context.part.quiz_question_id ?? null,
                statement_id: context.part.quiz_statement_id ?? null,
                answer_group_id: context.part.quiz_answer_group_id ?? null,
              },
            }),
            onDone: { target: 'idle', actions: 'replaceOptimistic' },
            onError: { target: 'idle', actions: ['rollbackOptimistic', 'emitFailure'] },
          },
        },
        updating: {
          entry: 'applyEditOptimistically',
          invoke: {
            id: 'updateComment',
            src: 'updateComment',
            input: ({ context }) => ({
              id: context.editingId ?? 0,
              body: {
                text: context.text,
                is_private: context.isPrivate,
                files: context.files.map((file) => file.uuid),
              },
            }),
            onDone: { target: 'idle', actions: 'acceptEdit' },
            onError: { target: 'idle', actions: ['rollbackEdit', 'emitFailure'] },
          },
        },
        loadingMore: {
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({
              thread: context.thread,
              query: listQuery(context, context.page + 1),
              asStudent: context.asStudent,
            }),
            onDone: { target: 'idle', actions: 'appendList' },
            onError: { target: 'idle', actions: 'keepFailure' },
          },
        },
        reloading: {
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({
              thread: context.thread,
              query: listQuery(context, 1),
              asStudent: context.asStudent,
            }),
            onDone: { target: 'idle', actions: 'takeList' },
            onError: { target: 'idle', actions: 'keepFailure' },
          },
        },
        deleting: {
          invoke: {
            id: 'removeComment',
            src: 'removeComment',
            input: ({ event }) => ({ id: event.type === 'delete' ? event.id : 0 }),
            onDone: { target: 'reloading' },
            onError: { target: 'idle', actions: ['keepFailure', 'emitFailure'] },
          },
        },
        toggling: {
          invoke: {
            id: 'setPrivate',
            src: 'setPrivate',
            input: ({ context, event }) => {
              const id = event.type === 'visibility.toggle' ? event.id : 0;
              const comment = context.comments.find((candidate) => candidate.id === id);
              return { id, isPrivate: !(comment?.is_private ?? false) };
            },
            onDone: { target: 'idle', actions: 'replaceComment' },
            onError: { target: 'idle', actions: ['keepFailure', 'emitFailure'] },
          },
        },
        bulk: {
          invoke: {
            id: 'bulk',
            src: 'bulk',
            input: ({ context, event }) => ({
              action: event.type === 'bulk' ? event.action : 'read',
              body: {
                commentable_type: context.thread.type,
                commentable_id: context.thread.id,
                quiz_question_id: context.part.quiz_question_id ?? null,
                quiz_statement_id: context.part.quiz_statement_id ?? null,
                quiz_answer_group_id: context.part.quiz_answer_group_id ?? null,
              },
            }),
            onDone: { target: 'reloading' },
            onError: { target: 'idle', actions: ['keepFailure', 'emitFailure'] },
          },
        },
      },
    },
  },
});
