import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../app/server/http/security-headers.ts';
import { API, createTestServer, postJson, signIn, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seed: true });
});
afterAll(() => server.close());

const rawPost = (path: string, body: string, contentType = 'application/json') =>
  server.request(path, { method: 'POST', headers: { 'Content-Type': contentType }, body });

describe('bad input gets a clear 4xx', () => {
  it('answers 400 with a message for malformed JSON', async () => {
    const response = await rawPost(`${API}/auth/login`, '{"email": "student@lectern.test", ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await rawPost(
      `${API}/auth/login`,
      'email=a@b.c&password=x',
      'application/x-www-form-urlencoded',
    );
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toMatch(/JSON/);
  });

  it('answers 422 naming every missing field', async () => {
    const response = await postJson(server, `${API}/auth/login`, {});
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Enter your email. (and 1 more error)',
      errors: { email: ['Enter your email.'], password: ['Enter your password.'] },
    });
  });

  it('answers 422 for fields of the wrong type', async () => {
    const response = await postJson(server, `${API}/auth/register`, {
      name: 42,
      email: ['x'],
      password: true,
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors).toEqual({
      name: ['Enter your name.'],
      email: ['Enter your email.'],
      password: ['Enter a password.'],
    });
  });

  it('answers 422 in plain words for nested fields missing or of the wrong type', async () => {
    const client = await signIn(server, 'student@lectern.test');
    const response = await client.send('POST', `${API}/user-personal-settings`, {
      settings: [{ value: 1 }, { key: 7, value: 2 }],
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: object }).errors).toEqual({
      'settings.0.key': ['This field is required.'],
      'settings.1.key': ['This must be text.'],
    });
  });

  it('answers 422 when the body is JSON but not an object', async () => {
    const response = await rawPost(`${API}/auth/login`, '"just text"');
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: object }).errors).toEqual({
      body: ['This must be an object.'],
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await rawPost(
      `${API}/auth/login`,
      JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) }),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/too large/);
  });

  it('answers 404 JSON for unknown API routes and wrong methods', async () => {
    for (const [method, path] of [
      ['GET', `${API}/no-such-call`],
      ['DELETE', `${API}/user`],
      ['GET', '/api/v2/user'],
    ] as const) {
      const response = await server.request(path, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toContain('application/json');
      expect(((await response.json()) as { message: string }).message).toContain(path);
    }
  });
});

describe('headers on every answer', () => {
  it('sends the security headers, on success and on errors', async () => {
    for (const path of ['/healthz', `${API}/no-such-call`, `${API}/user`]) {
      const response = await server.request(path);
      expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    }
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
  });

  it('echoes a sane X-Request-Id and makes one up otherwise', async () => {
    const echoed = await server.request('/healthz', { headers: { 'X-Request-Id': 'trace-123' } });
    expect(echoed.headers.get('X-Request-Id')).toBe('trace-123');
    const invented = await server.request('/healthz', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(invented.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs each request as JSON with its request id, without cookies', async () => {
    const client = await signIn(server, 'student@lectern.test');
    await client.get(`${API}/user`, { 'X-Request-Id': 'log-check-1' });
    const line = server.logs.find((entry) => entry.reqId === 'log-check-1');
    expect(line).toMatchObject({ method: 'GET', path: `${API}/user`, status: 200, msg: 'request' });
    expect(JSON.stringify(server.logs)).not.toContain(client.jar.header());
  });

  it('never lets a client cache an API answer that has no caching rule of its own', async () => {
    expect((await server.request(`${API}/is_prod`)).headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('a failure on our side', () => {
  it('answers 500 with a plain sentence, no stack trace or SQL, and logs the error with the request id', async () => {
    const broken = await createTestServer({ seed: true });
    try {
      const client = await signIn(broken, 'student@lectern.test');
      await broken.database.db.execute(sql`drop table alerts`);
      const response = await client.get(`${API}/alerts`, { 'X-Request-Id': 'boom-1' });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        message: 'Something went wrong on our side. Please try again in a moment.',
      });
      expect(text).not.toMatch(/alerts|select|at \w+ \(|\.ts:/i);
      const logged = broken.logs.find((entry) => entry.reqId === 'boom-1' && entry.msg === 'unhandled error');
      expect(JSON.stringify(logged)).toMatch(/alerts/);
    } finally {
      await broken.close();
    }
  });
});
