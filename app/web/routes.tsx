import {
  createBrowserRouter,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { RedirectIfSignedIn, RequireSession } from './layouts/require-session.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { HomeRedirect } from './pages/home-redirect.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

/** The id of the /expert route, whose pages are added by `patchExpertRoutes`. */
export const EXPERT_ROUTE_ID = 'expert';

/** Every page of the web app. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/',
        element: (
          <RequireSession>
            <HomeRedirect />
          </RequireSession>
        ),
      },
      {
        path: '/sign-in',
        // Every page is a lazy route of its own: the entry holds the shell, each page brings its code.
        lazy: () =>
          import('./pages/sign-in-page.tsx').then((page) => ({
            Component: () => (
              <RedirectIfSignedIn>
                <page.SignInPage />
              </RedirectIfSignedIn>
            ),
          })),
      },
      {
        path: '/sign-up',
        lazy: () =>
          import('./pages/sign-up-page.tsx').then((page) => ({
            Component: () => (
              <RedirectIfSignedIn>
                <page.SignUpPage />
              </RedirectIfSignedIn>
            ),
          })),
      },
      {
        path: '/restore',
        lazy: () =>
          import('./account/restore-page.tsx').then((page) => ({
            Component: () => (
              <RedirectIfSignedIn>
                <page.RestorePage />
              </RedirectIfSignedIn>
            ),
          })),
      },
      {
        path: '/expert',
        // Lazy like every expert page: a student's pages load nothing of the expert's (docs/performance.md).
        lazy: () =>
          import('./layouts/expert-layout.tsx').then((layout) => ({
            Component: () => (
              <RequireSession>
                <layout.ExpertLayout />
              </RequireSession>
            ),
          })),
        id: EXPERT_ROUTE_ID,
        // The expert's pages join with the first address under /expert (patchExpertRoutes).
        children: [{ index: true, element: <Navigate to="/expert/courses" replace /> }],
      },
      {
        // Lazy: the shell (side menu, user menu and their Radix parts) is not the sign-in page's; React
        // Router loads it alongside the page's own chunk.
        lazy: () =>
          import('./layouts/cabinet-layout.tsx').then((layout) => ({
            Component: () => (
              <RequireSession>
                <layout.CabinetLayout />
              </RequireSession>
            ),
          })),
        children: [
          {
            path: '/cabinet',
            lazy: () =>
              import('./pages/cabinet-home-page.tsx').then((page) => ({ Component: page.CabinetHomePage })),
          },
          {
            path: '/partners/dashboard',
            lazy: () =>
              import('./pages/partner-dashboard-page.tsx').then((page) => ({
                Component: page.PartnerDashboardPage,
              })),
          },
          {
            path: '/cabinet/account',
            lazy: () =>
              import('./account/account-page.tsx').then((page) => ({ Component: page.AccountPage })),
          },
          {
            path: '/schools/new',
            lazy: () =>
              import('./account/create-school-page.tsx').then((page) => ({
                Component: page.CreateSchoolPage,
              })),
          },
        ],
      },
      // The quiz page: a visitor reads "access denied" with a sign-in offer (spec 3 §6), so it is outside
      // the signed-in layout and draws the cabinet's frame itself for a signed-in person.
      {
        path: '/courses/:courseSlug/:lessonSlug/quizzes/:quizId',
        lazy: () => import('./quiz/quiz-page.tsx'),
      },
      // The student lesson page: for visitors too (spec 3 §2), so outside the signed-in layout.
      { path: '/courses/:courseSlug/:lessonSlug', lazy: () => import('./lesson-page/lesson-page.tsx') },
      // The course program a student sees: the course's page, and the lesson page's program link (docs/lesson-page.md).
      { path: '/courses/:courseSlug', lazy: () => import('./lesson-page/lesson-program-page.tsx') },
      {
        path: '/courses/:courseSlug/:lessonSlug/program',
        lazy: () => import('./lesson-page/lesson-program-page.tsx'),
      },
      { path: '/dev/machines', lazy: () => import('./pages/machines-route.tsx') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Adds the expert's pages to the /expert route the first time the router meets an address under it that
 * it cannot match (React Router asks before it settles for the not-found page): the table and its list of
 * chunks load then, not with every page's start.
 */
export const patchExpertRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!/^\/expert\//.test(path)) return;
  const { expertRoutes } = await import('./expert-routes.tsx');
  patch(EXPERT_ROUTE_ID, expertRoutes);
};

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: patchExpertRoutes });
}
