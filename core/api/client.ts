import { createAccountCalls } from './account-calls.ts';
import { createAuthoringCalls } from './authoring-calls.ts';
import { createCommentCalls } from './comment-calls.ts';
import { createExpertQuizCalls } from './expert-quiz-calls.ts';
import { createLessonCalls } from './lesson-calls.ts';
import { createLessonEditorCalls } from './lesson-editor-calls.ts';
import { createLessonPageCalls } from './lesson-page-calls.ts';
import { createPlayerCalls } from './player-calls.ts';
import { createQuizCalls } from './quiz-calls.ts';
import { ROUTES } from './routes.ts';
import { createCourseCalls, createFileCalls, createSessionCalls } from './shell-calls.ts';
import { type ApiClientOptions, createTransport } from './transport.ts';

export type {
  AnswerOf,
  AnswerOptionOf,
  ApiClientOptions,
  BodyOf,
  CallOptions,
  JsonRouteName,
  ParamsOf,
  RouteTable,
  Through,
} from './transport.ts';

/**
 * The typed client of every call, built from the whole route table; answers are checked against the
 * core schemas. The web app uses `createWebApiClient` (core/api/web-client.ts), the same calls with each
 * area's code and schemas loaded on its first call.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const through = createTransport(options).throughOf(ROUTES);
  return {
    /** The quiz calls over a call base (`/lessons/{id}` or `/info-units/{id}`, spec 2 §7). */
    quiz: (base: string) => createQuizCalls(through, base),
    /** The expert's quiz review calls. */
    expertQuiz: createExpertQuizCalls(through),
    /** The course and lesson lookups by slug; a course or lesson the user does not reach answers null. */
    lessons: createLessonCalls(through),
    /** The student lesson page, the expert's preview, offers, participants and orders (docs/lesson-page.md). */
    lessonPage: createLessonPageCalls(through),
    /** The quiz constructor's calls (`/constructor/...`). */
    authoring: createAuthoringCalls(through),
    /** The course program and the lesson constructor's calls, with closed groups (docs/lessons.md). */
    lessonEditor: createLessonEditorCalls(through),
    /** The video and audio players' calls: playback events and error logs. */
    player: createPlayerCalls(through),
    /** Comment threads, moderation and the review inbox (docs/comments.md). */
    comments: createCommentCalls(through),
    /** The account's own calls: profile, email and password changes with codes, restore, history, rewards. */
    account: createAccountCalls(through),
    ...createSessionCalls(through),
    ...createCourseCalls(through),
    ...createFileCalls(through),
  };
}

/** The client every part of the app receives. */
export type ApiClient = ReturnType<typeof createApiClient>;
