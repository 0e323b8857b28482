import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_RATE_LIMIT } from '../../../core/api/api.constants.ts';
import { API, createTestServer, postJson, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seed: true, env: { LECTERN_TRUST_PROXY: '1' } });
});
afterAll(() => server.close());

const login = (email: string, password: string, ip: string) =>
  postJson(server, `${API}/auth/login`, { email, password }, { 'X-Forwarded-For': ip });

describe('failed sign-ins are limited', () => {
  it('answers 429 with Retry-After once an email has too many failures, even for the right password', async () => {
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.maxFailures; attempt += 1) {
      expect((await login('expert@lectern.test', 'wrong password', `10.0.0.${attempt + 1}`)).status).toBe(
        401,
      );
    }
    const blocked = await login('expert@lectern.test', 'lectern-demo', '10.0.0.99');
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_RATE_LIMIT.windowMs / 1000);
    expect(((await blocked.json()) as { message: string }).message).toMatch(
      /Too many failed sign-in attempts/,
    );
  });

  it('does not lock out other accounts signing in from elsewhere', async () => {
    expect((await login('student@lectern.test', 'lectern-demo', '10.0.1.1')).status).toBe(200);
  });

  it('limits one address trying many emails', async () => {
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.maxFailures; attempt += 1) {
      expect((await login(`guess${attempt}@lectern.test`, 'wrong password', '10.0.2.1')).status).toBe(401);
    }
    expect((await login('partner@lectern.test', 'lectern-demo', '10.0.2.1')).status).toBe(429);
    expect((await login('partner@lectern.test', 'lectern-demo', '10.0.2.2')).status).toBe(200);
  });

  it('forgives an email its failures after a successful sign-in', async () => {
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.maxFailures - 1; attempt += 1) {
      await login('student@lectern.test', 'wrong password', `10.0.3.${attempt + 1}`);
    }
    expect((await login('student@lectern.test', 'lectern-demo', '10.0.3.50')).status).toBe(200);
    expect((await login('student@lectern.test', 'wrong password', '10.0.3.51')).status).toBe(401);
    expect((await login('student@lectern.test', 'lectern-demo', '10.0.3.52')).status).toBe(200);
  });
});

/** How many answers of a burst had each status, e.g. `{ 401: 5, 429: 95 }`. */
const statusCounts = (responses: Response[]) =>
  responses.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

const register = async (email: string) => {
  const response = await postJson(server, `${API}/auth/register`, {
    name: 'Burst Target',
    email,
    password: 'the right password',
  });
  expect(response.status).toBe(201);
};

describe('a parallel burst of sign-ins is limited as a sequence would be', () => {
  it('checks at most the limit of 100 parallel wrong passwords for one account', async () => {
    await register('burst-account@example.com');
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        login('burst-account@example.com', 'wrong password', `10.4.${index >> 8}.${index & 255}`),
      ),
    );
    expect(statusCounts(responses)).toEqual({
      401: LOGIN_RATE_LIMIT.maxFailures,
      429: 100 - LOGIN_RATE_LIMIT.maxFailures,
    });
  });

  it('checks at most the limit of 100 parallel wrong passwords from one address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        login(`burst-guess${index}@example.com`, 'wrong password', '10.5.0.1'),
      ),
    );
    expect(statusCounts(responses)).toEqual({
      401: LOGIN_RATE_LIMIT.maxFailures,
      429: 100 - LOGIN_RATE_LIMIT.maxFailures,
    });
  });

  it('refuses the right password sent in one burst after 49 wrong ones', async () => {
    await register('burst-right@example.com');
    const responses = await Promise.all([
      ...Array.from({ length: 49 }, (_, index) =>
        login('burst-right@example.com', 'wrong password', `10.6.0.${index + 1}`),
      ),
      login('burst-right@example.com', 'the right password', '10.6.1.1'),
    ]);
    expect(responses.at(-1)?.status).toBe(429);
    expect(statusCounts(responses)).toEqual({
      401: LOGIN_RATE_LIMIT.maxFailures,
      429: 50 - LOGIN_RATE_LIMIT.maxFailures,
    });
  });
});
