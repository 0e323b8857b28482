import type { ReactNode } from 'react';
import type { ResultCommentsContext } from '../../../core/comments/index.ts';
import { CommentThread } from './comment-thread.tsx';
import { ResultPartComments } from './result-part-comments.tsx';

/** A result deep link (spec 2 §2): which result's thread to open and which comment to scroll to. */
export interface ResultCommentLink {
  type: string;
  id: number;
  commentId: number | null;
}

const LINK_PARAMS = ['result_commentable_type', 'result_commentable_id', 'comment_id'] as const;

let taken: ResultCommentLink | null | undefined;

const positive = (value: string | null) => {
  const number = Number(value);
  return value !== null && Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** Reads a result deep link from a query string. */
export function readResultCommentLink(search: URLSearchParams): ResultCommentLink | null {
  const type = search.get('result_commentable_type');
  const id = positive(search.get('result_commentable_id'));
  if (!type || id === null) return null;
  return { type, id, commentId: positive(search.get('comment_id')) };
}

/**
 * The page's result deep link, read once: its parameters are removed from the address at once (the
 * thread it names opens at that comment's page and scrolls to it).
 */
export function takeResultCommentLink(): ResultCommentLink | null {
  if (taken !== undefined) return taken;
  if (typeof window === 'undefined') return null;
  const search = new URLSearchParams(window.location.search);
  taken = readResultCommentLink(search);
  if (taken) {
    for (const name of LINK_PARAMS) search.delete(name);
    const rest = search.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`,
    );
  }
  return taken;
}

/**
 * The expert's comment thread under one question's result of an attempt (spec 2 §2 quiz result widget),
 * then the widgets of its statements or gaps when the page gives the question.
 */
export function expertResultComments(
  attemptId: number,
  questionId: number,
  context?: ResultCommentsContext,
): ReactNode {
  const link = takeResultCommentLink();
  const linked = link?.type === 'quiz_question' && link.id === questionId;
  return (
    <>
      <CommentThread
        thread={{ type: 'quiz-attempt', id: attemptId }}
        part={{ quiz_question_id: questionId }}
        asStudent={false}
        focusCommentId={linked ? link.commentId : null}
        headingLevel={4}
      />
      {context ? (
        <ResultPartComments attemptId={attemptId} context={context} asStudent={false} link={link} />
      ) : null}
    </>
  );
}

/**
 * The student's comment thread under one question of their result (spec 2 §2 student view): the
 * expert's public answers, and the form where the expert allowed comments on that result; the same for
 * each statement or gap. Nothing is drawn for a thread without comments that takes none.
 */
export function studentResultComments(
  attemptId: number,
  questionId: number,
  context?: ResultCommentsContext,
): ReactNode {
  const link = takeResultCommentLink();
  const linked = link?.type === 'quiz_question' && link.id === questionId;
  return (
    <>
      <CommentThread
        thread={{ type: 'quiz-attempt', id: attemptId }}
        part={{ quiz_question_id: questionId }}
        asStudent
        focusCommentId={linked ? link.commentId : null}
        headingLevel={4}
        hideWhenEmpty
      />
      {context ? <ResultPartComments attemptId={attemptId} context={context} asStudent link={link} /> : null}
    </>
  );
}
