import { Hono } from 'hono';
import { courseCardsQuerySchema, createCourseRequestSchema } from '../../../core/api/courses.ts';
import { requireUser } from '../auth/authenticate.ts';
import { requireCabinetPermission } from '../auth/cabinet-access.ts';
import { createCourse, listCourseCards } from '../courses/course-cards.ts';
import { lessonBySlugs, listCourseLessons } from '../courses/course-lessons.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonBody, queryParams } from '../http/validation.ts';

/**
 * The current school's courses and marathons: the cards of the expert's list, and creating a draft;
 * a course's lessons (with their quizzes) and one lesson by its slugs, for those who may see the course.
 */
export function courseRoutes(deps: AppDeps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const routes = new Hono<AppEnv>();

  routes.get('/courses-cards', signedIn, queryParams(courseCardsQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const school = await requireCabinetPermission(db, c.var.auth.user, query.type, ['list']);
    const { cards, total } = await listCourseCards(db, school.cabinet.id, {
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

  routes.post('/courses', signedIn, jsonBody(createCourseRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const school = await requireCabinetPermission(db, c.var.auth.user, body.type, ['create']);
    const card = await createCourse(db, school.cabinet.id, body);
    return c.json({ data: card }, 201);
  });

  routes.get('/courses/:courseSlug/lessons', signedIn, async (c) => {
    const data = await listCourseLessons(db, c.var.auth.user, c.req.param('courseSlug'));
    return c.json({ data });
  });

  routes.get('/courses/:courseSlug/lessons/:lessonSlug', signedIn, async (c) => {
    const data = await lessonBySlugs(
      db,
      c.var.auth.user,
      c.req.param('courseSlug'),
      c.req.param('lessonSlug'),
    );
    return c.json({ data });
  });

  return routes;
}
