/**
 * `npm run bench -- cluster`: does a second app server add capacity? Quiz answers per second through
 * nginx in front of one app server and in front of two (the cluster of specs/cluster: separate
 * processes, PostgreSQL, s3rver), the same closed loop of students in both: each starts an attempt,
 * answers its ten questions (the last one finishing it) and starts again. Rounds interleave
 * (one, two, two, one) so a machine that gets busier shows in both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { sessionIdOf } from '../app/server/auth/session-store.ts';
import {
  cabinetMembers,
  cabinets,
  courses,
  lessons,
  sessions,
  subscriptions,
  users,
} from '../app/server/db/schema.ts';
import { DEMO_COURSE } from '../app/server/seed/demo-data.ts';
import { freePort, signInToken } from '../specs/app/server/files/support/server-process.ts';
import { clusterCanRun, startCluster, startNginx, stopNginx } from '../specs/cluster/support/cluster.ts';

const STUDENTS = Number(process.env.CLUSTER_BENCH_STUDENTS ?? 100);
const ROUND_MS = Number(process.env.CLUSTER_BENCH_ROUND_MS ?? 15_000);
const QUESTIONS = 10;
const API = '/api/v1';

interface Question {
  id: number;
  answers: { id: number; text: string | null }[];
}

async function post(base: string, path: string, token: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let answer = { data: { id: 0 } };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    // a proxy's error page
  }
  return { status: response.status, body: answer };
}

/** Students answering in a closed loop against `base` for `ms`; answers the answers per second and errors. */
async function round(
  base: string,
  tokens: string[],
  lessonId: number,
  quizId: number,
  questions: Question[],
  ms: number,
) {
  const started = Date.now();
  const end = started + ms;
  let answers = 0;
  let errors = 0;
  await Promise.all(
    tokens.map(async (token) => {
      while (Date.now() < end) {
        const begun = await fetch(`${base}${API}/lessons/${lessonId}/quizzes/${quizId}/start-attempt`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const text = await begun.text();
        if (begun.status !== 200) {
          errors += 1;
          continue;
        }
        const attemptId = (JSON.parse(text) as { data: { id: number } }).data.id;
        for (const [index, question] of questions.entries()) {
          if (Date.now() >= end) {
            // Time is up in the middle of an attempt: finish it (not counted) so the next round starts afresh.
            await post(base, `${API}/quiz-attempts/${attemptId}/finish`, token, []);
            break;
          }
          const answered = await post(base, `${API}/lessons/${lessonId}/quiz-attempts/${attemptId}`, token, {
            quiz_question_id: question.id,
            answer_ids: [question.answers.find((answer) => answer.text === 'Kyiv')!.id],
            ...(index === questions.length - 1 ? { is_finish: true } : {}),
          });
          if (answered.status === 200) answers += 1;
          else errors += 1;
        }
      }
    }),
  );
  return { perSecond: answers / ((Date.now() - started) / 1000), errors };
}

export default async function clusterBench(): Promise<string> {
  if (!(await clusterCanRun()))
    return '### Two app servers against one\n\nNot run: PostgreSQL or nginx missing.';
  const loadAtStart = loadavg()[0]!.toFixed(1);
  const cluster = await startCluster();
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-cluster-bench-'));
  const single = await freePort();
  const nginx = startNginx(dir, single, [cluster.upstreams[0]!]);
  try {
    const db = cluster.database.db;
    const [lesson] = await db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.slug, DEMO_COURSE.lessons[0].slug));
    const expert = await signInToken(cluster.url, 'expert@lectern.test');
    const menu = (await (
      await fetch(`${cluster.url}${API}/profile/menu`, { headers: { Authorization: `Bearer ${expert}` } })
    ).json()) as {
      data: { expert_cabinets: { id: number }[] };
    };
    await fetch(`${cluster.url}${API}/cabinets/current`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${expert}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ cabinet_id: menu.data.expert_cabinets[0]!.id }),
    });
    const quiz = await post(cluster.url, `${API}/constructor/lessons/${lesson!.id}/quizzes`, expert, {
      name: 'Bench',
    });
    const questions: Question[] = [];
    for (let index = 0; index < QUESTIONS; index += 1) {
      const added = await post(
        cluster.url,
        `${API}/constructor/quizzes/${quiz.body.data.id}/questions`,
        expert,
        {
          type_slug: 'single_answer',
          name: `Question ${index + 1}`,
          answers: [
            { ref: 'a', text: 'Lviv', is_correct: false },
            { ref: 'b', text: 'Kyiv', is_correct: true },
          ],
        },
      );
      questions.push(added.body.data as unknown as Question);
    }
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, DEMO_COURSE.slug));
    const [school] = await db.select({ id: cabinets.id }).from(cabinets).limit(1);
    const [demo] = await db.select().from(users).where(eq(users.email, 'student@lectern.test'));
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: STUDENTS }, (_, index) => ({
          name: `Bench ${index}`,
          email: `bench-${index}@lectern.test`,
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
    const tokens = people.map((_, index) => `bench-student-${index}-${'y'.repeat(24)}`);
    await db.insert(sessions).values(
      people.map((person, index) => ({
        id: sessionIdOf(tokens[index]!),
        userId: person.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      })),
    );

    const oneUrl = `http://127.0.0.1:${single}`;
    for (let tries = 0; tries < 100; tries += 1) {
      if ((await fetch(`${oneUrl}/healthz`).catch(() => null))?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Warm-up through both, then one, two, two, one.
    await round(cluster.url, tokens, lesson!.id, quiz.body.data.id, questions, 3000);
    const one: { perSecond: number; errors: number }[] = [];
    const two: { perSecond: number; errors: number }[] = [];
    for (const target of ['one', 'two', 'two', 'one'] as const) {
      const result = await round(
        target === 'one' ? oneUrl : cluster.url,
        tokens,
        lesson!.id,
        quiz.body.data.id,
        questions,
        ROUND_MS,
      );
      (target === 'one' ? one : two).push(result);
    }
    const mean = (rows: { perSecond: number }[]) =>
      rows.reduce((sum, row) => sum + row.perSecond, 0) / rows.length;
    const errors = (rows: { errors: number }[]) => rows.reduce((sum, row) => sum + row.errors, 0);
    const ratio = mean(two) / mean(one);
    const load = loadavg()[0]!.toFixed(1);
    return [
      '### Two app servers against one (quiz answers through nginx, PostgreSQL)',
      '',
      `${STUDENTS} students in a closed loop (start an attempt, answer ${QUESTIONS} questions, the last one finishing it, again),`,
      `${ROUND_MS / 1000} s rounds interleaved one, two, two, one after a warm-up; nginx in front of one app server or of two`,
      '(round-robin), each app server its own process on the same PostgreSQL (bench/cluster.bench.ts).',
      '',
      '| app servers | answers/s (each round) | mean | errors |',
      '|---|---|---|---|',
      `| 1 | ${one.map((row) => row.perSecond.toFixed(0)).join(', ')} | ${mean(one).toFixed(0)} | ${errors(one)} |`,
      `| 2 | ${two.map((row) => row.perSecond.toFixed(0)).join(', ')} | ${mean(two).toFixed(0)} | ${errors(two)} |`,
      '',
      `Two servers answer **${ratio.toFixed(2)}×** what one does on this machine (load average ${loadAtStart} at the start, ${load} at the end).`,
    ].join('\n');
  } finally {
    await stopNginx(nginx);
    rmSync(dir, { recursive: true, force: true });
    await cluster.close();
  }
}
