import { Writable } from 'node:stream';
import { createApp } from '../app/server/app.ts';
import { loadConfig } from '../app/server/config.ts';
import { openPglite } from '../app/server/db/client.ts';
import { createLogger } from '../app/server/logger.ts';
import { seedDemo } from '../app/server/seed/seed-demo.ts';
import { API_PREFIX, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../core/api/index.ts';
import { comparisonTable, measure } from './harness.ts';

/** The server's hot reads, in process against the embedded database with the demo data. */
export async function serverBenchmarks(): Promise<string> {
  const database = await openPglite();
  await database.migrate();
  await seedDemo(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    LECTERN_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    LECTERN_DATA_DIR: '/tmp/lectern-bench-unused',
  });
  const logger = createLogger({
    level: 'silent',
    destination: new Writable({ write: (_chunk, _encoding, done) => done() }),
  });
  const app = createApp({ db: database.db, config, logger });
  /** Reads the whole answer, as a client would. */
  const call = async (path: string, init?: RequestInit) =>
    (await app.request(`${API_PREFIX}${path}`, init)).arrayBuffer();

  const login = await app.request(`${API_PREFIX}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'student@lectern.test', password: 'lectern-demo' }),
  });
  const cookies = Object.fromEntries(
    login.headers.getSetCookie().map((cookie) => {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  const cookie = `${SESSION_COOKIE}=${cookies[SESSION_COOKIE]}; ${CSRF_COOKIE}=${cookies[CSRF_COOKIE]}`;
  const get = (path: string) => call(path, { headers: { Cookie: cookie } });

  const translationsPath =
    '/translation-groups?groups[]=common&groups[]=menu&groups[]=expert&groups[]=cabinet&lang=uk';
  const first = await app.request(`${API_PREFIX}${translationsPath}`);
  const etag = first.headers.get('ETag') ?? '';

  const signedOut = await measure({
    name: 'GET /is_prod (no session: routing and headers only)',
    run: () => call('/is_prod'),
  });
  const user = await measure({ name: 'GET /user (session lookup and profile)', run: () => get('/user') });
  const menu = await measure({
    name: 'GET /profile/menu (cabinets and roles)',
    run: () => get('/profile/menu'),
  });
  const products = await measure({
    name: 'GET /user/products (courses with progress)',
    run: () => get('/user/products'),
  });
  const translationsFull = await measure({
    name: 'GET translation-groups, 4 groups, full answer',
    run: () => call(translationsPath),
  });
  const translationsCached = await measure({
    name: 'GET translation-groups, 4 groups, If-None-Match (304)',
    run: () => call(translationsPath, { headers: { 'If-None-Match': etag } }),
  });
  const settings = await measure({
    name: 'POST /user-personal-settings (one upsert)',
    run: () =>
      call('/user-personal-settings', {
        method: 'POST',
        headers: {
          Cookie: cookie,
          [CSRF_HEADER]: cookies[CSRF_COOKIE] ?? '',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ settings: [{ key: 'language', value: 'uk' }] }),
      }),
  });
  await database.close();

  return [
    '### Server reads and writes (in process, embedded PGlite, demo data)',
    '',
    'Baseline: a call that touches no database. Each signed-in call pays one session lookup on top.',
    '',
    comparisonTable(signedOut, [user, menu, products, settings]),
    '',
    '### Translation groups: a full answer against a revalidation',
    '',
    'Baseline: the full answer of four groups in Ukrainian; a browser with the cached copy sends `If-None-Match` and gets 304.',
    '',
    comparisonTable(translationsFull, [translationsCached]),
  ].join('\n');
}
