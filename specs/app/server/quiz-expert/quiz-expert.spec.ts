import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../app/server/auth/password.ts';
import { cabinetMembers, cabinets, subscriptions, users } from '../../../../app/server/db/schema.ts';
import {
  attemptSchema,
  expertAttemptListSchema,
  expertAttemptReviewResponseSchema,
  expertQuizListSchema,
  expertQuizResponseSchema,
  type Question,
} from '../../../../core/api/quiz.ts';
import { createQuiz, demoLessonId, json, people, singleAnswer } from '../quiz/quiz-fixture.ts';
import { API, type Browser, createTestServer, signIn, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let expert: Browser;
let student: Browser;
let classmate: Browser;
let rival: Browser;
let curator: Browser;
let lessonId: number;
let base: string;
let quizId: number;
let questions: Question[];
/** Attempt ids oldest first: Taras on review, Mariia on review, Taras passed after review, Mariia running. */
const attempts: number[] = [];

type Data<T> = { data: T };

async function startAttempt(client: Browser): Promise<number> {
  const response = await client.get(`${base}/quizzes/${quizId}/start-attempt`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<Data<{ id: number }>>(response)).data.id;
}

async function finishWithText(client: Browser, text: string): Promise<number> {
  const attemptId = await startAttempt(client);
  const finished = await client.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, [
    { quiz_question_id: questions[0]!.id, text_answer: text },
    { quiz_question_id: questions[1]!.id, answer_ids: [questions[1]!.answers[1]!.id] },
  ]);
  expect(finished.status, await finished.clone().text()).toBe(200);
  return attemptId;
}

async function addUser(name: string, email: string) {
  const [row] = await server.database.db
    .insert(users)
    .values({ name, email, passwordHash: await hashPassword('lectern-demo') })
    .returning();
  return row!;
}

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  ({ expert, student } = await people(server));
  lessonId = await demoLessonId(server);
  base = `${API}/lessons/${lessonId}`;
  const db = server.database.db;
  const [taras] = await db.select().from(subscriptions);
  const mariia = await addUser('Mariia Student', 'mariia@lectern.test');
  await db.insert(subscriptions).values({ userId: mariia.id, courseId: taras!.courseId });
  classmate = await signIn(server, 'mariia@lectern.test');

  // A curator of the demo school: may review quizzes, may not edit them.
  const [school] = await db.select().from(cabinetMembers).where(eq(cabinetMembers.role, 'owner'));
  const olena = await addUser('Olena Curator', 'olena@lectern.test');
  await db.insert(cabinetMembers).values({ cabinetId: school!.cabinetId, userId: olena.id, role: 'curator' });
  await db.update(users).set({ currentCabinetId: school!.cabinetId }).where(eq(users.id, olena.id));
  curator = await signIn(server, 'olena@lectern.test');

  // The owner of another school.
  const [partner] = await db.select().from(users).where(eq(users.email, 'partner@lectern.test'));
  const [other] = await db
    .insert(cabinets)
    .values({ name: 'Rival School', ownerId: partner!.id })
    .returning();
  await db.insert(cabinetMembers).values({ cabinetId: other!.id, userId: partner!.id, role: 'owner' });
  await db.update(users).set({ currentCabinetId: other!.id }).where(eq(users.id, partner!.id));
  rival = await signIn(server, 'partner@lectern.test');

  ({ quizId, questions } = await createQuiz(expert, lessonId, { name: 'Introductions', attempts_limit: 0 }, [
    { type_slug: 'text_media_answer', name: 'Introduce yourself', text_answer_type_id: 3 },
    singleAnswer(),
  ]));
  attempts.push(await finishWithText(student, 'Мене звати Тарас.'));
  attempts.push(await finishWithText(classmate, 'Мене звати Марія.'));
  const review = await expert.send('POST', `${API}/quiz-attempts/${attempts[0]}/review`, { status_id: 3 });
  expect(review.status, await review.clone().text()).toBe(200);
  attempts.push(await finishWithText(student, 'Мене звати Тарас, я з Полтави.'));
  expect(
    (await expert.send('POST', `${API}/quiz-attempts/${attempts[2]}/review`, { status_id: 1 })).status,
  ).toBe(200);
  attempts.push(await startAttempt(classmate));
});
afterAll(() => server.close());

async function list(client: Browser, query = '', at = base) {
  return client.get(`${at}/quizzes/${quizId}/attempts${query}`);
}

describe('the list of a quiz’s attempts', () => {
  it('shows every attempt newest first with its student and the spec’s attempt fields, no answers', async () => {
    const response = await list(expert);
    expect(response.status).toBe(200);
    const body = await response.json();
    const page = v.parse(expertAttemptListSchema, body);
    expect(page.data.map((row) => row.id)).toEqual([...attempts].reverse());
    expect(page.meta).toEqual({ current_page: 1, per_page: 20, total: 4, last_page: 1 });
    expect(page.data.map((row) => [row.user?.name, row.status_id])).toEqual([
      ['Mariia Student', 5],
      ['Taras Student', 1],
      ['Mariia Student', 6],
      // Sent back for rework (3), then the expert passed the rework that followed it: the last attempt's
      // status was changed, so the one it replaced reads 4 (spec 3 §4).
      ['Taras Student', 4],
    ]);
    const allowed = new Set([...Object.keys(attemptSchema.entries), 'user']);
    for (const row of (body as { data: Record<string, unknown>[] }).data) {
      expect(Object.keys(row).filter((key) => !allowed.has(key))).toEqual([]);
      expect(row.results).toEqual([]);
      expect(Object.keys(row.user as object).sort()).toEqual(['avatar_url', 'bg_color', 'id', 'name']);
      expect(JSON.stringify(row)).not.toContain('Мене звати');
    }
    expect(page.data[1]).toMatchObject({
      previous_attempt: { id: attempts[0], status_id: 4 },
      finished: true,
    });
  });

  it('filters by status', async () => {
    const onReview = v.parse(expertAttemptListSchema, await (await list(expert, '?status_id=6')).json());
    expect(onReview.data.map((row) => row.id)).toEqual([attempts[1]]);
    expect(onReview.meta?.total).toBe(1);
    const failed = v.parse(expertAttemptListSchema, await (await list(expert, '?status_id=2')).json());
    expect(failed.data).toEqual([]);
    expect(failed.meta).toMatchObject({ total: 0, last_page: 1 });
    expect((await list(expert, '?status_id=9')).status).toBe(422);
  });

  it('pages through the attempts without gaps or repeats', async () => {
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const body = v.parse(
        expertAttemptListSchema,
        await (await list(expert, `?per_page=2&page=${page}`)).json(),
      );
      expect(body.meta).toEqual({ current_page: page, per_page: 2, total: 4, last_page: 2 });
      seen.push(...body.data.map((row) => row.id));
    }
    expect(seen).toEqual([...attempts].reverse());
    expect((await list(expert, '?per_page=1000')).status).toBe(422);
    expect((await list(expert, '?page=0')).status).toBe(422);
  });

  it('is open to a curator, who reviews but does not edit', async () => {
    expect((await list(curator)).status).toBe(200);
    expect((await curator.get(`${API}/constructor/quizzes/${quizId}`)).status).toBe(403);
    const place = v.parse(
      expertQuizResponseSchema,
      await (await curator.get(`${API}/expert/quizzes/${quizId}`)).json(),
    );
    expect(place.data).toMatchObject({
      id: quizId,
      name: 'Introductions',
      lesson_id: lessonId,
      on_review_count: 1,
    });
  });

  it('is refused with no data to students and to another school’s expert, and 404 under another lesson', async () => {
    for (const response of [
      await list(student),
      await list(classmate, '?status_id=6'),
      await list(rival),
      await student.get(`${API}/expert/quizzes`),
      await student.get(`${API}/expert/quizzes/${quizId}`),
      await rival.get(`${API}/expert/quizzes/${quizId}`),
    ]) {
      expect([403, 404]).toContain(response.status);
      expect(Object.keys(await response.json())).toEqual(['message']);
    }
    expect((await list(student)).status).toBe(403);
    expect((await list(rival)).status).toBe(404);
    expect((await list(expert, '', `${API}/lessons/999999`)).status).toBe(404);
    expect((await list(expert, '', `${API}/info-units/999999`)).status).toBe(404);
    const rivalList = v.parse(expertQuizListSchema, await (await rival.get(`${API}/expert/quizzes`)).json());
    expect(rivalList.data).toEqual([]);
  });
});

describe('the expert’s attempt view', () => {
  it('names the student for experts only', async () => {
    const path = `${base}/quizzes/${quizId}/attempt/${attempts[1]}`;
    const asExpert = v.parse(
      expertAttemptReviewResponseSchema,
      await (await expert.get(`${path}?is_expert=1`)).json(),
    );
    expect(asExpert.data.attempt.user).toMatchObject({ name: 'Mariia Student' });
    const own = (await (await classmate.get(path)).json()) as { data: { attempt: Record<string, unknown> } };
    expect(own.data.attempt).not.toHaveProperty('user');
    expect(own.data.attempt).not.toHaveProperty('result_comment_settings');
  });
});

describe('result comment settings', () => {
  const settings = (attemptId: number) => `${API}/quiz-attempts/${attemptId}/quiz-result-comment-settings`;

  it('saves whether the student may comment on a result and shows it in the expert’s view', async () => {
    const body = {
      result_commentable_type: 'quiz_question',
      result_commentable_id: questions[0]!.id,
      is_allowed: true,
    };
    const saved = await expert.send('POST', settings(attempts[1]!), body);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toEqual({ data: body });
    const view = async () =>
      v.parse(
        expertAttemptReviewResponseSchema,
        await (await expert.get(`${base}/quizzes/${quizId}/attempt/${attempts[1]}?is_expert=1`)).json(),
      ).data.attempt.result_comment_settings;
    expect(await view()).toEqual([body]);
    expect((await curator.send('POST', settings(attempts[1]!), { ...body, is_allowed: false })).status).toBe(
      200,
    );
    expect(await view()).toEqual([{ ...body, is_allowed: false }]);
  });

  it('refuses students, another school, results of another quiz and malformed bodies', async () => {
    const body = {
      result_commentable_type: 'quiz_question',
      result_commentable_id: questions[0]!.id,
      is_allowed: true,
    };
    const other = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    for (const response of [
      await classmate.send('POST', settings(attempts[1]!), body),
      await rival.send('POST', settings(attempts[1]!), body),
      await expert.send('POST', settings(attempts[1]!), {
        ...body,
        result_commentable_id: other.questions[0]!.id,
      }),
      await expert.send('POST', settings(999_999), body),
    ]) {
      expect([403, 404]).toContain(response.status);
      expect(Object.keys(await response.json())).toEqual(['message']);
    }
    expect(
      (await expert.send('POST', settings(attempts[1]!), { ...body, result_commentable_type: 'lesson' }))
        .status,
    ).toBe(422);
  });
});

describe('the school’s quizzes', () => {
  it('lists them with course, lesson, question count and attempts on review, busiest first', async () => {
    const response = await expert.get(`${API}/expert/quizzes?per_page=100`);
    expect(response.status).toBe(200);
    const body = v.parse(expertQuizListSchema, await response.json());
    const ours = body.data.find((quiz) => quiz.id === quizId)!;
    expect(ours).toMatchObject({
      name: 'Introductions',
      lesson: { id: lessonId },
      questions_count: 2,
      attempts_count: 4,
      on_review_count: 1,
    });
    expect(ours.course.title.length).toBeGreaterThan(0);
    const counts = body.data.map((quiz) => quiz.on_review_count);
    expect(counts).toEqual([...counts].sort((left, right) => right - left));
    expect(body.meta.total).toBe(body.data.length);
    const first = v.parse(
      expertQuizListSchema,
      await (await expert.get(`${API}/expert/quizzes?per_page=1`)).json(),
    );
    expect(first.data).toHaveLength(1);
    expect(first.meta.last_page).toBe(body.meta.total);
  });
});
