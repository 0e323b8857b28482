import { Writable } from 'node:stream';
import { type App, createApp } from '../../../../app/server/app.ts';
import { type Config, loadConfig } from '../../../../app/server/config.ts';
import { createLogger } from '../../../../app/server/logger.ts';
import { seedDemo } from '../../../../app/server/seed/seed-demo.ts';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../../../core/api/api.constants.ts';
import { CookieJar } from './cookie-jar.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** A secret for specs (long enough for the config rules). */
export const SPEC_SECRET = 'spec-secret-spec-secret-spec-secret-0123456789';
export const API = '/api/v1';

/** An app on its own fresh database, with the log lines it wrote. */
export interface TestServer {
  app: App;
  database: TestDatabase;
  config: Config;
  /** Parsed JSON log lines. */
  logs: Record<string, unknown>[];
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** Builds the app on a fresh migrated database; `seed` writes the demo data. */
export async function createTestServer(
  options: { seed?: boolean; env?: Record<string, string>; translationsDir?: string; webRoot?: string } = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  if (options.seed) await seedDemo(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LECTERN_SECRET: SPEC_SECRET,
    LECTERN_DATA_DIR: '/tmp/lectern-spec-unused',
    ...options.env,
  });
  const logs: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const logger = createLogger({ level: 'info', destination });
  const app = createApp({
    db: database.db,
    config,
    logger,
    translationsDir: options.translationsDir,
    webRoot: options.webRoot,
  });
  return {
    app,
    database,
    config,
    logs,
    request: async (path, init) => app.request(path, init),
    close: () => database.drop(),
  };
}

/** A signed-in browser: its cookies, and helpers that send them (and the CSRF header on writes). */
export interface Browser {
  jar: CookieJar;
  csrf(): string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** A browser that keeps cookies between calls, as a person's would. */
export function browser(server: TestServer): Browser {
  const jar = new CookieJar();
  const call = async (path: string, init: RequestInit & { headers: Record<string, string> }) => {
    const cookie = jar.header();
    const response = await server.request(path, {
      ...init,
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...init.headers },
    });
    jar.store(response);
    return response;
  };
  return {
    jar,
    csrf: () => jar.get(CSRF_COOKIE) ?? '',
    get: (path, headers = {}) => call(path, { method: 'GET', headers }),
    send: (method, path, body, headers = {}) =>
      call(path, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(jar.get(CSRF_COOKIE) ? { [CSRF_HEADER]: jar.get(CSRF_COOKIE)! } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}

/** Signs a browser in with email and password; fails the spec when sign-in does not succeed. */
export async function signIn(server: TestServer, email: string, password = 'lectern-demo'): Promise<Browser> {
  const client = browser(server);
  const response = await client.send('POST', `${API}/auth/login`, { email, password });
  if (response.status !== 200)
    throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  if (!client.jar.get(SESSION_COOKIE)) throw new Error('sign-in set no session cookie');
  return client;
}

/** POSTs JSON without any cookie. */
export function postJson(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return server.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
