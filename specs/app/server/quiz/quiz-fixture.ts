import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { lessons, quizzes } from '../../../../app/server/db/schema.ts';
import { DEMO_COURSE } from '../../../../app/server/seed/demo-data.ts';
import { CSRF_HEADER } from '../../../../core/api/api.constants.ts';
import type { Question } from '../../../../core/api/quiz.ts';
import { API, type Browser, createTestServer, signIn, type TestServer } from '../support/test-server.ts';

/** The app on a fresh database with demo data, its uploads in a data dir of its own (removed on close). */
export async function createQuizServer(): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lectern-quiz-spec-'));
  const server = await createTestServer({ seed: true, env: { LECTERN_DATA_DIR: dataDir } });
  return {
    ...server,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A file to upload: its name, declared type and bytes. */
export interface SpecFile {
  name: string;
  type: string;
  bytes: string | Uint8Array;
}

/** A small PDF (a document: its download and preview switches start off). */
export const ESSAY_PDF: SpecFile = {
  name: 'essay.pdf',
  type: 'application/pdf',
  bytes: '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
};

/** Uploads a file as the signed-in person through `POST /storage`, into their own study cabinet; answers its uuid. */
export async function uploadFile(server: TestServer, client: Browser, file: SpecFile): Promise<string> {
  const profile = await json<{ data: { id: number; id_hash: string } }>(await client.get(`${API}/user`));
  const form = new FormData();
  const bytes = typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : file.bytes;
  form.append('file', new Blob([new Uint8Array(bytes)], { type: file.type }), file.name);
  form.append('user_id', String(profile.data.id));
  form.append('user_id_hash', profile.data.id_hash);
  const response = await server.request(`${API}/storage`, {
    method: 'POST',
    headers: { Cookie: client.jar.header(), [CSRF_HEADER]: client.csrf() },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<{ data: { uuid: string } }>(response)).data.uuid;
}

/** The answer with the arbitraries' stand-in file uuids (`file-0`, …) swapped for real uploads. */
export function withUploadedFiles<T extends { files: string[] }>(payload: T, uuids: readonly string[]): T {
  return { ...payload, files: payload.files.map((_, index) => uuids[index % uuids.length]!) };
}

/** The demo school's expert (current cabinet: the school) and the subscribed demo student. */
export async function people(
  server: TestServer,
): Promise<{ expert: Browser; student: Browser; outsider: Browser }> {
  const expert = await signIn(server, 'expert@lectern.test');
  const menu = (await (await expert.get(`${API}/profile/menu`)).json()) as {
    data: { expert_cabinets: { id: number }[] };
  };
  const school = menu.data.expert_cabinets[0]!;
  expect((await expert.send('PUT', `${API}/cabinets/current`, { cabinet_id: school.id })).status).toBe(200);
  return {
    expert,
    student: await signIn(server, 'student@lectern.test'),
    outsider: await signIn(server, 'partner@lectern.test'),
  };
}

/** The id of the demo course's first lesson. */
export async function demoLessonId(server: TestServer): Promise<number> {
  const [lesson] = await server.database.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.slug, DEMO_COURSE.lessons[0].slug));
  return lesson!.id;
}

/** The demo's places a quiz can be reached from: its two lessons, and the practice quiz in a block of the first. */
export async function demoPlaces(server: TestServer) {
  const db = server.database.db;
  const demoLesson = await demoLessonId(server);
  const [second] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.slug, DEMO_COURSE.lessons[1].slug));
  const [practice] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.lessonId, demoLesson), eq(quizzes.name, 'Practice: letters that look alike')));
  return {
    demoLesson,
    secondDemoLesson: second!.id,
    practiceId: practice!.id,
    unitId: practice!.infoUnitId!,
  };
}

/** A question document (the authoring body) built from a keyed core question: its ids become refs. */
export function documentOf(question: Question): Record<string, unknown> {
  const answer = (item: Question['answers'][number]) => ({
    ref: item.id,
    text: item.text,
    is_correct: item.is_correct ?? null,
    order: item.order ?? null,
    type: item.type,
    answer_group_ref: item.quiz_answer_group_id ?? null,
  });
  return {
    type_slug: question.type.slug,
    name: question.name ?? `Question ${question.id}`,
    is_required: question.is_required,
    max_points: question.max_points,
    interview_type: question.interview_type ?? null,
    conformity_type: question.conformity_type ?? null,
    text_answer_type_id: question.text_answer_type_id ?? null,
    can_upload: question.can_upload,
    answers: question.answers.map(answer),
    statements: question.statements.map((statement) => ({
      text: statement.text,
      correct_answer_refs: statement.correct_answers ?? [],
      answer_groups: statement.answer_groups.map((group) => ({
        ref: group.id,
        type_id: group.type_id,
        display_type_id: group.display_type_id,
      })),
      answers: statement.answers.map(answer),
    })),
  };
}

/** Creates a quiz with questions through the authoring API; answers the quiz id and the keyed questions. */
export async function createQuiz(
  expert: Browser,
  lessonId: number,
  options: Record<string, unknown>,
  questions: readonly Record<string, unknown>[],
): Promise<{ quizId: number; questions: Question[] }> {
  const created = await expert.send('POST', `${API}/constructor/lessons/${lessonId}/quizzes`, {
    name: 'Quiz',
    ...options,
  });
  expect(created.status).toBe(201);
  const quizId = ((await created.json()) as { data: { id: number } }).data.id;
  const keyed: Question[] = [];
  for (const question of questions) {
    const response = await expert.send('POST', `${API}/constructor/quizzes/${quizId}/questions`, question);
    expect(response.status, await response.clone().text()).toBe(201);
    keyed.push(((await response.json()) as { data: Question }).data);
  }
  return { quizId, questions: keyed };
}

/** A single-answer question document: the second option is right. */
export const singleAnswer = (name = 'Capital of Ukraine?') => ({
  type_slug: 'single_answer',
  name,
  answers: [
    { ref: 'a', text: 'Lviv', is_correct: false },
    { ref: 'b', text: 'Kyiv', is_correct: true },
    { ref: 'c', text: 'Odesa', is_correct: false },
  ],
});

/** Reads a JSON response body. */
export async function json<T = { data: unknown }>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Every key anywhere in a JSON value, with the path it sits at. */
export function keyPaths(value: unknown, path = ''): { key: string; path: string; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyPaths(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    { key, path: `${path}.${key}`, value: item },
    ...keyPaths(item, `${path}.${key}`),
  ]);
}
