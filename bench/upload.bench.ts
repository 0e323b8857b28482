import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tus from 'tus-js-client';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../app/server/node-flags.ts';
import { SESSION_COOKIE } from '../core/api/api.constants.ts';
import { cpuSecondsOf } from './process-cpu.ts';

/**
 * A resumable upload of 1 GB (UPLOAD_BENCH_GB=6 for 6 GB) over loopback to the production server
 * (app/server/main.ts in a child process, embedded database, local storage), sent by tus-js-client
 * from a file on disk, once in one PATCH and once in 64 MB chunks. Beside it, in the same run: a bare
 * Node http server (also a child process) that pipes the request body of one PUT to a file. Both
 * servers' resident memory is sampled every 25 ms from /proc; the peak above the idle figure taken
 * just before the upload is reported.
 */

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const NODE = path.join(root, 'node_modules/.bin/node');
const GIB = 1024 * 1024 * 1024;
const SIZE_GB = Number(process.env.UPLOAD_BENCH_GB ?? '1');
const SIZE = Math.round(SIZE_GB * GIB);
const CHUNK = 64 * 1024 * 1024;
/** Interleaved rounds per medium; the table shows each case's median (UPLOAD_BENCH_ROUNDS). */
const ROUNDS = Number(process.env.UPLOAD_BENCH_ROUNDS ?? (SIZE_GB > 2 ? '1' : '3'));
const MB = 1_000_000;
/** A fourth case: one PATCH to a server started without SERVER_ENV's trim threshold (UPLOAD_BENCH_TRIM=0: none). */
const TRIM_ROW = process.env.UPLOAD_BENCH_TRIM !== '0';

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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resident memory of a process in bytes (Linux /proc). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** Samples a process's RSS while `work` runs; answers the work's seconds and the peak above idle. */
async function measureUpload(pid: number, work: () => Promise<void>): Promise<Measured> {
  // Every case starts with dirty pages written out, so none pays for the writes of the one before.
  execFileSync('sync');
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idle = rssOf(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 25);
  const start = performance.now();
  const cpuBefore = cpuSecondsOf(pid);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - start) / 1000;
  const cpu = cpuSecondsOf(pid) - cpuBefore;
  peak = Math.max(peak, rssOf(pid));
  return { seconds, cpu, idle, peakAbove: peak - idle };
}

/** An ISO BMFF `ftyp` box: enough for file-type to answer video/mp4. */
const MP4_HEADER = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
]);

async function writeSource(file: string): Promise<void> {
  const out = createWriteStream(file);
  const block = Buffer.alloc(8 * 1024 * 1024);
  let state = 0x2545f491;
  for (let index = 0; index < block.length; index += 4) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    block.writeUInt32LE(state, index);
  }
  for (let written = 0; written < SIZE; written += block.length) {
    // Each block differs a little, so nothing downstream can deduplicate.
    block.writeUInt32LE(written >>> 0, 32);
    // The file opens like an MP4 (an ftyp box), so the server's sniffer takes it for the video the
    // metadata declares and the 6 GB limit applies.
    if (written === 0) MP4_HEADER.copy(block, 0);
    else block.writeUInt32LE(state, 0);
    const part = block.subarray(0, Math.min(block.length, SIZE - written));
    if (!out.write(Buffer.from(part)))
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

/**
 * Starts the Lectern server as production does (SERVER_NODE_FLAGS and SERVER_ENV of
 * app/server/node-flags.ts); `trim: false` leaves out SERVER_ENV's malloc trim threshold.
 */
async function startLectern(dataDir: string, trim = true): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // UPLOAD_BENCH_CPU_PROF=<dir> writes a CPU profile of the server (open it in Chrome's DevTools).
  const profile = trim ? process.env.UPLOAD_BENCH_CPU_PROF : undefined;
  const flags: string[] = [...SERVER_NODE_FLAGS];
  if (profile) flags.push('--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`);
  // UPLOAD_BENCH_SERVER_FLAGS adds Node/V8 flags to the server (e.g. --trace-gc; its output is on stderr).
  flags.push(...(process.env.UPLOAD_BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean));
  const env: NodeJS.ProcessEnv = { ...process.env, ...SERVER_ENV };
  if (!trim) for (const name of Object.keys(SERVER_ENV)) delete env[name];
  const child = spawn(NODE, [...flags, path.join(root, 'app/server/main.ts')], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LECTERN_DATA_DIR: dataDir,
      DATABASE_URL: '',
      LECTERN_DEMO: '1',
      LECTERN_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LECTERN_WEB_DIR: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url };
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill('SIGKILL');
  throw new Error('the Lectern server did not start');
}

async function startBaseline(targetDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(NODE, ['--input-type=module', '-e', BASELINE_SERVER], {
    env: { ...process.env, TARGET_DIR: targetDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /PORT (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', () => reject(new Error('the baseline server exited')));
  });
  return { child, port };
}

function putFile(port: number, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, method: 'PUT', path: '/', headers: { 'Content-Length': String(SIZE) } },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 204 ? resolve() : reject(new Error(`PUT ${response.statusCode}`)),
        );
      },
    );
    outgoing.on('error', reject);
    createReadStream(file, { highWaterMark: 1024 * 1024 }).pipe(outgoing);
  });
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'expert@lectern.test', password: 'lectern-demo' }),
  });
  const cookie = response.headers.getSetCookie().find((item) => item.startsWith(`${SESSION_COOKIE}=`));
  const token = cookie?.split(';')[0]?.split('=')[1];
  if (!token) throw new Error(`sign-in failed: ${response.status}`);
  return token;
}

function tusUpload(url: string, token: string, file: string, chunkSize: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let uuid = '';
    const upload = new tus.Upload(createReadStream(file), {
      endpoint: `${url}/api/v1/uploads`,
      headers: { Authorization: `Bearer ${token}` },
      // Declared as video (up to 6 GB) and stored as is: no ffmpeg run competes with the measurement.
      metadata: { filename: 'bench.mp4', filetype: 'video/mp4', convert_media: '0' },
      chunkSize,
      retryDelays: [],
      storeFingerprintForResuming: false,
      onAfterResponse: (request, response) => {
        if (request.getMethod() === 'POST') uuid = response.getHeader('X-File-Uuid') ?? '';
      },
      onSuccess: () => resolve(uuid),
      onError: reject,
    });
    upload.start();
  });
}

const mbps = (seconds: number) => SIZE / MB / seconds;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

interface Measured {
  seconds: number;
  /** CPU seconds the server spent. */
  cpu: number;
  idle: number;
  peakAbove: number;
}

interface Row {
  name: string;
  cpu: number;
  seconds: number;
  idle: number;
  peakAbove: number;
}

/** One medium: the source, both servers' data and the baseline's file live under `work`. */
async function suite(work: string): Promise<{ rows: Row[]; baselineSeconds: number }> {
  const source = path.join(work, 'source.bin');
  const children: ChildProcess[] = [];
  try {
    await writeSource(source);
    const baselineDir = path.join(work, 'baseline');
    mkdirSync(baselineDir);
    const baseline = await startBaseline(baselineDir);
    children.push(baseline.child);
    const lectern = await startLectern(path.join(work, 'lectern'));
    children.push(lectern.child);
    const token = await signIn(lectern.url);
    const withTrim = { ...lectern, token, dir: path.join(work, 'lectern') };
    let untrimmed = withTrim;
    if (TRIM_ROW) {
      const dir = path.join(work, 'lectern-untrimmed');
      const other = await startLectern(dir, false);
      children.push(other.child);
      untrimmed = { ...other, token: await signIn(other.url), dir };
    }

    // Warm the baseline (JIT) with a small request; the Lectern server warmed up signing in.
    await fetch(`http://127.0.0.1:${baseline.port}/`);
    const cases = [
      { name: 'baseline: bare Node http server, one PUT piped to a file', chunk: 0, server: withTrim },
      {
        name: 'Lectern tus endpoint, one PATCH (tus-js-client)',
        chunk: Number.POSITIVE_INFINITY,
        server: withTrim,
      },
      {
        name: `Lectern tus endpoint, ${CHUNK / 1024 / 1024} MB chunks (tus-js-client)`,
        chunk: CHUNK,
        server: withTrim,
      },
      ...(TRIM_ROW
        ? [
            {
              name: "Lectern tus endpoint, one PATCH, without the trim threshold (glibc's default)",
              chunk: Number.POSITIVE_INFINITY,
              server: untrimmed,
            },
          ]
        : []),
    ];
    const runs = new Map<string, Measured[]>();
    // Rounds interleave the cases, so a machine that gets busier slows all of them alike, and each round
    // starts at the next case (a case right after a 1 GiB file was written and deleted meets a busier
    // disk than the first of a round; a fixed order gave that place to the same cases every round).
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = cases.map((_, index) => cases[(index + round) % cases.length]!);
      for (const item of order) {
        let measured: Measured;
        if (item.chunk === 0) {
          measured = await measureUpload(baseline.child.pid!, () => putFile(baseline.port, source));
          rmSync(baselineDir, { recursive: true, force: true });
          mkdirSync(baselineDir);
        } else {
          let uuid = '';
          const server = item.server;
          measured = await measureUpload(server.child.pid!, async () => {
            uuid = await tusUpload(server.url, server.token, source, item.chunk);
          });
          const stored = path.join(server.dir, 'files', uuid);
          if (statSync(stored).size !== SIZE) throw new Error('the stored file has the wrong size');
          rmSync(stored, { force: true });
        }
        runs.set(item.name, [...(runs.get(item.name) ?? []), measured]);
      }
    }
    const rows: Row[] = cases.map((item) => {
      const list = runs.get(item.name) ?? [];
      const seconds = list.map((run) => run.seconds).sort((a, b) => a - b);
      const cpu = list.map((run) => run.cpu).sort((a, b) => a - b);
      return {
        name: item.name,
        seconds: seconds[Math.floor(seconds.length / 2)] ?? 0,
        cpu: cpu[Math.floor(cpu.length / 2)] ?? 0,
        idle: Math.min(...list.map((run) => run.idle)),
        peakAbove: Math.max(...list.map((run) => run.peakAbove)),
      };
    });
    return { rows, baselineSeconds: rows[0]!.seconds };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(work, { recursive: true, force: true });
  }
}

function table(result: { rows: Row[]; baselineSeconds: number }): string {
  const baselineRate = mbps(result.baselineSeconds);
  const baselineCpu = result.rows[0]!.cpu;
  return [
    '| case | median seconds | MB/s | vs baseline | server CPU s per GiB | CPU vs baseline | server RSS idle (lowest) | server peak RSS above idle (highest) |',
    '|---|---|---|---|---|---|---|---|',
    ...result.rows.map(
      (row) =>
        `| ${row.name} | ${row.seconds.toFixed(2)} | ${mbps(row.seconds).toFixed(0)} | ${
          row.name.startsWith('baseline')
            ? 'baseline'
            : `${((mbps(row.seconds) / baselineRate) * 100).toFixed(0)} %`
        } | ${(row.cpu / SIZE_GB).toFixed(2)} | ${
          row.name.startsWith('baseline') ? '—' : `${(row.cpu / baselineCpu).toFixed(2)}×`
        } | ${mib(row.idle)} | ${mib(row.peakAbove)} |`,
    ),
  ].join('\n');
}

/** tmpfs for the memory-backed run, when there is room for the source and one copy (small runs only). */
const SHM = '/dev/shm';

export default async function uploadBenchmark(): Promise<string> {
  const loadAtStart = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  const disk = await suite(mkdtempSync(path.join(tmpdir(), 'lectern-upload-bench-')));
  const sections = [
    `## Resumable upload (${SIZE_GB} GiB over loopback)`,
    '',
    '`npm run bench -- upload` (`UPLOAD_BENCH_GB=6 npm run bench -- upload` for 6 GiB). tus-js-client in',
    'the bench process sends a file to the production server (`app/server/main.ts` in a child process,',
    'embedded database, local storage under the data dir); the baseline is a bare Node http server in a',
    'child process piping one PUT of the same file to a file. The cases run in interleaved rounds',
    `(${ROUNDS} here, \`UPLOAD_BENCH_ROUNDS\`), each starting at the next case, and the table shows each one's median; every case starts after`,
    "`sync`, and the machine's load average is given below the tables. MB/s are decimal megabytes of payload per",
    'second from the first request to the last answer (the tus rows include creation and recording the',
    'file). RSS is sampled from /proc every 25 ms; CPU (user + system, every thread) from /proc, the',
    'median of the rounds. The Lectern server starts as production does (`SERVER_NODE_FLAGS` and `SERVER_ENV`',
    'of app/server/node-flags.ts); the last row is a second Lectern server started without the malloc trim',
    "threshold, in the same rounds. Targets (issue #21): at least 90 % of the baseline's MB/s to disk, with",
    "server CPU per GiB within 1.2× of the baseline's; under 150 MiB above idle whatever the size. The idle",
    'figure of the Lectern server includes the embedded database (PGlite) and grows with earlier cases; the',
    'peak above it is what an upload costs.',
    '',
    "### To disk (the data dir on the machine's disk)",
    '',
    table(disk),
  ];
  if (SIZE_GB <= 2 && existsSync(SHM)) {
    const memory = await suite(mkdtempSync(path.join(SHM, 'lectern-upload-bench-')));
    sections.push('', "### To memory (tmpfs): the servers' own cost, without the disk", '', table(memory));
  }
  sections.push(
    '',
    `Load average at the start: ${loadAtStart}; at the end: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')} (${cpus().length} CPUs).`,
  );
  return sections.join('\n');
}
