import { QUIZ_PAGE_URL_PARAMS, type QuizPageUrlParams } from '../../../core/quiz/index.ts';

const positive = (value: string | null) => {
  const number = Number(value);
  return value !== null && Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** Reads the quiz page's URL parameters (spec 3 §2) from a query string. */
export function readQuizUrlParams(search: URLSearchParams): QuizPageUrlParams {
  const commentableType = search.get(QUIZ_PAGE_URL_PARAMS.commentableType);
  const commentableId = positive(search.get(QUIZ_PAGE_URL_PARAMS.commentableId));
  const commentId = positive(search.get(QUIZ_PAGE_URL_PARAMS.comment));
  return {
    quizAttemptId: positive(search.get(QUIZ_PAGE_URL_PARAMS.attempt)),
    startQuizId: positive(search.get(QUIZ_PAGE_URL_PARAMS.start)),
    comment:
      commentableType && commentableId !== null && commentId !== null
        ? { commentableType, commentableId, commentId }
        : null,
  };
}

/** The query string without the named parameters ('' when nothing is left). */
export function withoutParams(search: URLSearchParams, names: readonly string[]): string {
  const rest = new URLSearchParams(search);
  for (const name of names) rest.delete(name);
  const text = rest.toString();
  return text ? `?${text}` : '';
}

/** The element a unit anchor of the hash points at (spec 3 §2): `#unit-{id}` or `#quizId={id}`. */
export function anchorTarget(hash: string): string | null {
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  return /^unit-\d+$/.test(anchor) || /^quizId=\d+$/.test(anchor) ? anchor : null;
}
