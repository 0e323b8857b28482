// Who sees and may do what with a comment (spec 2 §6, spec 3 §6; docs/comments.md). Pure: the server
// applies these to every list, count, deep link and change, and the property specs check them.

/** A comment's facts that decide who sees it. */
export interface CommentFacts {
  userId: number;
  isPrivate: boolean;
  isRestricted: boolean;
  deleted: boolean;
}

/** The person looking: who they are and whether they are staff of the commentable's school. */
export interface CommentViewer {
  userId: number;
  /** An expert (owner, admin, curator) of the school the commentable belongs to. */
  isStaff: boolean;
}

/**
 * Whether the viewer sees the comment at all. A deleted comment reaches nobody; a restricted one only
 * the school's staff (so they can moderate it); a private one only its author and the school's staff.
 */
export function canSeeComment(viewer: CommentViewer, comment: CommentFacts): boolean {
  if (comment.deleted) return false;
  if (viewer.isStaff) return true;
  if (comment.isRestricted) return false;
  return !comment.isPrivate || comment.userId === viewer.userId;
}

/** Whether the comment counts in a thread's title: seen by the viewer and not restricted (spec 2 §2). */
export function countsInTitle(viewer: CommentViewer, comment: CommentFacts): boolean {
  return canSeeComment(viewer, comment) && !comment.isRestricted;
}

/** What the viewer may do with a comment they see. */
export interface CommentRights {
  /** Only the author edits (spec 2 §6 comment author, spec 3 §6). */
  edit: boolean;
  /** Only the author makes it private or public. */
  toggleVisibility: boolean;
  /** Experts delete any comment; nobody else deletes. */
  delete: boolean;
}

/** The rights of a viewer on a comment they see (nothing on one they do not). */
export function commentRights(viewer: CommentViewer, comment: CommentFacts): CommentRights {
  if (!canSeeComment(viewer, comment)) return { edit: false, toggleVisibility: false, delete: false };
  const isAuthor = comment.userId === viewer.userId;
  return { edit: isAuthor, toggleVisibility: isAuthor, delete: viewer.isStaff };
}
