/**
 * `npm run bench -- idle-memory`: the resident memory of an idle Lectern server, against a bare Node
 * process measured in the same run. The server (app/server/main.ts, production, demo data, no web app)
 * starts with its Node flags (app/server/node-flags.ts) on a fresh embedded database (its first start: the database is created, migrated and seeded),
 * then again on the same database (every later start), then on PostgreSQL when DATABASE_URL or the
 * local PostgreSQL answers (the app without the embedded database). Each figure is the RSS five seconds
 * after /healthz first answers, the median of three runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../app/server/node-flags.ts';
import { freePort } from '../specs/app/server/files/support/server-process.ts';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const NODE = path.join(root, 'node_modules/.bin/node');
const RUNS = 3;
const SETTLE_MS = 5000;
const AIM_MIB = 250;
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The resident set of a process, in bytes, from /proc. */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) * 1024;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
}

/** Starts the server, waits for /healthz, lets it settle, and answers its RSS. */
async function idleServer(
  dataDir: string,
  databaseUrl: string,
  flags: readonly string[],
  serverEnv: Readonly<Record<string, string>> = SERVER_ENV,
): Promise<number> {
  const port = await freePort();
  const child = spawn(NODE, [...flags, path.join(root, 'app/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      ...serverEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LECTERN_DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LECTERN_DEMO: '1',
      LECTERN_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LECTERN_WEB_DIR: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 600) throw new Error('the Lectern server did not start');
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await sleep(150);
    }
    await sleep(SETTLE_MS);
    return rssOf(child.pid ?? 0);
  } finally {
    await stop(child);
  }
}

/** A bare Node process doing nothing: what any server pays before its own code. */
async function idleBareNode(): Promise<number> {
  const child = spawn(NODE, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  try {
    await sleep(SETTLE_MS);
    return rssOf(child.pid ?? 0);
  } finally {
    await stop(child);
  }
}

/** A fresh PostgreSQL database for one run, or null when PostgreSQL does not answer. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => undefined, connect_timeout: 3 });
  try {
    const name = `lectern_idle_${process.pid}_${Date.now()}`;
    await admin.unsafe(`create database ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  } catch {
    await admin.end().catch(() => undefined);
    return null;
  }
}

export default async function idleMemoryBench(): Promise<string> {
  const loadStart = loadavg()[0] ?? 0;
  const bare: number[] = [];
  const first: number[] = [];
  const later: number[] = [];
  const laterDefault: number[] = [];
  const laterNoTrim: number[] = [];
  const onPostgres: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    bare.push(await idleBareNode());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lectern-idle-'));
    try {
      first.push(await idleServer(dataDir, '', SERVER_NODE_FLAGS));
      later.push(await idleServer(dataDir, '', SERVER_NODE_FLAGS));
      laterDefault.push(await idleServer(dataDir, '', []));
      laterNoTrim.push(await idleServer(dataDir, '', SERVER_NODE_FLAGS, {}));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const database = await freshPostgres();
    if (database) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'lectern-idle-'));
      try {
        await idleServer(dataDir, database.url, SERVER_NODE_FLAGS);
        onPostgres.push(await idleServer(dataDir, database.url, SERVER_NODE_FLAGS));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        await database.drop();
      }
    }
  }
  const loadEnd = loadavg()[0] ?? 0;
  const baseline = median(bare);
  const row = (label: string, values: number[]) =>
    values.length === 0
      ? `| ${label} | not measured (PostgreSQL did not answer) | | |`
      : `| ${label} | ${mib(median(values))} MiB | ${mib(Math.min(...values))}–${mib(Math.max(...values))} MiB | +${mib(median(values) - baseline)} MiB |`;
  const later_ = mib(median(later));
  return [
    '## Idle memory of the server (`npm run bench -- idle-memory`)',
    '',
    `RSS ${SETTLE_MS / 1000} s after the server first answers /healthz, median of ${RUNS} runs; the baseline is a bare`,
    'Node process in the same run. Aim (issue 21): the embedded server idles under 250 MiB.',
    `Load average (1 min) at the start ${loadStart.toFixed(1)}, at the end ${loadEnd.toFixed(1)}.`,
    '',
    '| process | RSS (median) | range | above bare Node |',
    '|---|---:|---:|---:|',
    row('baseline: bare Node, idle', bare),
    row('Lectern, embedded database, first start (created, migrated, seeded)', first),
    row('Lectern, embedded database, a later start', later),
    row(
      `the same without ${SERVER_NODE_FLAGS.join(' ')} (V8 sizes the young generation itself)`,
      laterDefault,
    ),
    row(
      `the same without ${Object.entries(SERVER_ENV)
        .map(([name, value]) => `${name}=${value}`)
        .join(' ')} (glibc's malloc trims its heap itself)`,
      laterNoTrim,
    ),
    row('Lectern on PostgreSQL (no embedded database), a later start', onPostgres),
    '',
    `Aim: a later start of the embedded server under ${AIM_MIB} MiB: **${later_ < AIM_MIB ? 'met' : 'not met'}** (${later_} MiB).`,
  ].join('\n');
}
