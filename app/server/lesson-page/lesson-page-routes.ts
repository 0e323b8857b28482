import { resolveAuthentication } from '../auth/authenticate.ts';
import type { AppDeps } from '../http/app-env.ts';
import { tableRoutes } from '../http/table-routes.ts';
import { lessonById, lessonBySlugs, lessonPageOf } from './lesson-page-dto.ts';
import { createOffer, listOffers, offerOfSchool, updateOffer } from './offers.ts';
import { createOrder, orderOfSchool } from './orders.ts';
import { listParticipants } from './participants.ts';
import { preSubscribe } from './pre-subscription.ts';
import { readPreviewSettings, savePreviewSettings } from './preview-settings.ts';
import { courseBySlug, studentProgramOf } from './student-program.ts';

const idOf = (value: string | undefined) => Number(value ?? '');

/**
 * The lesson page's calls (docs/lesson-page.md): the Lesson dto for subscribers and experts by slugs,
 * for anyone by id or slugs; pre-subscription; the expert's preview; offers, participants and orders.
 */
export function lessonPageRoutes(deps: AppDeps) {
  const { db } = deps;
  const { routes, serve } = tableRoutes(deps);
  const now = () => new Date();

  serve('GET /courses/:courseSlug/lessons/:lessonSlug', async (c, { params, query }, { user, course }) =>
    c.json({
      data: await lessonPageOf(
        db,
        user.id,
        await lessonBySlugs(db, course.course.slug, params.lessonSlug ?? ''),
        query.section,
        now(),
      ),
    }),
  );
  serve('GET /public/lessons/:lessonId', async (c, { params, query }) =>
    c.json({
      data: await lessonPageOf(
        db,
        (await resolveAuthentication(c, deps))?.user.id ?? null,
        await lessonById(db, idOf(params.lessonId)),
        query.section,
        now(),
      ),
    }),
  );
  serve('GET /public/courses/:courseSlug/lessons/:lessonSlug', async (c, { params, query }) =>
    c.json({
      data: await lessonPageOf(
        db,
        (await resolveAuthentication(c, deps))?.user.id ?? null,
        await lessonBySlugs(db, params.courseSlug ?? '', params.lessonSlug ?? ''),
        query.section,
        now(),
      ),
    }),
  );
  serve('GET /public/courses/:courseSlug/program', async (c, { params }) =>
    c.json({
      data: await studentProgramOf(
        db,
        (await resolveAuthentication(c, deps))?.user.id ?? null,
        await courseBySlug(db, params.courseSlug ?? ''),
        now(),
      ),
    }),
  );
  serve('POST /public/courses/:courseSlug/pre-subscription', async (c, { params }, { user }) =>
    c.json({ data: await preSubscribe(db, user.id, params.courseSlug ?? '') }),
  );

  serve('GET /courses/:courseId/preview-settings', async (c, _input, { user, course }) =>
    c.json({ data: await readPreviewSettings(db, user.id, course) }),
  );
  serve('POST /courses/:courseId/preview-settings', async (c, { body }, { user, course }) =>
    c.json({ data: await savePreviewSettings(db, user.id, course, body) }),
  );

  serve('GET /offers', async (c, { query }, { school }) => c.json(await listOffers(db, school.id, query)));
  serve('POST /offers', async (c, { body }, { school }) =>
    c.json({ data: await createOffer(db, school.id, body) }, 201),
  );
  serve('GET /offers/:offerId', async (c, { params }, { school }) =>
    c.json({ data: await offerOfSchool(db, school.id, idOf(params.offerId)) }),
  );
  serve('PUT /offers/:offerId', async (c, { params, body }, { school }) =>
    c.json({ data: await updateOffer(db, school.id, idOf(params.offerId), body) }),
  );
  serve('GET /products/:courseId/participants', async (c, { query }, { course }) =>
    c.json(await listParticipants(db, course, query)),
  );
  serve('POST /orders', async (c, { body }, { school }) =>
    c.json({ data: await createOrder(db, school.id, body) }, 201),
  );
  serve('GET /orders/:orderId', async (c, { params }, { school }) =>
    c.json({ data: await orderOfSchool(db, school.id, idOf(params.orderId)) }),
  );
  return routes;
}
