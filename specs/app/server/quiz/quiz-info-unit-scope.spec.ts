import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../app/server/auth/password.ts';
import {
  cabinetMembers,
  cabinets,
  courses,
  lessons,
  quizzes,
  subscriptions,
  users,
} from '../../../../app/server/db/schema.ts';
import { addBlock } from '../support/lesson-blocks.ts';
import { API, type Browser, signIn, type TestServer } from '../support/test-server.ts';
import { createQuizServer, demoPlaces, json, people } from './quiz-fixture.ts';

// A lesson block (`info_unit_id`) is one lesson's: another lesson (of its school or another) cannot claim it, and
// `/info-units/{id}` resolves it through the caller's schools, so a quiz planted there stays out.

let server: TestServer;
/** The demo school (B): its expert and its subscribed student. */
let expert: Browser;
let student: Browser;
/** Another school (A): its owner and a student subscribed to its course. */
let rival: Browser;
let rivalStudent: Browser;
let demoLesson: number;
let secondDemoLesson: number;
let rivalLesson: number;
/** The demo practice quiz and its lesson block. */
let practiceId: number;
let unitId: number;
/** A block of the rival's lesson, a second block and a third of the demo lesson. */
let rivalBlock: number;
let secondDemoBlock: number;
let contestedBlock: number;

type Data<T> = { data: T };
type FieldErrorBody = { message: string; errors: Record<string, string[]> };

beforeAll(async () => {
  server = await createQuizServer();
  ({ expert, student } = await people(server));
  ({ demoLesson, secondDemoLesson, practiceId, unitId } = await demoPlaces(server));
  const db = server.database.db;

  const passwordHash = await hashPassword('lectern-demo');
  const [owner, learner] = await db
    .insert(users)
    .values([
      { name: 'Olena Owner', email: 'olena@lectern.test', passwordHash },
      { name: 'Ivan Student', email: 'ivan@lectern.test', passwordHash },
    ])
    .returning();
  const [school] = await db.insert(cabinets).values({ name: 'Rival School', ownerId: owner!.id }).returning();
  await db.insert(cabinetMembers).values([
    { cabinetId: school!.id, userId: owner!.id, role: 'owner' },
    { cabinetId: school!.id, userId: learner!.id, role: 'student' },
  ]);
  const [course] = await db
    .insert(courses)
    .values({ cabinetId: school!.id, title: 'Rival course', slug: 'rival-course', status: 'published' })
    .returning();
  const [lesson] = await db
    .insert(lessons)
    .values({ courseId: course!.id, title: 'Rival lesson', slug: 'rival-lesson', position: 1 })
    .returning();
  rivalLesson = lesson!.id;
  await db.insert(subscriptions).values({ userId: learner!.id, courseId: course!.id });
  rival = await signIn(server, 'olena@lectern.test');
  expect((await rival.send('PUT', `${API}/cabinets/current`, { cabinet_id: school!.id })).status).toBe(200);
  rivalStudent = await signIn(server, 'ivan@lectern.test');
  rivalBlock = await addBlock(server, rivalLesson);
  secondDemoBlock = await addBlock(server, demoLesson);
  contestedBlock = await addBlock(server, demoLesson);
});
afterAll(() => server.close());

const createIn = (client: Browser, lessonId: number, body: Record<string, unknown>) =>
  client.send('POST', `${API}/constructor/lessons/${lessonId}/quizzes`, { name: 'Quiz', ...body });

async function expectUnitRefused(response: Response) {
  expect(response.status).toBe(422);
  expect(Object.keys((await json<FieldErrorBody>(response)).errors)).toEqual(['info_unit_id']);
}

async function unitQuizIds(client: Browser, unit: number): Promise<number[]> {
  const response = await client.get(`${API}/info-units/${unit}/quizzes`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<Data<{ id: number }[]>>(response)).data.map((quiz) => quiz.id);
}

describe('authoring a quiz in a lesson block', () => {
  it('refuses another school’s unit on create and on update, and stores nothing', async () => {
    await expectUnitRefused(await createIn(rival, rivalLesson, { name: 'Planted', info_unit_id: unitId }));
    const own = await createIn(rival, rivalLesson, { name: 'Own block', info_unit_id: rivalBlock });
    expect(own.status).toBe(201);
    const ownId = (await json<Data<{ id: number }>>(own)).data.id;
    await expectUnitRefused(
      await rival.send('PATCH', `${API}/constructor/quizzes/${ownId}`, { info_unit_id: unitId }),
    );
    const stored = await server.database.db.select().from(quizzes).where(eq(quizzes.infoUnitId, unitId));
    expect(stored.map((quiz) => quiz.id)).toEqual([practiceId]);
    expect((await unitQuizIds(rivalStudent, rivalBlock)).length).toBe(1);
    // The demo school cannot claim the rival's block either.
    await expectUnitRefused(await createIn(expert, demoLesson, { info_unit_id: rivalBlock }));
  });

  it('keeps a block to its lesson: another lesson of the same school is refused, the same lesson may add quizzes', async () => {
    await expectUnitRefused(await createIn(expert, secondDemoLesson, { info_unit_id: unitId }));
    const sibling = await createIn(expert, demoLesson, {
      name: 'Second practice',
      info_unit_id: secondDemoBlock,
    });
    expect(sibling.status).toBe(201);
    const siblingId = (await json<Data<{ id: number }>>(sibling)).data.id;
    const patched = await expert.send('PATCH', `${API}/constructor/quizzes/${siblingId}`, {
      info_unit_id: secondDemoBlock,
      name: 'Second practice, renamed',
    });
    expect(patched.status).toBe(200);
    expect((await createIn(expert, demoLesson, { info_unit_id: secondDemoBlock })).status).toBe(201);
    expect((await unitQuizIds(student, secondDemoBlock)).length).toBe(2);
  });

  it('keeps a block to its lesson when two schools claim it at once', async () => {
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        index % 2 === 0
          ? createIn(rival, rivalLesson, { info_unit_id: contestedBlock })
          : createIn(expert, demoLesson, { info_unit_id: contestedBlock }),
      ),
    );
    expect(claims.map((response) => response.status).sort()).toEqual([201, 201, 201, 422, 422, 422]);
    const stored = await server.database.db
      .select()
      .from(quizzes)
      .where(eq(quizzes.infoUnitId, contestedBlock));
    expect(new Set(stored.map((quiz) => quiz.lessonId)).size).toBe(1);
  });

  it('answers an update without options with the quiz unchanged (was a 500)', async () => {
    const own = (await json<Data<{ id: number }>>(await createIn(rival, rivalLesson, {}))).data.id;
    expect((await rival.send('PATCH', `${API}/constructor/quizzes/${own}`, {})).status).toBe(200);
  });
});

describe('/info-units/{id} resolved through the caller’s schools', () => {
  let plantedId: number;

  beforeAll(async () => {
    // A row the authoring calls refuse, written straight to the database (older data, a bug elsewhere).
    const [planted] = await server.database.db
      .insert(quizzes)
      .values({ lessonId: rivalLesson, infoUnitId: unitId, position: 0, name: 'Planted' })
      .returning();
    plantedId = planted!.id;
  });

  it('lists only the demo school’s quiz to its student and its expert', async () => {
    expect(await unitQuizIds(student, unitId)).toEqual([practiceId]);
    expect(await unitQuizIds(expert, unitId)).toEqual([practiceId]);
  });

  it('answers 404 when the demo school’s people open the planted quiz through the block', async () => {
    for (const client of [student, expert]) {
      for (const path of ['', '/quiz-questions', '/start-attempt']) {
        const response = await client.get(`${API}/info-units/${unitId}/quizzes/${plantedId}${path}`);
        expect(response.status, path).toBe(404);
        expect(Object.keys(await response.json())).toEqual(['message']);
      }
    }
  });

  it('never shows the demo quiz to the other school, and 404 for a block nobody of yours uses', async () => {
    expect(await unitQuizIds(rivalStudent, unitId)).not.toContain(practiceId);
    expect((await rivalStudent.get(`${API}/info-units/${unitId}/quizzes/${practiceId}`)).status).toBe(404);
    expect((await student.get(`${API}/info-units/${rivalBlock}/quizzes`)).status).toBe(404);
    expect((await student.get(`${API}/info-units/987654/quizzes`)).status).toBe(404);
  });
});
