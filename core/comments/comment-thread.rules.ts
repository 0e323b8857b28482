import type { CommentThreadContext } from './comment-thread.types.ts';

/**
 * Whether the form may send (spec 2 §5, spec 3 §5): never while a file uploads or where posting is not
 * open; the student's form needs text or a file, the expert's needs text (a new comment) — an edit
 * needs text or a file in both.
 */
export function canSendComment(
  context: Pick<
    CommentThreadContext,
    'text' | 'files' | 'uploading' | 'isAllowed' | 'asStudent' | 'editingId'
  >,
): boolean {
  if (context.uploading > 0) return false;
  if (!context.isAllowed && context.editingId === null) return false;
  const hasText = context.text.trim() !== '';
  if (context.asStudent || context.editingId !== null) return hasText || context.files.length > 0;
  return hasText;
}

/** Enter sends; Ctrl, Shift or Alt with Enter breaks the line (spec 2 §5). */
export function enterSends(keys: { ctrl?: boolean; shift?: boolean; alt?: boolean }): boolean {
  return !keys.ctrl && !keys.shift && !keys.alt;
}
