import { listSchoolFiles } from '../files/school-files.ts';
import type { AppDeps } from '../http/app-env.ts';
import { tableRoutes } from '../http/table-routes.ts';

/**
 * The current school's uploaded files for the expert's storage page, with their processing state.
 * (What the worker makes is served by the file routes under `/files/{uuid}/media/…`.)
 */
export function mediaRoutes(deps: AppDeps) {
  const { db } = deps;
  const { routes, serve } = tableRoutes(deps);

  serve('GET /cabinet/files', async (c, { query }, { school }) => {
    const { records, total } = await listSchoolFiles(db, school.id, {
      page: query.page,
      perPage: query.per_page,
    });
    return c.json({
      data: records,
      meta: {
        current_page: query.page,
        per_page: query.per_page,
        total,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
      },
    });
  });

  return routes;
}
