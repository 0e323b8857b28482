import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../app/server/auth/session-store.ts';
import {
  alerts,
  cabinets,
  courses,
  lessonProgress,
  lessons,
  orders,
  subscriptions,
  users,
} from '../../../app/server/db/schema.ts';
import { DEMO_ALERT, DEMO_COURSE } from '../../../app/server/seed/demo-data.ts';
import {
  alertsResponseSchema,
  isProdSchema,
  pendingPaymentsResponseSchema,
  userProductsResponseSchema,
  userSchema,
} from '../../../core/api/account.ts';
import { dataEnvelope, pageMetaSchema } from '../../../core/api/envelope.ts';
import { API, createTestServer, signIn, type TestServer } from './support/test-server.ts';

let server: TestServer;
let studentId: number;
let expertId: number;
let courseId: number;

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  const db = server.database.db;
  const rows = await db.select().from(users);
  studentId = rows.find((row) => row.email === 'student@lectern.test')!.id;
  expertId = rows.find((row) => row.email === 'expert@lectern.test')!.id;
  const [course] = await db.select().from(courses).where(eq(courses.slug, DEMO_COURSE.slug));
  courseId = course!.id;
});
afterAll(() => server.close());

describe('every shell call needs a signed-in user', () => {
  it.each([
    'user',
    'user/products',
    'alerts',
    'orders/payments/pending',
    'cabinets',
    'profile/menu',
    'cabinet/users/permissions',
  ])('GET /%s answers 401 with a message', async (path) => {
    const response = await server.request(`${API}/${path}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('POST /user-personal-settings answers 401 too', async () => {
    const response = await server.request(`${API}/user-personal-settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ settings: [{ key: 'language', value: 'en' }] }),
    });
    expect(response.status).toBe(401);
  });
});

describe('GET /user', () => {
  it('answers the student with subscriptions and products from the database', async () => {
    const client = await signIn(server, 'student@lectern.test');
    const body = v.parse(dataEnvelope(userSchema), await (await client.get(`${API}/user`)).json());
    expect(body.data).toMatchObject({
      id: studentId,
      email: 'student@lectern.test',
      is_partner: false,
      auth_type: 'password',
      courseCount: 1,
    });
    expect(body.data.subscriptions.map((item) => item.course_id)).toEqual([courseId]);
    expect(body.data.products[0]).toMatchObject({
      title: DEMO_COURSE.title,
      lessons_count: DEMO_COURSE.lessons.length,
      completed_lessons_count: 1,
    });
    expect(body.data.id_hash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('tells partners apart', async () => {
    const client = await signIn(server, 'partner@lectern.test');
    const body = v.parse(dataEnvelope(userSchema), await (await client.get(`${API}/user`)).json());
    expect(body.data.is_partner).toBe(true);
    expect(body.data.products).toEqual([]);
  });
});

describe('GET /user/products', () => {
  it('lists the subscribed courses with lesson and completion counts, the cabinet link and page facts', async () => {
    const client = await signIn(server, 'student@lectern.test');
    const response = await client.get(`${API}/user/products`);
    const body = v.parse(userProductsResponseSchema, await response.json());
    expect(body.cabinet_link).toBe('/cabinet');
    expect(body.data).toEqual([
      {
        id: courseId,
        title: DEMO_COURSE.title,
        slug: DEMO_COURSE.slug,
        type: 'course',
        image: null,
        cabinet_id: expect.any(Number),
        cabinet_name: 'Lectern Demo School',
        lessons_count: 4,
        completed_lessons_count: 1,
        url: `/courses/${DEMO_COURSE.slug}`,
      },
    ]);
    expect(v.parse(pageMetaSchema, body.meta)).toEqual({
      current_page: 1,
      per_page: 20,
      total: 1,
      last_page: 1,
    });
  });

  it('pages, searches and counts only the user’s own progress', async () => {
    const db = server.database.db;
    const [school] = await db.select().from(cabinets);
    const extra = await db
      .insert(courses)
      .values(
        ['Grammar Marathon', 'Pronunciation Club'].map((title, index) => ({
          cabinetId: school!.id,
          title,
          slug: `extra-${index}`,
          type: index === 0 ? ('marathon' as const) : ('closed_group' as const),
          status: 'published' as const,
        })),
      )
      .returning();
    const [readerLesson] = await db
      .insert(lessons)
      .values({ courseId: extra[0]!.id, title: 'Cases', slug: 'cases', position: 1 })
      .returning();
    const [reader] = await db
      .insert(users)
      .values({ name: 'Reader', email: 'reader@example.com', passwordHash: 'x' })
      .returning();
    await db
      .insert(subscriptions)
      .values([
        ...extra.map((course) => ({ userId: reader!.id, courseId: course.id })),
        { userId: reader!.id, courseId },
      ]);
    await db
      .insert(lessonProgress)
      .values({ userId: expertId, lessonId: readerLesson!.id, completedAt: new Date() });

    const { token } = await createSession(db, reader!.id, { ip: '127.0.0.1', userAgent: 'spec' });
    const auth = { Authorization: `Bearer ${token}` };

    const page = await server.request(`${API}/user/products?page=2&per_page=2`, { headers: auth });
    const body = v.parse(userProductsResponseSchema, await page.json());
    expect(body.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(body.data.map((product) => product.title)).toEqual(['Pronunciation Club']);

    const search = await server.request(`${API}/user/products?search=marath`, { headers: auth });
    const found = v.parse(userProductsResponseSchema, await search.json());
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({ type: 'marathon', lessons_count: 1, completed_lessons_count: 0 });
  });

  it('answers 422 for a page size out of range', async () => {
    const client = await signIn(server, 'student@lectern.test');
    const response = await client.get(`${API}/user/products?per_page=500`);
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(['per_page']);
  });
});

describe('GET /is_prod', () => {
  it('answers false outside production, with the inspector open', async () => {
    const body = v.parse(dataEnvelope(isProdSchema), await (await server.request(`${API}/is_prod`)).json());
    expect(body.data).toEqual({ status: false, inspector: true });
  });

  it('answers true in production, the inspector closed to anonymous callers even with LECTERN_INSPECTOR=1', async () => {
    for (const [inspector, expected] of [
      ['0', false],
      ['1', false],
    ] as const) {
      const prod = await createTestServer({ env: { NODE_ENV: 'production', LECTERN_INSPECTOR: inspector } });
      try {
        const body = v.parse(dataEnvelope(isProdSchema), await (await prod.request(`${API}/is_prod`)).json());
        expect(body.data).toEqual({ status: true, inspector: expected });
      } finally {
        await prod.close();
      }
    }
  });
});

describe('GET /alerts', () => {
  it('answers the user’s unread alerts only', async () => {
    await server.database.db.insert(alerts).values([
      { userId: expertId, text: 'For the expert only', level: 'warning' },
      { userId: studentId, text: 'Already read', readAt: new Date() },
    ]);
    const client = await signIn(server, 'student@lectern.test');
    const body = v.parse(
      dataEnvelope(alertsResponseSchema),
      await (await client.get(`${API}/alerts`)).json(),
    );
    expect(body.data.map((alert) => ({ text: alert.text, level: alert.level, link: alert.link }))).toEqual([
      { text: DEMO_ALERT.text, level: DEMO_ALERT.level, link: DEMO_ALERT.link },
    ]);
  });
});

describe('GET /orders/payments/pending', () => {
  it('answers the user’s pending orders with the product title, and nobody else’s', async () => {
    await server.database.db.insert(orders).values([
      { userId: studentId, courseId, amount: 49.5, currency: 'EUR', paymentUrl: '/pay/1' },
      { userId: studentId, courseId, amount: 10, currency: 'EUR', status: 'paid' },
      { userId: expertId, courseId, amount: 99, currency: 'USD' },
    ]);
    const client = await signIn(server, 'student@lectern.test');
    const response = await client.get(`${API}/orders/payments/pending`);
    const body = v.parse(dataEnvelope(pendingPaymentsResponseSchema), await response.json());
    expect(body.data).toEqual([
      {
        id: expect.any(Number),
        product_title: DEMO_COURSE.title,
        amount: 49.5,
        currency: 'EUR',
        payment_url: '/pay/1',
        created_at: expect.any(String),
      },
    ]);
  });
});

describe('POST /user-personal-settings', () => {
  it('inserts and replaces by key, answering all the user’s settings', async () => {
    const client = await signIn(server, 'expert@lectern.test');
    const first = await client.send('POST', `${API}/user-personal-settings`, {
      settings: [
        { key: 'used_colors', value: ['#fff', '#3965FF'] },
        { key: 'allowzoom', value: true },
      ],
    });
    expect(first.status).toBe(200);
    const second = await client.send('POST', `${API}/user-personal-settings`, {
      settings: [
        { key: 'allowzoom', value: false },
        { key: 'custom_font_sizes', value: [72] },
      ],
    });
    expect(await second.json()).toEqual({
      data: [
        { key: 'used_colors', value: ['#fff', '#3965FF'] },
        { key: 'allowzoom', value: false },
        { key: 'custom_font_sizes', value: [72] },
      ],
    });
    const other = await signIn(server, 'partner@lectern.test');
    const otherUser = v.parse(dataEnvelope(userSchema), await (await other.get(`${API}/user`)).json());
    expect(otherUser.data.user_personal_settings).toEqual([]);
  });

  it('answers 422 for an empty list and for a setting without a key', async () => {
    const client = await signIn(server, 'expert@lectern.test');
    const empty = await client.send('POST', `${API}/user-personal-settings`, { settings: [] });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { errors: Record<string, string[]> }).errors.settings).toEqual([
      'Send at least one setting.',
    ]);
    const keyless = await client.send('POST', `${API}/user-personal-settings`, {
      settings: [{ key: ' ', value: 1 }],
    });
    expect(keyless.status).toBe(422);
    expect(((await keyless.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      'settings.0.key': ['A setting needs a key.'],
    });
  });
});
