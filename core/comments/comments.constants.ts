// Comment constants (spec 2 §9, spec 3 §9; ours where the spec says nothing, docs/comments.md).

/** A thread reads its comments this long after it is shown (spec 2 §9 comment load delay). */
export const COMMENT_LOAD_DELAY_MS = 300;
/** The longest comment text, in characters. */
export const COMMENT_MAX_LENGTH = 10_000;
/** Comments per page of a thread. */
export const COMMENTS_PER_PAGE = 20;
/** Files one comment may carry at most. */
export const COMMENT_MAX_FILES = 20;
/** Posting limit per person: at most `maxPerWindow` comments inside `windowMs`. */
export const COMMENT_RATE_LIMIT = { maxPerWindow: 10, windowMs: 60_000 } as const;
/** The upload `model` of comment files (spec 2 §7 Files). */
export const COMMENT_FILE_MODEL = 'comment';
/** The commentable types a thread can hang on. */
export const COMMENTABLE_KINDS = ['quiz-attempt', 'lesson', 'info-unit', 'lesson-question'] as const;
export type CommentableKind = (typeof COMMENTABLE_KINDS)[number];
/** What part of an attempt a result thread names (spec 2 §3 Result comment settings). */
export const RESULT_COMMENTABLE_TYPES = ['quiz_question', 'quiz_statement', 'quiz_answer_group'] as const;
export type ResultCommentableType = (typeof RESULT_COMMENTABLE_TYPES)[number];
