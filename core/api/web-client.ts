import type { ApiClient } from './client.ts';
import type { QuizCalls } from './quiz-calls.ts';
import { SESSION_ROUTES, TRANSLATION_ROUTES } from './route-table/session-routes.ts';
import { type createCourseCalls, type createFileCalls, createSessionCalls } from './shell-calls.ts';
import { type ApiClientOptions, createTransport, type RouteTable, type Through } from './transport.ts';

// The web app's client (docs/performance.md): the same calls as `createApiClient`, but only the
// session's and the interface texts' calls (and their schemas) come with the page. Every other part
// (the quiz, the lesson page, comments, the constructor…) loads its calls and its area's route table
// (core/api/route-table/) with its first call, so a page carries the contract of what it calls only.
// specs/core/api/client-coverage.spec.ts makes every call through both clients.

/**
 * A part of the client whose code loads with its first call. Every call of a part answers a promise, so
 * a call made before the code is there waits for it; a failed load is tried again on the next call.
 */
function lazyPart<T extends object>(load: () => Promise<T>): T {
  let loading: Promise<T> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return new Proxy({} as T, {
    get: (_target, key) => {
      // Not a promise itself, and no call by another name.
      if (typeof key !== 'string' || key === 'then') return undefined;
      return (...args: unknown[]) =>
        loaded().then((part) => {
          const call = (part as Record<string, unknown>)[key];
          if (typeof call !== 'function') throw new Error(`The client has no call ${key}.`);
          return (call as (...values: unknown[]) => unknown).apply(part, args);
        });
    },
  });
}

/** The web app's client: each area's calls and route table load with its first call. */
export function createWebApiClient(options: ApiClientOptions = {}): ApiClient {
  const { throughOf } = createTransport(options);
  /** The calls of one area, through that area's table (and another's where its calls reach it). */
  const area = (...tables: Promise<RouteTable>[]): Promise<Through> =>
    Promise.all(tables).then((loaded) => throughOf(Object.assign({}, ...loaded) as RouteTable));
  const courseTable = () => import('./route-table/course-routes.ts').then((m) => m.COURSE_ROUTES);
  const quizTable = () => import('./route-table/quiz-routes.ts').then((m) => m.QUIZ_ROUTES);
  const fileTable = () => import('./route-table/file-routes.ts').then((m) => m.FILE_ROUTES);
  const editorTable = () => import('./route-table/editor-routes.ts').then((m) => m.EDITOR_ROUTES);

  const courses = lazyPart<ReturnType<typeof createCourseCalls>>(async () =>
    (await import('./shell-calls.ts')).createCourseCalls(await area(courseTable())),
  );
  const files = lazyPart<ReturnType<typeof createFileCalls>>(async () =>
    (await import('./shell-calls.ts')).createFileCalls(await area(fileTable())),
  );
  return {
    quiz: (base: string) =>
      lazyPart<QuizCalls>(async () =>
        (await import('./quiz-calls.ts')).createQuizCalls(await area(quizTable()), base),
      ),
    expertQuiz: lazyPart(async () =>
      (await import('./expert-quiz-calls.ts')).createExpertQuizCalls(
        await area(
          quizTable(),
          import('./route-table/quiz-review-routes.ts').then((m) => m.QUIZ_REVIEW_ROUTES),
        ),
      ),
    ),
    lessons: lazyPart(async () =>
      (await import('./lesson-calls.ts')).createLessonCalls(await area(courseTable())),
    ),
    lessonPage: lazyPart(async () =>
      (await import('./lesson-page-calls.ts')).createLessonPageCalls(await area(courseTable())),
    ),
    authoring: lazyPart(async () =>
      (await import('./authoring-calls.ts')).createAuthoringCalls(
        await area(import('./route-table/authoring-routes.ts').then((m) => m.AUTHORING_ROUTES)),
      ),
    ),
    lessonEditor: lazyPart(async () =>
      (await import('./lesson-editor-calls.ts')).createLessonEditorCalls(await area(editorTable())),
    ),
    player: lazyPart(async () =>
      (await import('./player-calls.ts')).createPlayerCalls(
        await area(import('./route-table/player-routes.ts').then((m) => m.PLAYER_ROUTES)),
      ),
    ),
    comments: lazyPart(async () =>
      (await import('./comment-calls.ts')).createCommentCalls(
        await area(import('./route-table/comment-routes.ts').then((m) => m.COMMENT_ROUTES)),
      ),
    ),
    account: lazyPart(async () =>
      (await import('./account-calls.ts')).createAccountCalls(
        await area(import('./account-routes.ts').then((m) => m.ACCOUNT_ROUTES)),
      ),
    ),
    ...createSessionCalls(throughOf({ ...SESSION_ROUTES, ...TRANSLATION_ROUTES })),
    courseCards: (...args) => courses.courseCards(...args),
    createCourse: (...args) => courses.createCourse(...args),
    fileStatus: (...args) => files.fileStatus(...args),
    saveFileFlags: (...args) => files.saveFileFlags(...args),
    fileMp4: (...args) => files.fileMp4(...args),
    storageUpload: (...args) => files.storageUpload(...args),
    importFile: (...args) => files.importFile(...args),
    cabinetFiles: (...args) => files.cabinetFiles(...args),
    deleteFiles: (...args) => files.deleteFiles(...args),
  };
}
