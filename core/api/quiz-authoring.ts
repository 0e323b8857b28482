import * as v from 'valibot';
import { dataEnvelope } from './envelope.ts';
import { QUESTION_SLUGS, questionSchema, RESULT_DISPLAY_TYPES } from './quiz.ts';

// The authoring contract (the spec does not show it): a quiz's options, and a question as one document
// whose answers, statements and gaps carry their `id` (kept) or a local `ref` (created, given an id).

const ref = v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.minLength(1), v.maxLength(64))]);
const text = (max: number) => v.nullish(v.pipe(v.string(), v.maxLength(max)));
const positiveSeconds = v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7 * 24 * 3600)));

/** Options of a quiz; every field optional on update. */
export const quizOptionsSchema = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'Give the quiz a name.'), v.maxLength(255))),
  /** The lesson block holding the quiz: one lesson's, so a block another lesson uses is refused (422). */
  info_unit_id: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
  type_slug: text(64),
  is_name_enabled: v.optional(v.boolean()),
  questions_display_type_id: v.optional(v.picklist([1, 2])),
  reanswer_type: v.optional(v.picklist([1, 2])),
  return_to_previous_type: v.optional(v.picklist([1, 2])),
  navigation_type_id: v.optional(v.picklist([1, 2])),
  finish_type_id: v.optional(v.picklist([1, 2])),
  is_allow_clear: v.optional(v.boolean()),
  type_show_question_result_attempt: v.optional(v.picklist([1, 2, 3])),
  result_type_show: v.optional(v.picklist(RESULT_DISPLAY_TYPES)),
  result_is_show: v.optional(v.boolean()),
  questions_numeration_type: v.optional(v.picklist([1, 2])),
  is_checkpoint: v.optional(v.boolean()),
  start_type: v.optional(v.picklist([1, 2])),
  start_info_text: text(5000),
  start_info_button: text(255),
  timer_duration: positiveSeconds,
  timer_type: v.optional(v.picklist([1, 2])),
  estimate_is_on: v.optional(v.boolean()),
  estimate_is_show: v.optional(v.boolean()),
  common_scores_min: v.nullish(v.pipe(v.number(), v.minValue(0))),
  common_scores_max: v.nullish(v.pipe(v.number(), v.minValue(0))),
  attempt_limit: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  attempt_limit_text: text(2000),
  passed_text: text(5000),
  failed_text: text(5000),
  attempt_comment_type: v.nullish(v.picklist([1, 2])),
  comment_versioning_type: text(64),
  versioning_type_id: v.nullish(v.picklist([1, 2, 3])),
  /** Until this moment the quiz is blocked (ISO 8601); null to open it. */
  opens_at: v.nullish(v.pipe(v.string(), v.isoTimestamp('Give a date and time (ISO 8601).'))),
  /** From this moment the quiz is closed (ISO 8601); null to keep it open. */
  closes_at: v.nullish(v.pipe(v.string(), v.isoTimestamp('Give a date and time (ISO 8601).'))),
});
/** Copying a quiz into its lesson: the copy's name (the quiz's own name with " (copy)" when left out). */
export const copyQuizSchema = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'Give the quiz a name.'), v.maxLength(255))),
});
/** Creating a quiz: a name is required. */
export const createQuizSchema = v.object({
  ...quizOptionsSchema.entries,
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Give the quiz a name.'), v.maxLength(255)),
});

/** Files a question's description may carry at most. */
export const QUESTION_FILES_MAX = 20;

/**
 * A description file of a question document: the uuid is what is stored; its address, name and type
 * are what the editor shows of it meanwhile (the server ignores them and reads the file's own).
 */
const questionFileInput = v.object({
  uuid: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'This is not a file reference.')),
  url: v.nullish(v.pipe(v.string(), v.maxLength(2000))),
  original_name: v.nullish(v.pipe(v.string(), v.maxLength(255))),
  mime_type: v.nullish(v.pipe(v.string(), v.maxLength(255))),
});
/** A description file as a question document holds it. */
export type QuestionFileInput = v.InferOutput<typeof questionFileInput>;

const existingId = v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1)));

const answerInput = v.object({
  /** An existing answer of the question: it is updated and keeps its id. */
  id: existingId,
  ref: v.optional(ref),
  text: text(5000),
  is_correct: v.nullish(v.boolean()),
  order: v.nullish(v.pipe(v.number(), v.integer())),
  type: v.optional(v.picklist([1, 2])),
  image_url: text(2000),
  image_width: v.nullish(v.number()),
  image_height: v.nullish(v.number()),
  value: v.nullish(v.union([v.number(), v.string()])),
  answer_group_ref: v.nullish(ref),
});
/** An answer option as the authoring calls take it. */
export type AnswerInput = v.InferOutput<typeof answerInput>;

const statementInput = v.object({
  id: existingId,
  /** A new statement's local name while it is edited (its rows move with it); the server gives it an id. */
  ref: v.optional(ref),
  text: text(20_000),
  image_url: text(2000),
  is_rtl: v.optional(v.boolean()),
  correct_answer_refs: v.optional(v.array(ref), []),
  answer_groups: v.optional(
    v.array(
      v.object({
        id: existingId,
        ref: v.optional(ref),
        type_id: v.picklist([1, 2]),
        display_type_id: v.optional(v.picklist([1, 2])),
      }),
    ),
    [],
  ),
  answers: v.optional(v.array(answerInput), []),
});

/** A question document: its settings and its answers, statements and gaps. */
export const questionDocumentSchema = v.object({
  type_slug: v.picklist(QUESTION_SLUGS, 'Choose a known question type.'),
  name: text(5000),
  description: text(50_000),
  /**
   * Files and images shown under the description, by the uuid the upload gave, in order: each the
   * author's own upload or their school's (422 at `files.N.uuid` otherwise).
   */
  files: v.optional(
    v.pipe(
      v.array(questionFileInput),
      v.maxLength(QUESTION_FILES_MAX, `Attach at most ${QUESTION_FILES_MAX} files.`),
    ),
    [],
  ),
  /** The expert's explanation shown once the question is answered (`comment` is its older name). */
  explanation: text(20_000),
  comment: text(20_000),
  comment_type_id: v.nullish(v.number()),
  is_required: v.optional(v.boolean(), true),
  is_collapse_enabled: v.optional(v.boolean(), false),
  has_stopped_info: v.optional(v.boolean(), false),
  timer_duration: positiveSeconds,
  max_points: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1000)), 1),
  interview_type: v.nullish(v.picklist([1, 2])),
  likert_scale_type: v.nullish(v.union([v.number(), v.string()])),
  grade_text_min: text(255),
  grade_text_max: text(255),
  conformity_type: v.nullish(v.picklist([1, 2])),
  /** A matching question shown as one dropdown per statement over every answer. */
  is_answers_combined: v.optional(v.boolean(), false),
  text_answer_type_id: v.nullish(v.picklist([1, 2, 3, 4, 5])),
  is_video_comment_enabled: v.optional(v.boolean(), false),
  is_audio_comment_enabled: v.optional(v.boolean(), false),
  can_upload: v.optional(v.boolean(), false),
  is_comment_enabled: v.optional(v.boolean(), false),
  is_allowed_comment_after_check: v.optional(v.boolean(), false),
  answers: v.optional(v.array(answerInput), []),
  statements: v.optional(v.array(statementInput), []),
});
/** A question document. */
export type QuestionDocument = v.InferOutput<typeof questionDocumentSchema>;

/** A new order of ids. */
export const orderSchema = v.object({
  ids: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.minLength(1)),
});

// One answer, statement or gap at a time (the constructor edits them in place): each keeps its id
// for good; a delete only hides the row, so stored results that chose it stay readable.

const partText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max))));
const rowId = v.pipe(v.number(), v.integer(), v.minValue(1));

/** An answer option's fields; every field optional on update. */
export const answerPatchSchema = v.object({
  text: partText(5000),
  is_correct: v.optional(v.nullable(v.boolean())),
  order: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
  type: v.optional(v.picklist([1, 2])),
  image_url: partText(2000),
  image_width: v.optional(v.nullable(v.number())),
  image_height: v.optional(v.nullable(v.number())),
  value: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  answer_group_id: v.optional(v.nullable(rowId)),
});
/** A new answer: of the question, or of one of its statements (and perhaps one of its gaps). */
export const answerCreateSchema = v.object({
  ...answerPatchSchema.entries,
  statement_id: v.optional(v.nullable(rowId)),
});
/** A statement's fields; correct_answer_ids are ids of the question's answers (the matching key). */
export const statementPatchSchema = v.object({
  text: partText(20_000),
  image_url: partText(2000),
  is_rtl: v.optional(v.boolean()),
  correct_answer_ids: v.optional(v.array(rowId)),
});
/** A gap's fields: type 1 typed, 2 choice; display 2 the shared pool. */
export const answerGroupPatchSchema = v.object({
  type_id: v.optional(v.picklist([1, 2])),
  display_type_id: v.optional(v.picklist([1, 2])),
});
export const answerGroupCreateSchema = v.object({
  ...answerGroupPatchSchema.entries,
  type_id: v.picklist([1, 2], 'Choose a typed (1) or choice (2) gap.'),
});

/** The body of creating a quiz. */
export type CreateQuizRequest = v.InferOutput<typeof createQuizSchema>;
/** The body of changing a quiz's options. */
export type QuizOptionsRequest = v.InferOutput<typeof quizOptionsSchema>;

// What the constructor answers: a quiz's options under the names it takes them by, a quiz with its
// questions (each as the quiz screen receives it, with its whole key), one question, or a deleted id.

const dbId = v.pipe(v.number(), v.integer(), v.minValue(1));
const stored = v.nullable(v.string());

/** A quiz's stored options under the names the authoring calls take them by. */
export const quizOptionsViewSchema = v.object({
  id: dbId,
  lesson_id: dbId,
  info_unit_id: v.nullable(dbId),
  position: v.pipe(v.number(), v.integer()),
  name: v.string(),
  type_slug: stored,
  is_name_enabled: v.boolean(),
  questions_display_type_id: v.picklist([1, 2]),
  reanswer_type: v.picklist([1, 2]),
  return_to_previous_type: v.picklist([1, 2]),
  navigation_type_id: v.picklist([1, 2]),
  finish_type_id: v.picklist([1, 2]),
  is_allow_clear: v.boolean(),
  type_show_question_result_attempt: v.picklist([1, 2, 3]),
  result_type_show: v.picklist(RESULT_DISPLAY_TYPES),
  result_is_show: v.boolean(),
  questions_numeration_type: v.picklist([1, 2]),
  is_checkpoint: v.boolean(),
  start_type: v.picklist([1, 2]),
  start_info_text: stored,
  start_info_button: stored,
  timer_duration: v.nullable(v.number()),
  timer_type: v.picklist([1, 2]),
  estimate_is_on: v.boolean(),
  estimate_is_show: v.boolean(),
  common_scores_min: v.nullable(v.number()),
  common_scores_max: v.nullable(v.number()),
  attempt_limit: v.nullable(v.number()),
  attempt_limit_text: stored,
  passed_text: stored,
  failed_text: stored,
  attempt_comment_type: v.nullable(v.picklist([1, 2])),
  comment_versioning_type: stored,
  versioning_type_id: v.nullable(v.picklist([1, 2, 3])),
  opens_at: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  closes_at: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});

/** A quiz with its live questions in order. */
export const quizDocumentSchema = v.object({
  ...quizOptionsViewSchema.entries,
  questions: v.array(questionSchema),
});

/** A lesson's quizzes in order (listing and reordering them). */
export const constructorQuizListResponseSchema = dataEnvelope(v.array(quizOptionsViewSchema));
/** One quiz with its questions (reading, creating and changing it). */
export const constructorQuizResponseSchema = dataEnvelope(quizDocumentSchema);
/** A quiz's questions in order (reordering them). */
export const constructorQuestionsResponseSchema = dataEnvelope(v.array(questionSchema));
/** One question as it now is (creating or re-saving it, and every change to its answers, statements and gaps). */
export const constructorQuestionResponseSchema = dataEnvelope(questionSchema);
/** The question as it now is, and in `meta.id` the id of the answer, statement or gap just added. */
export const constructorPartCreatedResponseSchema = v.object({
  data: questionSchema,
  meta: v.object({ id: dbId }),
});
/** The id of what was deleted (a quiz, a question). */
export const constructorDeletedResponseSchema = dataEnvelope(v.object({ id: dbId }));

/**
 * A question's stored answers and re-scoring them: `attempts` is how many attempts answered the
 * question (what a re-score would go over), `changed` how many of them got another verdict or points.
 */
export const rescoreSummarySchema = v.object({
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  changed: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
/** What a re-score went over and changed (also what it would go over: `changed` 0). */
export const rescoreResponseSchema = dataEnvelope(rescoreSummarySchema);
/** What a re-score answers. */
export type RescoreSummary = v.InferOutput<typeof rescoreSummarySchema>;
