import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, users } from '../../../../app/server/db/schema.ts';
import { DEMO_ALERT, DEMO_COURSE } from '../../../../app/server/seed/demo-data.ts';
import { alertsResponseSchema } from '../../../../core/api/account.ts';
import { dataEnvelope } from '../../../../core/api/envelope.ts';
import { API, createTestServer, postJson, signIn, type TestServer } from '../support/test-server.ts';

// Issue 23: the welcome banner could not be dismissed, came back on every page, and its Continue only
// reloaded the cabinet. Alerts now carry a code and parameters, lead to the course, and stay dismissed.

const alertList = dataEnvelope(alertsResponseSchema);
let server: TestServer;
let studentId: number;
let expertId: number;

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  const rows = await server.database.db.select().from(users);
  studentId = rows.find((row) => row.email === 'student@lectern.test')!.id;
  expertId = rows.find((row) => row.email === 'expert@lectern.test')!.id;
});
afterAll(() => server.close());

describe('the demo welcome', () => {
  it('comes as a code with the course title and leads to the course, with the English words kept', async () => {
    const student = await signIn(server, 'student@lectern.test');
    const body = v.parse(alertList, await (await student.get(`${API}/alerts`)).json());
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      code: 'welcome_course',
      params: { course: DEMO_COURSE.title },
      link: `/courses/${DEMO_COURSE.slug}`,
      text: DEMO_ALERT.text,
    });
  });
});

describe('POST /alerts/dismiss', () => {
  it('closes the alert for good: answered without it, and absent on the next visit', async () => {
    const [mine] = await server.database.db
      .insert(alerts)
      .values({ userId: studentId, text: 'Read me once' })
      .returning();
    const student = await signIn(server, 'student@lectern.test');
    const before = v.parse(alertList, await (await student.get(`${API}/alerts`)).json()).data;
    expect(before.map((alert) => alert.id)).toContain(mine!.id);

    const answer = await student.send('POST', `${API}/alerts/dismiss`, { id: mine!.id });
    expect(answer.status).toBe(200);
    const left = v.parse(alertList, await answer.json()).data;
    expect(left.map((alert) => alert.id)).not.toContain(mine!.id);
    expect(left).toHaveLength(before.length - 1);

    // A new session (another device) does not see it either.
    const again = await signIn(server, 'student@lectern.test');
    const after = v.parse(alertList, await (await again.get(`${API}/alerts`)).json()).data;
    expect(after.map((alert) => alert.id)).not.toContain(mine!.id);
    const [row] = await server.database.db.select().from(alerts).where(eq(alerts.id, mine!.id));
    expect(row!.readAt).not.toBeNull();

    // Twice is fine (a second tab).
    expect((await student.send('POST', `${API}/alerts/dismiss`, { id: mine!.id })).status).toBe(200);
  });

  it('answers 404 for another user’s alert and leaves it shown to its owner', async () => {
    const [theirs] = await server.database.db
      .insert(alerts)
      .values({ userId: expertId, text: 'For the expert only' })
      .returning();
    const student = await signIn(server, 'student@lectern.test');
    const answer = await student.send('POST', `${API}/alerts/dismiss`, { id: theirs!.id });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'This notice was not found.' });
    const expert = await signIn(server, 'expert@lectern.test');
    const shown = v.parse(alertList, await (await expert.get(`${API}/alerts`)).json()).data;
    expect(shown.map((alert) => alert.id)).toContain(theirs!.id);
  });

  it('answers 404 for an id nobody has, 422 for a malformed one, 401 signed out', async () => {
    const student = await signIn(server, 'student@lectern.test');
    expect((await student.send('POST', `${API}/alerts/dismiss`, { id: 987654 })).status).toBe(404);
    expect((await student.send('POST', `${API}/alerts/dismiss`, { id: 'one' })).status).toBe(422);
    expect((await postJson(server, `${API}/alerts/dismiss`, { id: 1 })).status).toBe(401);
  });

  it('keeps an older alert without a code readable by its text', async () => {
    await server.database.db
      .insert(alerts)
      .values({ userId: expertId, text: 'An old notice', level: 'warning' });
    const expert = await signIn(server, 'expert@lectern.test');
    const shown = v.parse(alertList, await (await expert.get(`${API}/alerts`)).json()).data;
    expect(shown.find((alert) => alert.text === 'An old notice')).toMatchObject({ code: null, params: {} });
  });
});
