import type { CommentThreadRef } from '../api/comment-calls.ts';
import type { Comment, CommentList, CommentListQuery } from '../api/comments.ts';

/** A file attached to the form: uploaded (a uuid) or still on its way. */
export interface FormFile {
  uuid: string;
  name: string;
}

/** Which part of an attempt the thread is about (none for other threads). */
export interface ThreadPartQuery {
  quiz_question_id?: number;
  quiz_statement_id?: number;
  quiz_answer_group_id?: number;
}

/** What a thread is started with. */
export interface CommentThreadInput {
  thread: CommentThreadRef;
  part?: ThreadPartQuery;
  /** The student/public form: /public/ calls, and a file alone may be sent. */
  asStudent: boolean;
  /** A deep link's comment: its page is read first and it is scrolled to. */
  focusCommentId?: number | null;
}

/** The thread's context. */
export interface CommentThreadContext extends CommentThreadInput {
  part: ThreadPartQuery;
  focusCommentId: number | null;
  comments: Comment[];
  page: number;
  lastPage: number;
  count: number;
  unreadIds: number[];
  isAllowed: boolean;
  isStaff: boolean;
  isDeleted: boolean;
  /** What the form may attach (the server's flags): files, audio and video recordings. */
  attachments: { files: boolean; audio: boolean; video: boolean };
  /** The form. */
  text: string;
  isPrivate: boolean;
  files: FormFile[];
  uploading: number;
  /** The comment being edited, or null for a new one. */
  editingId: number | null;
  /** The comment a send put in the list before the server answered (rolled back on failure). */
  optimisticId: number | null;
  /** The form as it was before a send, to restore on failure. */
  draft: { text: string; files: FormFile[]; isPrivate: boolean } | null;
  /** The comment being edited as it was, to restore on failure. */
  editedBefore: Comment | null;
  /** The last failure, handed to the shared error handler. */
  failure: unknown;
}

/** What a person (or the page) does to a thread. */
export type CommentThreadEvent =
  | { type: 'text.change'; text: string }
  | { type: 'key.enter'; ctrl?: boolean; shift?: boolean; alt?: boolean }
  | { type: 'private.set'; isPrivate: boolean }
  | { type: 'file.uploading' }
  | { type: 'file.uploaded'; file: FormFile }
  | { type: 'file.failed' }
  | { type: 'file.remove'; uuid: string }
  | { type: 'send' }
  | { type: 'edit.start'; id: number }
  | { type: 'edit.cancel' }
  | { type: 'more' }
  | { type: 'reload' }
  | { type: 'delete'; id: number }
  | { type: 'visibility.toggle'; id: number }
  | { type: 'bulk'; action: 'read' | 'delete' | 'restrict' }
  | { type: 'unseen.next' }
  | { type: 'focus.done' }
  | { type: 'failure.dismiss' };

/** Emitted for the shared error handler (spec 2 §8, spec 3 §8). */
export type CommentThreadEmitted = { type: 'comment.failed'; error: unknown };

/** Inputs of the calls the thread makes. */
export interface LoadInput {
  thread: CommentThreadRef;
  query: CommentListQuery;
  asStudent: boolean;
}
export type LoadOutput = CommentList;
