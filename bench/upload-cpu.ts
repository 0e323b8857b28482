/**
 * By-hand probe of the server's CPU per GiB received (not one of `npm run bench`'s benches): starts the
 * bare Node server of upload.bench.ts and one Lectern server per variant (as production starts it:
 * SERVER_NODE_FLAGS and SERVER_ENV, plus the variant's flags and environment), then sends 1 GiB from a
 * plain Node http client to each in turn, round after round (one PATCH and 64 MB PATCHes for Lectern,
 * one PUT for the bare server), and prints each upload's server CPU seconds per GiB from /proc. Variants
 * measured alternately within minutes of each other are what the docs' by-hand figures compare.
 *
 *   node bench/upload-cpu.ts [rounds] [variant…]
 *   variant: name=--flag,!--flag,ENV=value (e.g. notrim=GLIBC_TUNABLES= , ofs=--optimize-for-size;
 *   `!--flag` leaves out one of SERVER_NODE_FLAGS, `ENV=` one of SERVER_ENV)
 *   UPLOAD_CPU_DIR: where the servers write (default the OS's tmp dir, on disk here; /dev/shm for tmpfs)
 *   UPLOAD_CPU_CASES: which cases, comma-separated (patch,chunks; default both)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../app/server/node-flags.ts';
import { SESSION_COOKIE } from '../core/api/api.constants.ts';
import { cpuSecondsOf } from './process-cpu.ts';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const NODE = path.join(root, 'node_modules/.bin/node');
const GIB = 1024 * 1024 * 1024;
const CHUNK = 64 * 1024 * 1024;
const BLOCK = 1024 * 1024;

/** 1 MiB blocks that differ a little each; the first opens like an MP4 so the sniffer takes it for video. */
const block = Buffer.alloc(BLOCK);
for (let index = 0; index < BLOCK; index += 4) block.writeUInt32LE((index * 2654435761) >>> 0, index);
const MP4_HEADER = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
]);

const BASELINE_SERVER = `
import { createServer } from 'node:http';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
let count = 0;
const server = createServer(async (req, res) => {
  if (req.method !== 'PUT') { res.end('ok'); return; }
  await pipeline(req, createWriteStream(process.env.TARGET_DIR + '/upload-' + count++));
  res.writeHead(204).end();
});
server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port));
`;

const gcCounts = new Map<ChildProcess, { scavenges: number; markCompacts: number }>();

interface Variant {
  name: string;
  flags: string[];
  env: Record<string, string>;
}

function parseVariant(text: string): Variant {
  const [name, rest = ''] =
    text.split('=', 2).length === 2
      ? [text.slice(0, text.indexOf('=')), text.slice(text.indexOf('=') + 1)]
      : [text, ''];
  const flags: string[] = [];
  const env: Record<string, string> = {};
  for (const part of rest.split(',').filter(Boolean)) {
    if (part.startsWith('-') || part.startsWith('!')) flags.push(part);
    else env[part.slice(0, part.indexOf('='))] = part.slice(part.indexOf('=') + 1);
  }
  return { name: name!, flags, env };
}

function portOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /PORT (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', () => reject(new Error('a server exited')));
  });
}

async function startLectern(dir: string, variant: Variant, port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...SERVER_ENV, ...variant.env };
  for (const [name, value] of Object.entries(env)) if (value === '') delete env[name];
  const child = spawn(
    NODE,
    [
      ...SERVER_NODE_FLAGS.filter((flag) => !variant.flags.includes(`!${flag}`)),
      ...variant.flags.filter((flag) => !flag.startsWith('!')),
      path.join(root, 'app/server/main.ts'),
    ],
    {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LECTERN_DATA_DIR: dir,
        DATABASE_URL: '',
        LECTERN_DEMO: '1',
        LECTERN_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
        LECTERN_WEB_DIR: path.join(dir, 'no-web'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // With --trace-gc among a variant's flags, the collections it prints are counted per upload.
  if (variant.flags.includes('--trace-gc')) gcCounts.set(child, { scavenges: 0, markCompacts: 0 });
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = String(chunk);
    if (process.env.UPLOAD_CPU_GC_LOG)
      appendFileSync(`${process.env.UPLOAD_CPU_GC_LOG}.${variant.name}`, text);
    if (!gcCounts.has(child)) return;
    gcCounts.set(child, {
      scavenges: (gcCounts.get(child)?.scavenges ?? 0) + (text.match(/Scavenge/g)?.length ?? 0),
      markCompacts: (gcCounts.get(child)?.markCompacts ?? 0) + (text.match(/Mark-Compact/g)?.length ?? 0),
    });
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${variant.name} did not start`);
}

/** Sends `length` bytes of the blocks as one request; answers the response's status and headers. */
function send(
  port: number,
  method: string,
  urlPath: string,
  headers: Record<string, string>,
  length: number,
  first: boolean,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        headers: { ...headers, 'Content-Length': String(length) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    outgoing.on('error', reject);
    let sent = 0;
    const pump = () => {
      while (sent < length) {
        const size = Math.min(BLOCK, length - sent);
        let part = block.subarray(0, size);
        if (first && sent === 0) {
          part = Buffer.from(part);
          MP4_HEADER.copy(part, 0);
        }
        sent += size;
        if (!outgoing.write(part)) {
          outgoing.once('drain', pump);
          return;
        }
      }
      outgoing.end();
    };
    pump();
  });
}

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'expert@lectern.test', password: 'lectern-demo' }),
  });
  const cookie = response.headers.getSetCookie().find((item) => item.startsWith(`${SESSION_COOKIE}=`));
  const token = cookie?.split(';')[0]?.split('=')[1];
  if (!token) throw new Error(`sign-in failed: ${response.status}`);
  return token;
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

async function tusUpload(port: number, token: string, chunk: number): Promise<void> {
  const auth = { Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0' };
  const created = await send(
    port,
    'POST',
    '/api/v1/uploads',
    {
      ...auth,
      'Upload-Length': String(GIB),
      'Upload-Metadata': `filename ${b64('bench.mp4')},filetype ${b64('video/mp4')},convert_media ${b64('0')}`,
    },
    0,
    false,
  );
  const location = String(created.headers.location ?? '');
  if (created.status !== 201 || !location) throw new Error(`POST ${created.status}`);
  const urlPath = location.startsWith('http') ? new URL(location).pathname : location;
  for (let offset = 0; offset < GIB; offset += chunk) {
    const length = Math.min(chunk, GIB - offset);
    const answer = await send(
      port,
      'PATCH',
      urlPath,
      { ...auth, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset) },
      length,
      offset === 0,
    );
    if (answer.status !== 204) throw new Error(`PATCH ${answer.status}`);
  }
}

/** Removes what an upload added to `dir` (the file and tus's record), keeping what was there before. */
function clean(dir: string, before: Set<string>) {
  for (const name of readdirSync(dir))
    if (!before.has(name)) rmSync(path.join(dir, name), { recursive: true, force: true });
}

async function main() {
  const rounds = Number(process.argv[2] ?? '3');
  const variants = (process.argv.slice(3).length ? process.argv.slice(3) : ['prod=']).map(parseVariant);
  const cases = (process.env.UPLOAD_CPU_CASES ?? 'patch,chunks').split(',');
  const work = mkdtempSync(path.join(process.env.UPLOAD_CPU_DIR ?? tmpdir(), 'lectern-upload-cpu-'));
  const children: ChildProcess[] = [];
  try {
    const baseDir = path.join(work, 'bare');
    mkdirSync(baseDir);
    const bare = spawn(NODE, ['--input-type=module', '-e', BASELINE_SERVER], {
      env: { ...process.env, TARGET_DIR: baseDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(bare);
    const barePort = await portOf(bare);
    const servers: { variant: Variant; child: ChildProcess; port: number; token: string; dir: string }[] = [];
    let port = 20000 + Math.floor(Math.random() * 20000);
    for (const variant of variants) {
      const dir = path.join(work, variant.name);
      port += 1;
      const child = await startLectern(dir, variant, port);
      children.push(child);
      servers.push({ variant, child, port, token: await signIn(port), dir });
    }
    // Warm every server with a small upload.
    await send(barePort, 'PUT', '/', {}, BLOCK, false);
    for (const server of servers) await tusUpload(server.port, server.token, GIB / 16);
    const results = new Map<string, number[]>();
    const measure = async (name: string, child: ChildProcess, work: () => Promise<void>, dir: string) => {
      const pid = child.pid!;
      const gcBefore = gcCounts.get(child) ?? { scavenges: 0, markCompacts: 0 };
      const kept = new Set(readdirSync(dir));
      execFileSync('sync');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = cpuSecondsOf(pid);
      const start = performance.now();
      await work();
      const seconds = (performance.now() - start) / 1000;
      const cpu = cpuSecondsOf(pid) - before;
      results.set(name, [...(results.get(name) ?? []), cpu]);
      console.log(
        `${name.padEnd(22)} cpu ${cpu.toFixed(2)} s/GiB  wall ${seconds.toFixed(2)} s  load ${loadavg()[0]!.toFixed(1)}${
          gcCounts.has(child)
            ? `  scavenges ${gcCounts.get(child)!.scavenges - gcBefore.scavenges} mark-compacts ${gcCounts.get(child)!.markCompacts - gcBefore.markCompacts}`
            : ''
        }`,
      );
      clean(dir, kept);
    };
    for (let round = 0; round < rounds; round += 1) {
      await measure(
        'bare PUT',
        bare,
        () => send(barePort, 'PUT', '/', {}, GIB, false).then(() => {}),
        baseDir,
      );
      // The variants take turns at going first, so none always follows the bare server's upload.
      const order = servers.map((_, index) => servers[(index + round) % servers.length]!);
      for (const item of cases) {
        for (const server of order) {
          await measure(
            `${server.variant.name} ${item}`,
            server.child,
            () => tusUpload(server.port, server.token, item === 'patch' ? GIB : CHUNK),
            path.join(server.dir, 'files'),
          );
        }
      }
    }
    console.log('\nmedians (CPU s per GiB):');
    for (const [name, list] of results) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(
        `${name.padEnd(22)} ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)}  [${list.map((v) => v.toFixed(2)).join(' ')}]`,
      );
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
