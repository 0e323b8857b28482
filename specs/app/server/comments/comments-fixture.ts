import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '../../../../app/server/auth/password.ts';
import { cabinetMembers, cabinets, subscriptions, users } from '../../../../app/server/db/schema.ts';
import type { Question } from '../../../../core/api/quiz.ts';
import { createQuiz, demoLessonId, json, people, singleAnswer } from '../quiz/quiz-fixture.ts';
import { API, type Browser, createTestServer, signIn, type TestServer } from '../support/test-server.ts';

/** The demo school with a classmate, a curator, a rival school's owner, and a finished attempt of the student. */
export interface CommentsWorld {
  server: TestServer;
  expert: Browser;
  student: Browser;
  classmate: Browser;
  curator: Browser;
  rival: Browser;
  ids: { expert: number; student: number; classmate: number; curator: number; rival: number };
  lessonId: number;
  courseId: number;
  cabinetId: number;
  quizId: number;
  questions: Question[];
  attemptId: number;
}

async function addUser(server: TestServer, name: string, email: string) {
  const [row] = await server.database.db
    .insert(users)
    .values({ name, email, passwordHash: await hashPassword('lectern-demo') })
    .returning();
  return row!;
}

export async function commentsWorld(): Promise<CommentsWorld> {
  const server = await createTestServer({ seed: true });
  const { expert, student } = await people(server);
  const lessonId = await demoLessonId(server);
  const db = server.database.db;
  const [subscription] = await db.select().from(subscriptions);
  const mariia = await addUser(server, 'Mariia Student', 'mariia@lectern.test');
  await db.insert(subscriptions).values({ userId: mariia.id, courseId: subscription!.courseId });
  const classmate = await signIn(server, 'mariia@lectern.test');
  const [owner] = await db.select().from(cabinetMembers).where(eq(cabinetMembers.role, 'owner'));
  const olena = await addUser(server, 'Olena Curator', 'olena@lectern.test');
  await db.insert(cabinetMembers).values({ cabinetId: owner!.cabinetId, userId: olena.id, role: 'curator' });
  await db.update(users).set({ currentCabinetId: owner!.cabinetId }).where(eq(users.id, olena.id));
  const curator = await signIn(server, 'olena@lectern.test');
  const [partner] = await db.select().from(users).where(eq(users.email, 'partner@lectern.test'));
  const [other] = await db
    .insert(cabinets)
    .values({ name: 'Rival School', ownerId: partner!.id })
    .returning();
  await db.insert(cabinetMembers).values({ cabinetId: other!.id, userId: partner!.id, role: 'owner' });
  await db.update(users).set({ currentCabinetId: other!.id }).where(eq(users.id, partner!.id));
  const rival = await signIn(server, 'partner@lectern.test');
  const [expertRow] = await db.select().from(users).where(eq(users.email, 'expert@lectern.test'));
  const [studentRow] = await db.select().from(users).where(eq(users.email, 'student@lectern.test'));

  const { quizId, questions } = await createQuiz(
    expert,
    lessonId,
    { name: 'Introductions', attempts_limit: 0 },
    [{ type_slug: 'text_media_answer', name: 'Introduce yourself', text_answer_type_id: 3 }, singleAnswer()],
  );
  const base = `${API}/lessons/${lessonId}`;
  const started = await student.get(`${base}/quizzes/${quizId}/start-attempt`);
  expect(started.status, await started.clone().text()).toBe(200);
  const attemptId = (await json<{ data: { id: number } }>(started)).data.id;
  const finished = await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, [
    { quiz_question_id: questions[0]!.id, text_answer: 'Мене звати Тарас.' },
    { quiz_question_id: questions[1]!.id, answer_ids: [questions[1]!.answers[1]!.id] },
  ]);
  expect(finished.status, await finished.clone().text()).toBe(200);
  return {
    server,
    expert,
    student,
    classmate,
    curator,
    rival,
    ids: {
      expert: expertRow!.id,
      student: studentRow!.id,
      classmate: mariia.id,
      curator: olena.id,
      rival: partner!.id,
    },
    lessonId,
    courseId: subscription!.courseId,
    cabinetId: owner!.cabinetId,
    quizId,
    questions,
    attemptId,
  };
}
