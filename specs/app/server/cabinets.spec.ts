import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../app/server/auth/session-store.ts';
import { cabinetMembers, cabinets, users } from '../../../app/server/db/schema.ts';
import {
  cabinetPermissionsSchema,
  cabinetsResponseSchema,
  profileMenuSchema,
} from '../../../core/api/account.ts';
import { dataEnvelope } from '../../../core/api/envelope.ts';
import { permissionsForRole } from '../../../core/permissions/index.ts';
import { API, createTestServer, signIn, type TestServer } from './support/test-server.ts';

let server: TestServer;
let schoolId: number;
let foreignSchoolId: number;

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  const db = server.database.db;
  const [school] = await db.select().from(cabinets).where(eq(cabinets.name, 'Lectern Demo School'));
  schoolId = school!.id;
  const [partner] = await db.select().from(users).where(eq(users.email, 'partner@lectern.test'));
  const [foreign] = await db
    .insert(cabinets)
    .values({
      name: 'Partner Academy',
      ownerId: partner!.id,
      isBrandingEnabled: true,
      personalSettings: { accent: '#FF8A00' },
    })
    .returning();
  foreignSchoolId = foreign!.id;
  await db.insert(cabinetMembers).values({ cabinetId: foreignSchoolId, userId: partner!.id, role: 'owner' });
});
afterAll(() => server.close());

const menuOf = async (response: Response) =>
  v.parse(dataEnvelope(profileMenuSchema), await response.json()).data;

describe('GET /cabinets', () => {
  it('lists the student’s own study cabinet (id 0) and the school they study in', async () => {
    const client = await signIn(server, 'student@lectern.test');
    const body = v.parse(
      dataEnvelope(cabinetsResponseSchema),
      await (await client.get(`${API}/cabinets`)).json(),
    );
    expect(
      body.data.map(({ id, user_cabinet, type, is_current }) => ({ id, user_cabinet, type, is_current })),
    ).toEqual([
      { id: 0, user_cabinet: true, type: 'student', is_current: true },
      { id: schoolId, user_cabinet: false, type: 'student', is_current: false },
    ]);
  });

  it('never lists a school the user has no role in', async () => {
    const client = await signIn(server, 'expert@lectern.test');
    const body = v.parse(
      dataEnvelope(cabinetsResponseSchema),
      await (await client.get(`${API}/cabinets`)).json(),
    );
    expect(body.data.map((cabinet) => cabinet.id)).not.toContain(foreignSchoolId);
  });
});

describe('GET /profile/menu', () => {
  it('gives the expert their school as an expert cabinet, current since the demo starts there', async () => {
    const client = await signIn(server, 'expert@lectern.test');
    const menu = await menuOf(await client.get(`${API}/profile/menu`));
    expect(menu.student_cabinets.map((cabinet) => cabinet.id)).toEqual([0]);
    expect(menu.student_cabinets[0]?.user_cabinet).toBe(true);
    expect(menu.expert_cabinets.map((cabinet) => [cabinet.id, cabinet.name])).toEqual([
      [schoolId, 'Lectern Demo School'],
    ]);
    expect(menu.current_cabinet.id).toBe(schoolId);
    expect(menu.is_branding_enabled).toBe(false);
    expect(menu.partner_dashboard_url).toBeNull();
  });

  it('gives partners the dashboard link and their branded school', async () => {
    const client = await signIn(server, 'partner@lectern.test');
    const menu = await menuOf(await client.get(`${API}/profile/menu`));
    expect(menu.partner_dashboard_url).toBe('/partners/dashboard');
    expect(menu.expert_cabinets[0]).toMatchObject({
      id: foreignSchoolId,
      personal_settings: { accent: '#FF8A00' },
    });
    expect(menu.current_cabinet.id).toBe(0);
  });
});

describe('PUT /cabinets/current', () => {
  it('switches the partner into their school, answering the new menu, and it stays switched', async () => {
    const client = await signIn(server, 'partner@lectern.test');
    const response = await client.send('PUT', `${API}/cabinets/current`, { cabinet_id: foreignSchoolId });
    expect(response.status).toBe(200);
    const menu = await menuOf(response);
    expect(menu.current_cabinet).toMatchObject({ id: foreignSchoolId, is_current: true, type: 'expert' });
    expect(menu.is_branding_enabled).toBe(true);
    const again = await menuOf(await client.get(`${API}/profile/menu`));
    expect(again.current_cabinet.id).toBe(foreignSchoolId);
    const back = await menuOf(await client.send('PUT', `${API}/cabinets/current`, { cabinet_id: 0 }));
    expect(back.current_cabinet).toMatchObject({ id: 0, user_cabinet: true });
    expect(back.is_branding_enabled).toBe(false);
  });

  it('refuses a school the user does not belong to as one that does not exist, and leaves the current cabinet alone', async () => {
    const client = await signIn(server, 'student@lectern.test');
    const response = await client.send('PUT', `${API}/cabinets/current`, { cabinet_id: foreignSchoolId });
    expect(response.status).toBe(404);
    const missing = await client.send('PUT', `${API}/cabinets/current`, { cabinet_id: 987654 });
    expect(await response.json()).toEqual(await missing.json());
    expect((await menuOf(await client.get(`${API}/profile/menu`))).current_cabinet.id).toBe(0);
  });

  it('answers 404 for a cabinet that does not exist and 422 for a cabinet_id that is not a number', async () => {
    const client = await signIn(server, 'student@lectern.test');
    expect((await client.send('PUT', `${API}/cabinets/current`, { cabinet_id: 987654 })).status).toBe(404);
    const wrong = await client.send('PUT', `${API}/cabinets/current`, { cabinet_id: 'school' });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      cabinet_id: ['cabinet_id must be a number.'],
    });
  });
});

describe('GET /cabinet/users/permissions', () => {
  it('answers the permissions of the role held in the current cabinet', async () => {
    const student = await signIn(server, 'student@lectern.test');
    const own = v.parse(
      dataEnvelope(cabinetPermissionsSchema),
      await (await student.get(`${API}/cabinet/users/permissions`)).json(),
    );
    expect(own.data).toEqual({
      cabinet_id: 0,
      cabinet_type: 'student',
      permissions: permissionsForRole('student'),
    });

    const expert = await signIn(server, 'expert@lectern.test');
    const school = v.parse(
      dataEnvelope(cabinetPermissionsSchema),
      await (await expert.get(`${API}/cabinet/users/permissions`)).json(),
    );
    expect(school.data).toEqual({
      cabinet_id: schoolId,
      cabinet_type: 'expert',
      permissions: permissionsForRole('owner'),
    });
    expect(school.data.permissions).not.toEqual(own.data.permissions);
  });

  it('follows a switch of cabinet', async () => {
    const expert = await signIn(server, 'expert@lectern.test');
    await expert.send('PUT', `${API}/cabinets/current`, { cabinet_id: 0 });
    const body = v.parse(
      dataEnvelope(cabinetPermissionsSchema),
      await (await expert.get(`${API}/cabinet/users/permissions`)).json(),
    );
    expect(body.data).toMatchObject({ cabinet_id: 0, cabinet_type: 'student' });
    await expert.send('PUT', `${API}/cabinets/current`, { cabinet_id: schoolId });
  });

  it('falls back to the own cabinet when the user was removed from the current school', async () => {
    const db = server.database.db;
    const [curator] = await db
      .insert(users)
      .values({
        name: 'Curator',
        email: 'curator@example.com',
        passwordHash: 'x',
        currentCabinetId: schoolId,
      })
      .returning();
    await db.insert(cabinetMembers).values({ cabinetId: schoolId, userId: curator!.id, role: 'curator' });
    const { token } = await createSession(db, curator!.id, { ip: '127.0.0.1', userAgent: 'spec' });
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const before = v.parse(
      dataEnvelope(cabinetPermissionsSchema),
      await (await server.request(`${API}/cabinet/users/permissions`, auth)).json(),
    );
    expect(before.data.permissions).toEqual(permissionsForRole('curator'));
    await db.delete(cabinetMembers).where(eq(cabinetMembers.userId, curator!.id));
    const after = v.parse(
      dataEnvelope(cabinetPermissionsSchema),
      await (await server.request(`${API}/cabinet/users/permissions`, auth)).json(),
    );
    expect(after.data).toMatchObject({ cabinet_id: 0, cabinet_type: 'student' });
  });
});
