import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProdSchema } from '../../../../core/api/account.ts';
import { dataEnvelope } from '../../../../core/api/envelope.ts';
import { API, browser, createTestServer, signIn, type TestServer } from '../support/test-server.ts';

// Issue 23: /dev/machines with the inspector switched on was open to anonymous visitors in production.

const inspectorOf = async (response: Response) =>
  v.parse(dataEnvelope(isProdSchema), await response.json()).data.inspector;

describe('the inspector in production with LECTERN_INSPECTOR=1', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      seed: true,
      env: { NODE_ENV: 'production', LECTERN_INSPECTOR: '1', LECTERN_STAFF_EMAILS: ' Expert@Lectern.test ' },
    });
  });
  afterAll(() => server.close());

  it('is closed to an anonymous visitor', async () => {
    expect(await inspectorOf(await browser(server).get(`${API}/is_prod`))).toBe(false);
  });

  it('is closed to a signed-in user who is not staff', async () => {
    const student = await signIn(server, 'student@lectern.test');
    expect(await inspectorOf(await student.get(`${API}/is_prod`))).toBe(false);
  });

  it('is open to a signed-in member of the staff (emails compared in lower case)', async () => {
    const staff = await signIn(server, 'expert@lectern.test');
    expect(await inspectorOf(await staff.get(`${API}/is_prod`))).toBe(true);
  });
});

describe('the inspector elsewhere', () => {
  it('stays closed in production to everyone without LECTERN_INSPECTOR=1, staff too', async () => {
    const server = await createTestServer({
      seed: true,
      env: { NODE_ENV: 'production', LECTERN_STAFF_EMAILS: 'expert@lectern.test' },
    });
    try {
      const staff = await signIn(server, 'expert@lectern.test');
      expect(await inspectorOf(await staff.get(`${API}/is_prod`))).toBe(false);
    } finally {
      await server.close();
    }
  });

  it('is closed in production with LECTERN_INSPECTOR=1 but no staff named', async () => {
    const server = await createTestServer({ env: { NODE_ENV: 'production', LECTERN_INSPECTOR: '1' } });
    try {
      expect(await inspectorOf(await server.request(`${API}/is_prod`))).toBe(false);
    } finally {
      await server.close();
    }
  });

  it('is open outside production, signed in or not', async () => {
    const server = await createTestServer();
    try {
      expect(await inspectorOf(await server.request(`${API}/is_prod`))).toBe(true);
    } finally {
      await server.close();
    }
  });
});
