import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Roles a user can hold in a school cabinet. */
export const CABINET_MEMBER_ROLES = ['owner', 'admin', 'curator', 'student'] as const;
/** Kinds of learning product. */
export const COURSE_TYPES = ['course', 'marathon', 'closed_group'] as const;
export const COURSE_STATUSES = ['draft', 'published'] as const;
export const ALERT_LEVELS = ['info', 'success', 'warning', 'danger'] as const;
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export const AUTH_TYPES = ['password', 'code'] as const;

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/** People: experts, students and partners alike; the email is stored lower-case. */
export const users = pgTable(
  'users',
  {
    id: identity(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    bgColor: text('bg_color').notNull().default('#3965FF'),
    isPartner: boolean('is_partner').notNull().default(false),
    isAutoTimezone: boolean('is_auto_timezone').notNull().default(true),
    timezone: text('timezone').notNull().default('UTC'),
    authType: text('auth_type').$type<(typeof AUTH_TYPES)[number]>().notNull().default('password'),
    /** null is the user's own study cabinet (id 0 in the API). */
    currentCabinetId: integer('current_cabinet_id').references((): AnyPgColumn => cabinets.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_auth_type', inList('auth_type', AUTH_TYPES)),
  ],
);

/** The owning user of a row; the row goes when the user goes. */
const userReference = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Schools: the cabinets experts run. The user's own study cabinet (id 0) has no row. */
export const cabinets = pgTable('cabinets', {
  id: identity(),
  name: text('name').notNull(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  isBrandingEnabled: boolean('is_branding_enabled').notNull().default(false),
  personalSettings: jsonb('personal_settings').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cabinetMembers = pgTable(
  'cabinet_members',
  {
    id: identity(),
    cabinetId: integer('cabinet_id')
      .notNull()
      .references(() => cabinets.id, { onDelete: 'cascade' }),
    userId: userReference(),
    role: text('role').$type<(typeof CABINET_MEMBER_ROLES)[number]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('cabinet_members_cabinet_user').on(table.cabinetId, table.userId),
    index('cabinet_members_user').on(table.userId),
    check('cabinet_members_role', inList('role', CABINET_MEMBER_ROLES)),
  ],
);

/** Signed-in sessions; the id is the sha256 of the token the client holds, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: userReference(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('sessions_user').on(table.userId), index('sessions_expires').on(table.expiresAt)],
);

/** Successful sign-ins, for the login-history screens. */
export const loginHistory = pgTable(
  'login_history',
  {
    id: identity(),
    userId: userReference(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index('login_history_user').on(table.userId, table.createdAt)],
);

/** Failed sign-ins inside the rate-limit window; shared by every app server through the database. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: identity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_email').on(table.email, table.createdAt),
    index('login_failures_ip').on(table.ip, table.createdAt),
  ],
);

export const userPersonalSettings = pgTable(
  'user_personal_settings',
  {
    id: identity(),
    userId: userReference(),
    key: text('key').notNull(),
    value: jsonb('value').$type<unknown>(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('user_personal_settings_user_key').on(table.userId, table.key)],
);

/** Learning products of a school: courses, marathons and closed groups. */
export const courses = pgTable(
  'courses',
  {
    id: identity(),
    cabinetId: integer('cabinet_id')
      .notNull()
      .references(() => cabinets.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    type: text('type').$type<(typeof COURSE_TYPES)[number]>().notNull().default('course'),
    status: text('status').$type<(typeof COURSE_STATUSES)[number]>().notNull().default('draft'),
    image: text('image'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('courses_slug').on(table.slug),
    index('courses_cabinet').on(table.cabinetId),
    check('courses_type', inList('type', COURSE_TYPES)),
    check('courses_status', inList('status', COURSE_STATUSES)),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: identity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    statusId: integer('status_id').notNull().default(1),
    typeId: integer('type_id').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('lessons_course_slug').on(table.courseId, table.slug),
    index('lessons_course_position').on(table.courseId, table.position),
  ],
);

/** A student's access to a course. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: identity(),
    userId: userReference(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('subscriptions_user_course').on(table.userId, table.courseId),
    index('subscriptions_course').on(table.courseId),
  ],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: identity(),
    userId: userReference(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [unique('lesson_progress_user_lesson').on(table.userId, table.lessonId)],
);

/** Notices shown to one user above the page until read. */
export const alerts = pgTable(
  'alerts',
  {
    id: identity(),
    userId: userReference(),
    level: text('level').$type<(typeof ALERT_LEVELS)[number]>().notNull().default('info'),
    text: text('text').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('alerts_user').on(table.userId), check('alerts_level', inList('level', ALERT_LEVELS))],
);

export const orders = pgTable(
  'orders',
  {
    id: identity(),
    userId: userReference(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<(typeof ORDER_STATUSES)[number]>().notNull().default('pending'),
    paymentUrl: text('payment_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('orders_user_status').on(table.userId, table.status),
    check('orders_status', inList('status', ORDER_STATUSES)),
  ],
);
