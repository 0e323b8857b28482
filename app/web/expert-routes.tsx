import type { RouteObject } from 'react-router';
import { EXPERT_SECONDARY_ROUTES, expertMenuItems } from '../../core/navigation/index.ts';
import { NotFoundPage } from './pages/not-found-page.tsx';

// The table of the expert's pages joins the router with the first address under /expert (routes.tsx,
// patchExpertRoutes), so no student page's start carries it, nor the list of what each of its pages loads.

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
/** The expert's pages under /expert (its index, which leads to the courses, is in app/web/routes.tsx). */
export const expertRoutes: RouteObject[] = [
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
