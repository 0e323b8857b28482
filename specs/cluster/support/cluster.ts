import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { type Database, openPostgres } from '../../../app/server/db/client.ts';
import {
  freePort,
  NODE_24,
  type ServerProcess,
  startServerProcess,
} from '../../app/server/files/support/server-process.ts';
import { type SpecS3, startS3 } from '../../app/server/support/s3-server.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const WORKER_MAIN = path.join(root, 'app/server/media-worker-main.ts');
/** The PostgreSQL server the cluster runs on: DATABASE_URL, else the local one CI starts. */
export const CLUSTER_POSTGRES = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** A dead worker's job waits this long for another worker (60 s in production). */
const SPEC_LEASE_SECONDS = '3';

/** Whether PostgreSQL answers at CLUSTER_POSTGRES (the cluster spec runs only then) and nginx is installed. */
export async function clusterCanRun(): Promise<boolean> {
  const url = new URL(CLUSTER_POSTGRES);
  const answers = await new Promise<boolean>((resolve) => {
    const socket = connect(Number(url.port || 5432), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    setTimeout(() => {
      socket.destroy();
      resolve(false);
    }, 2000);
  });
  return answers && nginxPath() !== null;
}

function nginxPath(): string | null {
  return (
    ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file)) ?? null
  );
}

/** A media worker process (app/server/media-worker-main.ts). */
export interface WorkerProcess {
  child: ChildProcess;
  output(): string;
}

/** Two app servers and a media worker behind nginx (round-robin), on PostgreSQL and s3rver. */
export interface Cluster {
  /** The proxy's address: what the specs call. */
  url: string;
  servers: ServerProcess[];
  worker: WorkerProcess;
  s3: SpecS3;
  database: Database;
  databaseUrl: string;
  /** The app server's address for each upstream nginx names (`127.0.0.1:port`). */
  upstreams: string[];
  startWorker(): WorkerProcess;
  close(): Promise<void>;
}

export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-cluster-'));
  const name = `lectern_cluster_${randomBytes(6).toString('hex')}`;
  const admin = postgres(CLUSTER_POSTGRES, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const dbUrl = new URL(CLUSTER_POSTGRES);
  dbUrl.pathname = `/${name}`;
  const databaseUrl = dbUrl.toString();
  const s3 = await startS3('lectern-cluster');
  const env = {
    ...s3.env,
    LECTERN_MEDIA_WORKER: '0',
    LECTERN_TRUST_PROXY: '1',
    LECTERN_SECRET: 'cluster-spec-secret-cluster-spec-secret-0123',
    LOG_LEVEL: 'warn',
  };
  const children: ChildProcess[] = [];
  const servers: ServerProcess[] = [];
  const workers: WorkerProcess[] = [];
  let nginx: ChildProcess | undefined;
  let database: Database | undefined;

  const startWorker = (): WorkerProcess => {
    let output = '';
    const child = spawn(NODE_24, [WORKER_MAIN], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        LECTERN_DATA_DIR: path.join(dir, 'worker'),
        LECTERN_MEDIA_JOB_LEASE_SECONDS: SPEC_LEASE_SECONDS,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so the spec can kill it together with its ffmpeg.
      detached: true,
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    children.push(child);
    const worker = { child, output: () => output };
    workers.push(worker);
    return worker;
  };

  const close = async () => {
    // nginx first, and waited for: a master killed outright would leave its worker behind.
    if (nginx) await stopNginx(nginx);
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
    await database?.close().catch(() => undefined);
    await admin.unsafe(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end({ timeout: 5 });
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The first server writes the demo data; the second starts once it has (both apply migrations under a lock).
    const ports = [await freePort(), await freePort()];
    servers.push(
      await startServerProcess({
        port: ports[0]!,
        dataDir: path.join(dir, 'a'),
        databaseUrl,
        env: { ...env, LECTERN_DEMO: '1' },
      }),
    );
    servers.push(
      await startServerProcess({
        port: ports[1]!,
        dataDir: path.join(dir, 'b'),
        databaseUrl,
        env: { ...env, LECTERN_DEMO: '0' },
      }),
    );
    const worker = startWorker();
    const proxyPort = await freePort();
    const upstreams = ports.map((port) => `127.0.0.1:${port}`);
    nginx = startNginx(dir, proxyPort, upstreams);
    const url = `http://127.0.0.1:${proxyPort}`;
    await waitFor(async () => (await fetch(`${url}/healthz`)).ok, 'nginx');
    database = await openPostgres(databaseUrl, { max: 4 });
    return {
      url,
      servers,
      worker,
      s3,
      database,
      databaseUrl,
      upstreams,
      startWorker,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * nginx in the foreground with a configuration of its own: round-robin over the app servers, no
 * stickiness, request and answer bodies streamed (uploads are not spooled), the upstream that answered
 * in `X-Upstream`, and a request whose server refuses the connection passed to the next one.
 */
export function startNginx(dir: string, port: number, upstreams: string[]): ChildProcess {
  const prefix = path.join(dir, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream lectern {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
    # Below Node's 5 s keep-alive: nginx must never reuse a connection the app server is closing
    # (a POST sent on it would fail with 502, and nginx does not retry a POST).
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 0;
    proxy_request_buffering off;
    proxy_buffering off;
    location / {
      proxy_pass http://lectern;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const nginx = spawn(nginxPath()!, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return nginx;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not come up in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Asks nginx to stop (its master stops its workers) and waits; kills it after five seconds. */
export async function stopNginx(nginx: ChildProcess): Promise<void> {
  if (nginx.exitCode !== null || nginx.signalCode !== null) return;
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  nginx.kill('SIGQUIT');
  const timer = setTimeout(() => nginx.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
