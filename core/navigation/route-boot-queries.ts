import { CABINET_PRODUCTS_PER_PAGE } from '../api/account.ts';
import type { LessonDto } from '../api/courses.ts';
import { ATTEMPT_STATUS, type Question, type Quiz } from '../api/quiz.ts';
import { quizBase } from '../api/quiz-calls.ts';
import type { RouteName } from '../api/routes.ts';
import { showsPreviewFirst } from '../quiz/start-button.ts';
import { QUIZ_ATTEMPT_MODULE, QUIZ_BOOT_KEYS, SESSION_QUERY_KEYS } from './boot-query-keys.ts';
import { matchesRoutePath } from './route-start-modules.ts';

/**
 * The answers the web app asks for at its start, by page: the server makes each call in process with
 * the caller's cookies (one handler decides every answer) and puts the answers in the page it serves, in
 * the element `BOOT_QUERIES_ELEMENT`; the app seeds TanStack Query with them under the same keys before
 * its first render (app/web/session/boot-data.ts), so it draws at once instead of asking in a waterfall
 * (docs/performance.md "What the served page carries"). specs/app/web/routing/route-boot-queries.dom.spec.tsx
 * renders each page with the seeded answers and checks that none of these calls goes out again.
 */

/** An API call of the route table (core/api) as the page's start makes it. */
export interface BootCall {
  /** The route table's name of the call. */
  name: RouteName;
  /** Its path parameters. */
  params?: Readonly<Record<string, string | number>>;
  /** Its query string, as the app's call sends it. */
  search?: Readonly<Record<string, string | number>>;
}

/** One query a page starts with: its key, the call answering it and what the query keeps of the answer. */
export interface BootQuery {
  /** The TanStack Query key the page reads it under. */
  key: readonly unknown[];
  call: BootCall;
  /** The query's value from the call's (schema-read) answer: what the page's `queryFn` returns. */
  select: (answer: unknown) => unknown;
  /** The value where the call answers 403 or 404 (the page's query turns those into it); unset: not seeded. */
  whenRefused?: null;
  /** The answers the page asks for once it has this one (made after it, from its value). */
  followedBy?: (value: unknown) => BootQuery[];
  /** The app's modules (manifest keys) the page loads once it has this answer: named in the page, so they download with it. */
  modules?: readonly string[];
  /** The images (same-origin paths) the page shows first once it has this answer: fetched with the page. */
  images?: (value: unknown) => readonly string[];
}

/** The calls a page starts with, by its path. */
export interface RouteBootQueries {
  /** A React Router path, as in `ROUTE_START_MODULES`. */
  path: string;
  /** Whether the page is drawn in the cabinet's frame (AppShell) for a signed-in person. */
  cabinetFrame: boolean;
  /** The page's own first queries, from the path's parameters. */
  queries: (params: Readonly<Record<string, string>>) => BootQuery[];
}

const data = (answer: unknown) => (answer as { data: unknown }).data;

/**
 * What a signed-in page asks for first, whatever the page: the user (`useUser`) and the current school's
 * permissions (the app's upload queue, app/web/uploads/app-uploads.tsx, and the quiz unit ask them).
 */
export const USER_BOOT_QUERIES: readonly BootQuery[] = [
  { key: SESSION_QUERY_KEYS.user, call: { name: 'GET /user' }, select: data },
  { key: SESSION_QUERY_KEYS.permissions, call: { name: 'GET /cabinet/users/permissions' }, select: data },
];

/** What the cabinet's frame asks for (cabinet switcher and user menu, account alerts). */
export const CABINET_FRAME_BOOT_QUERIES: readonly BootQuery[] = [
  { key: SESSION_QUERY_KEYS.menu, call: { name: 'GET /profile/menu' }, select: data },
  { key: SESSION_QUERY_KEYS.alerts, call: { name: 'GET /alerts' }, select: data },
  { key: SESSION_QUERY_KEYS.pendingPayments, call: { name: 'GET /orders/payments/pending' }, select: data },
];

/** The course program (app/web/lesson-page/lesson-program-page.tsx): `api.lessonPage.program(courseSlug)`. */
const courseProgram = ({ courseSlug = '' }: Readonly<Record<string, string>>): BootQuery[] => [
  {
    key: ['course-program', courseSlug],
    call: { name: 'GET /public/courses/:courseSlug/program', params: { courseSlug } },
    select: data,
  },
];

/** The first question's pictures: its images and its processed videos' posters (ui/quiz/content/files-viewer.tsx). */
const firstQuestionImages = (value: unknown): string[] => {
  const [first] = value as Question[];
  return (first?.files ?? []).flatMap((file) => {
    const mime = file.mime_type ?? '';
    if (mime.startsWith('image/') && file.url) return [file.url];
    const poster = (file as { preview_path?: string | null }).preview_path;
    return mime.startsWith('video/') && poster ? [poster] : [];
  });
};

/**
 * The questions the quiz page asks for at once when the quiz opens on them (core/quiz/quiz-page.machine.ts,
 * `routing`): a running attempt's, or a new attempt's when the quiz shows no preview first; with them the
 * attempt's code, so it downloads with the page. A quiz that opens on its preview gets neither.
 */
const firstQuestions =
  (base: string, quizId: number, lessonParams: Record<string, number>) => (value: unknown) => {
    const quiz = value as Quiz;
    const attempt = quiz.attempt ?? quiz.attempts.at(-1) ?? null;
    const running = attempt?.status_id === ATTEMPT_STATUS.inProgress;
    if (!running && (showsPreviewFirst(quiz, attempt) || !quiz.can_start_attempt)) return [];
    const attemptId = running ? (attempt?.id ?? 0) : 0;
    const name: RouteName =
      'unitId' in lessonParams
        ? 'GET /info-units/:unitId/quizzes/:quizId/quiz-questions'
        : 'GET /lessons/:lessonId/quizzes/:quizId/quiz-questions';
    return [
      {
        key: QUIZ_BOOT_KEYS.questions(base, quizId, attemptId),
        call: {
          name,
          params: { ...lessonParams, quizId },
          ...(running ? { search: { attempt_id: attemptId } } : {}),
        },
        select: data,
        modules: [QUIZ_ATTEMPT_MODULE],
        images: firstQuestionImages,
      },
    ];
  };

/** The quiz itself, over the call base its place gives (`quizBase` in core/api/quiz-calls.ts). */
const servedQuiz = (quizId: number) => (value: unknown) => {
  const place = value as { lessonId: number; unitId: number | null } | null;
  if (!place) return [];
  const lessonParams: Record<string, number> =
    place.unitId !== null ? { unitId: place.unitId } : { lessonId: place.lessonId };
  const base = quizBase(place);
  const name: RouteName =
    place.unitId !== null
      ? 'GET /info-units/:unitId/quizzes/:quizId'
      : 'GET /lessons/:lessonId/quizzes/:quizId';
  return [
    {
      key: QUIZ_BOOT_KEYS.quiz(base, quizId),
      call: { name, params: { ...lessonParams, quizId } },
      select: data,
      followedBy: firstQuestions(base, quizId, lessonParams),
    },
  ];
};

/**
 * Where the quiz stands in its lesson (app/web/quiz/quiz-page.tsx): `api.lessons.quizPlace(…)`; then the
 * quiz and, when it opens on them, its first questions (the quiz page's machine asks for both at its start).
 */
const quizPlace = ({
  courseSlug = '',
  lessonSlug = '',
  quizId = '',
}: Readonly<Record<string, string>>): BootQuery[] => {
  const id = Number(quizId);
  if (!Number.isSafeInteger(id) || id <= 0) return [];
  return [
    {
      key: ['quiz-lesson', courseSlug, lessonSlug, id],
      call: { name: 'GET /courses/:courseSlug/lessons/:lessonSlug', params: { courseSlug, lessonSlug } },
      select: (answer) => {
        const lesson = data(answer) as LessonDto;
        const quiz = lesson.quizzes.find((candidate) => candidate.id === id);
        return quiz
          ? { lessonId: lesson.id, unitId: quiz.is_from_info_unit ? quiz.info_unit_id : null }
          : null;
      },
      whenRefused: null,
      followedBy: servedQuiz(id),
    },
  ];
};

const none = () => [];

/** The pages the server starts for a signed-in person; every other page gets the user alone. */
export const ROUTE_BOOT_QUERIES: readonly RouteBootQueries[] = [
  {
    path: '/cabinet',
    cabinetFrame: true,
    // The cabinet's first page of courses (app/web/pages/cabinet-home-page.tsx takes it as its page 1).
    queries: () => [
      {
        key: SESSION_QUERY_KEYS.products(''),
        call: { name: 'GET /user/products', search: { page: 1, per_page: CABINET_PRODUCTS_PER_PAGE } },
        select: (answer) => answer,
      },
    ],
  },
  { path: '/cabinet/account', cabinetFrame: true, queries: none },
  { path: '/schools/new', cabinetFrame: true, queries: none },
  { path: '/partners/dashboard', cabinetFrame: true, queries: none },
  { path: '/courses/:courseSlug/:lessonSlug/quizzes/:quizId', cabinetFrame: true, queries: quizPlace },
  { path: '/courses/:courseSlug/:lessonSlug/program', cabinetFrame: true, queries: courseProgram },
  { path: '/courses/:courseSlug', cabinetFrame: true, queries: courseProgram },
];

/** The parameters of `pathname` under the route `pattern`, or undefined where it is not a path of it. */
export function routePathParams(pattern: string, pathname: string): Record<string, string> | undefined {
  if (!matchesRoutePath(pattern, pathname)) return undefined;
  const given = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  pattern
    .split('/')
    .filter(Boolean)
    .forEach((segment, index) => {
      if (!segment.startsWith(':')) return;
      try {
        params[segment.slice(1)] = decodeURIComponent(given[index] ?? '');
      } catch {
        params[segment.slice(1)] = given[index] ?? '';
      }
    });
  return params;
}

/**
 * Every query a signed-in person's page at `pathname` starts with: the user, the cabinet's frame where
 * the page has it, the page's own. A path outside the table gets the user alone.
 */
export function routeBootQueries(pathname: string): BootQuery[] {
  for (const route of ROUTE_BOOT_QUERIES) {
    const params = routePathParams(route.path, pathname);
    if (!params) continue;
    return [
      ...USER_BOOT_QUERIES,
      ...(route.cabinetFrame ? CABINET_FRAME_BOOT_QUERIES : []),
      ...route.queries(params),
    ];
  }
  return [...USER_BOOT_QUERIES];
}
