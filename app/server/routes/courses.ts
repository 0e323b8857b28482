import { createCourse, listCourseCards } from '../courses/course-cards.ts';
import { listCourseLessons } from '../courses/course-lessons.ts';
import type { AppDeps } from '../http/app-env.ts';
import { tableRoutes } from '../http/table-routes.ts';

/**
 * The current school's courses and marathons: the cards of the expert's list, and creating a draft;
 * a course's lessons (with their quizzes),
 * for those who may see the course (one lesson: app/server/lesson-page).
 */
export function courseRoutes(deps: AppDeps) {
  const { db } = deps;
  const { routes, serve } = tableRoutes(deps);

  serve('GET /courses-cards', async (c, { query }, { school }) => {
    const { cards, total } = await listCourseCards(db, school.id, {
      type: query.type,
      page: query.page,
      perPage: query.per_page,
    });
    return c.json({
      data: cards,
      meta: {
        current_page: query.page,
        per_page: query.per_page,
        total,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
      },
    });
  });

  serve('POST /courses', async (c, { body }, { school }) => {
    return c.json({ data: await createCourse(db, school.id, body) }, 201);
  });

  serve('GET /courses/:courseSlug/lessons', async (c, _input, { user, course }) => {
    return c.json({ data: await listCourseLessons(db, user, course) });
  });

  return routes;
}
