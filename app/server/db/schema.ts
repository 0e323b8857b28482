import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Roles a user can hold in a school cabinet. */
export const CABINET_MEMBER_ROLES = ['owner', 'admin', 'curator', 'student'] as const;
/** Kinds of learning product. */
export const COURSE_TYPES = ['course', 'marathon', 'closed_group'] as const;
export const COURSE_STATUSES = ['draft', 'published'] as const;
export const ALERT_LEVELS = ['info', 'success', 'warning', 'danger'] as const;
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
/** Where a subscription came from: an order of an offer, or the expert granting the course. */
export const SUBSCRIPTION_SOURCES = ['order', 'expert'] as const;
export const OFFER_STATUSES = ['draft', 'active'] as const;
export const AUTH_TYPES = ['password', 'code'] as const;
/** A file's processing state (spec 1 §3, spec 2 §3); failed carries `process_error`. */
export const FILE_PROCESS_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
/** What an upload belongs to: lesson content or a comment (spec 2 §7 `model`). */
export const FILE_MODELS = ['courseLesson', 'comment'] as const;
/** What a child file is to its parent: the poster (the first child, spec 1 §3), an HLS rendition or playlist, the MP4, the web audio. */
export const FILE_CHILD_ROLES = ['poster', 'hls_master', 'hls_rendition', 'mp4', 'audio'] as const;

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/** People: experts, students and partners alike; the email is stored lower-case. */
export const users = pgTable(
  'users',
  {
    id: identity(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    bgColor: text('bg_color').notNull().default('#3965FF'),
    isPartner: boolean('is_partner').notNull().default(false),
    isAutoTimezone: boolean('is_auto_timezone').notNull().default(true),
    timezone: text('timezone').notNull().default('UTC'),
    authType: text('auth_type').$type<(typeof AUTH_TYPES)[number]>().notNull().default('password'),
    /** null is the user's own study cabinet (id 0 in the API). */
    currentCabinetId: integer('current_cabinet_id').references((): AnyPgColumn => cabinets.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_auth_type', inList('auth_type', AUTH_TYPES)),
  ],
);

/** The owning user of a row; the row goes when the user goes. */
const userReference = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Schools: the cabinets experts run. The user's own study cabinet (id 0) has no row. */
export const cabinets = pgTable('cabinets', {
  id: identity(),
  name: text('name').notNull(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  isBrandingEnabled: boolean('is_branding_enabled').notNull().default(false),
  personalSettings: jsonb('personal_settings').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cabinetMembers = pgTable(
  'cabinet_members',
  {
    id: identity(),
    cabinetId: integer('cabinet_id')
      .notNull()
      .references(() => cabinets.id, { onDelete: 'cascade' }),
    userId: userReference(),
    role: text('role').$type<(typeof CABINET_MEMBER_ROLES)[number]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('cabinet_members_cabinet_user').on(table.cabinetId, table.userId),
    index('cabinet_members_user').on(table.userId),
    check('cabinet_members_role', inList('role', CABINET_MEMBER_ROLES)),
  ],
);

/** Signed-in sessions; the id is the sha256 of the token the client holds, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: userReference(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('sessions_user').on(table.userId), index('sessions_expires').on(table.expiresAt)],
);

/** Successful sign-ins, for the login-history screens. */
export const loginHistory = pgTable(
  'login_history',
  {
    id: identity(),
    userId: userReference(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The session this sign-in started (its sha256 id), so the history can mark the current one. */
    sessionId: text('session_id'),
    createdAt: createdAt(),
  },
  (table) => [index('login_history_user').on(table.userId, table.createdAt)],
);

/** Failed sign-ins inside the rate-limit window; shared by every app server through the database. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: identity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_email').on(table.email, table.createdAt),
    index('login_failures_ip').on(table.ip, table.createdAt),
  ],
);

export const userPersonalSettings = pgTable(
  'user_personal_settings',
  {
    id: identity(),
    userId: userReference(),
    key: text('key').notNull(),
    value: jsonb('value').$type<unknown>(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('user_personal_settings_user_key').on(table.userId, table.key)],
);

/** Learning products of a school: courses, marathons and closed groups. */
export const courses = pgTable(
  'courses',
  {
    id: identity(),
    cabinetId: integer('cabinet_id')
      .notNull()
      .references(() => cabinets.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    type: text('type').$type<(typeof COURSE_TYPES)[number]>().notNull().default('course'),
    status: text('status').$type<(typeof COURSE_STATUSES)[number]>().notNull().default('draft'),
    image: text('image'),
    description: text('description'),
    /** The school's text styles for the course (spec 1 §3 `custom_styles.font_styles`); empty for the defaults. */
    customStyles: jsonb('custom_styles')
      .$type<{ font_styles?: { family?: string; size?: string; height?: number } }>()
      .notNull()
      .default({}),
    /** Raised by every save of the public page (cover, description, blocks); a save naming an older one is 409. */
    publicPageVersion: integer('public_page_version').notNull().default(1),
    /** 1 free order, 2 each lesson after the previous one (docs/lesson-page.md). */
    navigationTypeId: integer('navigation_type_id').notNull().default(1),
    /** Visitors may pre-register for the course before it is sold (spec 3 §3 course_access). */
    isPreSubscriptionEnabled: boolean('is_pre_subscription_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('courses_slug').on(table.slug),
    index('courses_cabinet').on(table.cabinetId),
    check('courses_type', inList('type', COURSE_TYPES)),
    check('courses_status', inList('status', COURSE_STATUSES)),
    check('courses_public_page_version', sql`${table.publicPageVersion} > 0`),
    check('courses_navigation_type', sql`${table.navigationTypeId} in (1, 2)`),
  ],
);

/** A course's program sections (spec 1 `course_nodeble_id`): its lessons stand in them, in order. */
export const programSections = pgTable(
  'program_sections',
  {
    id: identity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('program_sections_course').on(table.courseId, table.position)],
);

/** A preview image or clip of a lesson (spec 1 §3 Media item). */
export interface LessonMediaItem {
  url: string;
  extension: string | null;
  mime_type: string | null;
  preview_index: number | null;
}

/** A lesson with every field of spec 1 §3 Lesson; `version` is raised by every save of it or its content. */
export const lessons = pgTable(
  'lessons',
  {
    id: identity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The program section it stands in (`course_nodeble_id`); null for none. */
    programSectionId: integer('program_section_id').references(() => programSections.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Place within its program section (the course's order is section by section). */
    position: integer('position').notNull().default(0),
    statusId: integer('status_id').notNull().default(1),
    typeId: integer('type_id').notNull().default(1),
    image: text('image'),
    isPublic: boolean('is_public').notNull().default(false),
    isOpen: boolean('is_open').notNull().default(false),
    isSkipCheckpoint: boolean('is_skip_checkpoint').notNull().default(false),
    isPreviewAdded: boolean('is_preview_added').notNull().default(false),
    lessonPreviews: jsonb('lesson_previews').$type<LessonMediaItem[]>().notNull().default([]),
    videoPreviews: jsonb('video_previews').$type<LessonMediaItem[]>().notNull().default([]),
    preview: text('preview'),
    accessibleAfterDays: integer('accessible_after_days').notNull().default(0),
    /** `HH:MM` in `accessible_timezone`. */
    accessibleStartHour: text('accessible_start_hour').notNull().default('00:00'),
    accessibleTimezone: text('accessible_timezone').default('UTC'),
    accessibleTimezoneId: integer('accessible_timezone_id'),
    /** Lessons of the same course this one opens after. */
    accessibleAfterIds: integer('accessible_after_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** The lesson's quizzes it shows (spec 1 §3 `quizzes`, sent as quiz_ids). */
    quizIds: integer('quiz_ids').array().notNull().default(sql`'{}'::integer[]`),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('lessons_course_slug').on(table.courseId, table.slug),
    index('lessons_course_position').on(table.courseId, table.position),
    index('lessons_program_section').on(table.programSectionId, table.position),
    check('lessons_accessible_after_days', sql`${table.accessibleAfterDays} >= 0`),
    check('lessons_version', sql`${table.version} > 0`),
  ],
);

/**
 * A section of a lesson's content (spec 1 §3 Section), or of a course's public page: exactly one of
 * `lesson_id` and `course_id` is set.
 */
export const infoSections = pgTable(
  'info_sections',
  {
    id: identity(),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    /** Set for a section of the course's public page (the blocks a visitor sees). */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    position: integer('position').notNull().default(0),
    copied: boolean('copied').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('info_sections_lesson').on(table.lessonId, table.position),
    index('info_sections_course').on(table.courseId, table.position),
    check('info_sections_owner', sql`(${table.lessonId} is null) <> (${table.courseId} is null)`),
  ],
);

/** A file a block holds, by uuid, with the block's document switches (the pivot flags of spec 1 §3). */
export interface InfoUnitFile {
  uuid: string;
  allow_doc_download: boolean | null;
  allow_doc_preview: boolean | null;
}

/** A block's colours (spec 3 §3 Unit `styles`). */
export type InfoUnitStyles = Partial<
  Record<'bg_color' | 'text_color' | 'block_color' | 'block_color_2' | 'button_color', string | null>
>;

/**
 * A lesson block (info unit) of type 1 audio, 2 video, 3 text, 4 files, 5 practice, 6 comments,
 * 7 practices list (spec 1 §3), with its styles, comment switches and player fields (spec 3 §3).
 */
export const infoUnits = pgTable(
  'info_units',
  {
    id: identity(),
    infoSectionId: integer('info_section_id')
      .notNull()
      .references(() => infoSections.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
    /** Null when untitled ('Block #{n} ({type})' is shown). */
    title: text('title'),
    position: integer('position').notNull().default(0),
    copied: boolean('copied').notNull().default(false),
    /** A text block's editor document (validated against the core schema before it is stored). */
    content: jsonb('content').$type<unknown>(),
    files: jsonb('files').$type<InfoUnitFile[]>().notNull().default([]),
    /** The practice a practice block shows: a quiz of the same lesson. */
    quizId: integer('quiz_id').references((): AnyPgColumn => quizzes.id, { onDelete: 'set null' }),
    styles: jsonb('styles').$type<InfoUnitStyles>().notNull().default({}),
    isCommentsDisabled: boolean('is_comments_disabled').notNull().default(false),
    isAudioCommentEnabled: boolean('is_audio_comment_enabled').notNull().default(false),
    isVideoCommentEnabled: boolean('is_video_comment_enabled').notNull().default(false),
    isFileCommentEnabled: boolean('is_file_comment_enabled').notNull().default(false),
    desktopPlayerSize: text('desktop_player_size'),
    previewIndex: integer('preview_index'),
    isVertical: boolean('is_vertical').notNull().default(false),
    showPreviewOnPause: boolean('show_preview_on_pause').notNull().default(false),
    showCustomYoutubePlayer: boolean('show_custom_youtube_player').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('info_units_section').on(table.infoSectionId, table.position),
    index('info_units_quiz').on(table.quizId),
    check('info_units_type', sql`${table.typeId} between 1 and 7`),
  ],
);

/** Closed groups of a school (spec 1 §3): a title and the people in it; the button dialog links to them. */
export const closedGroups = pgTable(
  'closed_groups',
  {
    id: identity(),
    cabinetId: integer('cabinet_id')
      .notNull()
      .references(() => cabinets.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('closed_groups_cabinet').on(table.cabinetId)],
);

export const closedGroupMembers = pgTable(
  'closed_group_members',
  {
    id: identity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => closedGroups.id, { onDelete: 'cascade' }),
    userId: userReference(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('closed_group_members_group_user').on(table.groupId, table.userId),
    index('closed_group_members_user').on(table.userId),
  ],
);

/** A student's access to a course. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: identity(),
    userId: userReference(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The offer it was bought through; null for a course granted by the expert (all lessons). */
    offerId: integer('offer_id').references((): AnyPgColumn => offers.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    source: text('source').$type<(typeof SUBSCRIPTION_SOURCES)[number]>().notNull().default('expert'),
    createdAt: createdAt(),
  },
  (table) => [
    check('subscriptions_source', inList('source', SUBSCRIPTION_SOURCES)),
    unique('subscriptions_user_course').on(table.userId, table.courseId),
    index('subscriptions_course').on(table.courseId),
  ],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: identity(),
    userId: userReference(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [unique('lesson_progress_user_lesson').on(table.userId, table.lessonId)],
);

/** Notices shown to one user above the page until read. */
export const alerts = pgTable(
  'alerts',
  {
    id: identity(),
    userId: userReference(),
    level: text('level').$type<(typeof ALERT_LEVELS)[number]>().notNull().default('info'),
    /** The text in English: what is shown when `code` is absent or unknown to the client (older rows). */
    text: text('text').notNull(),
    /** What the alert says, as a key of the `notices` translation group (`alert.<code>`); null on older rows. */
    code: text('code'),
    /** The values the code's text is filled with (`:course`). */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    /** When the user dismissed it (or it was otherwise read): it is no longer shown. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('alerts_user').on(table.userId), check('alerts_level', inList('level', ALERT_LEVELS))],
);

export const orders = pgTable(
  'orders',
  {
    id: identity(),
    userId: userReference(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<(typeof ORDER_STATUSES)[number]>().notNull().default('pending'),
    paymentUrl: text('payment_url'),
    /** The offer ordered (lessons, price); null on orders older than offers. */
    offerId: integer('offer_id').references((): AnyPgColumn => offers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('orders_user_status').on(table.userId, table.status),
    index('orders_offer').on(table.offerId),
    check('orders_status', inList('status', ORDER_STATUSES)),
  ],
);

// Quizzes (issue 5): a quiz belongs to a lesson, and optionally to a lesson block (info unit type 5).

/** A quiz and every option spec 2 §3 and spec 3 §3 name. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: identity(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    /** The lesson block (info unit of type 5 or 7, of the same lesson) holding the quiz; null for a lesson's own quiz. */
    infoUnitId: integer('info_unit_id').references((): AnyPgColumn => infoUnits.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    typeSlug: text('type_slug'),
    isNameEnabled: boolean('is_name_enabled').notNull().default(true),
    questionsDisplayTypeId: integer('questions_display_type_id').notNull().default(1),
    reanswerType: integer('reanswer_type').notNull().default(2),
    returnToPreviousType: integer('return_to_previous_type').notNull().default(2),
    navigationTypeId: integer('navigation_type_id').notNull().default(1),
    finishTypeId: integer('finish_type_id').notNull().default(1),
    isAllowClear: boolean('is_allow_clear').notNull().default(false),
    questionResultShowId: integer('question_result_show_id').notNull().default(1),
    resultTypeShow: text('result_type_show').notNull().default('simple_answer'),
    resultIsShow: boolean('result_is_show').notNull().default(true),
    questionsNumerationTypeId: integer('questions_numeration_type_id').notNull().default(1),
    isCheckpoint: boolean('is_checkpoint').notNull().default(false),
    startTypeId: integer('start_type_id').notNull().default(1),
    startInfoText: text('start_info_text'),
    startInfoButton: text('start_info_button'),
    /** Seconds an attempt may last; null for no limit. */
    timerDuration: integer('timer_duration'),
    timerTypeId: integer('timer_type_id').notNull().default(1),
    estimateIsOn: boolean('estimate_is_on').notNull().default(false),
    estimateIsShow: boolean('estimate_is_show').notNull().default(false),
    commonScoresMin: numeric('common_scores_min', { precision: 10, scale: 2, mode: 'number' }),
    commonScoresMax: numeric('common_scores_max', { precision: 10, scale: 2, mode: 'number' }),
    /** Attempts a student may make; null for unlimited. */
    attemptLimit: integer('attempt_limit'),
    attemptLimitText: text('attempt_limit_text'),
    passedText: text('passed_text'),
    failedText: text('failed_text'),
    attemptCommentTypeId: integer('attempt_comment_type_id'),
    commentVersioningTypeSlug: text('comment_versioning_type_slug'),
    versioningTypeId: integer('versioning_type_id'),
    /** Before this moment the quiz is blocked (a countdown shows); null when always open. */
    opensAt: timestamp('opens_at', { withTimezone: true }),
    /** From this moment the quiz is closed: no new attempts, running ones end here. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('quizzes_lesson').on(table.lessonId, table.position),
    index('quizzes_info_unit').on(table.infoUnitId),
    check('quizzes_attempt_limit', sql`${table.attemptLimit} is null or ${table.attemptLimit} > 0`),
    check('quizzes_timer', sql`${table.timerDuration} is null or ${table.timerDuration} > 0`),
  ],
);

/** A question of any type with its per-type settings. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: identity(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    typeSlug: text('type_slug').notNull(),
    name: text('name'),
    description: text('description'),
    /** The expert's explanation, shown after the question is answered. */
    comment: text('comment'),
    commentTypeId: integer('comment_type_id'),
    isRequired: boolean('is_required').notNull().default(true),
    isCollapseEnabled: boolean('is_collapse_enabled').notNull().default(false),
    hasStoppedInfo: boolean('has_stopped_info').notNull().default(false),
    /** Seconds the question may be answered for once opened; null for no timer. */
    timerDuration: integer('timer_duration'),
    maxPoints: numeric('max_points', { precision: 10, scale: 2, mode: 'number' }).notNull().default(1),
    interviewType: integer('interview_type'),
    likertScaleType: text('likert_scale_type'),
    gradeTextMin: text('grade_text_min'),
    gradeTextMax: text('grade_text_max'),
    conformityType: integer('conformity_type'),
    /** A matching question shown as one dropdown per statement over every answer (spec 2 §2). */
    isAnswersCombined: boolean('is_answers_combined').notNull().default(false),
    textAnswerTypeId: integer('text_answer_type_id'),
    isVideoCommentEnabled: boolean('is_video_comment_enabled').notNull().default(false),
    isAudioCommentEnabled: boolean('is_audio_comment_enabled').notNull().default(false),
    canUpload: boolean('can_upload').notNull().default(false),
    isCommentEnabled: boolean('is_comment_enabled').notNull().default(false),
    isAllowedCommentAfterCheck: boolean('is_allowed_comment_after_check').notNull().default(false),
    /** Files and images shown under the description (spec 2 §3 Question `files`), by uuid, in order. */
    files: jsonb('files').$type<{ uuid: string }[]>().notNull().default([]),
    /** Set when an expert deletes it: gone from the quiz, its stored answers kept. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('quiz_questions_quiz').on(table.quizId, table.position)],
);

/** A statement of a matching, gaps or list question; correct_answer_ids is the matching key. */
export const quizStatements = pgTable(
  'quiz_statements',
  {
    id: identity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    text: text('text'),
    imageUrl: text('image_url'),
    isRtl: boolean('is_rtl').notNull().default(false),
    correctAnswerIds: integer('correct_answer_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Set when an expert deletes it: hidden from the quiz, kept for the results that point at it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('quiz_statements_question').on(table.questionId, table.position)],
);

/** A gap (answer group) of a statement: type 1 typed, 2 choice; display 2 is the shared pool. */
export const quizAnswerGroups = pgTable(
  'quiz_answer_groups',
  {
    id: identity(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => quizStatements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    typeId: integer('type_id').notNull().default(2),
    displayTypeId: integer('display_type_id').notNull().default(1),
    /** Set when an expert deletes it: hidden from the quiz, kept for the results that point at it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('quiz_answer_groups_statement').on(table.statementId)],
);

/** An answer option: of the question, or of a statement (lists, gaps), perhaps of a gap. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: identity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    statementId: integer('statement_id').references(() => quizStatements.id, { onDelete: 'cascade' }),
    answerGroupId: integer('answer_group_id').references(() => quizAnswerGroups.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    text: text('text'),
    isCorrect: boolean('is_correct'),
    order: integer('order'),
    typeId: integer('type_id').notNull().default(1),
    imageUrl: text('image_url'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    value: text('value'),
    /** Set when an expert deletes it: hidden from the quiz, kept for the results that chose it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('quiz_answers_question').on(table.questionId, table.position)],
);

/**
 * An attempt. (quiz, user, attempt_number) is unique: numbers are allocated in a transaction, so
 * parallel starts cannot exceed the limit; at most one attempt per quiz and user is in progress.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: identity(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: userReference(),
    attemptNumber: integer('attempt_number').notNull(),
    previousAttemptId: integer('previous_attempt_id'),
    /** The first attempt of a rework chain (started after "needs rework"); null outside one. */
    rootId: integer('root_id'),
    statusId: integer('status_id').notNull().default(5),
    scores: numeric('scores', { precision: 10, scale: 2, mode: 'number' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Server time after which no answer counts (grace aside); null for an untimed quiz. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Whether the server finished it because time ran out. */
    isTimedOut: boolean('is_timed_out').notNull().default(false),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('quiz_attempts_number').on(table.quizId, table.userId, table.attemptNumber),
    uniqueIndex('quiz_attempts_one_running').on(table.quizId, table.userId).where(sql`${table.statusId} = 5`),
    index('quiz_attempts_running_deadline').on(table.deadlineAt).where(sql`${table.statusId} = 5`),
    /** The experts' list of a quiz's attempts by status, newest first, and the on-review counts. */
    index('quiz_attempts_quiz_status').on(table.quizId, table.statusId, table.id),
    check('quiz_attempts_status', sql`${table.statusId} between 1 and 6`),
    check('quiz_attempts_number_positive', sql`${table.attemptNumber} > 0`),
  ],
);

/** Per attempt and question: the verdict and points the core scorer gave, and the question timer. */
export const quizAttemptQuestions = pgTable(
  'quiz_attempt_questions',
  {
    id: identity(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    /** 'correct', 'incorrect' or 'not_scorable'; null while unanswered. */
    verdict: text('verdict'),
    points: numeric('points', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    isSkipped: boolean('is_skipped').notNull().default(false),
    isChecked: boolean('is_checked').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** How many times the answer was stored (a new version replaces the rows). */
    version: integer('version').notNull().default(0),
    timerStartedAt: timestamp('timer_started_at', { withTimezone: true }),
    /** The student's comment on the question sent with an answer (a row of `comments`). */
    commentId: integer('comment_id'),
  },
  (table) => [unique('quiz_attempt_questions_attempt_question').on(table.attemptId, table.questionId)],
);

/** The stored answer rows of an attempt (spec 2 §3 Attempt.results). */
export const quizAttemptResults = pgTable(
  'quiz_attempt_results',
  {
    id: identity(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id'),
    statementId: integer('statement_id'),
    answerGroupId: integer('answer_group_id'),
    textAnswer: text('text_answer'),
    files: jsonb('files').$type<{ uuid: string }[]>().notNull().default([]),
    answerOrder: integer('answer_order'),
    isCorrect: boolean('is_correct'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('quiz_attempt_results_attempt').on(table.attemptId, table.questionId)],
);

/**
 * Whether the student may comment on one result of an attempt (spec 2 §3 Result comment settings),
 * set by an expert; a result with no row is closed to the student's comments.
 */
export const quizResultCommentSettings = pgTable(
  'quiz_result_comment_settings',
  {
    id: identity(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    /** What the result is: a question, a statement or a gap group of the quiz. */
    commentableType: text('commentable_type').notNull(),
    commentableId: integer('commentable_id').notNull(),
    isAllowed: boolean('is_allowed').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('quiz_result_comment_settings_result').on(
      table.attemptId,
      table.commentableType,
      table.commentableId,
    ),
    check(
      'quiz_result_comment_settings_type',
      sql`${table.commentableType} in ('quiz_question', 'quiz_statement', 'quiz_answer_group')`,
    ),
  ],
);

/** Answers already applied, by the client's idempotency key: a re-send gets the first response. */
export const quizAnswerReceipts = pgTable(
  'quiz_answer_receipts',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    response: jsonb('response').$type<unknown>(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.key] })],
);

/**
 * Uploaded files and the files the media worker derives from them (children: poster, HLS, MP4,
 * audio). Bytes live in the storage (app/server/files/storage.ts) under `storage_key`, never under
 * a name the uploader chose. A row exists once the last byte arrived; uploads in progress live in
 * the tus store only.
 */
export const files = pgTable(
  'files',
  {
    id: identity(),
    uuid: text('uuid').notNull().unique(),
    /** Who uploaded it; children keep their parent's owner. */
    userId: userReference(),
    /** The school it was uploaded in; null for the user's own study cabinet. */
    cabinetId: integer('cabinet_id').references(() => cabinets.id, { onDelete: 'set null' }),
    model: text('model').$type<(typeof FILE_MODELS)[number]>().notNull().default('courseLesson'),
    /** The name as sent, control characters removed (at most 255 characters). */
    originalName: text('original_name').notNull(),
    /** The name shown and used in Content-Disposition: no path parts, no control characters. */
    displayName: text('display_name').notNull(),
    /** Lower-case extension of the display name, without the dot; empty when none. */
    extension: text('extension').notNull().default(''),
    /** The type sniffed from the bytes (the declared one only when the bytes say nothing). */
    mimeType: text('mime_type').notNull(),
    /** The type the uploader declared, for the record. */
    declaredMimeType: text('declared_mime_type'),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    processStatus: text('process_status')
      .$type<(typeof FILE_PROCESS_STATUSES)[number]>()
      .notNull()
      .default('completed'),
    /** Why processing failed, in words a person can act on. */
    processError: text('process_error'),
    /** The failure as a key of the `notices` group (`media.<code>`), shown translated; null on older rows. */
    processErrorCode: text('process_error_code'),
    /** The values the failure's text is filled with (`:detail`, `:install`). */
    processErrorParams: jsonb('process_error_params').$type<Record<string, string | number>>(),
    /** Whether the uploader asked for media conversion (convert_media); off means stored as is. */
    convertMedia: boolean('convert_media').notNull().default(true),
    /** The file this one was derived from; children go with their parent. */
    parentId: integer('parent_id').references((): AnyPgColumn => files.id, { onDelete: 'cascade' }),
    /** What a child is to its parent; null for an uploaded file. */
    role: text('role').$type<(typeof FILE_CHILD_ROLES)[number]>(),
    /** HLS rendition height (360, 720) for `hls_rendition` children. */
    height: integer('height'),
    /** Order among the parent's children (the poster is 0). */
    position: integer('position').notNull().default(0),
    /** Document flags of spec 1 §6; null counts as allowed. Uploads start with both false (spec 1 §7). */
    allowDocDownload: boolean('allow_doc_download'),
    allowDocPreview: boolean('allow_doc_preview'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set when deleted; the bytes are removed at once, the row stays for the record. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('files_user').on(table.userId, table.createdAt),
    index('files_cabinet').on(table.cabinetId),
    index('files_parent').on(table.parentId, table.position),
    check('files_process_status', inList('process_status', FILE_PROCESS_STATUSES)),
    check('files_model', inList('model', FILE_MODELS)),
    check('files_role', sql`${table.role} is null or ${inList('role', FILE_CHILD_ROLES)}`),
    check('files_size', sql`${table.size} >= 0`),
  ],
);

/** States of a media job: waiting to run (or to retry), held by a worker, finished, given up. */
export const MEDIA_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * The media worker's queue (app/server/media): one job per uploaded video or audio file. A worker
 * claims a job with `FOR UPDATE SKIP LOCKED` and holds it by a lease it renews; a job whose lease
 * ran out (its worker died) is claimed again, so a restart loses no job.
 */
export const mediaJobs = pgTable(
  'media_jobs',
  {
    id: identity(),
    fileId: integer('file_id')
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    status: text('status').$type<(typeof MEDIA_JOB_STATUSES)[number]>().notNull().default('queued'),
    /** Claims so far, counting the running one. */
    attempts: integer('attempts').notNull().default(0),
    /** Not claimed before this time (backoff after a failed attempt). */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** The worker holding the job; null while queued. */
    lockedBy: text('locked_by'),
    /** Until when the holder's claim counts; renewed by its heartbeat. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Why the last attempt failed. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('media_jobs_ready').on(table.status, table.runAfter),
    check('media_jobs_status', inList('status', MEDIA_JOB_STATUSES)),
  ],
);

/** What a playback event says (spec 1 §7, spec 2 §7): the item was started, or watched to its end. */
export const PLAYBACK_EVENTS = ['started', 'watched'] as const;

/**
 * Started and watched events of a lesson or a lesson block by a user, each recorded once (the first
 * call writes it, a repeat changes nothing): exactly one of `lesson_id` and `info_unit_id` is set.
 */
export const playbackEvents = pgTable(
  'playback_events',
  {
    id: identity(),
    userId: userReference(),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    infoUnitId: integer('info_unit_id').references(() => infoUnits.id, { onDelete: 'cascade' }),
    event: text('event').$type<(typeof PLAYBACK_EVENTS)[number]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('playback_events_user_lesson_event')
      .on(table.userId, table.lessonId, table.event)
      .where(sql`${table.lessonId} is not null`),
    uniqueIndex('playback_events_user_unit_event')
      .on(table.userId, table.infoUnitId, table.event)
      .where(sql`${table.infoUnitId} is not null`),
    index('playback_events_lesson').on(table.lessonId),
    index('playback_events_unit').on(table.infoUnitId),
    check('playback_events_event', inList('event', PLAYBACK_EVENTS)),
    check('playback_events_one_item', sql`(${table.lessonId} is null) <> (${table.infoUnitId} is null)`),
  ],
);

/** Player errors the browser reports (POST /player-logs, spec 2 §7–8), each once per player. */
export const playerLogs = pgTable(
  'player_logs',
  {
    id: identity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    error: text('error').notNull(),
    location: text('location').notNull(),
    sources: jsonb('sources').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('player_logs_created').on(table.createdAt)],
);

// Offers, pre-subscriptions and the expert's access-type preview (the lesson page, docs/lesson-page.md).

/** How a course is sold: a price for some of its lessons (`lesson_ids` empty: every lesson). */
export const offers = pgTable(
  'offers',
  {
    id: identity(),
    cabinetId: integer('cabinet_id')
      .notNull()
      .references(() => cabinets.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<(typeof OFFER_STATUSES)[number]>().notNull().default('draft'),
    lessonIds: integer('lesson_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('offers_course').on(table.courseId, table.status),
    index('offers_cabinet').on(table.cabinetId),
    check('offers_status', inList('status', OFFER_STATUSES)),
    check('offers_price', sql`${table.price} >= 0`),
  ],
);

/** A person who pre-registered for a course that allows it. */
export const preSubscriptions = pgTable(
  'pre_subscriptions',
  {
    id: identity(),
    userId: userReference(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('pre_subscriptions_user_course').on(table.userId, table.courseId),
    index('pre_subscriptions_course').on(table.courseId),
  ],
);

/** How an expert previews a course's lessons: 1 as the expert, 2 as a buyer of an offer, 3 as a participant. */
export const coursePreviewSettings = pgTable(
  'course_preview_settings',
  {
    id: identity(),
    userId: userReference(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull().default(1),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    participantId: integer('participant_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('course_preview_settings_user_course').on(table.userId, table.courseId),
    check('course_preview_settings_type', sql`${table.typeId} in (1, 2, 3)`),
  ],
);

// The account (issue 22): one-time codes for email change, password change, restore and sign-in, and the
// outbox that holds mail when no SMTP server is configured (docs/account.md).

/** What a one-time code is for: a code of one flow is never accepted by another. */
export const ACCOUNT_CODE_FLOWS = ['email_change', 'password_change', 'restore', 'sign_in'] as const;

/** A one-time code: stored as an HMAC, bound to one user and one flow, burned after too many wrong tries. */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: identity(),
    userId: userReference(),
    flow: text('flow').$type<(typeof ACCOUNT_CODE_FLOWS)[number]>().notNull(),
    codeHash: text('code_hash').notNull(),
    /** The new email of an email change; null otherwise. */
    target: text('target'),
    /** The argon2id hash of the new password of a password change; null otherwise. */
    payload: text('payload'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('account_codes_user_flow').on(table.userId, table.flow, table.createdAt),
    check('account_codes_flow', inList('flow', ACCOUNT_CODE_FLOWS)),
    check('account_codes_attempts', sql`attempts >= 0`),
  ],
);

/** Mail written here instead of sent when SMTP_URL is not set (README: reading the outbox). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: identity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_to').on(table.toAddress, table.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Comments and moderation (spec 2 §3 Comment, §6, §7 Comments; docs/comments.md)
// ---------------------------------------------------------------------------------------------

/** What a comment thread hangs on (spec 2 §7; `lesson-question` is a lesson question without an attempt). */
export const COMMENTABLE_TYPES = ['quiz-attempt', 'lesson', 'info-unit', 'lesson-question'] as const;

/**
 * A comment in a thread: on an attempt (optionally one question, statement or answer group of it), a
 * lesson, a lesson block, or a lesson's question. `cabinet_id` and `course_id` are the school and course
 * the commentable belongs to, so every list and the inbox are scoped by school. Deleted comments keep
 * their row (`deleted_at`) and are never served.
 */
export const comments = pgTable(
  'comments',
  {
    id: identity(),
    cabinetId: integer('cabinet_id')
      .notNull()
      .references(() => cabinets.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    commentableType: text('commentable_type').$type<(typeof COMMENTABLE_TYPES)[number]>().notNull(),
    commentableId: integer('commentable_id').notNull(),
    quizQuestionId: integer('quiz_question_id'),
    quizStatementId: integer('quiz_statement_id'),
    quizAnswerGroupId: integer('quiz_answer_group_id'),
    userId: userReference(),
    text: text('text').notNull().default(''),
    files: jsonb('files').$type<{ uuid: string }[]>().notNull().default([]),
    isPrivate: boolean('is_private').notNull().default(false),
    isRestricted: boolean('is_restricted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('comments_thread').on(table.commentableType, table.commentableId, table.quizQuestionId, table.id),
    index('comments_school').on(table.cabinetId, table.createdAt),
    index('comments_author_recent').on(table.userId, table.createdAt),
    check('comments_commentable_type', inList('commentable_type', COMMENTABLE_TYPES)),
  ],
);

/** Who has read which comment (an expert's unread list and the review inbox). */
export const commentReads = pgTable(
  'comment_reads',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: userReference(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId] })],
);

// ---------------------------------------------------------------------------------------------
// Several app servers (app/server/files/upload-locks.ts)
// ---------------------------------------------------------------------------------------------

/**
 * Who is writing a resumable upload right now, shared by every app server: a tus request holds its
 * upload's row by a lease it renews; another server that needs the upload sets `release_wanted`, and
 * the holder stops at its next renewal. A row whose lease ran out (its server died) is taken over.
 */
export const uploadLocks = pgTable('upload_locks', {
  uploadId: text('upload_id').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  releaseWanted: boolean('release_wanted').notNull().default(false),
});

// ---------------------------------------------------------------------------------------------
// Students' contact fields (spec 1 §7; docs/account.md "Contact fields")
// ---------------------------------------------------------------------------------------------

/** The kinds of contact field value (`core/account/contact-fields.ts`). */
export const CONTACT_FIELD_TYPE_VALUES = ['text', 'phone', 'telegram', 'url', 'date'] as const;

/** A student's values of the platform's default contact fields (phone, Telegram, city, birth date). */
export const studentDefaultFields = pgTable(
  'student_default_fields',
  {
    userId: userReference(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** An extra contact field a school asks of the students who learn in it. */
export const contactFields = pgTable(
  'contact_fields',
  {
    id: identity(),
    cabinetId: integer('cabinet_id')
      .notNull()
      .references(() => cabinets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<(typeof CONTACT_FIELD_TYPE_VALUES)[number]>().notNull().default('text'),
    isRequired: boolean('is_required').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('contact_fields_cabinet').on(table.cabinetId, table.position),
    check('contact_fields_type', inList('type', CONTACT_FIELD_TYPE_VALUES)),
  ],
);

/** A student's value of a school's contact field. */
export const contactFieldValues = pgTable(
  'contact_field_values',
  {
    fieldId: integer('field_id')
      .notNull()
      .references(() => contactFields.id, { onDelete: 'cascade' }),
    userId: userReference(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.fieldId, table.userId] }),
    index('contact_field_values_user').on(table.userId),
  ],
);
