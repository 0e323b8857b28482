import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../app/server/auth/password.ts';
import { cabinetMembers, cabinets, subscriptions, users } from '../../../../app/server/db/schema.ts';
import { FOREIGN_FILE_MESSAGE } from '../../../../app/server/quiz/attached-files.ts';
import { fileStatusResponseSchema } from '../../../../core/api/files.ts';
import {
  answerResponseSchema,
  attemptCommentSchema,
  type Question,
  type QuizFile,
  questionSchema,
  quizSchema,
} from '../../../../core/api/quiz.ts';
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
/** A curator of the demo school: reviews its quizzes without running it. */
let curator: Browser;
/** The owner of another school, who reviews quizzes there but not in the demo school. */
let otherOwner: Browser;
let lessonId: number;
let base: string;

beforeAll(async () => {
  server = await createQuizServer();
  ({ expert, student } = await people(server));
  lessonId = await demoLessonId(server);
  base = `${API}/lessons/${lessonId}`;
  const db = server.database.db;
  const passwordHash = await hashPassword('lectern-demo');
  const [demoSchool] = await db.select().from(cabinets);
  const [petro] = await db
    .insert(users)
    .values({ name: 'Petro Curator', email: 'petro@lectern.test', passwordHash })
    .returning();
  await db.insert(cabinetMembers).values({ cabinetId: demoSchool!.id, userId: petro!.id, role: 'curator' });
  curator = await signIn(server, 'petro@lectern.test');
  const [mariia] = await db
    .insert(users)
    .values({ name: 'Mariia Student', email: 'mariia@lectern.test', passwordHash })
    .returning();
  const [taras] = await db.select().from(subscriptions);
  await db.insert(subscriptions).values({ userId: mariia!.id, courseId: taras!.courseId });
  classmate = await signIn(server, 'mariia@lectern.test');
  const [olena] = await db
    .insert(users)
    .values({ name: 'Olena Owner', email: 'olena@lectern.test', passwordHash })
    .returning();
  const [school] = await db.insert(cabinets).values({ name: 'Other School', ownerId: olena!.id }).returning();
  await db.insert(cabinetMembers).values({ cabinetId: school!.id, userId: olena!.id, role: 'owner' });
  otherOwner = await signIn(server, 'olena@lectern.test');
  expect((await otherOwner.send('PUT', `${API}/cabinets/current`, { cabinet_id: school!.id })).status).toBe(
    200,
  );
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

/** The file as the quiz API should describe it: the record `GET /files/{uuid}` gives its owner. */
async function expectedRecord(uuid: string): Promise<QuizFile> {
  const response = await student.get(`${API}/files/${uuid}`);
  expect(response.status).toBe(200);
  const record = v.parse(fileStatusResponseSchema, await response.json());
  return {
    uuid,
    url: record.url!,
    original_name: record.original_name!,
    mime_type: record.mime_type!,
    process_status: record.process_status!,
    uploaded_at: record.uploaded_at!,
  };
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

describe('a student’s own files on an answer', () => {
  it('are described to the student and the expert, and the school’s reviewer may open them; nobody else', async () => {
    const essayUuid = await uploadFile(server, student, ESSAY_PDF);
    const notesUuid = await uploadFile(server, student, NOTES);
    const { quizId, essay, attemptId } = await essayQuiz();
    const answered = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
      quiz_question_id: essay.id,
      text_answer: 'My essay is attached.',
      files: [essayUuid],
      comment: 'Sources inside.',
      comment_files: [notesUuid],
    });
    expect(answered.status, await answered.clone().text()).toBe(200);

    const essayFile = await expectedRecord(essayUuid);
    const notesFile = await expectedRecord(notesUuid);
    expect(essayFile).toMatchObject({
      url: `${API}/files/${essayUuid}/download`,
      original_name: 'essay.pdf',
      mime_type: 'application/pdf',
      process_status: 'completed',
    });
    const answer = v.parse(answerResponseSchema, await answered.json()).data;
    expect(answer.results.find((row) => row.quiz_question_id === essay.id)?.files).toEqual([essayFile]);
    expect(answer.quiz_question?.comment_files).toEqual([notesFile]);

    // The student reloads the page: names, types and addresses, not bare uuids.
    const [shown] = await questionsOf(student, quizId, attemptId);
    expect(shown!.upload_files).toEqual([essayFile]);
    expect(shown!.comment_files).toEqual([notesFile]);
    const single = await student.get(`${API}/quiz-attempts/${attemptId}/quiz-questions/${essay.id}`);
    expect((await json<Data<{ comment_files: unknown }>>(single)).data.comment_files).toEqual([notesFile]);
    const quiz = v.parse(
      quizSchema,
      (await json<Data<unknown>>(await student.get(`${base}/quizzes/${quizId}`))).data,
    );
    expect(quiz.attempt?.results.find((row) => row.quiz_question_id === essay.id)?.files).toEqual([
      essayFile,
    ]);
    const comments = v.parse(v.array(attemptCommentSchema), quiz.attempt_comments);
    expect(comments.map((comment) => comment.files)).toEqual([[notesFile]]);

    const finished = await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, []);
    expect((await json<Data<{ success: boolean }>>(finished)).data.success).toBe(true);

    // The expert reviewing the attempt sees the same records.
    const view = await expert.get(`${base}/quizzes/${quizId}/attempt/${attemptId}?is_expert=1`);
    expect(view.status).toBe(200);
    const review = (
      await json<Data<{ questions: Question[]; results: { quiz_question_id: number; files: QuizFile[] }[] }>>(
        view,
      )
    ).data;
    const reviewed = review.questions.find((question) => question.id === essay.id)!;
    expect(reviewed.upload_files).toEqual([essayFile]);
    expect(reviewed.comment_files).toEqual([notesFile]);
    expect(review.results.find((row) => row.quiz_question_id === essay.id)?.files).toEqual([essayFile]);
    const results = await expert.get(`${API}/quiz-results?question_id=${essay.id}&attempt_id=${attemptId}`);
    expect((await json<Data<{ data: { files: QuizFile[] }[] }>>(results)).data.data[0]!.files).toEqual([
      essayFile,
    ]);

    // The expert opens the files (a PDF whose download switch its student never turned on included).
    const record = await expert.get(`${API}/files/${essayUuid}`);
    expect(record.status).toBe(200);
    expect(v.parse(fileStatusResponseSchema, await record.json())).toMatchObject({
      uuid: essayUuid,
      original_name: 'essay.pdf',
      allow_doc_download: false,
    });
    const download = await expert.get(`${API}/files/${essayUuid}/download`);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(ESSAY_PDF.bytes);
    expect((await expert.get(`${API}/files/${essayUuid}/download?preview=1`)).status).toBe(200);
    const notes = await expert.get(`${API}/files/${notesUuid}/download`);
    expect(await notes.text()).toBe(NOTES.bytes);
    const asCurator = await curator.get(`${API}/files/${essayUuid}/download`);
    expect(await asCurator.text()).toBe(ESSAY_PDF.bytes);
    // Reading is not managing.
    expect(
      (await expert.send('PATCH', `${API}/files/${essayUuid}`, { allow_doc_download: true })).status,
    ).toBe(403);

    // A classmate of the same course, and the owner of another school, find nothing.
    for (const stranger of [classmate, otherOwner]) {
      for (const uuid of [essayUuid, notesUuid]) {
        expect((await stranger.get(`${API}/files/${uuid}`)).status).toBe(404);
        expect((await stranger.get(`${API}/files/${uuid}/download`)).status).toBe(404);
      }
    }
  });

  it('leave out a file deleted since it was attached, and the expert can no longer open it', async () => {
    const kept = await uploadFile(server, student, NOTES);
    const gone = await uploadFile(server, student, ESSAY_PDF);
    const { quizId, essay, attemptId } = await essayQuiz();
    const answered = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
      quiz_question_id: essay.id,
      files: [gone, kept],
    });
    expect(answered.status).toBe(200);
    await deleteFile(student, gone);

    const [shown] = await questionsOf(student, quizId, attemptId);
    expect(shown!.upload_files.map((file) => file.uuid)).toEqual([kept]);
    const view = await json<Data<{ questions: Question[] }>>(
      await expert.get(`${base}/quizzes/${quizId}/attempt/${attemptId}?is_expert=1`),
    );
    expect(view.data.questions[0]!.upload_files.map((file) => file.uuid)).toEqual([kept]);
    expect((await expert.get(`${API}/files/${gone}`)).status).toBe(404);
    expect((await expert.get(`${API}/files/${kept}`)).status).toBe(200);
  });
});

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

  it('in an expert’s review is refused the same way; the expert’s own file is listed with the comment', async () => {
    const studentFile = await uploadFile(server, student, NOTES);
    const expertFile = await uploadFile(server, expert, {
      name: 'feedback.txt',
      type: 'text/plain',
      bytes: 'Good.',
    });
    const { quizId, essay, attemptId } = await essayQuiz();
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
    const quiz = v.parse(
      quizSchema,
      (await json<Data<unknown>>(await student.get(`${base}/quizzes/${quizId}`))).data,
    );
    const comments = v.parse(v.array(attemptCommentSchema), quiz.attempt_comments);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.files).toEqual([
      expect.objectContaining({ uuid: expertFile, original_name: 'feedback.txt', mime_type: 'text/plain' }),
    ]);
  });
});
