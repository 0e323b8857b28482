import * as v from 'valibot';
import {
  alertsResponseSchema,
  cabinetPermissionsSchema,
  cabinetsResponseSchema,
  dismissAlertRequestSchema,
  isProdSchema,
  pendingPaymentsResponseSchema,
  personalSettingsRequestSchema,
  personalSettingsResponseSchema,
  profileMenuSchema,
  switchCabinetRequestSchema,
  userProductsQuerySchema,
  userProductsResponseSchema,
  userSchema,
} from './account.ts';
import { ACCOUNT_ROUTES } from './account-routes.ts';
import { loginRequestSchema, registerRequestSchema } from './auth.ts';
import {
  commentBulkRequestSchema,
  commentBulkResponseSchema,
  commentCreateRequestSchema,
  commentDeletedResponseSchema,
  commentListQuerySchema,
  commentListResponseSchema,
  commentResponseSchema,
  commentUpdateRequestSchema,
  reviewInboxQuerySchema,
  reviewInboxResponseSchema,
  userCuratorsQuerySchema,
  userCuratorsResponseSchema,
} from './comments.ts';
import {
  courseCardSchema,
  courseCardsQuerySchema,
  courseLessonsResponseSchema,
  createCourseRequestSchema,
  publicPageResponseSchema,
  publicPageSaveRequestSchema,
} from './courses.ts';
import { dataEnvelope } from './envelope.ts';
import {
  cabinetFilesQuerySchema,
  cabinetFilesResponseSchema,
  deleteFilesRequestSchema,
  deleteFilesResponseSchema,
  fileDownloadQuerySchema,
  fileFlagsRequestSchema,
  fileMp4ResponseSchema,
  fileStatusResponseSchema,
  resumableUploadMetadataSchema,
  storageUploadFieldsSchema,
  storageUploadQuerySchema,
  storageUploadResponseSchema,
} from './files.ts';
import {
  lessonPageQuerySchema,
  lessonPageResponseSchema,
  offerRequestSchema,
  offerResponseSchema,
  offersQuerySchema,
  offersResponseSchema,
  orderRequestSchema,
  orderResponseSchema,
  participantsQuerySchema,
  participantsResponseSchema,
  preSubscriptionResponseSchema,
  previewSettingsRequestSchema,
  previewSettingsResponseSchema,
} from './lesson-page.ts';
import {
  closedGroupDeletedResponseSchema,
  closedGroupDetailResponseSchema,
  closedGroupMemberRequestSchema,
  closedGroupRequestSchema,
  closedGroupsResponseSchema,
  courseBlocksResponseSchema,
  courseProgramResponseSchema,
  coursesListQuerySchema,
  coursesListResponseSchema,
  expertLessonResponseSchema,
  infoSectionCreateRequestSchema,
  infoSectionUpdateRequestSchema,
  infoSectionWriteResponseSchema,
  lessonCopyRequestSchema,
  lessonCreateRequestSchema,
  lessonSaveRequestSchema,
  programArrangementRequestSchema,
  programSectionRequestSchema,
  publicInfoUnitResponseSchema,
  publicSectionResponseSchema,
} from './lessons.ts';
import { playbackEventResponseSchema, playerLogRequestSchema, playerLogResponseSchema } from './player.ts';
import {
  answerRequestSchema,
  answerResponseSchema,
  attemptQuestionResponseSchema,
  attemptReviewResponseSchema,
  attemptSchema,
  attemptTimerResponseSchema,
  clearAttemptResponseSchema,
  expertAttemptListQuerySchema,
  expertAttemptListSchema,
  expertAttemptReviewResponseSchema,
  expertQuizListQuerySchema,
  expertQuizListSchema,
  expertQuizResponseSchema,
  finishAttemptRequestSchema,
  finishAttemptResponseSchema,
  questionTimerResponseSchema,
  quizListResponseSchema,
  quizQuestionsQuerySchema,
  quizQuestionsResponseSchema,
  quizResponseSchema,
  quizResultQuerySchema,
  quizResultResponseSchema,
  resultCommentSettingRequestSchema,
  resultCommentSettingResponseSchema,
  startAttemptResponseSchema,
} from './quiz.ts';
import {
  answerCreateSchema,
  answerGroupCreateSchema,
  answerGroupPatchSchema,
  answerPatchSchema,
  constructorDeletedResponseSchema,
  constructorPartCreatedResponseSchema,
  constructorQuestionResponseSchema,
  constructorQuestionsResponseSchema,
  constructorQuizListResponseSchema,
  constructorQuizResponseSchema,
  copyQuizSchema,
  createQuizSchema,
  orderSchema,
  questionDocumentSchema,
  quizOptionsSchema,
  rescoreResponseSchema,
  statementPatchSchema,
} from './quiz-authoring.ts';
import { attemptViewQuerySchema, reviewRequestSchema } from './quiz-review.ts';
import { translationGroupsQuerySchema, translationGroupsResponseSchema } from './translations.ts';

// The route table: every call the server serves under /api/v1, with what it takes, what it answers
// and who may make it. specs/core/api/route-table.spec.ts holds it against the routes the server
// registers, so a call cannot exist on one side only.

/** The methods the API serves. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** Who may make a call; each rule names the guard that enforces it on the server. */
export const ACCESS_RULES = {
  public: 'Anyone, signed in or not.',
  'signed-in':
    'Any signed-in user (401 otherwise; a write over the session cookie needs the CSRF header, 403).',
  'school:courses:list':
    'The current school grants `list` on the course type asked for (403 otherwise); lists are of that school only.',
  'school:courses:create': 'The current school grants `create` on the course type sent (403 otherwise).',
  'school:quiz:create': 'The current school grants `create` on quizzes (403 otherwise).',
  'school:quiz:edit':
    "The current school grants `edit` on quizzes (403 otherwise); what the path names is found in that school's quizzes (404 otherwise).",
  'school:quiz:delete':
    'The current school grants `delete` on quizzes (403 otherwise); the quiz is found in it.',
  'school:storage:list': 'The current school grants `list` on its storage (403 otherwise).',
  'school:quiz_curator':
    'quiz_curator or more in the current school (403 otherwise); what the path names is found in that school (404 otherwise).',
  'course:reader':
    'A subscriber of the course or a member of its school (404 for anyone else, as for no course); a member without access 403.',
  'quiz-base:reader':
    "The lesson's (or block's) student or an expert of its school; another school's lesson or block is 404, a lesson not subscribed to 403.",
  'quiz:reader':
    "The quiz's student or an expert of its school, the quiz in the lesson or block the path names; another's is 404.",
  'quiz-attempt':
    "The attempt's student or an expert of its school (404 otherwise); the call may narrow further.",
  'quiz-attempt:reviewer':
    "An expert of the attempt's school (404 for another's attempt, 403 for its student).",
  'file:read':
    'A user the file is shown to: its author, its school, a reviewer of it (404 for anyone else, as for no file).',
  'file:manage': "The file's author or its school (404 for anyone who may not see it, 403 for a reader).",
  'files:manage':
    "Signed in; each listed file must be the caller's to manage (its author or its school), else nothing is done (404).",
  'school:courses:edit':
    'The current school grants `edit` on the course type asked for (`type_id` 1 courses, 2 marathons; 403 otherwise); lists are of that school only.',
  'course:editor':
    "The course (`:courseId`) is one of the current school's (404 otherwise, as for no course) and the role there may `edit` its type (403 otherwise).",
  'lesson:editor':
    'The lesson (`:lessonId`, in `:courseId` when the path names one) is in a course of the current school (404 otherwise) whose type the role may `edit` (403 otherwise).',
  'info-section:editor':
    "The lesson section (`:infoSectionId`) is in a lesson of the current school's courses (404 otherwise) whose type the role may `edit` (403 otherwise).",
  'program-section:editor':
    'The program section (`:programSectionId`) is in a course of the current school (404 otherwise) whose type the role may `edit` (403 otherwise).',
  'info-section:reader':
    "A subscriber of the section's course or a member of its school (404 for anyone else, as for no section); a member without access 403.",
  'info-unit:reader':
    "A subscriber of the block's course or a member of its school (404 for anyone else, as for no block); a member without access 403.",
  'school:closed-groups:list': 'The current school grants `list` on closed groups (403 otherwise).',
  'school:closed-groups:create': 'The current school grants `create` on closed groups (403 otherwise).',
  'closed-group:editor':
    "The group (`:groupId`) is one of the current school's (404 otherwise) and the school grants `edit` on closed groups (403 otherwise).",
  'closed-group:deleter':
    "The group (`:groupId`) is one of the current school's (404 otherwise) and the school grants `delete` on closed groups (403 otherwise).",
  'commentable:reader':
    "The thread the path names (an attempt, a lesson, a block, a lesson's question) is one the caller reads: the attempt's student or its school's staff; a subscriber of the course or a member of its school (404 for anyone else, as for no thread).",
  'commentable:writer':
    "The thread the body names (`commentable_type`, `commentable_id`) is one the caller reads (404 otherwise); whether they may post is the call's own rule (403).",
  'commentable:staff':
    'The thread the body names is in a course of a school where the caller is staff (404 for anyone who cannot read it, 403 for a reader who is not staff).',
  'comment:reader':
    "The comment (`:commentId`) is one the caller sees in a thread they read (404 otherwise, as for no comment: another's private, a restricted or a deleted comment); the call may narrow further (403).",
  'course-id:reader':
    'The course (`:courseId`) is one the caller subscribes to or a course of a school they belong to (404 otherwise).',
  'school:comment_curator':
    'curator or more on comments in the current school (403 otherwise); the inbox lists that school only.',
} as const;

/** A named access rule. */
export type AccessRule = keyof typeof ACCESS_RULES;

/** What a call takes besides its path: each part by the core schema it must satisfy. */
export interface RouteRequest {
  /** The JSON body. */
  body?: v.GenericSchema;
  /** The query string. */
  query?: v.GenericSchema;
  /** The fields of a multipart form. */
  form?: v.GenericSchema;
  /** The tus `Upload-Metadata` header. */
  metadata?: v.GenericSchema;
}

/** An answer that is not JSON: a file's bytes, or the tus protocol's status and headers. */
export type OtherAnswer = 'bytes' | 'tus';

interface RouteBase {
  request?: RouteRequest;
  access: AccessRule;
}

/** One call: its answer schema, or `null` with the reason it has none yet (a known gap). */
export type RouteEntry = RouteBase &
  ({ answer: v.GenericSchema | OtherAnswer; gap?: never } | { answer: null; gap: string });

/** `METHOD /path`, the path Hono style (`/lessons/:lessonId`) and relative to /api/v1. */
export type RouteKey = `${HttpMethod} /${string}`;

const user = dataEnvelope(userSchema);

/** The quiz calls a student makes over each call base (spec 2 §7), by method and the path after the base. */
const QUIZ_CALLS = {
  'GET /quizzes': { answer: quizListResponseSchema, access: 'quiz-base:reader' },
  'GET /quizzes/:quizId': { answer: quizResponseSchema, access: 'quiz:reader' },
  'GET /quizzes/:quizId/quiz-questions': {
    request: { query: quizQuestionsQuerySchema },
    answer: quizQuestionsResponseSchema,
    access: 'quiz:reader',
  },
  'GET /quizzes/:quizId/start-attempt': { answer: startAttemptResponseSchema, access: 'quiz:reader' },
  'POST /quiz-attempts/:attemptId': {
    request: { body: answerRequestSchema },
    answer: answerResponseSchema,
    access: 'quiz-attempt',
  },
  'GET /quizzes/:quizId/attempts': {
    request: { query: expertAttemptListQuerySchema },
    answer: expertAttemptListSchema,
    access: 'school:quiz_curator',
  },
} as const satisfies Record<RouteKey, RouteEntry>;

/** QUIZ_CALLS under one base, each entry keeping its own type (access rule, request schemas). */
type QuizCallsUnder<B extends string> = {
  [K in keyof typeof QUIZ_CALLS as K extends `${infer M} ${infer P}`
    ? `${M} ${B}${P}`
    : never]: (typeof QUIZ_CALLS)[K];
};

/** The quiz calls a student makes over one call base (spec 2 §7): `/lessons/:lessonId` or `/info-units/:unitId`. */
function quizCallsUnder<B extends '/lessons/:lessonId' | '/info-units/:unitId'>(base: B): QuizCallsUnder<B> {
  const calls: Record<string, RouteEntry> = {};
  for (const [key, entry] of Object.entries(QUIZ_CALLS)) {
    const [method, path] = key.split(' ');
    calls[`${method} ${base}${path}`] = entry;
  }
  return calls as QuizCallsUnder<B>;
}

type TusKey = `${'POST' | 'HEAD' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'GET'} ${'/uploads' | '/uploads/:id'}`;

/** The tus resumable upload protocol (docs/uploads.md): one handler answers every method on both paths. */
function tusCalls(): Record<TusKey, RouteEntry> {
  const calls: Record<string, RouteEntry> = {};
  for (const path of ['/uploads', '/uploads/:id'] as const) {
    for (const method of ['POST', 'HEAD', 'PATCH', 'DELETE'] as const) {
      calls[`${method} ${path}`] = {
        ...(method === 'POST' && path === '/uploads'
          ? { request: { metadata: resumableUploadMetadataSchema } }
          : {}),
        answer: 'tus',
        access: 'signed-in',
      };
    }
    // OPTIONS is the protocol's discovery; GET answers 405 (uploads are read back through /files).
    calls[`OPTIONS ${path}`] = { answer: 'tus', access: 'public' };
    calls[`GET ${path}`] = { answer: 'tus', access: 'public' };
  }
  return calls as Record<TusKey, RouteEntry>;
}

const deleteFiles = {
  request: { body: deleteFilesRequestSchema },
  answer: deleteFilesResponseSchema,
  access: 'files:manage',
} as const satisfies RouteEntry;

/** Every call under /api/v1. */
export const ROUTES = {
  // Auth
  'POST /auth/register': { request: { body: registerRequestSchema }, answer: user, access: 'public' },
  'POST /auth/login': { request: { body: loginRequestSchema }, answer: user, access: 'public' },
  'POST /auth/logout': { answer: dataEnvelope(v.object({ signed_out: v.boolean() })), access: 'public' },

  // Account and cabinets
  'GET /user': { answer: user, access: 'signed-in' },
  'GET /user/products': {
    request: { query: userProductsQuerySchema },
    answer: userProductsResponseSchema,
    access: 'signed-in',
  },
  'GET /is_prod': { answer: dataEnvelope(isProdSchema), access: 'public' },
  'GET /alerts': { answer: dataEnvelope(alertsResponseSchema), access: 'signed-in' },
  // The user's own alert: another user's id answers 404 (alerts belong to a user, not to a school).
  'POST /alerts/dismiss': {
    request: { body: dismissAlertRequestSchema },
    answer: dataEnvelope(alertsResponseSchema),
    access: 'signed-in',
  },
  'GET /orders/payments/pending': {
    answer: dataEnvelope(pendingPaymentsResponseSchema),
    access: 'signed-in',
  },
  'POST /user-personal-settings': {
    request: { body: personalSettingsRequestSchema },
    answer: dataEnvelope(personalSettingsResponseSchema),
    access: 'signed-in',
  },
  'GET /cabinets': { answer: dataEnvelope(cabinetsResponseSchema), access: 'signed-in' },
  'PUT /cabinets/current': {
    request: { body: switchCabinetRequestSchema },
    answer: dataEnvelope(profileMenuSchema),
    access: 'signed-in',
  },
  'GET /profile/menu': { answer: dataEnvelope(profileMenuSchema), access: 'signed-in' },
  'GET /cabinet/users/permissions': { answer: dataEnvelope(cabinetPermissionsSchema), access: 'signed-in' },
  ...ACCOUNT_ROUTES,

  // Courses and lessons
  'GET /courses-cards': {
    request: { query: courseCardsQuerySchema },
    answer: dataEnvelope(v.array(courseCardSchema)),
    access: 'school:courses:list',
  },
  'POST /courses': {
    request: { body: createCourseRequestSchema },
    answer: dataEnvelope(courseCardSchema),
    access: 'school:courses:create',
  },
  'GET /courses/:courseSlug/lessons': { answer: courseLessonsResponseSchema, access: 'course:reader' },
  'GET /courses/:courseSlug/lessons/:lessonSlug': {
    request: { query: lessonPageQuerySchema },
    answer: lessonPageResponseSchema,
    access: 'course:reader',
  },
  // The lesson page for anyone (spec 3 §2): visitors and non-subscribers get the access states, public lessons their units
  'GET /public/lessons/:lessonId': {
    request: { query: lessonPageQuerySchema },
    answer: lessonPageResponseSchema,
    access: 'public',
  },
  'GET /public/courses/:courseSlug/lessons/:lessonSlug': {
    request: { query: lessonPageQuerySchema },
    answer: lessonPageResponseSchema,
    access: 'public',
  },
  'POST /public/courses/:courseSlug/pre-subscription': {
    answer: preSubscriptionResponseSchema,
    access: 'signed-in',
  },
  // The expert's access-type preview and the offers and participants it lists (spec 3 §5, §7)
  'GET /courses/:courseId/preview-settings': {
    answer: previewSettingsResponseSchema,
    access: 'course:editor',
  },
  'POST /courses/:courseId/preview-settings': {
    request: { body: previewSettingsRequestSchema },
    answer: previewSettingsResponseSchema,
    access: 'course:editor',
  },
  'GET /offers': {
    request: { query: offersQuerySchema },
    answer: offersResponseSchema,
    access: 'school:courses:edit',
  },
  'POST /offers': {
    request: { body: offerRequestSchema },
    answer: offerResponseSchema,
    access: 'school:courses:edit',
  },
  'GET /offers/:offerId': { answer: offerResponseSchema, access: 'school:courses:edit' },
  'PUT /offers/:offerId': {
    request: { body: offerRequestSchema },
    answer: offerResponseSchema,
    access: 'school:courses:edit',
  },
  'GET /products/:courseId/participants': {
    request: { query: participantsQuerySchema },
    answer: participantsResponseSchema,
    access: 'course:editor',
  },
  'POST /orders': {
    request: { body: orderRequestSchema },
    answer: orderResponseSchema,
    access: 'school:courses:edit',
  },
  'GET /orders/:orderId': { answer: orderResponseSchema, access: 'school:courses:edit' },

  // The course program and the lesson constructor (docs/lessons.md)
  'GET /courses/list': {
    request: { query: coursesListQuerySchema },
    answer: coursesListResponseSchema,
    access: 'school:courses:edit',
  },
  'GET /courses/:courseId/': { answer: courseBlocksResponseSchema, access: 'course:editor' },
  // The course's public page (docs/public-page.md)
  'GET /courses/:courseId/public-page': { answer: publicPageResponseSchema, access: 'course:editor' },
  'PUT /courses/:courseId/public-page': {
    request: { body: publicPageSaveRequestSchema },
    answer: publicPageResponseSchema,
    access: 'course:editor',
  },
  'GET /courses/:courseId/program': { answer: courseProgramResponseSchema, access: 'course:editor' },
  'PUT /courses/:courseId/program': {
    request: { body: programArrangementRequestSchema },
    answer: courseProgramResponseSchema,
    access: 'course:editor',
  },
  'POST /courses/:courseId/program-sections': {
    request: { body: programSectionRequestSchema },
    answer: courseProgramResponseSchema,
    access: 'course:editor',
  },
  'PUT /program-sections/:programSectionId': {
    request: { body: programSectionRequestSchema },
    answer: courseProgramResponseSchema,
    access: 'program-section:editor',
  },
  'DELETE /program-sections/:programSectionId': {
    answer: courseProgramResponseSchema,
    access: 'program-section:editor',
  },
  'POST /courses/:courseId/lessons-new': {
    request: { body: lessonCreateRequestSchema },
    answer: expertLessonResponseSchema,
    access: 'course:editor',
  },
  'GET /courses/:courseId/lessons-new/:lessonId': {
    answer: expertLessonResponseSchema,
    access: 'lesson:editor',
  },
  'PUT /courses/:courseId/lessons-new/:lessonId': {
    request: { body: lessonSaveRequestSchema },
    answer: expertLessonResponseSchema,
    access: 'lesson:editor',
  },
  'DELETE /courses/:courseId/lessons-new/:lessonId': {
    answer: courseProgramResponseSchema,
    access: 'lesson:editor',
  },
  'PUT /lessons/:lessonId/copy/:fromId': {
    request: { body: lessonCopyRequestSchema },
    answer: expertLessonResponseSchema,
    access: 'lesson:editor',
  },
  'POST /lessons/:lessonId/info-section': {
    request: { body: infoSectionCreateRequestSchema },
    answer: infoSectionWriteResponseSchema,
    access: 'lesson:editor',
  },
  'PUT /info-section/:infoSectionId': {
    request: { body: infoSectionUpdateRequestSchema },
    answer: infoSectionWriteResponseSchema,
    access: 'info-section:editor',
  },
  'DELETE /info-section/:infoSectionId': {
    answer: expertLessonResponseSchema,
    access: 'info-section:editor',
  },
  'GET /public/sections/:sectionId/part': {
    answer: publicSectionResponseSchema,
    access: 'info-section:reader',
  },
  'GET /info-units/:unitId': { answer: publicInfoUnitResponseSchema, access: 'info-unit:reader' },

  // Players (spec 2 §6–7): started and watched, each recorded once per user and item; player errors
  'POST /lessons/:lessonId/events/started': {
    answer: playbackEventResponseSchema,
    access: 'quiz-base:reader',
  },
  'POST /lessons/:lessonId/events/watched': {
    answer: playbackEventResponseSchema,
    access: 'quiz-base:reader',
  },
  'POST /info-units/:unitId/events/started': {
    answer: playbackEventResponseSchema,
    access: 'info-unit:reader',
  },
  'POST /info-units/:unitId/events/watched': {
    answer: playbackEventResponseSchema,
    access: 'info-unit:reader',
  },
  'POST /player-logs': {
    request: { body: playerLogRequestSchema },
    answer: playerLogResponseSchema,
    access: 'signed-in',
  },

  // Closed groups (the button dialog's group links and the group pages)
  'GET /closed-groups': { answer: closedGroupsResponseSchema, access: 'school:closed-groups:list' },
  'POST /closed-groups': {
    request: { body: closedGroupRequestSchema },
    answer: closedGroupDetailResponseSchema,
    access: 'school:closed-groups:create',
  },
  'GET /closed-groups/:groupId': { answer: closedGroupDetailResponseSchema, access: 'closed-group:editor' },
  'PUT /closed-groups/:groupId': {
    request: { body: closedGroupRequestSchema },
    answer: closedGroupDetailResponseSchema,
    access: 'closed-group:editor',
  },
  'POST /closed-groups/:groupId/members': {
    request: { body: closedGroupMemberRequestSchema },
    answer: closedGroupDetailResponseSchema,
    access: 'closed-group:editor',
  },
  'DELETE /closed-groups/:groupId/members/:userId': {
    answer: closedGroupDetailResponseSchema,
    access: 'closed-group:editor',
  },
  'DELETE /closed-groups/:groupId': {
    answer: closedGroupDeletedResponseSchema,
    access: 'closed-group:deleter',
  },

  // Quizzes (students), over both call bases
  ...quizCallsUnder('/lessons/:lessonId'),
  ...quizCallsUnder('/info-units/:unitId'),
  'GET /quiz-attempts/:attemptId/timer': { answer: attemptTimerResponseSchema, access: 'quiz-attempt' },
  'POST /quiz-attempts/:attemptId/quiz-questions/:questionId/timer': {
    answer: questionTimerResponseSchema,
    access: 'quiz-attempt',
  },
  'GET /quiz-attempts/:attemptId/quiz-questions/:questionId': {
    answer: attemptQuestionResponseSchema,
    access: 'quiz-attempt',
  },
  'POST /quiz-attempts/:attemptId/clear': { answer: clearAttemptResponseSchema, access: 'quiz-attempt' },
  'POST /quiz-attempts/:attemptId/finish': {
    request: { body: finishAttemptRequestSchema },
    answer: finishAttemptResponseSchema,
    access: 'quiz-attempt',
  },
  'GET /lessons/:lessonId/quizzes/:quizId/attempt/:attemptId': {
    request: { query: attemptViewQuerySchema },
    answer: v.union([attemptReviewResponseSchema, expertAttemptReviewResponseSchema]),
    access: 'quiz-attempt',
  },
  'GET /quiz-results': {
    request: { query: quizResultQuerySchema },
    answer: quizResultResponseSchema,
    access: 'quiz-attempt',
  },

  // Quiz review (experts)
  'POST /quiz-attempts/:attemptId/review': {
    request: { body: reviewRequestSchema },
    answer: dataEnvelope(attemptSchema),
    access: 'quiz-attempt:reviewer',
  },
  'GET /expert/quizzes': {
    request: { query: expertQuizListQuerySchema },
    answer: expertQuizListSchema,
    access: 'school:quiz_curator',
  },
  'GET /expert/quizzes/:quizId': { answer: expertQuizResponseSchema, access: 'school:quiz_curator' },
  'POST /quiz-attempts/:attemptId/quiz-result-comment-settings': {
    request: { body: resultCommentSettingRequestSchema },
    answer: resultCommentSettingResponseSchema,
    access: 'school:quiz_curator',
  },

  // Quiz authoring (the constructor)
  'GET /constructor/lessons/:lessonId/quizzes': {
    answer: constructorQuizListResponseSchema,
    access: 'school:quiz:edit',
  },
  'POST /constructor/lessons/:lessonId/quizzes': {
    request: { body: createQuizSchema },
    answer: constructorQuizResponseSchema,
    access: 'school:quiz:create',
  },
  'PUT /constructor/lessons/:lessonId/quizzes/order': {
    request: { body: orderSchema },
    answer: constructorQuizListResponseSchema,
    access: 'school:quiz:edit',
  },
  'GET /constructor/quizzes/:quizId': {
    answer: constructorQuizResponseSchema,
    access: 'school:quiz:edit',
  },
  'PATCH /constructor/quizzes/:quizId': {
    request: { body: quizOptionsSchema },
    answer: constructorQuizResponseSchema,
    access: 'school:quiz:edit',
  },
  'DELETE /constructor/quizzes/:quizId': {
    answer: constructorDeletedResponseSchema,
    access: 'school:quiz:delete',
  },
  'POST /constructor/quizzes/:quizId/copy': {
    request: { body: copyQuizSchema },
    answer: constructorQuizResponseSchema,
    access: 'school:quiz:create',
  },
  'POST /constructor/quizzes/:quizId/questions': {
    request: { body: questionDocumentSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'PUT /constructor/quizzes/:quizId/questions/order': {
    request: { body: orderSchema },
    answer: constructorQuestionsResponseSchema,
    access: 'school:quiz:edit',
  },
  'PUT /constructor/quiz-questions/:questionId': {
    request: { body: questionDocumentSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'DELETE /constructor/quiz-questions/:questionId': {
    answer: constructorDeletedResponseSchema,
    access: 'school:quiz:edit',
  },
  'GET /constructor/quiz-questions/:questionId/rescore': {
    answer: rescoreResponseSchema,
    access: 'school:quiz:edit',
  },
  'POST /constructor/quiz-questions/:questionId/rescore': {
    answer: rescoreResponseSchema,
    access: 'school:quiz:edit',
  },
  'POST /constructor/quiz-questions/:questionId/answers': {
    request: { body: answerCreateSchema },
    answer: constructorPartCreatedResponseSchema,
    access: 'school:quiz:edit',
  },
  'PUT /constructor/quiz-questions/:questionId/answers/order': {
    request: { body: orderSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'PATCH /constructor/quiz-answers/:answerId': {
    request: { body: answerPatchSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'DELETE /constructor/quiz-answers/:answerId': {
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'POST /constructor/quiz-questions/:questionId/statements': {
    request: { body: statementPatchSchema },
    answer: constructorPartCreatedResponseSchema,
    access: 'school:quiz:edit',
  },
  'PUT /constructor/quiz-questions/:questionId/statements/order': {
    request: { body: orderSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'PATCH /constructor/quiz-statements/:statementId': {
    request: { body: statementPatchSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'DELETE /constructor/quiz-statements/:statementId': {
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'PUT /constructor/quiz-statements/:statementId/answers/order': {
    request: { body: orderSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'POST /constructor/quiz-statements/:statementId/answer-groups': {
    request: { body: answerGroupCreateSchema },
    answer: constructorPartCreatedResponseSchema,
    access: 'school:quiz:edit',
  },
  'PUT /constructor/quiz-statements/:statementId/answer-groups/order': {
    request: { body: orderSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'PATCH /constructor/quiz-answer-groups/:groupId': {
    request: { body: answerGroupPatchSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'DELETE /constructor/quiz-answer-groups/:groupId': {
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },

  // Files and the school's storage
  ...tusCalls(),
  'POST /storage': {
    request: { query: storageUploadQuerySchema, form: storageUploadFieldsSchema },
    answer: storageUploadResponseSchema,
    access: 'signed-in',
  },
  'GET /cabinet/files': {
    request: { query: cabinetFilesQuerySchema },
    answer: cabinetFilesResponseSchema,
    access: 'school:storage:list',
  },
  'GET /files/:uuid': { answer: fileStatusResponseSchema, access: 'file:read' },
  'PATCH /files/:uuid': {
    request: { body: fileFlagsRequestSchema },
    answer: fileStatusResponseSchema,
    access: 'file:manage',
  },
  'GET /files/:uuid/mp4': { answer: fileMp4ResponseSchema, access: 'file:read' },
  'GET /files/:uuid/download': {
    request: { query: fileDownloadQuerySchema },
    answer: 'bytes',
    access: 'file:read',
  },
  'GET /files/:uuid/media/*': { answer: 'bytes', access: 'file:read' },
  // One handler under four paths (spec 1 §7 names both the bare and the storage path, with and without the slash).
  'DELETE /delete-files': deleteFiles,
  'DELETE /delete-files/': deleteFiles,
  'DELETE /storage/delete-files': deleteFiles,
  'DELETE /storage/delete-files/': deleteFiles,

  // Comments (spec 2 §7, spec 3 §7; docs/comments.md)
  'GET /comments/quiz-attempt/:attemptId': {
    request: { query: commentListQuerySchema },
    answer: commentListResponseSchema,
    access: 'commentable:reader',
  },
  'GET /comments/lesson/:lessonId': {
    request: { query: commentListQuerySchema },
    answer: commentListResponseSchema,
    access: 'commentable:reader',
  },
  'GET /comments/info_units/:unitId': {
    request: { query: commentListQuerySchema },
    answer: commentListResponseSchema,
    access: 'commentable:reader',
  },
  'GET /lessons/:lessonId/questions/:questionId/comments': {
    request: { query: commentListQuerySchema },
    answer: commentListResponseSchema,
    access: 'commentable:reader',
  },
  'GET /public/comments/quiz-attempt/:attemptId': {
    request: { query: commentListQuerySchema },
    answer: commentListResponseSchema,
    access: 'commentable:reader',
  },
  'GET /public/comments/lesson/:lessonId': {
    request: { query: commentListQuerySchema },
    answer: commentListResponseSchema,
    access: 'commentable:reader',
  },
  'GET /public/comments/info_units/:unitId': {
    request: { query: commentListQuerySchema },
    answer: commentListResponseSchema,
    access: 'commentable:reader',
  },
  'GET /public/lessons/:lessonId/questions/:questionId/comments': {
    request: { query: commentListQuerySchema },
    answer: commentListResponseSchema,
    access: 'commentable:reader',
  },
  'POST /comments': {
    request: { body: commentCreateRequestSchema },
    answer: commentResponseSchema,
    access: 'commentable:writer',
  },
  'POST /public/comments': {
    request: { body: commentCreateRequestSchema },
    answer: commentResponseSchema,
    access: 'commentable:writer',
  },
  'PATCH /comments/bulk-read': {
    request: { body: commentBulkRequestSchema },
    answer: commentBulkResponseSchema,
    access: 'commentable:staff',
  },
  'DELETE /comments/bulk-delete': {
    request: { body: commentBulkRequestSchema },
    answer: commentBulkResponseSchema,
    access: 'commentable:staff',
  },
  'PATCH /comments/bulk-restrict': {
    request: { body: commentBulkRequestSchema },
    answer: commentBulkResponseSchema,
    access: 'commentable:staff',
  },
  'PUT /comments/:commentId': {
    request: { body: commentUpdateRequestSchema },
    answer: commentResponseSchema,
    access: 'comment:reader',
  },
  'DELETE /comments/:commentId': { answer: commentDeletedResponseSchema, access: 'comment:reader' },
  'POST /comments/:commentId/public': { answer: commentResponseSchema, access: 'comment:reader' },
  'POST /comments/:commentId/private': { answer: commentResponseSchema, access: 'comment:reader' },
  'GET /courses/:courseId/user-curators': {
    request: { query: userCuratorsQuerySchema },
    answer: userCuratorsResponseSchema,
    access: 'course-id:reader',
  },
  'GET /expert/review-inbox': {
    request: { query: reviewInboxQuerySchema },
    answer: reviewInboxResponseSchema,
    access: 'school:comment_curator',
  },

  // Interface texts
  'GET /translation-groups': {
    request: { query: translationGroupsQuerySchema },
    answer: translationGroupsResponseSchema,
    access: 'public',
  },
} as const satisfies Record<RouteKey, RouteEntry>;

/** The key of a call in the table. */
export type RouteName = keyof typeof ROUTES & RouteKey;

/** A call's method and path, read from its table entry: the client names the entry it calls through. */
export function route<K extends RouteName>(
  name: K,
): { method: HttpMethod; path: string; entry: (typeof ROUTES)[K] } {
  const space = name.indexOf(' ');
  return { method: name.slice(0, space) as HttpMethod, path: name.slice(space + 1), entry: ROUTES[name] };
}

/** Every entry of the table, with its method and path. */
export function routeTable(): { method: HttpMethod; path: string; entry: RouteEntry }[] {
  return (Object.keys(ROUTES) as RouteName[]).map((name) => route(name));
}

/** A table path with its parameters filled in: `/files/:uuid` and `{ uuid }` give `/files/…`. */
export function pathOf(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The call ${path} needs ${name}.`);
    return encodeURIComponent(String(value));
  });
}
