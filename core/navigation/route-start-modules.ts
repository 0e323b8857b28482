/**
 * The lazy modules a page of the web app needs at its start, by their path under app/web (the keys of
 * Vite's build manifest): the route's lazy layout and page, each of which React Router loads before it
 * draws. The server names their chunks (and those chunks' static imports and style sheets) in the page
 * it serves, so they download alongside the entry instead of after it (app/server/http/route-preloads.ts);
 * the chunks spec checks that none of them holds expert code (specs/app/web/chunks/). The routes
 * themselves are in app/web/routes.tsx; specs/app/web/routing/route-start-modules.dom.spec.tsx checks
 * each entry here against the lazy imports of the route it names.
 */
export interface RouteStartModules {
  /** A React Router path: literal segments and `:param` segments. */
  path: string;
  /** Manifest keys, in the order the router loads them (layout, page). */
  modules: readonly string[];
}

/** The signed-in shell (side menu, user menu) of the cabinet's pages. */
const CABINET_LAYOUT = 'layouts/cabinet-layout.tsx';

/** The student's pages and the pages before sign-in; the expert's pages are not preloaded. */
export const ROUTE_START_MODULES: readonly RouteStartModules[] = [
  { path: '/sign-in', modules: ['pages/sign-in-page.tsx'] },
  { path: '/sign-up', modules: ['pages/sign-up-page.tsx'] },
  { path: '/restore', modules: ['account/restore-page.tsx'] },
  { path: '/cabinet', modules: [CABINET_LAYOUT, 'pages/cabinet-home-page.tsx'] },
  { path: '/cabinet/account', modules: [CABINET_LAYOUT, 'account/account-page.tsx'] },
  { path: '/schools/new', modules: [CABINET_LAYOUT, 'account/create-school-page.tsx'] },
  { path: '/partners/dashboard', modules: [CABINET_LAYOUT, 'pages/partner-dashboard-page.tsx'] },
  {
    path: '/courses/:courseSlug/:lessonSlug/quizzes/:quizId',
    modules: ['quiz/quiz-page.tsx'],
  },
  { path: '/courses/:courseSlug/:lessonSlug/program', modules: ['lesson-page/lesson-program-page.tsx'] },
  { path: '/courses/:courseSlug/:lessonSlug', modules: ['lesson-page/lesson-page.tsx'] },
  { path: '/courses/:courseSlug', modules: ['lesson-page/lesson-program-page.tsx'] },
];

/** Whether `pathname` is a path of the route `pattern` (each `:param` one non-empty segment, a trailing `/` allowed). */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  if (wanted.length !== given.length || pathname.includes('//')) return false;
  return wanted.every((segment, index) => segment.startsWith(':') || segment === given[index]);
}

/** The entry of `ROUTE_START_MODULES` whose path `pathname` is, or undefined (an expert page, an unknown path). */
export const routeStartModules = (pathname: string): RouteStartModules | undefined =>
  ROUTE_START_MODULES.find((route) => matchesRoutePath(route.path, pathname));
