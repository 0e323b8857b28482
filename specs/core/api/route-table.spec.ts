import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedFromTable } from '../../../app/server/http/table-routes.ts';
import type { Validates } from '../../../app/server/http/validation.ts';
import { API_PREFIX } from '../../../core/api/api.constants.ts';
import { ACCESS_RULES, type RouteEntry, routeTable } from '../../../core/api/routes.ts';
import { API, createTestServer, signIn, type TestServer } from '../../app/server/support/test-server.ts';

// The route table (core/api/routes.ts) against the routes the server registers: a call cannot exist
// on one side only, and each names who may make it, what it takes and what it answers.

/** Middleware mounted with `use` under /api/v1 (Hono lists it as method ALL); any other ALL is a route. */
const MIDDLEWARE_PATHS = [`${API_PREFIX}/*`, `${API_PREFIX}/files/*`];

/** Writes that take neither a body nor a query: they act on what their path names. */
const TAKES_NOTHING = [
  'POST /auth/logout',
  'POST /comments/:commentId/private',
  'POST /comments/:commentId/public',
  'POST /constructor/quiz-questions/:questionId/rescore',
  'POST /info-units/:unitId/events/started',
  'POST /info-units/:unitId/events/watched',
  'POST /lessons/:lessonId/events/started',
  'POST /lessons/:lessonId/events/watched',
  'POST /public/courses/:courseSlug/pre-subscription',
  'POST /quiz-attempts/:attemptId/clear',
  'POST /quiz-attempts/:attemptId/quiz-questions/:questionId/timer',
  'POST /user/sessions/end-others',
];

/** Calls whose answer has no core schema yet: adding one here is a decision, not an accident. */
const KNOWN_ANSWER_GAPS: string[] = [];

const keyOf = (method: string, path: string) => `${method} ${path}`;

let server: TestServer;
/** Each registered call under /api/v1 (`METHOD /path`) with the handlers Hono runs for it. */
let registered: Map<string, unknown[]>;
let middleware: string[];
const table = new Map<string, RouteEntry>(
  routeTable().map(({ method, path, entry }) => [keyOf(method, path), entry]),
);

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  registered = new Map();
  middleware = [];
  for (const { method, path, handler } of server.app.routes) {
    if (!path.startsWith(`${API_PREFIX}/`)) continue;
    if (method === 'ALL' && MIDDLEWARE_PATHS.includes(path)) {
      middleware.push(path);
      continue;
    }
    const key = keyOf(method, path.slice(API_PREFIX.length));
    registered.set(key, [...(registered.get(key) ?? []), handler]);
  }
});

afterAll(() => server.close());

/** The schemas the server's validating middleware check on a call (jsonBody, queryParams). */
function validatorsOf(key: string): Validates[] {
  return (registered.get(key) ?? [])
    .map((handler) => (handler as { validates?: Validates }).validates)
    .filter((validates): validates is Validates => validates !== undefined);
}

describe('the route table', () => {
  it('reads the routes the server registers (a sanity check of the reading itself)', () => {
    expect(registered.size).toBeGreaterThan(50);
    expect(registered.has('GET /user')).toBe(true);
    expect([...new Set(middleware)].sort()).toEqual([...MIDDLEWARE_PATHS].sort());
    const validated = [...registered.keys()].filter((key) => validatorsOf(key).length > 0);
    expect(validated.length).toBeGreaterThan(30);
  });

  it('lists every registered route, and every entry is registered (same method and path)', () => {
    const served = [...registered.keys()].sort();
    const listed = [...table.keys()].sort();
    expect({ servedButNotInTable: served.filter((key) => !table.has(key)) }).toEqual({
      servedButNotInTable: [],
    });
    expect({ inTableButNotServed: listed.filter((key) => !registered.has(key)) }).toEqual({
      inTableButNotServed: [],
    });
  });

  it('names a known access rule for every entry', () => {
    const unnamed = [...table]
      .filter(([, entry]) => !Object.hasOwn(ACCESS_RULES, entry.access))
      .map(([key]) => key);
    expect(unnamed).toEqual([]);
  });

  it('names the very schema the server validates each body and query with', () => {
    const mismatches: string[] = [];
    for (const key of registered.keys()) {
      const entry = table.get(key);
      for (const { target, schema } of validatorsOf(key)) {
        const named = target === 'json' ? entry?.request?.body : entry?.request?.query;
        if (named === undefined)
          mismatches.push(`${key}: the server validates its ${target}; the table names no schema`);
        else if (named !== schema)
          mismatches.push(`${key}: the server validates its ${target} with another schema`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('names a request schema for every write that takes something', () => {
    const writes = [...table].filter(
      ([key, entry]) =>
        /^(POST|PUT|PATCH) /.test(key) && entry.answer !== 'tus' && entry.request === undefined,
    );
    expect(writes.map(([key]) => key).sort()).toEqual([...TAKES_NOTHING].sort());
  });

  it('keeps the entries without an answer schema to the known gaps, each with its reason', () => {
    const gaps = [...table].filter(([, entry]) => entry.answer === null);
    expect(gaps.map(([key]) => key).sort()).toEqual([...KNOWN_ANSWER_GAPS].sort());
    for (const [, entry] of gaps) expect(entry.gap?.trim()).toBeTruthy();
  });

  it('serves every registered call from its table entry, so the guard of its access rule runs', () => {
    const unserved = [...registered]
      .filter(([key, handlers]) =>
        handlers.every((handler) => (handler as Partial<ServedFromTable>).servesRoute !== key),
      )
      .map(([key]) => key);
    expect(unserved).toEqual([]);
  });
});

/** A request for an entry: its path with every parameter filled (ids that exist nowhere), and a body where it takes one. */
function requestFor(method: string, path: string): [string, RequestInit] {
  const filled = path
    .replace(':uuid', '00000000-0000-4000-8000-000000000000')
    .replace(/:\w+/g, '999999')
    .replace('*', 'index.m3u8');
  const init: RequestInit = { method, headers: { 'Content-Type': 'application/json' } };
  if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') init.body = '{}';
  return [`${API}${filled}`, init];
}

describe('every call enforces its access rule', () => {
  it('refuses a caller who is not signed in with 401 on every call whose rule is not public', async () => {
    const open: string[] = [];
    for (const { method, path, entry } of routeTable()) {
      if (entry.access === 'public') continue;
      const [url, init] = requestFor(method, path);
      const response = await server.request(url, init);
      if (response.status !== 401) open.push(`${method} ${path}: ${response.status}`);
    }
    expect(open).toEqual([]);
  });

  it("refuses a student every call of a school's rules (403), before anything is looked up", async () => {
    const student = await signIn(server, 'student@lectern.test');
    const open: string[] = [];
    for (const { method, path, entry } of routeTable()) {
      if (!entry.access.startsWith('school:')) continue;
      const [url, init] = requestFor(method, path);
      const response = await student.send(method, url, init.body === undefined ? undefined : {});
      // The guard runs before the request is validated, so even an empty body meets the 403 first.
      if (response.status !== 403) open.push(`${method} ${path}: ${response.status}`);
    }
    expect(open).toEqual([]);
  });
});
