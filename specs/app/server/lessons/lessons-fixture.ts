import { expect } from 'vitest';
import { userIdHash } from '../../../../app/server/account/user-profile.ts';
import { hashPassword } from '../../../../app/server/auth/password.ts';
import { cabinetMembers, cabinets, users } from '../../../../app/server/db/schema.ts';
import type { CourseProgram, ExpertLesson } from '../../../../core/api/lessons.ts';
import { createQuizServer, demoPlaces, json, people } from '../quiz/quiz-fixture.ts';
import { uploadToSchool } from '../support/schools-fixture.ts';
import { API, type Browser, SPEC_SECRET, signIn, type TestServer } from '../support/test-server.ts';

// The people and places the lesson specs use: the demo school (its owner, a curator, the subscribed
// student, someone with no tie to it), its course and program, and a rival school with a lesson of
// its own; a PDF in each school's storage.

export interface LessonsWorld {
  server: TestServer;
  expert: Browser;
  curator: Browser;
  student: Browser;
  outsider: Browser;
  rival: Browser;
  cabinetId: number;
  courseId: number;
  program: CourseProgram;
  /** The demo's first lesson (two sections, every block type) and its second. */
  lessonId: number;
  secondLessonId: number;
  /** The demo practice quiz (in the first lesson's practice block) and that block. */
  practiceQuizId: number;
  practiceUnitId: number;
  rivalCourseId: number;
  rivalLessonId: number;
  /** A PDF in the demo school's storage, and one in the rival's. */
  fileUuid: string;
  rivalFileUuid: string;
}

type Data<T> = { data: T };

/** Answers the JSON of a response that must have the status given. */
export async function expectStatus<T = Data<unknown>>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return json<T>(response);
}

export const lessonPath = (courseId: number, lessonId: number) =>
  `${API}/courses/${courseId}/lessons-new/${lessonId}`;

/** The lesson as its author reads it. */
export async function readLesson(client: Browser, courseId: number, lessonId: number): Promise<ExpertLesson> {
  return (await expectStatus<Data<ExpertLesson>>(await client.get(lessonPath(courseId, lessonId)), 200)).data;
}

async function schoolOf(client: Browser): Promise<number> {
  const menu = await json<{ data: { current_cabinet: { id: number } } }>(
    await client.get(`${API}/profile/menu`),
  );
  return menu.data.current_cabinet.id;
}

const PDF = (marker: string) => ({
  name: `${marker}.pdf`,
  type: 'application/pdf',
  bytes: `%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
});

export async function createLessonsWorld(): Promise<LessonsWorld> {
  const server = await createQuizServer();
  const db = server.database.db;
  const { expert, student, outsider } = await people(server);
  const cabinetId = await schoolOf(expert);
  const { demoLesson, secondDemoLesson, practiceId, unitId } = await demoPlaces(server);

  const passwordHash = await hashPassword('lectern-demo');
  const [curatorRow, rivalRow] = await db
    .insert(users)
    .values([
      { name: 'Kateryna Curator', email: 'curator@lectern.test', passwordHash },
      { name: 'Roman Rival', email: 'rival@lectern.test', passwordHash },
    ])
    .returning();
  await db.insert(cabinetMembers).values({ cabinetId, userId: curatorRow!.id, role: 'curator' });
  const curator = await signIn(server, 'curator@lectern.test');
  await expectStatus(await curator.send('PUT', `${API}/cabinets/current`, { cabinet_id: cabinetId }), 200);

  const rival = await signIn(server, 'rival@lectern.test');
  const [rivalSchool] = await db
    .insert(cabinets)
    .values({ name: 'Rival School', ownerId: rivalRow!.id })
    .returning();
  await db.insert(cabinetMembers).values({ cabinetId: rivalSchool!.id, userId: rivalRow!.id, role: 'owner' });
  await expectStatus(
    await rival.send('PUT', `${API}/cabinets/current`, { cabinet_id: rivalSchool!.id }),
    200,
  );
  const rivalCourse = await expectStatus<Data<{ id: number }>>(
    await rival.send('POST', `${API}/courses`, { title: 'Rival course' }),
    201,
  );
  const rivalLesson = await expectStatus<Data<ExpertLesson>>(
    await rival.send('POST', `${API}/courses/${rivalCourse.data.id}/lessons-new`, { title: 'Rival lesson' }),
    201,
  );

  const expertId = (await json<Data<{ id: number }>>(await expert.get(`${API}/user`))).data.id;
  const fileUuid = await uploadToSchool(
    server,
    { id: expertId, hash: userIdHash(SPEC_SECRET, expertId), browser: expert },
    cabinetId,
    PDF('handout'),
  );
  const rivalFileUuid = await uploadToSchool(
    server,
    { id: rivalRow!.id, hash: userIdHash(SPEC_SECRET, rivalRow!.id), browser: rival },
    rivalSchool!.id,
    PDF('rival-handout'),
  );

  const course = await demoCourseId(expert);
  const program = (
    await expectStatus<Data<CourseProgram>>(await expert.get(`${API}/courses/${course}/program`), 200)
  ).data;
  return {
    server,
    expert,
    curator,
    student,
    outsider,
    rival,
    cabinetId,
    courseId: course,
    program,
    lessonId: demoLesson,
    secondLessonId: secondDemoLesson,
    practiceQuizId: practiceId,
    practiceUnitId: unitId,
    rivalCourseId: rivalCourse.data.id,
    rivalLessonId: rivalLesson.data.id,
    fileUuid,
    rivalFileUuid,
  };
}

/** The demo course's id, from the expert's course cards. */
async function demoCourseId(expert: Browser): Promise<number> {
  const cards = await json<Data<{ id: number; slug: string }[]>>(await expert.get(`${API}/courses-cards`));
  return cards.data.find((card) => card.slug === 'ukrainian-for-beginners')!.id;
}
