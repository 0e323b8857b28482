import { type ChildProcess, fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../app/server/node-flags.ts';
import { API_PREFIX, CSRF_HEADER } from '../core/api/index.ts';
import { cpuSecondsOf } from './process-cpu.ts';
import { type BenchClient, type BenchServerReady, INSERT_ONE_PATH } from './quiz-bench-shared.ts';

/**
 * Simulated students over real HTTP on loopback against the production app on PGlite and on
 * PostgreSQL. The server runs in a child process (bench/quiz-bench-server.ts); the students run
 * here, over a keep-alive agent with a socket per student. Two models:
 * - closed loop: every student (attempt started before the clock) answers every question with no pause;
 *   this saturates the server and gives its throughput, compared with the baseline measured right
 *   before it at the same concurrency: the same app and middleware chain answering a request that
 *   inserts one row (the bench-only POST /bench/insert-one). With no pause, latency is concurrency
 *   divided by throughput whatever the code does, so these rows' p99 says little.
 * - paced: every student reads and thinks 1–3 s before each answer, as people do; the server is
 *   not saturated, and the p50/p99 are the latency a class would feel.
 */

type Engine = 'pglite' | 'postgres';
const CLOSED_LEVELS = [50, 200, 500] as const;
const PACED_LEVELS = [50, 200, 500] as const;
/** Questions per quiz; a closed run is cut by the budget before the largest class gets through. */
const CLOSED_QUESTIONS = 10;
const PACED_QUESTIONS = 5;
/** Think time before each answer in the paced model: 1 s to 3 s, spread evenly over the students. */
const THINK_MS = { min: 1000, max: 3000 } as const;
/** A closed run stops sending new requests after this long; a paced one after the second value. */
const CLOSED_BUDGET_MS = 4000;
const PACED_BUDGET_MS = 20_000;

interface RunResult {
  /** Every measured request's time, ms, sorted. */
  latencies: number[];
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  completed: number;
  clients: number;
  failures: number;
  /** CPU seconds the server process spent during the run (/proc, every thread). */
  cpu: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/**
 * Starts the server child on an engine, as production starts its servers (SERVER_NODE_FLAGS and
 * SERVER_ENV of app/server/node-flags.ts), and waits for its address and credentials. `trim: false`
 * leaves glibc's malloc trim threshold at its default (SERVER_ENV's GLIBC_TUNABLES unset), to measure
 * what the threshold costs.
 */
async function startServer(engine: Engine, students: number, options: { trim: boolean; profile: boolean }) {
  const execArgv: string[] = [...SERVER_NODE_FLAGS];
  if (options.profile && process.env.QUIZ_BENCH_CPU_PROF)
    execArgv.push('--cpu-prof', `--cpu-prof-dir=${process.env.QUIZ_BENCH_CPU_PROF}`);
  const env: NodeJS.ProcessEnv = { ...process.env, ...SERVER_ENV };
  if (!options.trim) for (const name of Object.keys(SERVER_ENV)) delete env[name];
  const child = fork(fileURLToPath(new URL('./quiz-bench-server.ts', import.meta.url)), [], {
    execArgv,
    env: { ...env, QUIZ_BENCH_ENGINE: engine, QUIZ_BENCH_STUDENTS: String(students) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<BenchServerReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as BenchServerReady));
    child.once('exit', (code) => reject(new Error(`The bench server exited with ${code}.`)));
  });
  return { child, ready };
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A JSON caller over one keep-alive agent with a socket for every simulated student. */
function caller(origin: string, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  const url = new URL(origin);
  const call = (client: BenchClient, method: string, path: string, body?: unknown) =>
    new Promise<{ data: unknown }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path: path.startsWith('/bench/') ? path : `${API_PREFIX}${path}`,
          headers: {
            Cookie: client.cookie,
            [CSRF_HEADER]: client.csrf,
            'Sec-Fetch-Site': 'same-origin',
            ...(payload === undefined
              ? {}
              : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = response.statusCode ?? 0;
            if (status < 200 || status >= 300)
              reject(new Error(`${method} ${path}: ${status} ${text.slice(0, 200)}`));
            else resolve(text ? (JSON.parse(text) as { data: unknown }) : { data: null });
          });
          response.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { call, close: () => agent.destroy() };
}

type Call = ReturnType<typeof caller>['call'];

/** A quiz of `count` questions (single and multiple choice in turn), made through the authoring API. */
async function createQuiz(call: Call, expert: BenchClient, lessonId: number, count: number) {
  const created = (await call(expert, 'POST', `/constructor/lessons/${lessonId}/quizzes`, {
    name: 'Bench quiz',
  })) as { data: { id: number } };
  const questions: { id: number; answers: { id: number; is_correct: boolean | null }[] }[] = [];
  for (let index = 0; index < count; index += 1) {
    const multiple = index % 2 === 1;
    const question = (await call(expert, 'POST', `/constructor/quizzes/${created.data.id}/questions`, {
      type_slug: multiple ? 'multiple_answer' : 'single_answer',
      name: `Question ${index + 1}`,
      answers: [
        { text: 'One', is_correct: true },
        { text: 'Two', is_correct: multiple },
        { text: 'Three', is_correct: false },
        { text: 'Four', is_correct: false },
      ],
    })) as { data: (typeof questions)[number] };
    questions.push(question.data);
  }
  return { quizId: created.data.id, questions };
}

type Timed = <T>(work: () => Promise<T>) => Promise<T>;

/** Runs every client's script at once; `open()` turns false after the budget. */
async function runAll(
  pid: number,
  clients: readonly BenchClient[],
  budgetMs: number,
  script: (client: BenchClient, index: number, timed: Timed, open: () => boolean) => Promise<void>,
): Promise<RunResult> {
  const latencies: number[] = [];
  let failures = 0;
  let completed = 0;
  const cpuBefore = cpuSecondsOf(pid);
  const started = performance.now();
  const open = () => performance.now() - started < budgetMs;
  const timed: Timed = async (work) => {
    const at = performance.now();
    const result = await work();
    latencies.push(performance.now() - at);
    return result;
  };
  await Promise.all(
    clients.map(async (client, index) => {
      try {
        await script(client, index, timed, open);
        completed += 1;
      } catch (error) {
        failures += 1;
        if (failures <= 3) console.error(String(error));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSecondsOf(pid) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    latencies,
    requests: latencies.length,
    seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    completed,
    clients: clients.length,
    failures,
    cpu,
  };
}

/** Two runs of the same case as one: their requests over their summed time. */
function merge(left: RunResult, right: RunResult): RunResult {
  const latencies = [...left.latencies, ...right.latencies].sort((a, b) => a - b);
  return {
    latencies,
    requests: latencies.length,
    seconds: left.seconds + right.seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    completed: left.completed + right.completed,
    clients: left.clients + right.clients,
    failures: left.failures + right.failures,
    cpu: left.cpu + right.cpu,
  };
}

/** Starts every client's attempt at once (untimed); answers their ids in the clients' order. */
async function startAll(call: Call, clients: readonly BenchClient[], lessonId: number, quizId: number) {
  return Promise.all(
    clients.map(async (client) => {
      const started = (await call(client, 'GET', `/lessons/${lessonId}/quizzes/${quizId}/start-attempt`)) as {
        data: { id: number };
      };
      return started.data.id;
    }),
  );
}

/** Finishes every client's attempt at once (untimed). */
async function finishAll(call: Call, clients: readonly BenchClient[], attemptIds: readonly number[]) {
  await Promise.all(
    clients.map((client, index) => call(client, 'POST', `/quiz-attempts/${attemptIds[index]}/finish`, [])),
  );
}

/**
 * One student answering every question of a started attempt (a third of them wrongly), with an
 * optional pause before each answer.
 */
function answerScript(
  call: Call,
  lessonId: number,
  quiz: Awaited<ReturnType<typeof createQuiz>>,
  attemptIds: readonly number[],
  thinkMs?: (index: number, step: number) => number,
) {
  return async (client: BenchClient, index: number, timed: Timed, open: () => boolean) => {
    const attemptId = attemptIds[index]!;
    for (const [step, question] of quiz.questions.entries()) {
      if (thinkMs) await new Promise((resolve) => setTimeout(resolve, thinkMs(index, step)));
      if (!open()) return;
      const right = question.answers.filter((answer) => answer.is_correct).map((answer) => answer.id);
      await timed(() =>
        call(client, 'POST', `/lessons/${lessonId}/quiz-attempts/${attemptId}`, {
          quiz_question_id: question.id,
          answer_ids: index % 3 === 0 ? [question.answers[2]!.id] : right,
          idempotency_key: `${attemptId}-${question.id}`,
        }),
      );
    }
  };
}

/** Starts the clients' attempts, runs the answers (the measured part), finishes the attempts. */
async function answerRun(
  pid: number,
  call: Call,
  clients: readonly BenchClient[],
  lessonId: number,
  quiz: Awaited<ReturnType<typeof createQuiz>>,
  budgetMs: number,
  thinkMs?: (index: number, step: number) => number,
) {
  const attemptIds = await startAll(call, clients, lessonId, quiz.quizId);
  const result = await runAll(
    pid,
    clients,
    budgetMs,
    answerScript(call, lessonId, quiz, attemptIds, thinkMs),
  );
  await finishAll(call, clients, attemptIds);
  return result;
}

const rate = (result: RunResult) => result.requests / result.seconds;
const finished = (result: RunResult) =>
  `${result.completed}/${result.clients}${result.failures ? ` (${result.failures} failed)` : ''}`;
const load = () => loadavg()[0]!.toFixed(1);
/** Server CPU milliseconds per answer (per request for the baseline). */
const cpuPer = (result: RunResult) => ((result.cpu * 1000) / Math.max(1, result.requests)).toFixed(2);
/** Students of the with/without trim threshold comparison. */
const TRIM_LEVEL = 200;

interface EngineRows {
  closed: string[];
  paced: string[];
  trim: string[];
}

async function engineBenchmarks(engine: Engine): Promise<EngineRows> {
  const maxStudents = Math.max(...CLOSED_LEVELS, ...PACED_LEVELS);
  const { child, ready } = await startServer(engine, maxStudents, { trim: true, profile: true });
  const pid = child.pid!;
  const { call, close } = caller(ready.origin, maxStudents + 8);
  const { expert, students, lessonId } = ready;
  const name = engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL';
  const closed: string[] = [];
  const paced: string[] = [];
  const trim: string[] = [];
  try {
    // Warm-up: JIT, connection pool, the per-quiz question cache of the warm-up quiz.
    const warm = await createQuiz(call, expert, lessonId, 2);
    await answerRun(pid, call, students.slice(0, 20), lessonId, warm, 60_000);
    await runAll(pid, students.slice(0, 20), 60_000, async (client, _index, timed) => {
      for (let step = 0; step < 5; step += 1)
        await timed(() => call(client, 'POST', INSERT_ONE_PATH, { text: 'warm-up' }));
    });
    for (const students_ of CLOSED_LEVELS) {
      const clients = students.slice(0, students_);
      const loadBefore = load();
      // Baseline and quiz in turn, A B B A, so a burst of other work on the machine weighs on both.
      const baselineRun = () =>
        runAll(pid, clients, CLOSED_BUDGET_MS, async (client, index, timed, open) => {
          for (let step = 0; step < CLOSED_QUESTIONS && open(); step += 1)
            await timed(() => call(client, 'POST', INSERT_ONE_PATH, { text: `bench ${index}-${step}` }));
        });
      const quizRun = async () =>
        answerRun(
          pid,
          call,
          clients,
          lessonId,
          await createQuiz(call, expert, lessonId, CLOSED_QUESTIONS),
          CLOSED_BUDGET_MS,
        );
      const first = await baselineRun();
      const second = await quizRun();
      const third = await quizRun();
      const fourth = await baselineRun();
      const baseline = merge(first, fourth);
      const attempts = merge(second, third);
      const share = rate(attempts) / rate(baseline);
      const cpuShare = baseline.cpu / baseline.requests / (attempts.cpu / attempts.requests);
      closed.push(
        `| ${name} | ${students_} | baseline: insert one row | ${rate(baseline).toFixed(0)} req/s | ${baseline.p50.toFixed(1)} | ${baseline.p99.toFixed(1)} | ${finished(baseline)} | — | ${cpuPer(baseline)} | — | ${loadBefore} |`,
        `| ${name} | ${students_} | quiz: answer ${CLOSED_QUESTIONS} questions | ${rate(attempts).toFixed(0)} answers/s | ${attempts.p50.toFixed(1)} | ${attempts.p99.toFixed(1)} | ${finished(attempts)} | **${(share * 100).toFixed(0)} %** | ${cpuPer(attempts)} | ${(cpuShare * 100).toFixed(0)} % | ${load()} |`,
      );
      console.error(closed.at(-2));
      console.error(closed.at(-1));
    }
    if (process.env.QUIZ_BENCH_TRIM !== '0') {
      // The same closed loop on a second server started without the trim threshold, in turn with the
      // production one (A B B A), to show what the threshold costs.
      const other = await startServer(engine, TRIM_LEVEL, { trim: false, profile: false });
      const otherCaller = caller(other.ready.origin, TRIM_LEVEL + 8);
      try {
        const runOn = async (
          server: { pid: number; call: Call; ready: BenchServerReady },
          count: number,
        ): Promise<RunResult> => {
          const quiz = await createQuiz(
            server.call,
            server.ready.expert,
            server.ready.lessonId,
            CLOSED_QUESTIONS,
          );
          return answerRun(
            server.pid,
            server.call,
            server.ready.students.slice(0, count),
            server.ready.lessonId,
            quiz,
            CLOSED_BUDGET_MS,
          );
        };
        const production = { pid, call, ready };
        const untrimmed = { pid: other.child.pid!, call: otherCaller.call, ready: other.ready };
        // Warm the second server as the first was.
        await runOn(untrimmed, 20);
        const loadBefore = load();
        const a1 = await runOn(production, TRIM_LEVEL);
        const b1 = await runOn(untrimmed, TRIM_LEVEL);
        const b2 = await runOn(untrimmed, TRIM_LEVEL);
        const a2 = await runOn(production, TRIM_LEVEL);
        const withTrim = merge(a1, a2);
        const without = merge(b1, b2);
        trim.push(
          `| ${name} | ${TRIM_LEVEL} | with it (production: ${SERVER_ENV.GLIBC_TUNABLES}) | ${rate(withTrim).toFixed(0)} answers/s | ${withTrim.p50.toFixed(1)} | ${withTrim.p99.toFixed(1)} | ${finished(withTrim)} | ${cpuPer(withTrim)} | ${loadBefore} |`,
          `| ${name} | ${TRIM_LEVEL} | without it (glibc's default) | ${rate(without).toFixed(0)} answers/s | ${without.p50.toFixed(1)} | ${without.p99.toFixed(1)} | ${finished(without)} | ${cpuPer(without)} | ${load()} |`,
        );
        console.error(trim.at(-2));
        console.error(trim.at(-1));
      } finally {
        otherCaller.close();
        await stopServer(other.child);
      }
    }
    for (const students_ of process.env.QUIZ_BENCH_PACED === '0' ? [] : PACED_LEVELS) {
      const clients = students.slice(0, students_);
      const loadBefore = load();
      const quiz = await createQuiz(call, expert, lessonId, PACED_QUESTIONS);
      // Think times spread evenly over 1–3 s, different for each student and question.
      const think = (index: number, step: number) =>
        THINK_MS.min + (((index * 7919 + step * 104_729) % 1000) / 1000) * (THINK_MS.max - THINK_MS.min);
      const run = await answerRun(pid, call, clients, lessonId, quiz, PACED_BUDGET_MS, think);
      paced.push(
        `| ${name} | ${students_} | ${PACED_QUESTIONS} answers, 1–3 s before each | ${rate(run).toFixed(0)} answers/s | ${run.p50.toFixed(1)} | ${run.p99.toFixed(1)} | ${finished(run)} | ${cpuPer(run)} | ${loadBefore}–${load()} |`,
      );
      console.error(paced.at(-1));
    }
  } finally {
    close();
    await stopServer(child);
  }
  return { closed, paced, trim };
}

/** `npm run bench -- quiz`. */
export default async function quizBenchmarks(): Promise<string> {
  // QUIZ_BENCH_ENGINES=postgres (or pglite) measures one engine while profiling.
  const engines = (process.env.QUIZ_BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
  const closed: string[] = [];
  const paced: string[] = [];
  const trim: string[] = [];
  const loadAtStart = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  for (const engine of engines) {
    const rows = await engineBenchmarks(engine);
    closed.push(...rows.closed);
    paced.push(...rows.paced);
    trim.push(...rows.trim);
  }
  const loadAtEnd = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  return [
    '### Quiz attempts under load (real HTTP on loopback)',
    '',
    'The production app (createApp: request id and JSON request log, security headers, session lookup,',
    'CSRF, body validation) runs in a child process (bench/quiz-bench-server.ts) on PGlite or PostgreSQL;',
    'the simulated students run in the bench process over a keep-alive agent with a socket each, so the',
    "load generator does not share the server's event loop (it still shares the machine's CPUs, and so",
    'does PostgreSQL). Each student has an attempt started (all at once, before the clock starts),',
    'answers every question (single and multiple choice in turn, an idempotency key on each, a third of',
    'the students answering wrongly), and has the attempt finished after the clock stops. Latencies are',
    'per answer (per request for the baseline); throughput is answers per second of the measured part.',
    '',
    `Load average (1, 5, 15 min) at the start: ${loadAtStart}; at the end: ${loadAtEnd}.`,
    '',
    '#### Saturation (closed loop, no pause): throughput against the baseline',
    '',
    'Every student sends its next request as soon as the last is answered. Baseline, measured in turn',
    'with the quiz (baseline, quiz, quiz, baseline; each figure sums its two runs) at the same concurrency:',
    'the same app, middleware chain and session + CSRF',
    'check answering POST /bench/insert-one, which inserts one row; a route that exists only in the',
    `bench's server. A run stops sending new requests after ${CLOSED_BUDGET_MS / 1000} s; "finished" counts students (over both runs) who`,
    'got through in time. With no pause, p99 ≈ concurrency / throughput whatever the code does, so the',
    'latency columns here describe a queue, not what a student would feel. "Server CPU" is the CPU time',
    "(user + system, every thread, from /proc) of the server's process over the run divided by the answers",
    '(requests) it answered, and "CPU vs baseline" the baseline\'s CPU per request over the quiz\'s per',
    'answer: the share a CPU-bound server would reach, far less sensitive to other work on the machine',
    'than the wall-clock ratio. The server child starts as production does: with `SERVER_NODE_FLAGS` and',
    '`SERVER_ENV` of app/server/node-flags.ts.',
    '',
    '| database | students | case | throughput | p50 ms | p99 ms | finished | vs baseline | server CPU ms per answer | CPU vs baseline | load avg (1 min) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...closed,
    ...(trim.length
      ? [
          '',
          "#### glibc's malloc trim threshold: what it costs",
          '',
          `The same closed loop (${CLOSED_QUESTIONS} questions, ${TRIM_LEVEL} students) on the production server and on a second`,
          'server started in the same way but without `GLIBC_TUNABLES` (glibc raises its trim threshold by',
          'itself up to 32 MiB), in turn (with, without, without, with; each figure sums its two runs).',
          '',
          '| database | students | trim threshold | throughput | p50 ms | p99 ms | finished | server CPU ms per answer | load avg (1 min) |',
          '|---|---|---|---|---|---|---|---|---|',
          ...trim,
        ]
      : []),
    '',
    '#### Paced students: the latency a class feels',
    '',
    'Every student reads and thinks 1–3 s (spread evenly) before each answer, as people do, so the',
    `offered load is about students / 2 answers per second. A run stops after ${PACED_BUDGET_MS / 1000} s.`,
    'The aim\'s "p99 under 100 ms at 200 concurrent students" is judged on these rows: a closed loop of',
    '200 students with no pause can only have p99 under 100 ms above ~2000 answers/s, which no single',
    'request path that writes to a database on this machine reaches, and real students pause.',
    'The aim\'s "at least half the baseline\'s throughput" is judged on the saturation rows above.',
    '',
    '| database | students | each student | throughput | p50 ms | p99 ms | finished | server CPU ms per answer | load avg (1 min) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...paced,
    '',
    '#### What an answer costs, and where the time goes',
    '',
    'An answer (POST /lessons/{lesson}/quiz-attempts/{attempt}) makes three round trips to PostgreSQL:',
    "the session lookup (one: a prepared statement), then the answer's transaction (`pipelinedTransaction`,",
    'app/server/db/pipelined-transaction.ts) on a reserved connection where every statement is prepared:',
    "BEGIN, the route's access query (attempt, quiz, school, role), the attempt's lock and the read of its",
    'state sent together (one), then the one statement of data-modifying CTEs (answer rows, verdict, score,',
    'idempotency receipt) with COMMIT queued right behind it (one; postgres-js sends a message of 1 KiB or',
    'more at once, and the receipt makes the write that long, so COMMIT goes in a socket write of its own:',
    'four writes to PostgreSQL per answer). The keyed questions come from a per-quiz cache. The baseline',
    'makes three (the session lookup, one; the INSERT, not prepared, two). The session lookup, the access',
    'query, the lock, the read and the write are built once (`builtOnce`, app/server/db/built-once.ts; the',
    'write once per shape) and sent to postgres-js directly, their placeholders and row mapping worked out',
    "once. The baseline's route sits outside /api/v1, so it skips three layers every API call (the quiz",
    'answer too) passes: the body limit, the Cache-Control default and the JSON compression (which turns the',
    "Node server's light response into a full Fetch response to read it). What is left of the server's CPU",
    'under the closed loop (`QUIZ_BENCH_CPU_PROF=<dir>`, node --cpu-prof) is mostly the kernel side of',
    'socket writes (PostgreSQL, the HTTP answers, the request log), postgres-js per statement (seven to the',
    "baseline's two, BEGIN and COMMIT among them) and garbage collection.",
    'The transaction holds its pooled connection (10, as in production; `QUIZ_BENCH_POOL` changes',
    "it) across its two round trips, where the baseline's statements share connections; with 500",
    'students in a closed loop that queue shows. PGlite runs every statement on one in-process',
    'connection with no network between, keeps a plain transaction, and tops out where its',
    'saturation rows show; past that, paced students queue and latency grows with the class.',
  ].join('\n');
}
