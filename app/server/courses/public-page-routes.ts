import type { AppDeps } from '../http/app-env.ts';
import { tableRoutes } from '../http/table-routes.ts';
import { publicPageView } from './public-page-view.ts';
import { STALE_PAGE_VERSION, savePublicPage } from './save-public-page.ts';

/**
 * The course's public page settings (spec 1 §2 CourseDetailSettingsPublicPages, docs/public-page.md):
 * the page as its author edits it, and its whole save from a version (409 with the server's page).
 */
export function publicPageRoutes(deps: AppDeps) {
  const { db } = deps;
  const { routes, serve } = tableRoutes(deps);

  serve('GET /courses/:courseId/public-page', async (c, _input, { course }) =>
    c.json({ data: await publicPageView(db, course) }),
  );
  serve('PUT /courses/:courseId/public-page', async (c, { body }, { user, school, course }) => {
    const outcome = await savePublicPage(db, { userId: user.id, school: school.id }, course, body);
    if ('conflict' in outcome) return c.json({ message: STALE_PAGE_VERSION, data: outcome.conflict }, 409);
    return c.json({ data: outcome.saved });
  });

  return routes;
}
