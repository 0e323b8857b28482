import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_REPORTS_PER_MINUTE } from '../../../../app/server/client-errors/client-error-routes.ts';
import { errorReportResponseSchema } from '../../../../core/api/error-report.ts';
import { API, createTestServer, signIn, type TestServer } from '../support/test-server.ts';

// Spec 2 §8: without a Sentry DSN, a production page's errors reach the server's log.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seed: true, env: { LECTERN_TRUST_PROXY: 'true' } });
}, 60_000);
afterAll(() => server.close());

const report = (body: unknown, ip: string) =>
  server.request(`${API}/client-errors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, 'User-Agent': 'Spec browser' },
    body: JSON.stringify(body),
  });

const browserErrorLines = () => server.logs.filter((line) => line.msg === 'browser error');

describe('POST /client-errors', () => {
  it('writes a browser error to the server’s log, from a visitor who is not signed in', async () => {
    const response = await report(
      {
        kind: 'error',
        message: 'Cannot read properties of undefined (reading "title")',
        stack: 'TypeError: Cannot read properties of undefined\n    at LessonPage (lesson.js:1:2)',
        page: '/courses/ukrainian-for-beginners/the-cyrillic-alphabet?unit=3',
      },
      '203.0.113.1',
    );
    expect(response.status).toBe(202);
    expect(v.parse(errorReportResponseSchema, await response.json()).data.logged).toBe(true);
    const line = browserErrorLines().at(-1);
    expect(line?.level).toBe(40);
    expect(line?.clientError).toMatchObject({
      kind: 'error',
      message: 'Cannot read properties of undefined (reading "title")',
      page: '/courses/ukrainian-for-beginners/the-cyrillic-alphabet?unit=3',
      userAgent: 'Spec browser',
    });
    expect(typeof line?.reqId).toBe('string');
  });

  it('names the signed-in user whose page failed', async () => {
    const student = await signIn(server, 'student@lectern.test');
    const me = (await (await student.get(`${API}/user`)).json()) as { data: { id: number } };
    const response = await student.send(
      'POST',
      `${API}/client-errors`,
      { kind: 'error', message: 'the player broke', page: '/courses' },
      { 'X-Forwarded-For': '203.0.113.3' },
    );
    expect(response.status).toBe(202);
    expect(browserErrorLines().at(-1)).toMatchObject({ userId: me.data.id });
  });

  it('refuses a report without a message at the field, and writes nothing', async () => {
    const before = browserErrorLines().length;
    const response = await report({ kind: 'error', message: '  ', page: '/' }, '203.0.113.2');
    expect(response.status).toBe(422);
    expect(browserErrorLines()).toHaveLength(before);
  });

  it('stops writing one caller’s reports past the minute’s budget, and keeps writing another’s', async () => {
    const flood = '198.51.100.7';
    const answers: boolean[] = [];
    for (let i = 0; i < ERROR_REPORTS_PER_MINUTE + 5; i += 1) {
      const response = await report({ kind: 'unhandledrejection', message: `loop ${i}`, page: '/' }, flood);
      expect(response.status).toBe(202);
      answers.push(v.parse(errorReportResponseSchema, await response.json()).data.logged);
    }
    expect(answers.filter(Boolean)).toHaveLength(ERROR_REPORTS_PER_MINUTE);
    expect(answers.slice(ERROR_REPORTS_PER_MINUTE).every((logged) => !logged)).toBe(true);
    const other = await report({ kind: 'error', message: 'another page', page: '/' }, '198.51.100.8');
    expect(v.parse(errorReportResponseSchema, await other.json()).data.logged).toBe(true);
  });
});
