import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createTestServer, signIn, type TestServer } from '../support/test-server.ts';

// Every call of spec 1 §7 "User, account and cabinet" answers: none is missing (404) or has the wrong
// method (405). Writes are sent with an empty body, so they stop at validation and change nothing.

const CALLS = [
  'POST /user-personal-settings',
  'GET /user',
  'PUT /users/:id',
  'PUT /students/fields',
  'PUT /students/fields/default',
  'PUT /students/timezone/auto',
  'GET /contact-tabs-fields/users/fields/all',
  'GET /contact-fields/student/default',
  'POST /personal/contacts/update/codes/send',
  'POST /personal/contacts/code/check',
  'PUT /personal/contacts/update',
  'POST /auth/restore',
  'POST /auth/restore/confirm',
  'POST /auth/restore/set-password',
  'POST /user/password/validate',
  'PUT /user/password',
  'POST /user/password/confirm',
  'GET /user/auth-services',
  'GET /user/login-history/current',
  'GET /user/login-history',
  'GET /user/flows/rewards',
  'GET /user/products',
  'GET /user/purchases',
  'GET /is_prod',
  'GET /cabinets',
  'GET /cabinet/users/permissions',
  'GET /alerts',
  'GET /profile/menu',
  'GET /orders/payments/pending',
  'GET /translation-groups?groups[]=common&lang=en',
] as const;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seed: true });
});
afterAll(() => server.close());

describe('the account calls of spec 1 §7', () => {
  it('a call that does not exist answers 404, so the walk below can fail', async () => {
    const student = await signIn(server, 'student@lectern.test');
    expect((await student.get(`${API}/user/no-such-call`)).status).toBe(404);
  });

  it('every one answers, signed in as a student', async () => {
    const student = await signIn(server, 'student@lectern.test');
    const me = (await (await student.get(`${API}/user`)).json()) as { data: { id: number } };
    const answers: Record<string, number> = {};
    for (const call of CALLS) {
      const [method, path] = call.split(' ') as [string, string];
      const url = `${API}${path.replace(':id', String(me.data.id))}`;
      const response = method === 'GET' ? await student.get(url) : await student.send(method, url, {});
      answers[call] = response.status;
    }
    const missing = Object.entries(answers).filter(([, status]) => status === 404 || status === 405);
    expect(missing).toEqual([]);
    expect(answers['GET /contact-tabs-fields/users/fields/all']).toBe(200);
    expect(answers['GET /contact-fields/student/default']).toBe(200);
    expect(answers['PUT /students/fields']).toBe(422);
    expect(answers['PUT /students/fields/default']).toBe(422);
    expect(answers['PUT /students/timezone/auto']).toBe(422);
  });
});
