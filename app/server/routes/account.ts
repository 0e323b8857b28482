import { listPersonalSettings, savePersonalSettings } from '../account/personal-settings.ts';
import {
  ALERT_NOT_FOUND,
  dismissAlert,
  listPendingPayments,
  listUnreadAlerts,
} from '../account/user-notices.ts';
import { listUserProducts } from '../account/user-products.ts';
import { loadUserProfile } from '../account/user-profile.ts';
import { resolveAuthentication } from '../auth/authenticate.ts';
import type { AppDeps } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
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

  // The inspector shows every machine's states and events: in production only a signed-in member of
  // the staff (LECTERN_STAFF_EMAILS) gets it, and only with LECTERN_INSPECTOR=1 (docs/newcomer.md).
  serve('GET /is_prod', async (c) => {
    let inspector = !config.isProduction;
    if (config.isProduction && config.inspector && config.staffEmails.length > 0) {
      const auth = await resolveAuthentication(c, deps);
      inspector = auth !== null && config.staffEmails.includes(auth.user.email);
    }
    return c.json({ data: { status: config.isProduction, inspector } });
  });

  serve('GET /alerts', async (c, _input, { user }) => {
    return c.json({ data: await listUnreadAlerts(db, user.id) });
  });

  serve('POST /alerts/dismiss', async (c, { body }, { user }) => {
    if (!(await dismissAlert(db, user.id, body.id))) throw new HttpError(404, ALERT_NOT_FOUND);
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
