import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdOf } from '../../app/server/auth/session-store.ts';
import {
  cabinetMembers,
  cabinets,
  courses,
  files,
  lessons,
  mediaJobs,
  quizAttemptResults,
  quizAttempts,
  sessions,
  subscriptions,
  users,
} from '../../app/server/db/schema.ts';
import { createFileStorage, readSmallObject } from '../../app/server/files/storage.ts';
import { DEMO_COURSE } from '../../app/server/seed/demo-data.ts';
import { LOGIN_RATE_LIMIT } from '../../core/api/api.constants.ts';
import type { Question } from '../../core/api/quiz.ts';
import { deterministicBytes, signInToken } from '../app/server/files/support/server-process.ts';
import { fixtureDir, makeVideo } from '../app/server/media/media-fixtures.ts';
import { singleAnswer } from '../app/server/quiz/quiz-fixture.ts';
import { type Cluster, clusterCanRun, startCluster } from './support/cluster.ts';

/**
 * Lectern on several machines, as docs/operations.md describes it: two app servers and a media worker,
 * each its own process, behind nginx (round-robin, no stickiness), on PostgreSQL and S3 (s3rver).
 * Runs when PostgreSQL answers (DATABASE_URL, else 127.0.0.1:5432) and nginx is installed.
 */
const canRun = await clusterCanRun();
const API = '/api/v1';

let cluster: Cluster;
let lessonId: number;
let expert: string;
let student: string;

/** One call through the proxy: its status, JSON body (when any) and the app server that answered. */
async function call(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers of many shapes, read field by field
): Promise<{ status: number; body: any; upstream: string }> {
  const response = await fetch(`${cluster.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  // nginx lists every server it tried ("a, b" when the first refused the connection): the last one answered.
  const tried = (response.headers.get('X-Upstream') ?? '').split(', ');
  return { status: response.status, body: parsed, upstream: tried[tried.length - 1]! };
}

/** A quiz of single-answer questions (the second option right) in the demo's first lesson. */
async function createQuiz(questions: number, options: Record<string, unknown> = {}) {
  const created = await call('POST', `${API}/constructor/lessons/${lessonId}/quizzes`, expert, {
    name: 'Cluster quiz',
    ...options,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const quizId = created.body.data.id as number;
  const keyed: Question[] = [];
  for (let index = 0; index < questions; index += 1) {
    const added = await call(
      'POST',
      `${API}/constructor/quizzes/${quizId}/questions`,
      expert,
      singleAnswer(`Question ${index + 1}`),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    keyed.push(added.body.data);
  }
  return { quizId, questions: keyed };
}

const right = (question: Question) => question.answers.find((answer) => answer.text === 'Kyiv')!.id;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  if (!canRun) return;
  cluster = await startCluster();
  const [lesson] = await cluster.database.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.slug, DEMO_COURSE.lessons[0].slug));
  lessonId = lesson!.id;
  expert = await signInToken(cluster.url, 'expert@lectern.test');
  student = await signInToken(cluster.url, 'student@lectern.test');
  const menu = await call('GET', `${API}/profile/menu`, expert);
  const school = menu.body.data.expert_cabinets[0].id;
  expect((await call('PUT', `${API}/cabinets/current`, expert, { cabinet_id: school })).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await cluster?.close();
});

describe.skipIf(!canRun)('two app servers and a media worker behind nginx, on PostgreSQL and S3', () => {
  it('ends byte-exact (SHA-256) an upload begun through one server and resumed through the other', async () => {
    const { bytes, sha256: expected } = deterministicBytes(12 * 1024 * 1024 + 77, 0x5eed);
    const tus = (method: string, path: string, headers: Record<string, string>, body?: Uint8Array) =>
      fetch(`${cluster.url}${path}`, {
        method,
        headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${expert}`, ...headers },
        ...(body ? { body: new Uint8Array(body) } : {}),
      });
    const created = await tus('POST', `${API}/uploads`, {
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${Buffer.from('lecture.bin').toString('base64')},filetype ${Buffer.from('application/octet-stream').toString('base64')}`,
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('Location')!;
    const uuid = created.headers.get('X-File-Uuid')!;
    const served = new Set<string>();
    // Four pieces, each resumed from the offset a HEAD reports: round-robin sends them to both servers.
    let offset = 0;
    const piece = 3 * 1024 * 1024 + 5;
    while (offset < bytes.length) {
      const head = await tus('HEAD', location, {});
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('Upload-Offset'))).toBe(offset);
      served.add(head.headers.get('X-Upstream')!);
      const patch = await tus(
        'PATCH',
        location,
        { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        bytes.subarray(offset, offset + piece),
      );
      expect(patch.status, await patch.clone().text()).toBe(204);
      served.add(patch.headers.get('X-Upstream')!);
      offset = Number(patch.headers.get('Upload-Offset'));
    }
    expect(served).toEqual(new Set(cluster.upstreams));
    const download = await fetch(`${cluster.url}${API}/files/${uuid}/download`, {
      headers: { Authorization: `Bearer ${expert}` },
    });
    expect(download.status).toBe(200);
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(expected);
    const storage = createFileStorage({ dataDir: '/nonexistent', storage: { driver: 's3', ...s3Options() } });
    expect(sha256(await readSmallObject(storage, uuid))).toBe(expected);
  }, 120_000);

  it('scores as one a quiz attempt whose answers alternate between the servers', async () => {
    const { quizId, questions } = await createQuiz(4);
    const started = await call('GET', `${API}/lessons/${lessonId}/quizzes/${quizId}/start-attempt`, student);
    expect(started.status).toBe(200);
    const attemptId = started.body.data.id;
    const upstreams: string[] = [];
    for (const [index, question] of questions.entries()) {
      const answered = await call('POST', `${API}/lessons/${lessonId}/quiz-attempts/${attemptId}`, student, {
        quiz_question_id: question.id,
        // The third answer is wrong: the score must count exactly the other three.
        answer_ids: [index === 2 ? question.answers[0]!.id : right(question)],
      });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      upstreams.push(answered.upstream);
    }
    expect(new Set(upstreams)).toEqual(new Set(cluster.upstreams));
    const finished = await call('POST', `${API}/quiz-attempts/${attemptId}/finish`, student, []);
    expect(finished.body.data).toMatchObject({ success: true, attempt: { scores: 3, finished: true } });
  });

  it('lets 500 students start and finish at once across both servers: 0 errors, 500 attempts, no answer lost', async () => {
    const { quizId, questions } = await createQuiz(2);
    const db = cluster.database.db;
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, DEMO_COURSE.slug));
    const [school] = await db.select({ id: cabinets.id }).from(cabinets).limit(1);
    const [demo] = await db.select().from(users).where(eq(users.email, 'student@lectern.test'));
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          name: `Student ${index + 1}`,
          email: `cluster-${index + 1}@lectern.test`,
          passwordHash: demo!.passwordHash,
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(subscriptions)
      .values(people.map((person) => ({ userId: person.id, courseId: course!.id })));
    await db
      .insert(cabinetMembers)
      .values(
        people.map((person) => ({ cabinetId: school!.id, userId: person.id, role: 'student' as const })),
      );
    const tokens = people.map((_, index) => `cluster-student-token-${index}-${'x'.repeat(20)}`);
    await db.insert(sessions).values(
      people.map((person, index) => ({
        id: sessionIdOf(tokens[index]!),
        userId: person.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      })),
    );

    const failures: string[] = [];
    const upstreams = new Set<string>();
    const expectOk = (what: string, answer: Awaited<ReturnType<typeof call>>) => {
      upstreams.add(answer.upstream);
      if (answer.status !== 200) failures.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer;
    };
    await Promise.all(
      tokens.map(async (token) => {
        const started = expectOk(
          'start',
          await call('GET', `${API}/lessons/${lessonId}/quizzes/${quizId}/start-attempt`, token),
        );
        if (started.status !== 200) return;
        const attemptId = started.body.data.id;
        for (const [index, question] of questions.entries()) {
          expectOk(
            'answer',
            await call('POST', `${API}/lessons/${lessonId}/quiz-attempts/${attemptId}`, token, {
              quiz_question_id: question.id,
              answer_ids: [right(question)],
              ...(index === questions.length - 1 ? { is_finish: true } : {}),
            }),
          );
        }
      }),
    );
    expect(failures.slice(0, 5)).toEqual([]);
    expect(upstreams).toEqual(new Set(cluster.upstreams));
    const attempts = await db
      .select({ id: quizAttempts.id, statusId: quizAttempts.statusId, scores: quizAttempts.scores })
      .from(quizAttempts)
      .where(eq(quizAttempts.quizId, quizId));
    expect(attempts).toHaveLength(500);
    expect(attempts.filter((attempt) => attempt.statusId === 1 && Number(attempt.scores) === 2)).toHaveLength(
      500,
    );
    const [answers] = await db
      .select({ n: count() })
      .from(quizAttemptResults)
      .where(
        inArray(
          quizAttemptResults.attemptId,
          attempts.map((attempt) => attempt.id),
        ),
      );
    expect(answers!.n).toBe(1000);
  }, 180_000);

  it('counts sign-in failures on both servers together, and a session made on one works on the other', async () => {
    const tries: { status: number; upstream: string }[] = [];
    for (let index = 0; index < LOGIN_RATE_LIMIT.maxFailures + 1; index += 1) {
      const response = await fetch(`${cluster.url}${API}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'partner@lectern.test', password: 'not-the-password' }),
      });
      tries.push({ status: response.status, upstream: response.headers.get('X-Upstream') ?? '' });
    }
    expect(new Set(tries.map((attempt) => attempt.upstream))).toEqual(new Set(cluster.upstreams));
    expect(tries.map((attempt) => attempt.status)).toEqual([
      ...Array(LOGIN_RATE_LIMIT.maxFailures).fill(401),
      429,
    ]);
    // The expert's session was made by one server at sign-in; both answer it.
    const seen = new Set<string>();
    for (let index = 0; index < 4; index += 1) {
      const profile = await call('GET', `${API}/user`, expert);
      expect(profile.status).toBe(200);
      seen.add(profile.upstream);
    }
    expect(seen).toEqual(new Set(cluster.upstreams));
  });

  it('has another worker finish a transcode whose worker was killed in the middle of it', async () => {
    const video = makeVideo(fixtureDir(), { width: 1280, height: 720, seconds: 8 });
    const bytes = readFileSync(video);
    const created = await fetch(`${cluster.url}${API}/uploads`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        Authorization: `Bearer ${expert}`,
        'Upload-Length': String(bytes.length),
        'Upload-Metadata': `filename ${Buffer.from('talk.mp4').toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`,
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(bytes),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const uuid = created.headers.get('X-File-Uuid')!;
    const db = cluster.database.db;
    const [file] = await db.select({ id: files.id }).from(files).where(eq(files.uuid, uuid));
    const job = async () => (await db.select().from(mediaJobs).where(eq(mediaJobs.fileId, file!.id)))[0]!;
    await until(async () => (await job()).status === 'running', 30_000);
    const first = (await job()).lockedBy;
    // In the middle of ffmpeg's work: the worker and its ffmpeg go at once, without handing the job back.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await job()).status).toBe('running');
    killGroup(cluster.worker.child.pid!);
    const second = cluster.startWorker();
    await until(async () => (await job()).status === 'done', 90_000);
    const done = await job();
    expect(done.attempts).toBe(2);
    expect(done.lockedBy).toBeNull();
    expect(second.output()).not.toContain('"level":50');
    expect(first).toBeTruthy();
    const [processed] = await db.select().from(files).where(eq(files.uuid, uuid));
    expect(processed!.processStatus).toBe('completed');
    const playlist = await call('GET', `${API}/files/${uuid}/media/hls/master.m3u8`, expert);
    expect(playlist.status).toBe(200);
    expect(String(playlist.body)).toMatch(/RESOLUTION=1280x720/);
  }, 180_000);

  it('loses nothing when one app server is killed in the middle of an attempt: the other goes on', async () => {
    const { quizId, questions } = await createQuiz(4);
    const started = await call('GET', `${API}/lessons/${lessonId}/quizzes/${quizId}/start-attempt`, student);
    const attemptId = started.body.data.id;
    const answer = (question: Question) =>
      call('POST', `${API}/lessons/${lessonId}/quiz-attempts/${attemptId}`, student, {
        quiz_question_id: question.id,
        answer_ids: [right(question)],
      });
    expect((await answer(questions[0]!)).status).toBe(200);
    expect((await answer(questions[1]!)).status).toBe(200);
    cluster.servers[0]!.child.kill('SIGKILL');
    await new Promise((resolve) => cluster.servers[0]!.child.once('exit', resolve));
    const after = [await answer(questions[2]!), await answer(questions[3]!)];
    expect(after.map((answered) => answered.status)).toEqual([200, 200]);
    expect(after.map((answered) => answered.upstream)).toEqual([cluster.upstreams[1], cluster.upstreams[1]]);
    const finished = await call('POST', `${API}/quiz-attempts/${attemptId}/finish`, student, []);
    expect(finished.status).toBe(200);
    expect(finished.body.data).toMatchObject({ success: true, attempt: { scores: 4, finished: true } });
    const kept = await cluster.database.db
      .select({ n: count() })
      .from(quizAttemptResults)
      .where(and(eq(quizAttemptResults.attemptId, attemptId)));
    expect(kept[0]!.n).toBe(4);
    expect((await fetch(`${cluster.url}/healthz`)).status).toBe(200);
  }, 60_000);
});

function s3Options() {
  const env = cluster.s3.env;
  return {
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION!,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}

function killGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    process.kill(pid, 'SIGKILL');
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition never held');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
