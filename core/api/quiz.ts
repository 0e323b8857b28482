import * as v from 'valibot';
import { ATTEMPT_STATUS } from './attempt-status.ts';
import { dataEnvelope, pageMetaSchema } from './envelope.ts';

export { ATTEMPT_STATUS, type AttemptStatusId } from './attempt-status.ts';

// Quiz contract: spec 2 §3 and §7, spec 3 §3 and §7. Key fields (is_correct, order, accepted texts)
// are optional: the server sends them to experts and in result views, never to a student mid-attempt.

/** Every question type slug (spec 1 §3). */
export const QUESTION_SLUGS = [
  'copy',
  'text_graphic_answer',
  'text_media_answer',
  'multiple_answer',
  'single_answer',
  'conformity_answer',
  'fill_gaps',
  'interview',
  'likert_scale',
  'sorting',
  'competition',
  'mixed',
  'default',
  'word_from_chars',
  'reaction',
  'rating',
  'yes_no',
  'sentence_from_words',
  'new_promoter_score',
  'paste_word',
  'choose_from_list',
  'multi_choose_from_list',
] as const;
/** A question type slug. */
export type QuestionSlug = (typeof QUESTION_SLUGS)[number];

/** Answer input kinds of a text/media answer (spec 1 §3). */
export const TEXT_ANSWER_TYPES = ['none', 'input', 'area', 'email', 'date'] as const;
/** An answer input kind. */
export type TextAnswerType = (typeof TEXT_ANSWER_TYPES)[number];

/** Result display types (spec 2 §3). */
export const RESULT_DISPLAY_TYPES = [
  'simple_answer',
  'only_correct_or_not',
  'only_correct_or_not_question',
  'full_information',
] as const;
/** How much of a result the learner sees. */
export type ResultDisplayType = (typeof RESULT_DISPLAY_TYPES)[number];

const id = v.pipe(v.number(), v.integer());
const idList = v.array(id);
const imageSchema = v.nullish(v.object({ url: v.string() }));
/** One entry of a results_versions history: none, incorrect, correct, or the blue value 2. */
export const resultVersionSchema = v.nullable(v.picklist([0, 1, 2]));
/** A history entry (null, 0, 1, 2). */
export type ResultVersion = v.InferOutput<typeof resultVersionSchema>;

/** A stored file attached to an answer or a comment. */
export const quizFileSchema = v.object({
  uuid: v.string(),
  url: v.optional(v.string()),
  /** A converted video's poster (spec 1 §3 File `preview_path`), shown until the viewer presses Play. */
  preview_path: v.optional(v.string()),
  original_name: v.optional(v.string()),
  mime_type: v.optional(v.string()),
  process_status: v.optional(v.string()),
  uploaded_at: v.optional(v.string()),
  extension: v.nullish(v.string()),
  /** The document switches (spec 1 §4) a question's file carries; null counts as on. */
  allow_doc_download: v.nullish(v.boolean()),
  allow_doc_preview: v.nullish(v.boolean()),
});
/** A file attached to an answer. */
export type QuizFile = v.InferOutput<typeof quizFileSchema>;

/** Answer type 1 is a default option; type 2 is a custom answer the learner types. */
export const ANSWER_TYPE = { default: 1, custom: 2 } as const;

/** An answer option (spec 2 §3 Answer). */
export const answerSchema = v.object({
  id,
  text: v.nullish(v.string()),
  is_correct: v.optional(v.nullable(v.boolean())),
  order: v.optional(v.nullable(v.number())),
  type: v.optional(v.picklist([ANSWER_TYPE.default, ANSWER_TYPE.custom]), ANSWER_TYPE.default),
  image: imageSchema,
  image_width: v.nullish(v.number()),
  image_height: v.nullish(v.number()),
  quiz_answer_group_id: v.nullish(id),
  text_answer: v.nullish(v.string()),
  value: v.nullish(v.union([v.number(), v.string()])),
});
/** An answer option. */
export type Answer = v.InferOutput<typeof answerSchema>;

/** Answer group type 1 is a typed gap; display type 2 is a flat (shared) list. */
export const ANSWER_GROUP_TYPE = { input: 1, choice: 2 } as const;
export const ANSWER_GROUP_DISPLAY = { dropdown: 1, flat: 2 } as const;

/** A gap of a fill-gaps or paste-word statement (spec 2 §3 Answer group). */
export const answerGroupSchema = v.object({
  id,
  type_id: v.number(),
  display_type_id: v.optional(v.number(), ANSWER_GROUP_DISPLAY.dropdown),
  text_answer: v.nullish(v.string()),
  comments_count: v.optional(v.number(), 0),
  has_comments: v.optional(v.boolean(), false),
  groups_results_versions: v.optional(v.array(resultVersionSchema), []),
  active: v.nullish(v.object({ answer_id: v.nullable(id) })),
});
/** A gap. */
export type AnswerGroup = v.InferOutput<typeof answerGroupSchema>;

/** A statement of a matching, fill-gaps, paste-word or list question (spec 2 §3 Statement). */
export const statementSchema = v.object({
  id,
  text: v.nullish(v.string()),
  image: imageSchema,
  answers: v.optional(v.array(answerSchema), []),
  answer_groups: v.optional(v.array(answerGroupSchema), []),
  selected_answers: v.optional(idList, []),
  shuffled_answers: v.optional(idList, []),
  correct_answers: v.optional(idList),
  is_rtl: v.optional(v.boolean(), false),
  statements_results_versions: v.optional(v.array(resultVersionSchema), []),
});
/** A statement. */
export type Statement = v.InferOutput<typeof statementSchema>;

/** Interview type 1 is single choice, 2 multiple choice. */
export const INTERVIEW_TYPE = { single: 1, multiple: 2 } as const;
/** Conformity type 1 is one-to-one, 2 many-to-one. */
export const CONFORMITY_TYPE = { oneToOne: 1, manyToOne: 2 } as const;

const textAnswerTypeSchema = v.picklist(TEXT_ANSWER_TYPES);

/** A question as the quiz screen receives it (spec 2 §3 Question, spec 3 §3 Question). */
export const questionSchema = v.object({
  id,
  name: v.nullish(v.string()),
  type: v.object({ slug: v.picklist(QUESTION_SLUGS) }),
  description: v.nullish(v.string()),
  files: v.optional(v.array(quizFileSchema), []),
  comment: v.nullish(v.string()),
  comment_type_id: v.nullish(v.number()),
  comment_files: v.optional(v.array(quizFileSchema), []),
  is_required: v.optional(v.boolean(), true),
  is_allowed: v.optional(v.boolean()),
  is_collapse_enabled: v.optional(v.boolean(), false),
  timer: v.nullish(v.boolean()),
  timer_duration: v.nullish(v.number()),
  left_time_in_seconds: v.nullish(v.number()),
  has_result_answer: v.optional(v.boolean(), false),
  is_skipped: v.optional(v.boolean(), false),
  is_not_started: v.optional(v.boolean(), false),
  has_stopped_info: v.optional(v.boolean(), false),
  viewed_result: v.optional(v.boolean(), false),
  is_answers_combined: v.optional(v.boolean(), false),
  has_comments: v.optional(v.boolean(), false),
  comments_count: v.optional(v.number(), 0),
  answers: v.optional(v.array(answerSchema), []),
  statements: v.optional(v.array(statementSchema), []),
  attempt_question_result: v.nullish(v.object({ is_correct: v.nullable(v.boolean()) })),
  text_answer: v.nullish(v.string()),
  text_answer_type_id: v.nullish(v.number()),
  text_answer_type: v.nullish(
    v.object({ id: v.optional(v.number()), slug: v.optional(textAnswerTypeSchema) }),
  ),
  is_video_comment_enabled: v.optional(v.boolean(), false),
  is_audio_comment_enabled: v.optional(v.boolean(), false),
  can_upload: v.optional(v.boolean(), false),
  upload_files: v.optional(v.array(quizFileSchema), []),
  interview_type: v.nullish(v.picklist([INTERVIEW_TYPE.single, INTERVIEW_TYPE.multiple])),
  likert_scale_type: v.nullish(v.union([v.number(), v.string()])),
  grade_text_min: v.nullish(v.string()),
  grade_text_max: v.nullish(v.string()),
  conformity_type: v.nullish(v.picklist([CONFORMITY_TYPE.oneToOne, CONFORMITY_TYPE.manyToOne])),
  binds: v.optional(v.record(v.string(), v.union([id, idList])), {}),
  saved: v.optional(idList, []),
  completed: v.optional(v.boolean(), false),
  active: v.optional(v.boolean(), false),
  results_versions: v.optional(v.array(resultVersionSchema), []),
  is_answer_enabled: v.optional(v.boolean()),
  is_public_answer_enabled: v.optional(v.boolean()),
  is_comment_enabled: v.optional(v.boolean()),
  is_allowed_comment_after_check: v.optional(v.boolean()),
  /** The expert's explanation, once the question is answered (our addition; `comment` is the student's). */
  explanation: v.nullish(v.string()),
  /** Points a fully correct answer earns (our addition; defaults to 1). */
  max_points: v.optional(v.pipe(v.number(), v.minValue(0)), 1),
});
/** A question. */
export type Question = v.InferOutput<typeof questionSchema>;
/** A question before defaults are applied (what fixtures and servers write). */
export type QuestionInput = v.InferInput<typeof questionSchema>;

/** One stored result row of an attempt (spec 2 §3 Attempt.results). */
export const attemptResultSchema = v.object({
  quiz_question_id: id,
  quiz_answer_id: v.nullish(id),
  quiz_statement_id: v.nullish(id),
  quiz_answer_group_id: v.nullish(id),
  text_answer: v.nullish(v.string()),
  answer: v.nullish(v.object({ text: v.nullish(v.string()), image: imageSchema })),
  files: v.optional(v.array(quizFileSchema), []),
  answer_order: v.nullish(v.number()),
  is_correct: v.nullish(v.boolean()),
  comment_id: v.nullish(id),
  additional: v.nullish(
    v.object({
      sentence_diff: v.nullish(v.array(v.object({ word: v.string(), is_correct: v.boolean() }))),
      words_diff: v.nullish(v.array(v.object({ word: v.string(), is_correct: v.boolean() }))),
      rest_words: v.nullish(v.array(v.string())),
    }),
  ),
});
/** One stored result row. */
export type AttemptResult = v.InferOutput<typeof attemptResultSchema>;

/** An attempt (spec 2 §3 Attempt, spec 3 §3 Quiz attempt). */
export const attemptSchema = v.object({
  id,
  root_id: v.nullish(id),
  previous_attempt: v.nullish(v.object({ id, status_id: v.optional(v.number()) })),
  status_id: v.picklist(Object.values(ATTEMPT_STATUS)),
  scores: v.nullish(v.number()),
  finished_at: v.nullish(v.string()),
  passed_time_formatted: v.nullish(v.string()),
  passed_time_in_seconds: v.nullish(v.number()),
  left_time_in_seconds: v.nullish(v.number()),
  count_questions: v.optional(v.number()),
  count_questions_correct: v.optional(v.number()),
  count_questions_incorrect: v.optional(v.number()),
  results: v.optional(v.array(attemptResultSchema), []),
  latest_attempt: v.nullish(v.boolean()),
  finished: v.optional(v.boolean(), false),
});
/** An attempt. */
export type Attempt = v.InferOutput<typeof attemptSchema>;

/** Questions display type 1 is one by one, 2 all on one page. */
export const QUESTIONS_DISPLAY = { separately: 1, all: 2 } as const;
/** Reanswer and return-to-previous: 1 none, 2 yes. */
export const ALLOWANCE = { none: 1, yes: 2 } as const;
/** Quiz start type 1 default, 2 start page; timer type 2 is a stopwatch. */
export const QUIZ_START_TYPE = { default: 1, startPage: 2 } as const;
export const QUIZ_TIMER_TYPE = { countdown: 1, stopwatch: 2 } as const;
/** type_show_question_result_attempt ids: 1 no result, 2 only correct or not, 3 full information. */
export const QUESTION_RESULT_SHOW = { none: 1, onlyCorrectOrNot: 2, fullInformation: 3 } as const;

/** When a quiz opens or closes (spec 3 §3 blocked_info / closed_info, spec 3 §4 Quiz access). */
export const accessInfoSchema = v.object({
  is_accessible: v.boolean(),
  access_date: v.nullish(v.string()),
  checkpoint_name: v.nullish(v.string()),
  link: v.nullish(v.string()),
  /** The message with a `:date` placeholder for the access date. */
  tooltip_message: v.nullish(v.string()),
  /** 'blocked' (opens later) or 'closed' (closed since). */
  type: v.nullish(v.string()),
});
/** A quiz's opening or closing. */
export type AccessInfo = v.InferOutput<typeof accessInfoSchema>;

/** A comment on an attempt, as the quiz's `attempt_comments` list it (spec 3 §3 Other, spec 2 §3 Comment). */
export const attemptCommentSchema = v.object({
  id,
  user: v.object({ name: v.string(), avatar_url: v.nullish(v.string()), bg_color: v.nullish(v.string()) }),
  user_id: id,
  text: v.string(),
  text_formatted: v.object({ without_tags: v.string(), clean: v.string() }),
  files: v.array(quizFileSchema),
  created_at: v.string(),
  updated_at: v.string(),
  created_at_human: v.string(),
  commentable: v.object({ id, finished_at: v.nullish(v.string()) }),
});
/** An attempt comment. */
export type AttemptComment = v.InferOutput<typeof attemptCommentSchema>;

/** A quiz (spec 2 §3 Quiz, spec 3 §3 Quiz). */
export const quizSchema = v.object({
  id,
  name: v.nullish(v.string()),
  type: v.nullish(v.object({ slug: v.string() })),
  questions: v.optional(v.array(questionSchema), []),
  attempt: v.nullish(attemptSchema),
  attempts: v.optional(v.array(attemptSchema), []),
  questions_display_type_id: v.optional(v.picklist([1, 2]), QUESTIONS_DISPLAY.separately),
  reanswer_type: v.optional(v.picklist([1, 2]), ALLOWANCE.yes),
  return_to_previous_type: v.optional(v.picklist([1, 2]), ALLOWANCE.yes),
  navigation_type_id: v.optional(v.number(), 1),
  finish_type_id: v.optional(v.number(), 1),
  is_allow_clear: v.optional(v.boolean(), false),
  type_show_question_result_attempt: v.optional(v.object({ id: v.picklist([1, 2, 3]) }), { id: 1 }),
  result_attempt: v.optional(
    v.object({ type_show: v.picklist(RESULT_DISPLAY_TYPES), is_show: v.optional(v.boolean(), true) }),
    { type_show: 'simple_answer', is_show: true },
  ),
  questions_numeration_type: v.optional(v.object({ id: v.number() }), { id: 1 }),
  is_checkpoint: v.optional(v.boolean(), false),
  options: v.optional(
    v.object({
      timer_duration: v.nullish(v.number()),
      timer_type: v.nullish(v.object({ id: v.number() })),
    }),
    {},
  ),
  start_type: v.optional(v.object({ id: v.number() }), { id: QUIZ_START_TYPE.default }),
  start_info: v.nullish(v.object({ text: v.nullish(v.string()), button: v.nullish(v.string()) })),
  estimate: v.optional(v.object({ is_on: v.boolean(), is_show: v.boolean() }), {
    is_on: false,
    is_show: false,
  }),
  common_scores_min: v.nullish(v.number()),
  common_scores_max: v.nullish(v.number()),
  can_start_attempt: v.optional(v.boolean(), true),
  is_run_out_of_attempts: v.optional(v.boolean(), false),
  attempt_limit_text: v.nullish(v.string()),
  passed_text: v.nullish(v.string()),
  failed_text: v.nullish(v.string()),
  attempt_comments: v.optional(v.array(v.unknown()), []),
  attempt_comment_type: v.nullish(v.object({ id: v.number() })),
  comment_versioning_type: v.nullish(v.object({ slug: v.string() })),
  versioning_type_id: v.nullish(v.number()),
  is_name_enabled: v.optional(v.boolean(), true),
  finalize: v.optional(v.boolean(), false),
  blocked_info: v.nullish(accessInfoSchema),
  closed_info: v.nullish(accessInfoSchema),
});
/** A quiz. */
export type Quiz = v.InferOutput<typeof quizSchema>;
/** A quiz before defaults are applied. */
export type QuizInput = v.InferInput<typeof quizSchema>;

/** One row of the `answers[]` payload (spec 2 §7). */
export const answerPartSchema = v.object({
  statement_id: v.nullish(id),
  answer_group_id: v.nullish(id),
  answer_id: v.nullish(id),
  text_answer: v.nullish(v.pipe(v.string(), v.maxLength(10_000))),
});
/** One row of `answers[]`. */
export type AnswerPart = v.InferOutput<typeof answerPartSchema>;

/** `POST {base}/quiz-attempts/{attempt_id}` body (spec 2 §7); idempotency_key makes a re-send count once. */
export const answerRequestSchema = v.object({
  quiz_question_id: id,
  answer_ids: v.optional(idList, []),
  comment_id: v.nullish(id),
  is_finish: v.optional(v.boolean(), false),
  is_timeout: v.optional(v.boolean(), false),
  is_check: v.optional(v.boolean(), false),
  text_answer: v.nullish(v.pipe(v.string(), v.maxLength(10_000))),
  files: v.optional(v.array(v.string()), []),
  answers: v.optional(v.array(answerPartSchema), []),
  idempotency_key: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  /** The student's comment on the question (our addition): stored per attempt, '' removes it. */
  comment: v.nullish(v.pipe(v.string(), v.maxLength(10_000))),
  /** Uuids of files attached to that comment (our addition); sent together with `comment`. */
  comment_files: v.optional(v.array(v.string())),
});
/** The answer payload a question sends. */
export type AnswerRequest = v.InferOutput<typeof answerRequestSchema>;
/** The answer payload before defaults. */
export type AnswerRequestInput = v.InferInput<typeof answerRequestSchema>;

/** Result of a finish: success, and when unsuccessful a message and the failing question ids. */
export const finishAttemptResultSchema = v.object({
  success: v.boolean(),
  message: v.nullish(v.string()),
  questions: v.optional(idList, []),
});
/** The finish verdict. */
export type FinishAttemptResult = v.InferOutput<typeof finishAttemptResultSchema>;

/** Interview aggregate: share of learners per option (spec 2 §3). */
export const interviewAggregateSchema = v.object({
  quiz_answer_id: id,
  percent: v.number(),
  count: v.number(),
});
/** One option's poll figures. */
export type InterviewAggregate = v.InferOutput<typeof interviewAggregateSchema>;

/** Answer of `POST {base}/quiz-attempts/{attempt_id}`: the attempt plus the question's facts. */
export const answerResponseSchema = dataEnvelope(
  v.object({
    ...attemptSchema.entries,
    quiz_question: v.nullish(
      v.object({
        id: v.optional(id),
        has_result_answer: v.boolean(),
        is_skipped: v.boolean(),
        has_stopped_info: v.optional(v.boolean()),
        comment: v.nullish(v.string()),
        comment_files: v.optional(v.array(quizFileSchema), []),
        attempt_question_result: v.nullish(v.object({ is_correct: v.nullable(v.boolean()) })),
        correct_answers: v.optional(
          v.array(v.object({ text: v.nullish(v.string()), image: imageSchema })),
          [],
        ),
        /** A poll's figures after a check in full information, the learner's answer counted (our addition). */
        aggregate_interview: v.optional(v.array(interviewAggregateSchema), []),
      }),
    ),
    finish_attempt_result: v.nullish(finishAttemptResultSchema),
  }),
);
/** The answer call's data. */
export type AnswerResponse = v.InferOutput<typeof answerResponseSchema>['data'];

/** `GET {base}/quizzes` and `GET {base}/quizzes/{quiz_id}`. */
export const quizListResponseSchema = dataEnvelope(v.array(quizSchema));
export const quizResponseSchema = dataEnvelope(quizSchema);
/** `GET {base}/quizzes/{quiz_id}/quiz-questions?attempt_id=`. */
export const quizQuestionsQuerySchema = v.object({
  attempt_id: v.optional(v.pipe(v.unknown(), v.transform(Number), id)),
});
export const quizQuestionsResponseSchema = dataEnvelope(v.array(questionSchema));
/** `GET {base}/quizzes/{quiz_id}/start-attempt`. */
export const startAttemptResponseSchema = dataEnvelope(attemptSchema);
/** `GET /quiz-attempts/{attempt_id}/timer`. */
export const attemptTimerResponseSchema = dataEnvelope(v.object({ left_time_in_seconds: v.number() }));
/** `POST /quiz-attempts/{attempt_id}/clear`. */
export const clearAttemptResponseSchema = dataEnvelope(attemptSchema);
/** `POST /quiz-attempts/{attempt_id}/finish` takes an array payload (answers still to store). */
export const finishAttemptRequestSchema = v.array(answerRequestSchema);
export const finishAttemptResponseSchema = dataEnvelope(
  v.object({
    success: v.boolean(),
    attempt: v.nullish(attemptSchema),
    message: v.nullish(v.string()),
    questions: v.optional(idList, []),
  }),
);
/** The finish call's data. */
export type FinishAttemptResponse = v.InferOutput<typeof finishAttemptResponseSchema>['data'];
/** `POST /quiz-attempts/{attempt_id}/quiz-questions/{question_id}/timer`. */
export const questionTimerResponseSchema = dataEnvelope(v.object({ left_time_in_seconds: v.number() }));
/** `GET /quiz-attempts/{attempt id}/quiz-questions/{question id}` (spec 3 §7): reads data.comment. */
export const attemptQuestionResponseSchema = dataEnvelope(
  v.object({ comment: v.nullish(v.string()), comment_files: v.optional(v.array(quizFileSchema), []) }),
);

/** `GET /quiz-results` query (spec 2 §7). */
export const quizResultQuerySchema = v.object({
  question_id: v.pipe(v.unknown(), v.transform(Number), id),
  attempt_id: v.pipe(v.unknown(), v.transform(Number), id),
  answer_group_id: v.optional(v.pipe(v.unknown(), v.transform(Number), id)),
  statement_id: v.optional(v.pipe(v.unknown(), v.transform(Number), id)),
  is_student: v.optional(v.picklist(['1', 1])),
});
const correctAnswerSchema = v.object({
  text: v.nullish(v.string()),
  type: v.nullish(v.number()),
  image: imageSchema,
});
/** Quiz result (spec 2 §3): the correct answers and the stored answers per attempt. */
export const quizResultSchema = v.object({
  correct_answers: v.array(correctAnswerSchema),
  correct_answers_grouped: v.optional(v.record(v.string(), v.array(correctAnswerSchema)), {}),
  data: v.array(
    v.object({
      id,
      quiz_attempt_id: id,
      text_answer: v.nullish(v.string()),
      answer: v.nullish(v.object({ text: v.nullish(v.string()), image: imageSchema })),
      is_correct: v.nullish(v.boolean()),
      files: v.optional(v.array(quizFileSchema), []),
      updated_at: v.nullish(v.string()),
      quiz_answer_id: v.nullish(id),
      answer_group_id: v.nullish(id),
      quiz_question_id: id,
      quiz_statement_id: v.nullish(id),
      additional: v.nullish(
        v.object({ words_diff: v.nullish(v.array(v.object({ word: v.string(), is_correct: v.boolean() }))) }),
      ),
    }),
  ),
});
/** A quiz result. */
export type QuizResult = v.InferOutput<typeof quizResultSchema>;
export const quizResultResponseSchema = dataEnvelope(quizResultSchema);

/** `GET /lessons/{lesson id}/quizzes/{quiz id}/attempt/{attempt id}` (spec 3 §7). */
export const attemptReviewResponseSchema = dataEnvelope(
  v.object({
    questions: v.array(questionSchema),
    results: v.array(attemptResultSchema),
    attempt: attemptSchema,
    aggregate_interview: v.optional(v.array(interviewAggregateSchema), []),
  }),
);
/** The attempt review data. */
export type AttemptReview = v.InferOutput<typeof attemptReviewResponseSchema>['data'];

// Quiz review for experts (docs/api.md "Quiz review (experts)"): the school's quizzes, a quiz's
// attempts with their students, and whether a student may comment on one result.

const queryId = v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(1));

/** The student behind an attempt, as experts see them. */
export const attemptUserSchema = v.object({
  id,
  name: v.string(),
  avatar_url: v.nullish(v.string()),
  bg_color: v.nullish(v.string()),
});
/** The student behind an attempt. */
export type AttemptUser = v.InferOutput<typeof attemptUserSchema>;

/** Attempts per page of the experts' list when the query names none, and the most one may ask. */
export const EXPERT_ATTEMPTS_PAGE = { default: 20, max: 100 } as const;

/** `GET {base}/quizzes/{quiz id}/attempts` query: a status filter and the page. */
export const expertAttemptListQuerySchema = v.object({
  status_id: v.optional(
    v.pipe(v.unknown(), v.transform(Number), v.picklist(Object.values(ATTEMPT_STATUS), 'Unknown status.')),
  ),
  page: v.optional(queryId, 1),
  per_page: v.optional(v.pipe(queryId, v.maxValue(EXPERT_ATTEMPTS_PAGE.max)), EXPERT_ATTEMPTS_PAGE.default),
});

/** One attempt of the experts' list: the spec's Attempt without answers, plus its student. */
export const expertAttemptRowSchema = v.object({
  ...attemptSchema.entries,
  user: v.nullish(attemptUserSchema),
});
/** One attempt of the experts' list. */
export type ExpertAttemptRow = v.InferOutput<typeof expertAttemptRowSchema>;

/** `GET {base}/quizzes/{quiz id}/attempts`: newest first, paged. */
export const expertAttemptListSchema = v.object({
  data: v.array(expertAttemptRowSchema),
  meta: v.optional(pageMetaSchema),
});
/** One page of a quiz's attempts. */
export type ExpertAttemptList = v.InferOutput<typeof expertAttemptListSchema>;

/** What a result commented on is: a question, a statement or a gap group. */
export const RESULT_COMMENTABLE_TYPES = ['quiz_question', 'quiz_statement', 'quiz_answer_group'] as const;

/** Result comment settings (spec 2 §3): whether the student may comment on one result. */
export const resultCommentSettingSchema = v.object({
  result_commentable_type: v.picklist(RESULT_COMMENTABLE_TYPES),
  result_commentable_id: id,
  is_allowed: v.boolean(),
});
/** Whether the student may comment on one result. */
export type ResultCommentSetting = v.InferOutput<typeof resultCommentSettingSchema>;
/** `POST /quiz-attempts/{attempt id}/quiz-result-comment-settings` body and its answer. */
export const resultCommentSettingRequestSchema = resultCommentSettingSchema;
export const resultCommentSettingResponseSchema = dataEnvelope(resultCommentSettingSchema);

/** The attempt view with is_expert=1: the student and the comment settings ride on the attempt. */
export const expertAttemptReviewResponseSchema = dataEnvelope(
  v.object({
    ...attemptReviewResponseSchema.entries.data.entries,
    attempt: v.object({
      ...attemptSchema.entries,
      user: v.nullish(attemptUserSchema),
      result_comment_settings: v.optional(v.array(resultCommentSettingSchema), []),
    }),
  }),
);
/** The attempt as its expert sees it. */
export type ExpertAttemptReview = v.InferOutput<typeof expertAttemptReviewResponseSchema>['data'];

/** A quiz of the school as its experts list it. */
export const expertQuizSchema = v.object({
  id,
  name: v.string(),
  lesson_id: id,
  info_unit_id: v.nullish(id),
  course: v.object({ id, title: v.string() }),
  lesson: v.object({ id, title: v.string() }),
  questions_count: v.number(),
  attempts_count: v.number(),
  on_review_count: v.number(),
});
/** A quiz of the school as its experts list it. */
export type ExpertQuiz = v.InferOutput<typeof expertQuizSchema>;

/** `GET /expert/quizzes` query: the page, and words the quiz's name, course or lesson title contains. */
export const expertQuizListQuerySchema = v.object({
  page: v.optional(queryId, 1),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  per_page: v.optional(v.pipe(queryId, v.maxValue(EXPERT_ATTEMPTS_PAGE.max)), EXPERT_ATTEMPTS_PAGE.default),
});
/** `GET /expert/quizzes`: the school's quizzes, those with the most attempts on review first. */
export const expertQuizListSchema = v.object({ data: v.array(expertQuizSchema), meta: pageMetaSchema });
/** `GET /expert/quizzes/{quiz id}`. */
export const expertQuizResponseSchema = dataEnvelope(expertQuizSchema);
