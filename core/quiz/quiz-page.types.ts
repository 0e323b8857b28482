import type { Attempt, AttemptReview, Question, Quiz } from '../api/quiz.ts';

/** The quiz page's URL parameters (spec 3 §2), already read from the address. */
export interface QuizPageUrlParams {
  /** quiz_attempt_id: open that attempt's result. */
  quizAttemptId?: number | null;
  /** start_quiz_id: start the quiz when it is this one. */
  startQuizId?: number | null;
  /** commentable_type=quiz-attempt with commentable_id and comment_id: scroll to that comment. */
  comment?: { commentableType: string; commentableId: number; commentId: number } | null;
}

/** What the quiz page starts from. */
export interface QuizPageInput {
  quizId: number;
  /** Whether someone is signed in; a visitor sees access denied and a login offer. */
  isAuthenticated: boolean;
  /** Now, in ms since the epoch, for the access countdown. */
  now: number;
  urlParams?: QuizPageUrlParams;
}

/** A comment the page scrolls to. */
export interface CommentTarget {
  commentableId: number;
  commentId: number;
}

/** The quiz page's context. */
export interface QuizPageContext {
  quizId: number;
  isAuthenticated: boolean;
  /** The quiz with its latest attempt. */
  quiz: Quiz | null;
  /** The latest attempt. */
  attempt: Attempt | null;
  /** Questions loaded for the running attempt. */
  questions: Question[];
  /** Set while an attempt in status 3 is being finalized. */
  finalize: boolean;
  /** Seconds until a blocked quiz opens. */
  secondsUntilOpen: number;
  /** Now, as of the last countdown tick. */
  now: number;
  /** The result being viewed (quiz_attempt_id). */
  review: AttemptReview | null;
  /** Attempt id of the result being opened. */
  reviewAttemptId: number | null;
  /** A comment to scroll to. */
  commentTarget: CommentTarget | null;
  /** URL parameters not acted on yet. */
  urlParams: QuizPageUrlParams;
  /** A failure to show. */
  error: string | null;
}

/** Events of the quiz page. */
export type QuizPageEvent =
  | { type: 'quiz.start' }
  | { type: 'quiz.reload' }
  | { type: 'attempt.finished'; attempt: Attempt | null }
  | { type: 'result.open'; attemptId: number }
  | { type: 'result.close' }
  | { type: 'url.changed'; params: QuizPageUrlParams }
  | { type: 'comment.scrolled' };

/** Events the page emits for the app: remove URL parameters, refresh the section contents. */
export type QuizPageEmitted =
  | { type: 'url.consumed'; params: string[] }
  | { type: 'section.refreshRequested' };

/** `GET {base}/quizzes/{quiz_id}`. */
export interface LoadQuizInput {
  quizId: number;
}
/** `GET {base}/quizzes/{quiz_id}/start-attempt`. */
export interface PageStartAttemptInput {
  quizId: number;
}
/** `GET {base}/quizzes/{quiz_id}/quiz-questions?attempt_id=`. */
export interface LoadQuestionsInput {
  quizId: number;
  attemptId: number;
}
/** `GET /lessons/{lesson id}/quizzes/{quiz id}/attempt/{attempt id}`. */
export interface LoadAttemptReviewInput {
  quizId: number;
  attemptId: number;
}
/** Marks a timed-out attempt finished: the result is saved and comments are sent. */
export interface FinishExpiredAttemptInput {
  attemptId: number;
}
