import type { JSX } from 'react';
import { CommentThread } from './comment-thread.tsx';

/**
 * A lesson's comment unit (spec 3 §2): the comment thread of a lesson or of one of its info units, in
 * the student's view (/public/ calls; staff still see what staff may). The lesson page renders it for
 * every comment unit; `lessonId` names the lesson the unit belongs to.
 */
export function CommentsUnit(props: {
  commentableType: 'lesson' | 'info-unit';
  commentableId: number;
  lessonId: number;
}): JSX.Element {
  return (
    <CommentThread
      thread={{ type: props.commentableType, id: props.commentableId }}
      asStudent
      headingLevel={2}
    />
  );
}
