import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_COOKIE } from '../../../core/api/api.constants.ts';
import { API, createTestServer, signIn, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seed: true });
});
afterAll(() => server.close());

const settings = { settings: [{ key: 'language', value: 'uk' }] };

describe('cookie-authenticated writes need the CSRF token', () => {
  it('refuses a write without the X-CSRF-Token header', async () => {
    const client = await signIn(server, 'student@lectern.test');
    const response = await server.request(`${API}/user-personal-settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: client.jar.header() },
      body: JSON.stringify(settings),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toMatch(/security token/);
  });

  it('refuses a write with a wrong token, including another session’s token', async () => {
    const client = await signIn(server, 'student@lectern.test');
    const other = await signIn(server, 'student@lectern.test');
    for (const token of ['forged', other.csrf()]) {
      const response = await client.send('POST', `${API}/user-personal-settings`, settings, {
        [CSRF_HEADER]: token,
      });
      expect(response.status).toBe(403);
    }
    const saved = await client.get(`${API}/user`);
    expect(
      ((await saved.json()) as { data: { user_personal_settings: unknown[] } }).data.user_personal_settings,
    ).toEqual([]);
  });

  it('accepts the write with the token from the lectern_csrf cookie', async () => {
    const client = await signIn(server, 'student@lectern.test');
    const response = await client.send('POST', `${API}/user-personal-settings`, settings);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [{ key: 'language', value: 'uk' }] });
  });

  it('lets reads through without a token', async () => {
    const client = await signIn(server, 'student@lectern.test');
    const response = await server.request(`${API}/profile/menu`, {
      headers: { Cookie: client.jar.header() },
    });
    expect(response.status).toBe(200);
  });

  it('needs no token for bearer-authenticated writes', async () => {
    const client = await signIn(server, 'partner@lectern.test');
    const response = await server.request(`${API}/user-personal-settings`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${client.jar.get(SESSION_COOKIE)}`,
      },
      body: JSON.stringify(settings),
    });
    expect(response.status).toBe(200);
  });
});
