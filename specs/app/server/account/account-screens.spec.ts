import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, orders, users } from '../../../../app/server/db/schema.ts';
import { REWARD_POINTS } from '../../../../core/account/reward-rules.ts';
import {
  loginHistoryResponseSchema,
  purchasesResponseSchema,
  rewardsResponseSchema,
} from '../../../../core/api/account-security.ts';
import { permissionsForRole } from '../../../../core/permissions/index.ts';
import { API, browser, createTestServer, signIn, type TestServer } from '../support/test-server.ts';

// The account's screens' calls: login history, sign out everywhere else, rewards, purchases, the
// profile, the auth services, and a school of one's own (docs/account.md).

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seed: true });
});
afterAll(() => server.close());

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('login history', () => {
  it('lists the sign-ins with device and browser, marks the current one, and pages', async () => {
    const phone = browser(server);
    await phone.send(
      'POST',
      `${API}/auth/login`,
      { email: 'partner@lectern.test', password: 'lectern-demo' },
      {
        'User-Agent': PHONE,
      },
    );
    const desktop = browser(server);
    await desktop.send(
      'POST',
      `${API}/auth/login`,
      { email: 'partner@lectern.test', password: 'lectern-demo' },
      {
        'User-Agent': DESKTOP,
      },
    );
    const current = (await (await phone.get(`${API}/user/login-history/current`)).json()) as {
      data: { device: string; browser: string; is_current: boolean };
    };
    expect(current.data).toMatchObject({
      device: 'Apple iPhone',
      browser: 'Mobile Safari 17',
      is_current: true,
    });

    const page = v.parse(
      loginHistoryResponseSchema,
      await (await desktop.get(`${API}/user/login-history?per_page=1`)).json(),
    );
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 1 });
    expect(page.meta.total).toBeGreaterThanOrEqual(2);
    expect(page.data[0]).toMatchObject({ browser: 'Chrome 131', device: 'Computer', is_current: true });
    const second = v.parse(
      loginHistoryResponseSchema,
      await (await desktop.get(`${API}/user/login-history?per_page=1&page=2`)).json(),
    );
    expect(second.data[0]).toMatchObject({ device: 'Apple iPhone', is_current: false });
  });

  it('signs out everywhere else and keeps this browser', async () => {
    const one = await signIn(server, 'expert@lectern.test');
    const two = await signIn(server, 'expert@lectern.test');
    const ended = await one.send('POST', `${API}/user/sessions/end-others`);
    expect(((await ended.json()) as { data: { ended: number } }).data.ended).toBeGreaterThanOrEqual(1);
    expect((await two.get(`${API}/user`)).status).toBe(401);
    expect((await one.get(`${API}/user`)).status).toBe(200);
  });
});

describe('rewards and purchases', () => {
  it('sums the points of finished lessons', async () => {
    const student = await signIn(server, 'student@lectern.test');
    const rewards = v.parse(
      rewardsResponseSchema,
      await (await student.get(`${API}/user/flows/rewards`)).json(),
    );
    expect(rewards.data.length).toBeGreaterThanOrEqual(1);
    expect(rewards.data[0]).toMatchObject({ kind: 'lesson_finished', points: REWARD_POINTS.lessonFinished });
    const total = rewards.data.reduce((sum, entry) => sum + entry.points, 0);
    expect(rewards).toMatchObject({ sum_points: total, sum_accrued_points: total, sum_deducted_points: 0 });
  });

  it("lists the user's own orders, newest first, and nobody else's", async () => {
    const db = server.database.db;
    const client = browser(server);
    await client.send('POST', `${API}/auth/register`, {
      name: 'Buyer',
      email: 'buyer@lectern.test',
      password: 'a long password',
    });
    const [student] = await db.select().from(users).where(eq(users.email, 'buyer@lectern.test'));
    const [expert] = await db.select().from(users).where(eq(users.email, 'expert@lectern.test'));
    const [course] = await db.select().from(courses).limit(1);
    await db.insert(orders).values([
      {
        userId: student!.id,
        courseId: course!.id,
        amount: 10,
        currency: 'EUR',
        status: 'paid',
        createdAt: new Date(Date.now() - 60_000),
      },
      { userId: student!.id, courseId: course!.id, amount: 12.5, currency: 'EUR', status: 'pending' },
      { userId: expert!.id, courseId: course!.id, amount: 99, currency: 'EUR', status: 'paid' },
    ]);
    const list = v.parse(purchasesResponseSchema, await (await client.get(`${API}/user/purchases`)).json());
    expect(list.data.map((row) => [row.amount, row.status])).toEqual([
      [12.5, 'pending'],
      [10, 'paid'],
    ]);
    expect(list.data[0]?.title).toBe(course!.title);
    expect(list.meta.total).toBe(2);
  });
});

describe('profile', () => {
  it("changes one's own name, time zone and auth type, never another user's", async () => {
    const client = await signIn(server, 'partner@lectern.test');
    const me = ((await (await client.get(`${API}/user`)).json()) as { data: { id: number } }).data;
    const saved = await client.send('PUT', `${API}/users/${me.id}`, {
      name: '  Partner Renamed ',
      timezone: 'Europe/Kyiv',
      is_auto_timezone: false,
      auth_type: 'code',
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: unknown }).data).toMatchObject({
      name: 'Partner Renamed',
      timezone: 'Europe/Kyiv',
      is_auto_timezone: false,
      auth_type: 'code',
    });
    const [other] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'student@lectern.test'));
    const refused = await client.send('PUT', `${API}/users/${other!.id}`, { name: 'Hijacked' });
    expect(refused.status).toBe(404);
    const bad = await client.send('PUT', `${API}/users/${me.id}`, { timezone: 'Mars/Olympus' });
    expect(bad.status).toBe(422);
    const services = (await (await client.get(`${API}/user/auth-services`)).json()) as {
      data: { type: string; is_current: boolean }[];
    };
    expect(services.data.find((service) => service.is_current)?.type).toBe('code');
  });

  it("takes the device's time zone only while the automatic time zone is on", async () => {
    const client = browser(server);
    await client.send('POST', `${API}/auth/register`, {
      name: 'Zone Person',
      email: 'zones@lectern.test',
      password: 'a long password',
    });
    const auto = await client.send('PUT', `${API}/students/timezone/auto`, { timezone: 'Asia/Tokyo' });
    expect(((await auto.json()) as { data: { timezone: string } }).data.timezone).toBe('Asia/Tokyo');
    const me = ((await (await client.get(`${API}/user`)).json()) as { data: { id: number } }).data;
    await client.send('PUT', `${API}/users/${me.id}`, { timezone: 'Europe/Kyiv', is_auto_timezone: false });
    const kept = await client.send('PUT', `${API}/students/timezone/auto`, { timezone: 'America/New_York' });
    expect(((await kept.json()) as { data: { timezone: string } }).data.timezone).toBe('Europe/Kyiv');
  });

  it('refuses an avatar that is not an image the user uploaded', async () => {
    const client = await signIn(server, 'partner@lectern.test');
    const me = ((await (await client.get(`${API}/user`)).json()) as { data: { id: number } }).data;
    const refused = await client.send('PUT', `${API}/users/${me.id}`, {
      avatar: '0d9c6f1e-0000-4000-8000-000000000000',
    });
    expect(refused.status).toBe(422);
  });
});

describe('becoming an expert', () => {
  it('creates a school of which the user is the owner, and lands in it with no courses', async () => {
    const client = browser(server);
    await client.send('POST', `${API}/auth/register`, {
      name: 'New Expert',
      email: 'new.expert@lectern.test',
      password: 'a long password',
    });
    const created = await client.send('POST', `${API}/cabinets`, {
      name: 'Letters school',
      language: 'uk',
      timezone: 'Europe/Kyiv',
    });
    expect(created.status).toBe(201);
    const menu = (
      (await created.json()) as {
        data: {
          current_cabinet: { name: string; type: string };
          expert_cabinets: unknown[];
          student_cabinets: unknown[];
        };
      }
    ).data;
    expect(menu.current_cabinet).toMatchObject({ name: 'Letters school', type: 'expert' });
    expect(menu.expert_cabinets).toHaveLength(1);
    const permissions = (await (await client.get(`${API}/cabinet/users/permissions`)).json()) as {
      data: { permissions: string[] };
    };
    expect(permissions.data.permissions).toEqual(permissionsForRole('owner'));
    const cards = await client.get(`${API}/courses-cards?type=course`);
    expect(cards.status).toBe(200);
    expect(((await cards.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('asks for a name, a language and a time zone', async () => {
    const client = await signIn(server, 'student@lectern.test');
    const response = await client.send('POST', `${API}/cabinets`, {
      name: ' ',
      language: 'de',
      timezone: 'x',
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['language', 'name', 'timezone']);
  });
});
