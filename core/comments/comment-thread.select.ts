import type { SnapshotFrom } from 'xstate';
import type { Comment } from '../api/comments.ts';
import type { commentThreadMachine } from './comment-thread.machine.ts';
import { OPTIMISTIC_COMMENT_ID } from './comment-thread.machine.ts';
import { canSendComment } from './comment-thread.rules.ts';
import type { FormFile } from './comment-thread.types.ts';

export type CommentThreadSnapshot = SnapshotFrom<typeof commentThreadMachine>;

/** What a thread's view shows. */
export interface CommentThreadView {
  phase: 'loading' | 'failed' | 'ready';
  comments: Comment[];
  /** The comment shown before the server answered (drawn as sending). */
  pendingId: number | null;
  count: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  isBusy: boolean;
  isSending: boolean;
  canSend: boolean;
  /** The form is shown: posting is open, or a comment is being edited. */
  showForm: boolean;
  text: string;
  isPrivate: boolean;
  files: FormFile[];
  isUploading: boolean;
  /** The form may attach files, record audio, record video (spec 2 §6 flags). */
  canAttachFiles: boolean;
  canRecordAudio: boolean;
  canRecordVideo: boolean;
  editingId: number | null;
  isStaff: boolean;
  isDeleted: boolean;
  asStudent: boolean;
  unreadIds: number[];
  focusCommentId: number | null;
}

/** The view of a thread's snapshot. */
export function selectCommentThreadView(snapshot: CommentThreadSnapshot): CommentThreadView {
  const { context } = snapshot;
  const phase = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  const isSending = snapshot.matches({ ready: 'creating' }) || snapshot.matches({ ready: 'updating' });
  return {
    phase,
    comments: context.comments,
    pendingId: context.optimisticId === OPTIMISTIC_COMMENT_ID ? OPTIMISTIC_COMMENT_ID : null,
    count: context.count,
    hasMore: context.page < context.lastPage,
    isLoadingMore: snapshot.matches({ ready: 'loadingMore' }),
    isBusy: phase === 'ready' && !snapshot.matches({ ready: 'idle' }),
    isSending,
    canSend: phase === 'ready' && !isSending && canSendComment(context),
    showForm: !context.isDeleted && (context.isAllowed || context.editingId !== null),
    text: context.text,
    isPrivate: context.isPrivate,
    files: context.files,
    isUploading: context.uploading > 0,
    canAttachFiles: context.attachments.files,
    canRecordAudio: context.attachments.audio,
    canRecordVideo: context.attachments.video,
    editingId: context.editingId,
    isStaff: context.isStaff,
    isDeleted: context.isDeleted,
    asStudent: context.asStudent,
    unreadIds: context.unreadIds,
    focusCommentId: context.focusCommentId,
  };
}
