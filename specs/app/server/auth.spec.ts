import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdOf } from '../../../app/server/auth/session-store.ts';
import { loginHistory, sessions, users } from '../../../app/server/db/schema.ts';
import { userSchema } from '../../../core/api/account.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../../core/api/api.constants.ts';
import { dataEnvelope } from '../../../core/api/envelope.ts';
import { setCookiesOf } from './support/cookie-jar.ts';
import { API, browser, createTestServer, postJson, signIn, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seed: true });
});
afterAll(() => server.close());

const userEnvelope = dataEnvelope(userSchema);

describe('POST /auth/register', () => {
  it('creates the account, signs it in and answers the user', async () => {
    const client = browser(server);
    const response = await client.send('POST', `${API}/auth/register`, {
      name: 'Iryna New',
      email: '  Iryna.New@Example.COM ',
      password: 'a long password',
    });
    expect(response.status).toBe(201);
    const body = v.parse(userEnvelope, await response.json());
    expect(body.data).toMatchObject({ name: 'Iryna New', email: 'iryna.new@example.com', is_partner: false });
    expect(body.data.products).toEqual([]);
    expect(client.jar.get(SESSION_COOKIE)).toBeTruthy();
    const me = await client.get(`${API}/user`);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe('iryna.new@example.com');
  });

  it('stores an argon2id hash, never the password', async () => {
    await postJson(server, `${API}/auth/register`, {
      name: 'Hash Check',
      email: 'hash@example.com',
      password: 'hunter2hunter2',
    });
    const [row] = await server.database.db.select().from(users).where(eq(users.email, 'hash@example.com'));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.passwordHash).not.toContain('hunter2hunter2');
  });

  it('answers 409 for an email that is taken, whatever its case', async () => {
    const response = await postJson(server, `${API}/auth/register`, {
      name: 'Copy',
      email: 'Student@Lectern.test',
      password: 'another password',
    });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toMatch(/already exists/);
    expect(body.errors.email).toHaveLength(1);
  });

  it('answers 422 naming each bad field', async () => {
    const response = await postJson(server, `${API}/auth/register`, {
      email: 'not-an-email',
      password: 'short',
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'name', 'password']);
    expect(body.errors.password).toEqual(['Use at least 8 characters.']);
  });

  it('refuses a sign-up sent from another site', async () => {
    const response = await postJson(
      server,
      `${API}/auth/register`,
      { name: 'Cross', email: 'cross@example.com', password: 'a long password' },
      { Origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, 'cross@example.com'));
    expect(row).toBeUndefined();
  });
});

describe('POST /auth/login', () => {
  it('sets an httpOnly SameSite=Lax session cookie and a readable CSRF cookie', async () => {
    const response = await postJson(server, `${API}/auth/login`, {
      email: 'student@lectern.test',
      password: 'lectern-demo',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const cookies = setCookiesOf(response);
    const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    const csrf = cookies.find((cookie) => cookie.name === CSRF_COOKIE);
    expect(session?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(session?.attributes.secure).toBeUndefined();
    expect(Number(session?.attributes['max-age'])).toBe(30 * 24 * 60 * 60);
    expect(csrf?.attributes.httponly).toBeUndefined();
    expect(csrf?.attributes.samesite).toBe('Lax');
    expect(v.parse(userEnvelope, await response.json()).data.email).toBe('student@lectern.test');
  });

  it('marks cookies Secure when the request came over https', async () => {
    const response = await server.request(`https://learn.example${API}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'student@lectern.test', password: 'lectern-demo' }),
    });
    expect(response.status).toBe(200);
    for (const cookie of setCookiesOf(response)) expect(cookie.attributes.secure).toBe(true);
    expect(response.headers.get('Strict-Transport-Security')).toContain('max-age=');
  });

  it('keeps only the hash of the token in the sessions table', async () => {
    const client = await signIn(server, 'partner@lectern.test');
    const token = client.jar.get(SESSION_COOKIE)!;
    const [row] = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(row).toBeDefined();
    const all = await server.database.db.select({ id: sessions.id }).from(sessions);
    expect(all.some((session) => session.id === token)).toBe(false);
  });

  it('records a login-history row with the IP and the user agent', async () => {
    const [student] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'student@lectern.test'));
    const before = await server.database.db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.userId, student!.id));
    await postJson(
      server,
      `${API}/auth/login`,
      { email: 'student@lectern.test', password: 'lectern-demo' },
      { 'User-Agent': 'SpecBrowser/1.0' },
    );
    const after = await server.database.db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.userId, student!.id));
    expect(after).toHaveLength(before.length + 1);
    const latest = after.find((row) => !before.some((old) => old.id === row.id));
    expect(latest?.userAgent).toBe('SpecBrowser/1.0');
    expect(latest?.ip).toBeTruthy();
  });

  it('rotates the session at sign-in: a new token, and the old session ends', async () => {
    const client = await signIn(server, 'expert@lectern.test');
    const first = client.jar.get(SESSION_COOKIE)!;
    const again = await client.send('POST', `${API}/auth/login`, {
      email: 'expert@lectern.test',
      password: 'lectern-demo',
    });
    expect(again.status).toBe(200);
    const second = client.jar.get(SESSION_COOKIE)!;
    expect(second).not.toBe(first);
    const old = await server.request(`${API}/user`, { headers: { Cookie: `${SESSION_COOKIE}=${first}` } });
    expect(old.status).toBe(401);
    expect((await client.get(`${API}/user`)).status).toBe(200);
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const wrong = await postJson(server, `${API}/auth/login`, {
      email: 'expert@lectern.test',
      password: 'not it at all',
    });
    const unknown = await postJson(server, `${API}/auth/login`, {
      email: 'nobody@lectern.test',
      password: 'whatever1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe(
      ((await unknown.json()) as { message: string }).message,
    );
    expect(setCookiesOf(wrong)).toEqual([]);
  });

  it('accepts the token as a bearer token, without cookies', async () => {
    const client = await signIn(server, 'partner@lectern.test');
    const response = await server.request(`${API}/user`, {
      headers: { Authorization: `Bearer ${client.jar.get(SESSION_COOKIE)}` },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { is_partner: boolean } }).data.is_partner).toBe(true);
    const bad = await server.request(`${API}/user`, { headers: { Authorization: 'Bearer not-a-token' } });
    expect(bad.status).toBe(401);
  });

  it('accepts a sign-in from the configured public origin', async () => {
    const other = await createTestServer({ seed: true, env: { PUBLIC_URL: 'https://learn.example.com' } });
    try {
      const allowed = await postJson(
        other,
        `${API}/auth/login`,
        { email: 'student@lectern.test', password: 'lectern-demo' },
        { Origin: 'https://learn.example.com' },
      );
      expect(allowed.status).toBe(200);
      const foreign = await postJson(
        other,
        `${API}/auth/login`,
        { email: 'student@lectern.test', password: 'lectern-demo' },
        { Origin: 'https://learn.example.com.evil.example' },
      );
      expect(foreign.status).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('POST /auth/logout', () => {
  it('ends the session on the server and clears the cookies', async () => {
    const client = await signIn(server, 'student@lectern.test');
    const token = client.jar.get(SESSION_COOKIE)!;
    const response = await client.send('POST', `${API}/auth/logout`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { signed_out: true } });
    const cleared = setCookiesOf(response);
    expect(cleared.find((cookie) => cookie.name === SESSION_COOKIE)?.attributes['max-age']).toBe('0');
    expect(cleared.find((cookie) => cookie.name === CSRF_COOKIE)?.attributes['max-age']).toBe('0');
    const [row] = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(row).toBeUndefined();
    const replay = await server.request(`${API}/user`, { headers: { Cookie: `${SESSION_COOKIE}=${token}` } });
    expect(replay.status).toBe(401);
  });

  it('refuses a cookie sign-out without the CSRF token, so another site cannot sign people out', async () => {
    const client = await signIn(server, 'student@lectern.test');
    const response = await server.request(`${API}/auth/logout`, {
      method: 'POST',
      headers: { Cookie: client.jar.header() },
    });
    expect(response.status).toBe(403);
    expect((await client.get(`${API}/user`)).status).toBe(200);
  });

  it('ends a bearer session without any CSRF token', async () => {
    const client = await signIn(server, 'partner@lectern.test');
    const auth = { Authorization: `Bearer ${client.jar.get(SESSION_COOKIE)}` };
    const response = await server.request(`${API}/auth/logout`, { method: 'POST', headers: auth });
    expect(response.status).toBe(200);
    expect((await server.request(`${API}/user`, { headers: auth })).status).toBe(401);
  });

  it('answers signed_out false when there was no session', async () => {
    const response = await server.request(`${API}/auth/logout`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { signed_out: false } });
  });
});

describe('session lifetime', () => {
  it('extends a session that is used, renewing the cookies, and refuses one that expired', async () => {
    const client = await signIn(server, 'student@lectern.test');
    const id = sessionIdOf(client.jar.get(SESSION_COOKIE)!);
    const db = server.database.db;
    const inTenDays = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
    await db.update(sessions).set({ expiresAt: inTenDays }).where(eq(sessions.id, id));
    const used = await client.get(`${API}/user`);
    expect(used.status).toBe(200);
    expect(
      setCookiesOf(used)
        .map((cookie) => cookie.name)
        .sort(),
    ).toEqual([CSRF_COOKIE, SESSION_COOKIE]);
    const [extended] = await db.select().from(sessions).where(eq(sessions.id, id));
    expect(extended!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);

    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    expect((await client.get(`${API}/user`)).status).toBe(401);
  });

  it('does not touch a session used again soon after sign-in', async () => {
    const client = await signIn(server, 'student@lectern.test');
    const response = await client.get(`${API}/user`);
    expect(setCookiesOf(response)).toEqual([]);
  });
});
