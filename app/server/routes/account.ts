import { listPersonalSettings, savePersonalSettings } from '../account/personal-settings.ts';
import { listPendingPayments, listUnreadAlerts } from '../account/user-notices.ts';
import { listUserProducts } from '../account/user-products.ts';
import { loadUserProfile } from '../account/user-profile.ts';
import type { AppDeps } from '../http/app-env.ts';
import { tableRoutes } from '../http/table-routes.ts';

/** Where the student cabinet home lives in the web app. */
export const CABINET_LINK = '/cabinet';

/** The signed-in user's own data: profile, products, alerts, pending payments, preferences. */
export function accountRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const { routes, serve } = tableRoutes(deps);

  serve('GET /user', async (c, _input, { user }) => {
    return c.json({ data: await loadUserProfile(db, config.secret, user) });
  });

  serve('GET /user/products', async (c, { query }, { user }) => {
    const { products, total } = await listUserProducts(db, user.id, {
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

  serve('GET /is_prod', (c) => {
    return c.json({
      data: { status: config.isProduction, inspector: !config.isProduction || config.inspector },
    });
  });

  serve('GET /alerts', async (c, _input, { user }) => {
    return c.json({ data: await listUnreadAlerts(db, user.id) });
  });

  serve('GET /orders/payments/pending', async (c, _input, { user }) => {
    return c.json({ data: await listPendingPayments(db, user.id) });
  });

  serve('POST /user-personal-settings', async (c, { body }, { user }) => {
    await savePersonalSettings(db, user.id, body.settings);
    return c.json({ data: await listPersonalSettings(db, user.id) });
  });

  return routes;
}
