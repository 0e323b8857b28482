import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { EXPERT_SECONDARY_ROUTES, expertMenuItems } from '../../core/navigation/index.ts';
import { RedirectIfSignedIn, RequireSession } from './layouts/require-session.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { HomeRedirect } from './pages/home-redirect.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

/** `/expert/crm/contacts` → `crm/contacts`, relative to the expert layout. */
const underExpert = (path: string) => path.replace(/^\/expert\//, '');

// Every expert page is lazy, so none of it reaches a student (specs/app/web/chunks/student-chunks.spec.ts).
const expertCourses = (type: 'course' | 'marathon') =>
  import('./pages/expert-courses-page.tsx').then((page) => ({
    Component: () => <page.ExpertCoursesPage type={type} />,
  }));
const expertArea = (areaId: string) =>
  import('./pages/expert-area-page.tsx').then((page) => ({
    Component: () => <page.ExpertAreaPage areaId={areaId} />,
  }));

// The expert's quiz pages are lazy: they draw every question screen, which stays out of the main bundle.
const expertRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/expert/courses" replace /> },
  { path: 'courses', lazy: () => expertCourses('course') },
  { path: 'marathons', lazy: () => expertCourses('marathon') },
  ...expertMenuItems()
    .filter(
      (item) =>
        !['courses', 'marathons', 'storage', 'closed_groups', 'review_inbox', 'offers'].includes(item.id),
    )
    .filter((item) => item.path !== '/expert/quiz/list')
    .map((item) => ({ path: underExpert(item.path), lazy: () => expertArea(item.id) })),
  ...EXPERT_SECONDARY_ROUTES.filter((route) => route.id !== 'closed_group_new').map((route) => ({
    path: underExpert(route.path),
    lazy: () => expertArea(route.id),
  })),
  {
    path: 'quiz/list',
    lazy: () =>
      import('./quiz/expert/expert-quiz-list-page.tsx').then((page) => ({
        Component: page.ExpertQuizListPage,
      })),
  },
  {
    path: 'quiz/:quizId/preview',
    lazy: () =>
      import('./quiz-constructor/quiz-preview-page.tsx').then((page) => ({
        Component: page.QuizPreviewPage,
      })),
  },
  {
    path: 'quiz/:quizId/edit',
    lazy: () =>
      import('./quiz-constructor/quiz-settings-page.tsx').then((page) => ({
        Component: page.QuizSettingsPage,
      })),
  },
  {
    path: 'quiz/:quizId/attempts/:attemptId?',
    lazy: () =>
      import('./quiz/expert/expert-quiz-attempts-page.tsx').then((page) => ({
        Component: page.ExpertQuizAttemptsPage,
      })),
  },
  {
    // Lazy: the constructor carries the text editor (Tiptap), which stays out of every other page.
    path: 'course/:courseId/lesson/:lessonId/constructor',
    lazy: () =>
      import('./lesson-editor/lesson-constructor-page.tsx').then((page) => ({
        Component: page.LessonConstructorPage,
      })),
  },
  {
    path: 'course/:courseId/constructor',
    lazy: () =>
      import('./lesson-editor/lesson-constructor-page.tsx').then((page) => ({
        Component: page.CourseFirstLessonRedirect,
      })),
  },
  {
    // The course program (sections and lessons): lazy like every expert page.
    path: 'course/detail/:courseId/program',
    lazy: () =>
      import('./course-program/course-program-page.tsx').then((page) => ({
        Component: page.CourseProgramPage,
      })),
  },
  {
    // CourseDetailSettingsPublicPages (spec 1 §2): lazy, it carries the block editors (Tiptap) too.
    path: 'course/detail/:courseId/settings/public-pages',
    lazy: () =>
      import('./public-page/public-page-page.tsx').then((page) => ({ Component: page.PublicPagePage })),
  },
  {
    path: 'closed-groups',
    lazy: () =>
      import('./closed-groups/closed-groups-page.tsx').then((page) => ({ Component: page.ClosedGroupsPage })),
  },
  {
    // `new` or the group's id (spec 1 §2: /expert/closed-group/detail/new/settings/edit)
    path: 'closed-group/detail/:groupId/settings/edit',
    lazy: () =>
      import('./closed-groups/closed-group-page.tsx').then((page) => ({ Component: page.ClosedGroupPage })),
  },
  {
    path: 'storage',
    lazy: () => import('./pages/storage-page.tsx').then((page) => ({ Component: page.StoragePage })),
  },
  {
    // The review inbox (ours, docs/comments.md): unread comments and attempts on review.
    path: 'review-inbox',
    lazy: () =>
      import('./comments/review-inbox-page.tsx').then((page) => ({ Component: page.ReviewInboxPage })),
  },
  // The offers list, and the offer create and edit pages (spec 3 §2 expert links)
  { path: 'payments/offers', lazy: () => import('./offers/offers-page.tsx') },
  { path: 'payments/offers/create', lazy: () => import('./offers/offer-form-page.tsx') },
  { path: 'payments/offers/edit/:offerId', lazy: () => import('./offers/offer-form-page.tsx') },
  // The CRM order pages: an order of an offer for a contact ('new'), and an order's history
  {
    path: 'crm/orders/offer/:orderId',
    lazy: () => import('./offers/order-pages.tsx').then((page) => ({ Component: page.OrderOfferPage })),
  },
  {
    path: 'crm/orders/history/:orderId',
    lazy: () => import('./offers/order-pages.tsx').then((page) => ({ Component: page.OrderHistoryPage })),
  },
  { path: '*', element: <NotFoundPage /> },
];

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
        children: expertRoutes,
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
            path: '/courses/:courseSlug/:lessonSlug/quizzes/:quizId',
            lazy: () => import('./quiz/quiz-page.tsx'),
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
