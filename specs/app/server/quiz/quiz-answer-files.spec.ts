import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../app/server/auth/password.ts';
import { subscriptions, users } from '../../../../app/server/db/schema.ts';
import { FOREIGN_FILE_MESSAGE } from '../../../../app/server/quiz/attached-files.ts';
import { type Question, questionSchema, quizSchema } from '../../../../core/api/quiz.ts';
import { API, type Browser, signIn, type TestServer } from '../support/test-server.ts';
import {
  createQuiz,
  createQuizServer,
  demoLessonId,
  ESSAY_PDF,
  json,
  people,
  type SpecFile,
  uploadFile,
} from './quiz-fixture.ts';

let server: TestServer;
let expert: Browser;
let student: Browser;
let classmate: Browser;
let lessonId: number;
let base: string;

beforeAll(async () => {
  server = await createQuizServer();
  ({ expert, student } = await people(server));
  lessonId = await demoLessonId(server);
  base = `${API}/lessons/${lessonId}`;
  const db = server.database.db;
  const passwordHash = await hashPassword('lectern-demo');
  const [mariia] = await db
    .insert(users)
    .values({ name: 'Mariia Student', email: 'mariia@lectern.test', passwordHash })
    .returning();
  const [taras] = await db.select().from(subscriptions);
  await db.insert(subscriptions).values({ userId: mariia!.id, courseId: taras!.courseId });
  classmate = await signIn(server, 'mariia@lectern.test');
});
afterAll(() => server.close());

type Data<T> = { data: T };
type FieldErrorBody = { message: string; errors: Record<string, string[]> };

const NOTES: SpecFile = { name: 'notes.txt', type: 'text/plain', bytes: 'Sources: the city archive.' };

/** A quiz of one text/media question that takes uploads, and the student's attempt at it. */
async function essayQuiz() {
  const { quizId, questions } = await createQuiz(expert, lessonId, {}, [
    { type_slug: 'text_media_answer', name: 'Your essay', text_answer_type_id: 3, can_upload: true },
  ]);
  const started = await student.get(`${base}/quizzes/${quizId}/start-attempt`);
  expect(started.status).toBe(200);
  return { quizId, essay: questions[0]!, attemptId: (await json<Data<{ id: number }>>(started)).data.id };
}

async function questionsOf(client: Browser, quizId: number, attemptId: number): Promise<Question[]> {
  const response = await client.get(`${base}/quizzes/${quizId}/quiz-questions?attempt_id=${attemptId}`);
  expect(response.status).toBe(200);
  return v.parse(v.object({ data: v.array(questionSchema) }), await response.json()).data;
}

async function deleteFile(client: Browser, uuid: string): Promise<void> {
  const profile = await json<Data<{ id: number; id_hash: string }>>(await client.get(`${API}/user`));
  const response = await client.send('DELETE', `${API}/delete-files/`, {
    files: [uuid],
    user_id: profile.data.id,
    user_id_hash: profile.data.id_hash,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('an answer naming a file that is not the student’s own live upload', () => {
  it('is refused with a field error on files or comment_files, and the stored answer stays as it was', async () => {
    const own = await uploadFile(server, student, NOTES);
    const { quizId, essay, attemptId } = await essayQuiz();
    const first = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
      quiz_question_id: essay.id,
      text_answer: 'First version.',
      files: [own],
      comment: 'First comment.',
    });
    expect(first.status).toBe(200);
    const before = (await questionsOf(student, quizId, attemptId))[0]!;

    const deleted = await uploadFile(server, student, ESSAY_PDF);
    await deleteFile(student, deleted);
    const strangers = {
      'another student’s file': await uploadFile(server, classmate, NOTES),
      'the expert’s file': await uploadFile(server, expert, ESSAY_PDF),
      'a deleted file': deleted,
      'a uuid with no file': randomUUID(),
    };
    for (const [what, uuid] of Object.entries(strangers)) {
      for (const field of ['files', 'comment_files'] as const) {
        const response = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
          quiz_question_id: essay.id,
          text_answer: 'Changed.',
          files: field === 'files' ? [own, uuid] : [own],
          comment: 'Changed comment.',
          comment_files: field === 'comment_files' ? [uuid] : [],
        });
        expect(response.status, `${what} in ${field}`).toBe(422);
        expect(await json<FieldErrorBody>(response), `${what} in ${field}`).toEqual({
          message: FOREIGN_FILE_MESSAGE,
          errors: { [field]: [FOREIGN_FILE_MESSAGE] },
        });
      }
    }
    // Sent along with a finish, it stops the finish too.
    const finish = await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, [
      { quiz_question_id: essay.id, text_answer: 'Changed.', files: [strangers['a uuid with no file']] },
    ]);
    expect(finish.status).toBe(422);
    expect((await json<FieldErrorBody>(finish)).errors).toEqual({ files: [FOREIGN_FILE_MESSAGE] });

    const after = (await questionsOf(student, quizId, attemptId))[0]!;
    expect(after).toEqual(before);
    expect(after).toMatchObject({ text_answer: 'First version.', comment: 'First comment.' });
    const quiz = v.parse(
      quizSchema,
      (await json<Data<unknown>>(await student.get(`${base}/quizzes/${quizId}`))).data,
    );
    expect(quiz.attempt).toMatchObject({ id: attemptId, finished: false });

    // The files already on the answer are the student's own: sending them again is fine.
    const again = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
      quiz_question_id: essay.id,
      text_answer: 'Second version.',
      files: before.upload_files.map((file) => file.uuid),
    });
    expect(again.status).toBe(200);
    expect((await questionsOf(student, quizId, attemptId))[0]!.upload_files).toEqual(before.upload_files);
  });

  it('in an expert’s review is refused the same way; the expert’s own file is taken', async () => {
    const studentFile = await uploadFile(server, student, NOTES);
    const expertFile = await uploadFile(server, expert, {
      name: 'feedback.txt',
      type: 'text/plain',
      bytes: 'Good.',
    });
    const { essay, attemptId } = await essayQuiz();
    await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, [
      { quiz_question_id: essay.id, text_answer: 'Done.' },
    ]);
    const refused = await expert.send('POST', `${API}/quiz-attempts/${attemptId}/review`, {
      status_id: 3,
      comment: 'See my notes.',
      files: [studentFile],
    });
    expect(refused.status).toBe(422);
    expect((await json<FieldErrorBody>(refused)).errors).toEqual({ files: [FOREIGN_FILE_MESSAGE] });
    const reviewed = await expert.send('POST', `${API}/quiz-attempts/${attemptId}/review`, {
      status_id: 3,
      comment: 'See my notes.',
      files: [expertFile],
    });
    expect(reviewed.status).toBe(200);
  });
});
