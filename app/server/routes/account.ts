import { and, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { personalSettingsRequestSchema, userProductsQuerySchema } from '../../../core/api/account.ts';
import { listPersonalSettings, savePersonalSettings } from '../account/personal-settings.ts';
import { listUserProducts } from '../account/user-products.ts';
import { loadUserProfile } from '../account/user-profile.ts';
import { requireUser } from '../auth/authenticate.ts';
import { alerts, courses, orders } from '../db/schema.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonBody, queryParams } from '../http/validation.ts';

/** Where the student cabinet home lives in the web app. */
export const CABINET_LINK = '/cabinet';

/** The signed-in user's own data: profile, products, alerts, pending payments, preferences. */
export function accountRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const signedIn = requireUser(deps);
  const routes = new Hono<AppEnv>();

  routes.get('/user', signedIn, async (c) => {
    return c.json({ data: await loadUserProfile(db, config.secret, c.var.auth.user) });
  });

  routes.get('/user/products', signedIn, queryParams(userProductsQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { products, total } = await listUserProducts(db, c.var.auth.user.id, {
      page: query.page,
      perPage: query.per_page,
      search: query.search || undefined,
    });
    return c.json({
      data: products,
      cabinet_link: CABINET_LINK,
      meta: {
        current_page: query.page,
        per_page: query.per_page,
        total,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
      },
    });
  });

  routes.get('/is_prod', (c) => {
    return c.json({
      data: { status: config.isProduction, inspector: !config.isProduction || config.inspector },
    });
  });

  routes.get('/alerts', signedIn, async (c) => {
    const rows = await db
      .select()
      .from(alerts)
      .where(and(eq(alerts.userId, c.var.auth.user.id), isNull(alerts.readAt)))
      .orderBy(desc(alerts.createdAt), desc(alerts.id));
    return c.json({
      data: rows.map((row) => ({
        id: row.id,
        level: row.level,
        text: row.text,
        link: row.link,
        created_at: row.createdAt.toISOString(),
      })),
    });
  });

  routes.get('/orders/payments/pending', signedIn, async (c) => {
    const rows = await db
      .select({
        id: orders.id,
        productTitle: courses.title,
        amount: orders.amount,
        currency: orders.currency,
        paymentUrl: orders.paymentUrl,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(courses, eq(courses.id, orders.courseId))
      .where(and(eq(orders.userId, c.var.auth.user.id), eq(orders.status, 'pending')))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return c.json({
      data: rows.map((row) => ({
        id: row.id,
        product_title: row.productTitle,
        amount: row.amount,
        currency: row.currency,
        payment_url: row.paymentUrl,
        created_at: row.createdAt.toISOString(),
      })),
    });
  });

  routes.post('/user-personal-settings', signedIn, jsonBody(personalSettingsRequestSchema), async (c) => {
    const userId = c.var.auth.user.id;
    await savePersonalSettings(db, userId, c.req.valid('json').settings);
    return c.json({ data: await listPersonalSettings(db, userId) });
  });

  return routes;
}
