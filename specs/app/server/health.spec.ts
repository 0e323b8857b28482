import { describe, expect, it } from 'vitest';
import { createTestServer } from './support/test-server.ts';

describe('GET /healthz', () => {
  it('answers 200 while the database answers and 503 once it is gone', async () => {
    const server = await createTestServer();
    try {
      const healthy = await server.request('/healthz');
      expect(healthy.status).toBe(200);
      expect(await healthy.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
      expect(healthy.headers.get('Cache-Control')).toBe('no-store');
      await server.database.close();
      const sick = await server.request('/healthz');
      expect(sick.status).toBe(503);
      expect(await sick.json()).toEqual({ message: 'The database is unreachable.' });
    } finally {
      await server.close();
    }
  });
});
