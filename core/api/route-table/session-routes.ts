import * as v from 'valibot';
import {
  alertsResponseSchema,
  cabinetPermissionsSchema,
  cabinetsResponseSchema,
  dismissAlertRequestSchema,
  isProdSchema,
  pendingPaymentsResponseSchema,
  personalSettingsRequestSchema,
  personalSettingsResponseSchema,
  profileMenuSchema,
  switchCabinetRequestSchema,
  userProductsQuerySchema,
  userProductsResponseSchema,
  userSchema,
} from '../account.ts';
import { loginRequestSchema, registerRequestSchema } from '../auth.ts';
import { dataEnvelope } from '../envelope.ts';
import { errorReportRequestSchema, errorReportResponseSchema } from '../error-report.ts';
import type { RouteEntry, RouteKey } from '../route-entry.ts';
import { translationGroupsQuerySchema, translationGroupsResponseSchema } from '../translations.ts';

const user = dataEnvelope(userSchema);

/** The session's calls, which every page may make from the start: signing in and out, the user, the cabinets, alerts, and error reports (the entry of the web app carries these). */
export const SESSION_ROUTES = {
  // Auth
  'POST /auth/register': { request: { body: registerRequestSchema }, answer: user, access: 'public' },
  'POST /auth/login': { request: { body: loginRequestSchema }, answer: user, access: 'public' },
  'POST /auth/logout': { answer: dataEnvelope(v.object({ signed_out: v.boolean() })), access: 'public' },

  // Account and cabinets
  'GET /user': { answer: user, access: 'signed-in' },
  'GET /user/products': {
    request: { query: userProductsQuerySchema },
    answer: userProductsResponseSchema,
    access: 'signed-in',
  },
  'GET /is_prod': { answer: dataEnvelope(isProdSchema), access: 'public' },
  'GET /alerts': { answer: dataEnvelope(alertsResponseSchema), access: 'signed-in' },
  // The user's own alert: another user's id answers 404 (alerts belong to a user, not to a school).
  'POST /alerts/dismiss': {
    request: { body: dismissAlertRequestSchema },
    answer: dataEnvelope(alertsResponseSchema),
    access: 'signed-in',
  },
  'GET /orders/payments/pending': {
    answer: dataEnvelope(pendingPaymentsResponseSchema),
    access: 'signed-in',
  },
  'POST /user-personal-settings': {
    request: { body: personalSettingsRequestSchema },
    answer: dataEnvelope(personalSettingsResponseSchema),
    access: 'signed-in',
  },
  'GET /cabinets': { answer: dataEnvelope(cabinetsResponseSchema), access: 'signed-in' },
  'PUT /cabinets/current': {
    request: { body: switchCabinetRequestSchema },
    answer: dataEnvelope(profileMenuSchema),
    access: 'signed-in',
  },
  'GET /profile/menu': { answer: dataEnvelope(profileMenuSchema), access: 'signed-in' },
  'GET /cabinet/users/permissions': { answer: dataEnvelope(cabinetPermissionsSchema), access: 'signed-in' },

  // Browser errors of a production page built without a Sentry DSN, written to the server's log (spec 2 §8)
  'POST /client-errors': {
    request: { body: errorReportRequestSchema },
    answer: errorReportResponseSchema,
    access: 'public',
  },
} as const satisfies Record<RouteKey, RouteEntry>;

/** The interface texts (the entry of the web app loads them). */
export const TRANSLATION_ROUTES = {
  // Interface texts
  'GET /translation-groups': {
    request: { query: translationGroupsQuerySchema },
    answer: translationGroupsResponseSchema,
    access: 'public',
  },
} as const satisfies Record<RouteKey, RouteEntry>;
