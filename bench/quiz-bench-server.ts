/**
 * The server side of `npm run bench -- quiz`, run as a child process of its own so the simulated
 * students (in the bench process) do not share its event loop. Opens PGlite or PostgreSQL, writes the
 * demo data and `QUIZ_BENCH_STUDENTS` subscribed students with sessions, builds the production app
 * (createApp: request id, JSON request log, security headers, session auth and CSRF per route) and
 * listens on loopback. It tells the parent where, and with which credentials, on IPC.
 *
 * Bench-only: one extra route, POST /bench/insert-one, added to the app built here and nowhere else.
 * It goes through the same chain (request context and log, security headers, requireUser with CSRF)
 * and inserts one row (an alert for the caller): the baseline the quiz is compared with.
 * `node --cpu-prof` on this script profiles the answer path (QUIZ_BENCH_CPU_PROF=1 in the bench).
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { and, eq, ne } from 'drizzle-orm';
import pino from 'pino';
import postgres from 'postgres';
import { createApp } from '../app/server/app.ts';
import { requireUser } from '../app/server/auth/authenticate.ts';
import { csrfTokenFor } from '../app/server/auth/csrf-token.ts';
import { SESSION_TTL_MS } from '../app/server/auth/session.constants.ts';
import { sessionIdOf } from '../app/server/auth/session-store.ts';
import { loadConfig } from '../app/server/config.ts';
import { type Database, openPglite, openPostgres } from '../app/server/db/client.ts';
import {
  alerts,
  cabinetMembers,
  courses,
  lessons,
  sessions,
  subscriptions,
  users,
} from '../app/server/db/schema.ts';
import { createLogger } from '../app/server/logger.ts';
import { DEMO_ACCOUNTS, DEMO_COURSE } from '../app/server/seed/demo-data.ts';
import { seedDemo } from '../app/server/seed/seed-demo.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from '../core/api/index.ts';
import { type BenchClient, type BenchServerReady, INSERT_ONE_PATH } from './quiz-bench-shared.ts';

const SECRET = 'bench-secret-bench-secret-bench-secret-00';
const kind = process.env.QUIZ_BENCH_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const POSTGRES_URL = process.env.QUIZ_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const studentCount = Number(process.env.QUIZ_BENCH_STUDENTS ?? '500');

async function openEngine(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openPglite();
    return { database, drop: () => database.close() };
  }
  const name = `lectern_bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  // The pool size the server uses in production (openDatabase's default) unless QUIZ_BENCH_POOL says.
  const pool = process.env.QUIZ_BENCH_POOL ? Number(process.env.QUIZ_BENCH_POOL) : undefined;
  const database = await openPostgres(url.toString(), pool ? { max: pool } : {});
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

async function sessionFor(database: Database, userId: number): Promise<BenchClient> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = sessionIdOf(token);
  await database.db
    .insert(sessions)
    .values({ id: sessionId, userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS), ip: '127.0.0.1' });
  const csrf = csrfTokenFor(SECRET, sessionId);
  return { cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrf}`, csrf };
}

/** Demo data, the expert's session in their school, and subscribed students with sessions. */
async function prepare(database: Database) {
  await database.migrate();
  await seedDemo(database.db);
  const { db } = database;
  const [course] = await db.select().from(courses).where(eq(courses.slug, DEMO_COURSE.slug));
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.slug, DEMO_COURSE.lessons[0].slug));
  const [expert] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.expert.email));
  const [membership] = await db
    .select({ cabinetId: cabinetMembers.cabinetId })
    .from(cabinetMembers)
    .where(and(eq(cabinetMembers.userId, expert!.id), ne(cabinetMembers.role, 'student')));
  await db.update(users).set({ currentCabinetId: membership!.cabinetId }).where(eq(users.id, expert!.id));
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: studentCount }, (_, index) => ({
        name: `Bench student ${index}`,
        email: `bench-student-${index}@lectern.test`,
        passwordHash: 'not-a-password',
      })),
    )
    .returning({ id: users.id });
  await db.insert(subscriptions).values(created.map((user) => ({ userId: user.id, courseId: course!.id })));
  const students: BenchClient[] = [];
  for (const user of created) students.push(await sessionFor(database, user.id));
  return { expert: await sessionFor(database, expert!.id), students, lessonId: lesson!.id };
}

const { database, drop } = await openEngine();
const prepared = await prepare(database);
const config = loadConfig({
  NODE_ENV: 'production',
  LECTERN_SECRET: SECRET,
  LECTERN_DATA_DIR: '/tmp/lectern-bench-unused',
});
// The production logger at its production level, writing its JSON lines to /dev/null instead of stdout
// (QUIZ_BENCH_LOG=<file> keeps them, to read a failure's cause).
const logger = createLogger({
  level: 'info',
  destination: pino.destination({ dest: process.env.QUIZ_BENCH_LOG ?? '/dev/null', sync: false }),
});
const deps = { db: database.db, config, logger };
const app = createApp(deps);
app.post(INSERT_ONE_PATH, requireUser(deps), async (c) => {
  const body = (await c.req.json()) as { text?: unknown };
  const [row] = await database.db
    .insert(alerts)
    .values({ userId: c.var.auth.user.id, text: String(body.text ?? '') })
    .returning({ id: alerts.id });
  return c.json({ data: row });
});
const server = createServer(getRequestListener(app.fetch));
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const ready: BenchServerReady = {
  origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  ...prepared,
};
process.send?.(ready);

async function stop() {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await drop();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
