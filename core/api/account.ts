import * as v from 'valibot';
import { pageMetaSchema, pageQuerySchema } from './envelope.ts';

/** A key/value pair of the user's saved preferences (spec 1 §3 Saved user preferences). */
export const personalSettingSchema = v.object({
  key: v.pipe(v.string(), v.trim(), v.nonEmpty('A setting needs a key.'), v.maxLength(64)),
  value: v.unknown(),
});
export type PersonalSetting = v.InferOutput<typeof personalSettingSchema>;

/** Preference keys the interface reads and writes. */
export const PERSONAL_SETTING_KEYS = {
  language: 'language',
  usedColors: 'used_colors',
  customFontSizes: 'custom_font_sizes',
  allowZoom: 'allowzoom',
  fontPanelOpen: 'font_panel_open',
  sideMenuCollapsed: 'side_menu_collapsed',
} as const;

/** `POST /user-personal-settings` */
export const personalSettingsRequestSchema = v.object({
  settings: v.pipe(
    v.array(personalSettingSchema, 'settings must be a list of { key, value }.'),
    v.minLength(1, 'Send at least one setting.'),
    v.maxLength(50, 'Send at most 50 settings at once.'),
  ),
});
export type PersonalSettingsRequest = v.InferInput<typeof personalSettingsRequestSchema>;
export const personalSettingsResponseSchema = v.array(personalSettingSchema);

/** A product the user holds: a course or another learning product (spec 1 §3 User.products). */
export const productSchema = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  type: v.picklist(['course', 'marathon', 'closed_group']),
  image: v.nullable(v.string()),
  cabinet_id: v.number(),
  cabinet_name: v.string(),
  lessons_count: v.number(),
  completed_lessons_count: v.number(),
  url: v.string(),
});
export type Product = v.InferOutput<typeof productSchema>;

/** `GET /user` (spec 1 §3 User). */
export const userSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  avatar: v.nullable(v.string()),
  avatar_url: v.nullable(v.string()),
  bg_color: v.string(),
  id_hash: v.string(),
  auto_login_hash: v.nullable(v.string()),
  is_partner: v.boolean(),
  is_auto_timezone: v.boolean(),
  timezone: v.string(),
  auth_type: v.picklist(['password', 'code']),
  user_personal_settings: v.array(personalSettingSchema),
  courseCount: v.number(),
  subscriptions: v.array(v.object({ course_id: v.number(), created_at: v.string() })),
  products: v.array(productSchema),
});
export type User = v.InferOutput<typeof userSchema>;

/** A cabinet: id 0 is the user's own study cabinet, any other id is a school (spec 1 §3 Cabinet). */
export const cabinetSchema = v.object({
  id: v.number(),
  name: v.string(),
  is_current: v.boolean(),
  personal_settings: v.record(v.string(), v.unknown()),
  user_cabinet: v.boolean(),
  type: v.picklist(['student', 'expert']),
});
export type Cabinet = v.InferOutput<typeof cabinetSchema>;

/** `GET /cabinets` */
export const cabinetsResponseSchema = v.array(cabinetSchema);

/** `GET /profile/menu` */
export const profileMenuSchema = v.object({
  student_cabinets: v.array(cabinetSchema),
  expert_cabinets: v.array(cabinetSchema),
  current_cabinet: cabinetSchema,
  is_branding_enabled: v.boolean(),
  partner_dashboard_url: v.nullable(v.string()),
});
export type ProfileMenu = v.InferOutput<typeof profileMenuSchema>;

/** `GET /cabinet/users/permissions`: the permission strings of the current cabinet (spec 1 §6). */
export const cabinetPermissionsSchema = v.object({
  cabinet_id: v.number(),
  cabinet_type: v.picklist(['student', 'expert']),
  permissions: v.array(v.string()),
});
export type CabinetPermissions = v.InferOutput<typeof cabinetPermissionsSchema>;

/** `PUT /cabinets/current`: makes another cabinet of the user's the current one. */
export const switchCabinetRequestSchema = v.object({
  cabinet_id: v.pipe(v.number('cabinet_id must be a number.'), v.integer(), v.minValue(0)),
});
export type SwitchCabinetRequest = v.InferInput<typeof switchCabinetRequestSchema>;

/** Courses the cabinet's home shows at once, then per "Show more" (spec 1 gives no per-page: docs/newcomer.md). */
export const CABINET_PRODUCTS_PER_PAGE = 12;

/** `GET /user/products` query and answer (`data` plus `cabinet_link`, and the page facts in `meta`). */
export const userProductsQuerySchema = v.object({
  ...pageQuerySchema.entries,
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
});
export const userProductsResponseSchema = v.object({
  data: v.array(productSchema),
  cabinet_link: v.string(),
  meta: v.optional(pageMetaSchema),
});

/** `GET /is_prod` */
export const isProdSchema = v.object({
  status: v.boolean(),
  /** Whether /dev/machines is open to this caller: always outside production; in production with LECTERN_INSPECTOR=1 to a signed-in staff member only. */
  inspector: v.optional(v.boolean(), false),
});

/** Values a server text's code is filled with (`:course`, `:detail`). */
export const textParamsSchema = v.record(v.string(), v.union([v.string(), v.number()]));
export type TextParams = v.InferOutput<typeof textParamsSchema>;

/**
 * `GET /alerts`: notices for the signed-in user shown above the page until dismissed. `code` names the
 * text in the `notices` group (`alert.<code>`, filled with `params`); `text` is the English words, shown
 * when there is no code (older rows) or the client does not know it. `link` is where its action leads.
 */
export const alertSchema = v.object({
  id: v.number(),
  level: v.picklist(['info', 'success', 'warning', 'danger']),
  text: v.string(),
  code: v.optional(v.nullable(v.string()), null),
  params: v.optional(textParamsSchema, {}),
  link: v.nullable(v.string()),
  created_at: v.string(),
});
export type Alert = v.InferOutput<typeof alertSchema>;
export const alertsResponseSchema = v.array(alertSchema);

/** `POST /alerts/dismiss`: the alert the user closed; answers the alerts still shown. */
export const dismissAlertRequestSchema = v.object({
  id: v.pipe(v.number('id must be a number.'), v.integer('id must be a whole number.'), v.minValue(1)),
});
export type DismissAlertRequest = v.InferInput<typeof dismissAlertRequestSchema>;

/** `GET orders/payments/pending`: the user's orders waiting for payment. */
export const pendingPaymentSchema = v.object({
  id: v.number(),
  product_title: v.string(),
  amount: v.number(),
  currency: v.string(),
  payment_url: v.nullable(v.string()),
  created_at: v.string(),
});
export type PendingPayment = v.InferOutput<typeof pendingPaymentSchema>;
export const pendingPaymentsResponseSchema = v.array(pendingPaymentSchema);
