import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabinetMembers, cabinets, users } from '../../../../app/server/db/schema.ts';
import type { Question } from '../../../../core/api/quiz.ts';
import { pathOf, ROUTES, type RouteName, route } from '../../../../core/api/routes.ts';
import { addBlock } from '../support/lesson-blocks.ts';
import { API, type Browser, createTestServer, signIn, type TestServer } from '../support/test-server.ts';
import { createQuiz, demoLessonId, json, people } from './quiz-fixture.ts';

// Every constructor call answers what its route table entry's answer schema reads: the walk below
// makes each call on a seeded lesson and parses the real answer with the schema (core/api/routes.ts).
// And each finds what its path names in the caller's school only: another school's ids are 404.

let server: TestServer;
let expert: Browser;
let lessonId: number;
const walked = new Set<RouteName>();

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  ({ expert } = await people(server));
  lessonId = await demoLessonId(server);
});
afterAll(() => server.close());

/** Makes one table call as the school's expert, checks its status, and parses its answer with the entry's schema. */
async function call<K extends RouteName>(
  name: K,
  params: Record<string, number>,
  body?: unknown,
): Promise<{ data: unknown; meta?: Record<string, unknown> }> {
  const { method, path, entry } = route(name);
  const url = `${API}${pathOf(path, params)}`;
  const response = method === 'GET' ? await expert.get(url) : await expert.send(method, url, body);
  // A POST creates (201), except a re-score, which changes what is stored (200).
  const creates = method === 'POST' && !name.endsWith('/rescore');
  expect(response.status, `${name}: ${await response.clone().text()}`).toBe(creates ? 201 : 200);
  const answer = (entry as { answer: unknown }).answer;
  if (typeof answer !== 'object' || answer === null) throw new Error(`${name} names no answer schema`);
  walked.add(name);
  const parsed = v.safeParse(answer as v.GenericSchema, await response.json());
  expect(
    parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`),
    name,
  ).toBeUndefined();
  return parsed.output as { data: unknown; meta?: Record<string, unknown> };
}

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

/** The table's constructor calls. */
const constructorCalls = (Object.keys(ROUTES) as RouteName[]).filter((name) =>
  name.includes(' /constructor/'),
);

describe('the constructor’s answers', () => {
  it('read as their table schemas, for every /constructor call', async () => {
    const listed = (await call('GET /constructor/lessons/:lessonId/quizzes', { lessonId })).data as {
      id: number;
    }[];
    expect(listed.length).toBeGreaterThan(0);
    // The seeded quizzes carry a question of every type.
    for (const quizId of ids(listed)) await call('GET /constructor/quizzes/:quizId', { quizId });

    const created = (
      await call(
        'POST /constructor/lessons/:lessonId/quizzes',
        { lessonId },
        {
          name: 'Every option',
          info_unit_id: await addBlock(server, lessonId),
          type_slug: 'test',
          timer_duration: 600,
          attempt_limit: 3,
          attempt_limit_text: 'Three tries.',
          common_scores_min: 1.5,
          common_scores_max: 10,
          start_type: 2,
          start_info_text: 'Read this first.',
          start_info_button: 'Begin',
          passed_text: 'Well done.',
          failed_text: 'Try again.',
          attempt_comment_type: 1,
          comment_versioning_type: 'versioned',
          versioning_type_id: 2,
          result_type_show: 'full_information',
          opens_at: '2026-01-01T09:00:00.000Z',
          closes_at: '2036-01-01T09:00:00.000Z',
        },
      )
    ).data as { id: number };
    const quizId = created.id;
    await call(
      'PUT /constructor/lessons/:lessonId/quizzes/order',
      { lessonId },
      {
        ids: [quizId, ...ids(listed)],
      },
    );
    await call('PATCH /constructor/quizzes/:quizId', { quizId }, { name: 'Renamed', opens_at: null });

    const gaps = (
      await call(
        'POST /constructor/quizzes/:quizId/questions',
        { quizId },
        {
          type_slug: 'fill_gaps',
          name: 'Fill in',
          statements: [
            {
              text: 'Добрий [gap] !',
              answer_groups: [{ ref: 'g', type_id: 2 }],
              answers: [
                { ref: 'day', text: 'день', is_correct: true, answer_group_ref: 'g' },
                { text: 'ніч', is_correct: false, answer_group_ref: 'g' },
              ],
            },
          ],
        },
      )
    ).data as Question;
    const single = (
      await call(
        'POST /constructor/quizzes/:quizId/questions',
        { quizId },
        {
          type_slug: 'single_answer',
          name: 'Capital?',
          answers: [
            { text: 'Lviv', is_correct: false },
            { text: 'Kyiv', is_correct: true },
          ],
        },
      )
    ).data as Question;
    await call('GET /constructor/quizzes/:quizId', { quizId });
    await call('PUT /constructor/quizzes/:quizId/questions/order', { quizId }, { ids: [single.id, gaps.id] });
    await call(
      'PUT /constructor/quiz-questions/:questionId',
      { questionId: single.id },
      {
        type_slug: 'single_answer',
        name: 'Capital of Ukraine?',
        answers: single.answers.map((answer) => ({
          id: answer.id,
          text: answer.text,
          is_correct: answer.is_correct,
        })),
      },
    );

    // The question's own answers.
    const added = await call(
      'POST /constructor/quiz-questions/:questionId/answers',
      { questionId: single.id },
      { text: 'Odesa', is_correct: false },
    );
    const answerId = added.meta!.id as number;
    await call(
      'PUT /constructor/quiz-questions/:questionId/answers/order',
      { questionId: single.id },
      { ids: [answerId, ...ids(single.answers)] },
    );
    await call('PATCH /constructor/quiz-answers/:answerId', { answerId }, { text: 'Odesa (Одеса)' });
    await call('DELETE /constructor/quiz-answers/:answerId', { answerId });

    // Statements, their answers and their gaps.
    const statementId = gaps.statements[0]!.id;
    const second = await call(
      'POST /constructor/quiz-questions/:questionId/statements',
      { questionId: gaps.id },
      { text: 'Добраніч, [gap] !' },
    );
    const secondId = second.meta!.id as number;
    await call(
      'PUT /constructor/quiz-questions/:questionId/statements/order',
      { questionId: gaps.id },
      { ids: [secondId, statementId] },
    );
    await call('PATCH /constructor/quiz-statements/:statementId', { statementId }, { is_rtl: false });
    await call(
      'PUT /constructor/quiz-statements/:statementId/answers/order',
      { statementId },
      { ids: [...ids(gaps.statements[0]!.answers)].reverse() },
    );
    const grouped = await call(
      'POST /constructor/quiz-statements/:statementId/answer-groups',
      { statementId },
      { type_id: 1 },
    );
    const groupId = grouped.meta!.id as number;
    await call(
      'PUT /constructor/quiz-statements/:statementId/answer-groups/order',
      { statementId },
      { ids: [groupId, ...ids(gaps.statements[0]!.answer_groups)] },
    );
    await call('PATCH /constructor/quiz-answer-groups/:groupId', { groupId }, { display_type_id: 2 });
    await call('DELETE /constructor/quiz-answer-groups/:groupId', { groupId });
    await call('DELETE /constructor/quiz-statements/:statementId', { statementId: secondId });

    // A copy of the quiz.
    await call('POST /constructor/quizzes/:quizId/copy', { quizId }, {});

    // Re-scoring the stored answers (none yet).
    const none = { attempts: 0, changed: 0 };
    const questionId = single.id;
    expect((await call('GET /constructor/quiz-questions/:questionId/rescore', { questionId })).data).toEqual(
      none,
    );
    expect((await call('POST /constructor/quiz-questions/:questionId/rescore', { questionId })).data).toEqual(
      none,
    );

    // Deleting.
    const gone = await call('DELETE /constructor/quiz-questions/:questionId', { questionId: gaps.id });
    expect(gone.data).toEqual({ id: gaps.id });
    expect((await call('DELETE /constructor/quizzes/:quizId', { quizId })).data).toEqual({ id: quizId });

    expect(constructorCalls.filter((name) => !walked.has(name))).toEqual([]);
  });
});

describe('another school’s expert', () => {
  it('finds none of this school’s lessons, quizzes, questions, answers, statements or gaps (404), and changes nothing', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [
      {
        type_slug: 'fill_gaps',
        name: 'Fill in',
        statements: [
          {
            text: 'Добрий [gap] !',
            answer_groups: [{ ref: 'g', type_id: 1 }],
            answers: [{ text: 'день', is_correct: true, answer_group_ref: 'g' }],
          },
        ],
      },
    ]);
    const question = questions[0]!;
    const statement = question.statements[0]!;
    const params = {
      lessonId,
      quizId,
      questionId: question.id,
      answerId: statement.answers[0]!.id,
      statementId: statement.id,
      groupId: statement.answer_groups[0]!.id,
    };
    const order = (id: number) => ({ ids: [id] });
    // A well-formed body for each call that takes one, so the call gets as far as finding what it names.
    const bodies: Partial<Record<RouteName, unknown>> = {
      'POST /constructor/lessons/:lessonId/quizzes': { name: 'Planted' },
      'PUT /constructor/lessons/:lessonId/quizzes/order': order(quizId),
      'PATCH /constructor/quizzes/:quizId': { name: 'Mine now' },
      'POST /constructor/quizzes/:quizId/copy': {},
      'POST /constructor/quizzes/:quizId/questions': { type_slug: 'single_answer' },
      'PUT /constructor/quizzes/:quizId/questions/order': order(params.questionId),
      'PUT /constructor/quiz-questions/:questionId': { type_slug: 'single_answer' },
      'POST /constructor/quiz-questions/:questionId/answers': { text: 'Planted' },
      'PUT /constructor/quiz-questions/:questionId/answers/order': order(params.answerId),
      'PATCH /constructor/quiz-answers/:answerId': { text: 'Planted' },
      'POST /constructor/quiz-questions/:questionId/statements': { text: 'Planted' },
      'PUT /constructor/quiz-questions/:questionId/statements/order': order(params.statementId),
      'PATCH /constructor/quiz-statements/:statementId': { text: 'Planted' },
      'PUT /constructor/quiz-statements/:statementId/answers/order': order(params.answerId),
      'POST /constructor/quiz-statements/:statementId/answer-groups': { type_id: 2 },
      'PUT /constructor/quiz-statements/:statementId/answer-groups/order': order(params.groupId),
      'PATCH /constructor/quiz-answer-groups/:groupId': { type_id: 2 },
    };
    const before = await json(await expert.get(`${API}/constructor/quizzes/${quizId}`));
    const lessonBefore = await json(await expert.get(`${API}/constructor/lessons/${lessonId}/quizzes`));

    const db = server.database.db;
    const [partner] = await db.select().from(users).where(eq(users.email, 'partner@lectern.test'));
    const [rival] = await db
      .insert(cabinets)
      .values({ name: 'Rival School', ownerId: partner!.id })
      .returning();
    await db.insert(cabinetMembers).values({ cabinetId: rival!.id, userId: partner!.id, role: 'owner' });
    await db.update(users).set({ currentCabinetId: rival!.id }).where(eq(users.id, partner!.id));
    const other = await signIn(server, 'partner@lectern.test');

    const found: string[] = [];
    for (const name of constructorCalls) {
      const { method, path, entry } = route(name);
      const takesBody = (entry as { request?: { body?: unknown } }).request?.body !== undefined;
      expect(takesBody, `${name} has a body here`).toBe(bodies[name] !== undefined);
      const url = `${API}${pathOf(path, params)}`;
      const response = method === 'GET' ? await other.get(url) : await other.send(method, url, bodies[name]);
      const body = (await response.json()) as Record<string, unknown>;
      if (response.status !== 404 || Object.keys(body).join() !== 'message')
        found.push(`${name}: ${response.status} ${JSON.stringify(body)}`);
    }
    expect(found).toEqual([]);
    expect(await json(await expert.get(`${API}/constructor/quizzes/${quizId}`))).toEqual(before);
    expect(await json(await expert.get(`${API}/constructor/lessons/${lessonId}/quizzes`))).toEqual(
      lessonBefore,
    );
  });
});
