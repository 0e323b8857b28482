import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../app/server/auth/password.ts';
import { cabinets, courses, lessons, quizzes, users } from '../../../../app/server/db/schema.ts';
import { createQuizServer, demoPlaces, json, people } from '../quiz/quiz-fixture.ts';
import { addBlock } from '../support/lesson-blocks.ts';
import { API, type Browser, type TestServer } from '../support/test-server.ts';

// An expert's list of a quiz's attempts (`GET {base}/quizzes/{quiz_id}/attempts`) answers for a quiz
// of the reviewer's school in the lesson or block the path names, the quiz `GET {base}/quizzes` lists
// there; any other pairing of base and quiz is 404, as on the student's side.

let server: TestServer;
let expert: Browser;
let demoLesson: number;
let secondDemoLesson: number;
let rivalLesson: number;
/** The demo practice quiz and its lesson block. */
let practiceId: number;
let unitId: number;
/** A quiz of the second demo lesson that names the practice quiz's block (older data, written straight). */
let strayId: number;
/** Another school's quiz in its own lesson block. */
let rivalQuizId: number;
/** The rival lesson's block holding its quiz. */
let rivalUnit: number;

beforeAll(async () => {
  server = await createQuizServer();
  ({ expert } = await people(server));
  ({ demoLesson, secondDemoLesson, practiceId, unitId } = await demoPlaces(server));
  const db = server.database.db;

  const [owner] = await db
    .insert(users)
    .values({ name: 'Olena Owner', email: 'olena@lectern.test', passwordHash: await hashPassword('x') })
    .returning();
  const [school] = await db.insert(cabinets).values({ name: 'Rival School', ownerId: owner!.id }).returning();
  const [course] = await db
    .insert(courses)
    .values({ cabinetId: school!.id, title: 'Rival course', slug: 'rival-course', status: 'published' })
    .returning();
  const [lesson] = await db
    .insert(lessons)
    .values({ courseId: course!.id, title: 'Rival lesson', slug: 'rival-lesson', position: 1 })
    .returning();
  rivalLesson = lesson!.id;
  rivalUnit = await addBlock(server, rivalLesson);
  const [rivalQuiz] = await db
    .insert(quizzes)
    .values({ lessonId: rivalLesson, infoUnitId: rivalUnit, position: 0, name: 'Rival quiz' })
    .returning();
  rivalQuizId = rivalQuiz!.id;
  const [stray] = await db
    .insert(quizzes)
    .values({ lessonId: secondDemoLesson, infoUnitId: unitId, position: 9, name: 'Stray' })
    .returning();
  strayId = stray!.id;
});
afterAll(() => server.close());

const attempts = (base: string, quizId: number) => expert.get(`${API}${base}/quizzes/${quizId}/attempts`);

describe('the attempts of a quiz, under the lesson or block the path names', () => {
  it('answers for the school’s quiz under its own lesson and its own block', async () => {
    expect((await attempts(`/lessons/${demoLesson}`, practiceId)).status).toBe(200);
    expect((await attempts(`/info-units/${unitId}`, practiceId)).status).toBe(200);
  });

  it('is 404 for the school’s quiz under another school’s lesson or block', async () => {
    for (const base of [`/lessons/${rivalLesson}`, `/info-units/${rivalUnit}`]) {
      const response = await attempts(base, practiceId);
      expect(response.status, base).toBe(404);
      expect(Object.keys(await response.json())).toEqual(['message']);
    }
  });

  it('is 404 for the school’s lesson with a quiz of another lesson, its own or another school’s', async () => {
    expect((await attempts(`/lessons/${secondDemoLesson}`, practiceId)).status).toBe(404);
    expect((await attempts(`/lessons/${demoLesson}`, rivalQuizId)).status).toBe(404);
    expect((await attempts(`/info-units/${unitId}`, rivalQuizId)).status).toBe(404);
  });

  it('is 404 for a quiz of another lesson that names the block: the block is its lesson’s, as for students', async () => {
    const listed = await json<{ data: { id: number }[] }>(
      await expert.get(`${API}/info-units/${unitId}/quizzes`),
    );
    expect(listed.data.map((quiz) => quiz.id)).toEqual([practiceId]);
    expect((await expert.get(`${API}/info-units/${unitId}/quizzes/${strayId}`)).status).toBe(404);
    const response = await attempts(`/info-units/${unitId}`, strayId);
    expect(response.status).toBe(404);
    expect(Object.keys(await response.json())).toEqual(['message']);
    expect((await attempts(`/lessons/${secondDemoLesson}`, strayId)).status).toBe(200);
  });
});
