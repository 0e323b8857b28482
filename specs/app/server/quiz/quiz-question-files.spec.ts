import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../app/server/auth/password.ts';
import { cabinetMembers, cabinets, quizzes, users } from '../../../../app/server/db/schema.ts';
import { createFileStorage } from '../../../../app/server/files/storage.ts';
import { NOT_A_USABLE_FILE } from '../../../../app/server/lessons/lesson-content.ts';
import { createLogger } from '../../../../app/server/logger.ts';
import { loadQuizQuestions } from '../../../../app/server/quiz/quiz-questions-store.ts';
import { seedDemo } from '../../../../app/server/seed/seed-demo.ts';
import type { Question } from '../../../../core/api/quiz.ts';
import { API, type Browser, createTestServer, signIn, type TestServer } from '../support/test-server.ts';
import {
  createQuiz,
  createQuizServer,
  demoLessonId,
  ESSAY_PDF,
  json,
  people,
  type SpecFile,
  singleAnswer,
  uploadFile,
} from './quiz-fixture.ts';

// A question's description files (spec 2 §3 Question `files`): written by the constructor, refused
// when they are not the author's or their school's, copied with the quiz, read by its students.

let server: TestServer;
let expert: Browser;
let student: Browser;
let otherOwner: Browser;
let lessonId: number;

/** A 1×1 PNG. */
const DOT_PNG: SpecFile = {
  name: 'dot.png',
  type: 'image/png',
  bytes: Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  ),
};

beforeAll(async () => {
  server = await createQuizServer();
  ({ expert, student } = await people(server));
  lessonId = await demoLessonId(server);
  const db = server.database.db;
  const [olena] = await db
    .insert(users)
    .values({
      name: 'Olena Owner',
      email: 'olena.files@lectern.test',
      passwordHash: await hashPassword('lectern-demo'),
    })
    .returning();
  const [school] = await db.insert(cabinets).values({ name: 'Other School', ownerId: olena!.id }).returning();
  await db.insert(cabinetMembers).values({ cabinetId: school!.id, userId: olena!.id, role: 'owner' });
  otherOwner = await signIn(server, 'olena.files@lectern.test');
  expect((await otherOwner.send('PUT', `${API}/cabinets/current`, { cabinet_id: school!.id })).status).toBe(
    200,
  );
});
afterAll(() => server.close());

type Data<T> = { data: T };
type FieldErrorBody = { message: string; errors: Record<string, string[]> };

describe('a question’s description files', () => {
  it('are saved in order, read back as records, and shown to the student taking the quiz', async () => {
    const image = await uploadFile(server, expert, DOT_PNG);
    const pdf = await uploadFile(server, expert, ESSAY_PDF);
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [
      { ...singleAnswer(), description: '<p>Look at the map.</p>', files: [{ uuid: image }, { uuid: pdf }] },
    ]);
    const [question] = questions;
    expect(question!.files.map((file) => file.uuid)).toEqual([image, pdf]);
    expect(question!.files[0]).toMatchObject({ original_name: 'dot.png', mime_type: 'image/png' });
    expect(question!.files[0]!.url).toBeTruthy();
    expect(question!.files[1]).toMatchObject({ extension: 'pdf', allow_doc_download: false });

    // The re-save drops the PDF: the question holds the image only.
    const resaved = await expert.send('PUT', `${API}/constructor/quiz-questions/${question!.id}`, {
      ...singleAnswer(),
      files: [{ uuid: image }],
    });
    expect(resaved.status, await resaved.clone().text()).toBe(200);
    expect((await json<Data<Question>>(resaved)).data.files.map((file) => file.uuid)).toEqual([image]);

    const started = await student.get(`${API}/lessons/${lessonId}/quizzes/${quizId}/start-attempt`);
    expect(started.status).toBe(200);
    const attemptId = (await json<Data<{ id: number }>>(started)).data.id;
    const seen = await json<Data<Question[]>>(
      await student.get(
        `${API}/lessons/${lessonId}/quizzes/${quizId}/quiz-questions?attempt_id=${attemptId}`,
      ),
    );
    const shown = seen.data.find((candidate) => candidate.id === question!.id)!;
    expect(shown.files.map((file) => file.uuid)).toEqual([image]);
    // The student reads the image itself through the file's school.
    const read = await student.get(shown.files[0]!.url!);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toContain('image/png');
    // Someone who does not read the quiz does not reach it.
    expect((await otherOwner.get(shown.files[0]!.url!)).status).toBe(404);
  });

  it('refuses, with 422 at the field, a file of another school', async () => {
    const foreign = await uploadFile(server, otherOwner, DOT_PNG);
    const created = await expert.send('POST', `${API}/constructor/lessons/${lessonId}/quizzes`, {
      name: 'Q',
    });
    const quizId = (await json<Data<{ id: number }>>(created)).data.id;
    const refused = await expert.send('POST', `${API}/constructor/quizzes/${quizId}/questions`, {
      ...singleAnswer(),
      files: [{ uuid: foreign }],
    });
    expect(refused.status).toBe(422);
    expect((await json<FieldErrorBody>(refused)).errors['files.0.uuid']).toEqual([NOT_A_USABLE_FILE]);

    const { questions } = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    const replaced = await expert.send('PUT', `${API}/constructor/quiz-questions/${questions[0]!.id}`, {
      ...singleAnswer(),
      files: [{ uuid: foreign }],
    });
    expect(replaced.status).toBe(422);
    expect((await json<FieldErrorBody>(replaced)).errors['files.0.uuid']).toEqual([NOT_A_USABLE_FILE]);
  });

  it('are copied with the quiz', async () => {
    const image = await uploadFile(server, expert, DOT_PNG);
    const { quizId } = await createQuiz(expert, lessonId, {}, [
      { ...singleAnswer(), files: [{ uuid: image }] },
    ]);
    const copied = await expert.send('POST', `${API}/constructor/quizzes/${quizId}/copy`, {});
    expect(copied.status).toBe(201);
    const copy = (await json<Data<{ id: number; questions: Question[] }>>(copied)).data;
    expect(copy.id).not.toBe(quizId);
    expect(copy.questions[0]!.files.map((file) => file.uuid)).toEqual([image]);
  });
});

describe('the demo quiz', () => {
  it('shows the flag image and the lesson’s video under its first question, the image read by the demo student', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lectern-demo-quiz-files-'));
    const demo = await createTestServer({ env: { LECTERN_DATA_DIR: dir } });
    try {
      const storage = createFileStorage(demo.config);
      await seedDemo(demo.database.db, { storage, logger: createLogger({ level: 'silent' }) });
      const [quiz] = await demo.database.db
        .select()
        .from(quizzes)
        .where(eq(quizzes.name, 'Alphabet check: every question type'));
      const [first] = await loadQuizQuestions(demo.database.db, quiz!.id);
      expect(first!.files.map((file) => file.original_name)).toEqual(
        ffmpegAvailable() ? ['flag-of-ukraine.png', 'writing-the-letters.mp4'] : ['flag-of-ukraine.png'],
      );
      const demoStudent = await signIn(demo, 'student@lectern.test');
      const image = await demoStudent.get(first!.files[0]!.url!);
      expect(image.status).toBe(200);
      expect(
        Buffer.from(await image.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    } finally {
      await demo.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function ffmpegAvailable(): boolean {
  return spawnSync(process.env.FFMPEG_PATH ?? 'ffmpeg', ['-version']).status === 0;
}
