import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import postgres from 'postgres';
import { SESSION_COOKIE } from '../../../../../core/api/api.constants.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');
/** Node 24 from devDependencies: main.ts runs by type stripping. */
export const NODE_24 = path.join(root, 'node_modules/.bin/node');
export const MAIN = path.join(root, 'app/server/main.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A production server (app/server/main.ts) in a child process, as operators run it. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

/** Starts main.ts on a port and data dir; resolves once /healthz answers. */
export async function startServerProcess(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  let output = '';
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(NODE_24, [MAIN], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LECTERN_DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      LECTERN_DEMO: '1',
      LECTERN_SECRET: 'fault-spec-secret-fault-spec-secret-0123456789',
      LOG_LEVEL: 'warn',
      LECTERN_WEB_DIR: path.join(options.dataDir, 'no-web'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}):\n${output.slice(-4000)}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start in time:\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    child,
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs a demo user in over HTTP; answers the session token (usable as a bearer token). */
export async function signInToken(url: string, email: string, password = 'lectern-demo'): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, value] = (pair ?? '').split('=');
    if (name === SESSION_COOKIE && value) return value;
  }
  throw new Error('sign-in set no session cookie');
}

/** A database of its own on the specs' PostgreSQL server (DATABASE_URL), or undefined for PGlite. */
export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const name = `lectern_spec_${randomBytes(6).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** Deterministic bytes (xorshift32 from a seed) and their SHA-256. */
export function deterministicBytes(length: number, seed = 0x9e3779b9): { bytes: Buffer; sha256: string } {
  const words = new Uint32Array(Math.ceil(length / 4));
  let state = seed >>> 0 || 1;
  for (let index = 0; index < words.length; index += 1) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    words[index] = state;
  }
  const bytes = Buffer.from(words.buffer, 0, length);
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
