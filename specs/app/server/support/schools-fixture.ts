import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { userIdHash } from '../../../../app/server/account/user-profile.ts';
import { hashPassword } from '../../../../app/server/auth/password.ts';
import {
  cabinetMembers,
  cabinets,
  comments,
  courses,
  lessons,
  programSections,
  subscriptions,
  users,
} from '../../../../app/server/db/schema.ts';
import { LOCAL_FILES_DIR } from '../../../../app/server/files/storage.ts';
import { CSRF_HEADER } from '../../../../core/api/api.constants.ts';
import type { Question } from '../../../../core/api/quiz.ts';
import { FILE_UUID_HEADER } from '../../../../core/upload/upload.constants.ts';
import { createQuiz, json, uploadFile } from '../quiz/quiz-fixture.ts';
import { API, type Browser, createTestServer, SPEC_SECRET, signIn, type TestServer } from './test-server.ts';

// Schools side by side on one server, each with the people, course, quizzes, attempts and files every
// id of the route table can name (cross-school specs send one school's ids as another's people).
// Every string a school owns carries its marker, so its data is recognisable in any answer.

/** The roles a school's caller can hold. */
export const ROLES = ['owner', 'curator', 'student'] as const;
export type Role = (typeof ROLES)[number];

const PASSWORD = 'lectern-school-spec';

/** One person of a school: their id, user hash (for file calls) and signed-in browser. */
export interface Person {
  id: number;
  email: string;
  hash: string;
  browser: Browser;
  /** A file of their own (no school): what they may attach to an answer or a review. */
  fileUuid: string;
}

/** A quiz of the school, the questions it was made with, and the student's attempts at it. */
export interface SchoolQuiz {
  id: number;
  questions: Question[];
  /** Finished (answered, with a file and a comment), then a second one still running. */
  finishedAttemptId: number;
  runningAttemptId: number;
  /** The student's comment on the single-answer question of the running attempt (what an answer's comment_id names). */
  runningCommentId: number;
}

/** One school and every id it owns. */
export interface School {
  index: number;
  /** Lower-case, in every string the school owns (names, titles, slugs, emails, texts, file names). */
  marker: string;
  cabinetId: number;
  owner: Person;
  curator: Person;
  student: Person;
  courseId: number;
  courseSlug: string;
  lessonId: number;
  lessonSlug: string;
  /** The lesson's own quiz (timed, clearable; a single answer with a question timer, gaps, an essay). */
  lessonQuiz: SchoolQuiz;
  /** The lesson's practice block (info_unit_id of `unitQuiz`). */
  unitId: number;
  /** The course's program section holding the lesson and the spare lesson, and an empty one. */
  programSectionId: number;
  spareProgramSectionId: number;
  /** A second lesson of the course (empty; what a copy writes into, what a deletion removes). */
  spareLessonId: number;
  /** The lesson's section holding its text, file and practice blocks, and an empty second section. */
  infoSectionId: number;
  spareInfoSectionId: number;
  /** The lesson's text block and its file block (holding `storageFileUuid`). */
  textUnitId: number;
  filesUnitId: number;
  /** A third quiz of the lesson, without questions or attempts (what new practice blocks name). */
  spareQuizId: number;
  /** A closed group of the school, with the student in it. */
  closedGroupId: number;
  /** The quiz in the lesson block. */
  unitQuiz: SchoolQuiz;
  /** A comment the student wrote on the essay of the lesson quiz's finished attempt. */
  commentId: number;
  /** A PDF the owner uploaded to the school's storage. */
  storageFileUuid: string;
  /** A file the student uploaded and attached to the essay answer (the student's `fileUuid`). */
  answerFileUuid: string;
  /** An MP4 the owner stored in the school as is, with a processed playlist beside it (`media/…`). */
  videoFileUuid: string;
  /** A resumable upload the owner started and never finished (a tus upload id). */
  uploadId: string;
}

/** The ids of a quiz's parts, by kind, for the calls that name them. */
/**
 * The student comments on the single-answer question of a running attempt (a comment alone leaves
 * the answer as it is), and answers the comment's id: what an answer's comment_id may name.
 */
export async function commentOnSingle(
  db: TestServer['database']['db'],
  student: Browser,
  base: string,
  quiz: { questions: Question[] },
  attemptId: number,
  marker: string,
): Promise<number> {
  const single = partsOf(quiz).single.id;
  await ok(
    await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
      quiz_question_id: single,
      comment: `a question ${marker}`,
    }),
    'comment',
  );
  const [comment] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.commentableType, 'quiz-attempt'),
        eq(comments.commentableId, attemptId),
        eq(comments.quizQuestionId, single),
        // A clear deletes the comments sent with answers softly: the live one is the comment just sent.
        isNull(comments.deletedAt),
      ),
    )
    .orderBy(desc(comments.id))
    .limit(1);
  return comment!.id;
}

export function partsOf(quiz: { questions: Question[] }) {
  const single = quiz.questions.find((question) => question.type.slug === 'single_answer')!;
  const gaps = quiz.questions.find((question) => question.type.slug === 'fill_gaps');
  const essay = quiz.questions.find((question) => question.type.slug === 'text_media_answer');
  const statement = gaps?.statements[0];
  return {
    single,
    gaps,
    essay,
    answerId: single.answers[0]!.id,
    correctAnswerId: single.answers.find((answer) => answer.is_correct)!.id,
    statementId: statement?.id,
    groupId: statement?.answer_groups[0]?.id,
    gapAnswerId: statement?.answers[0]?.id,
  };
}

/** A server on a fresh database and data dir of its own (removed on close), with `env` besides. */
export async function createSchoolsServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lectern-schools-spec-'));
  const server = await createTestServer({ env: { LECTERN_DATA_DIR: dataDir, ...env } });
  return {
    ...server,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function ok(response: Response, what: string): Promise<Response> {
  expect(response.status, `${what}: ${await response.clone().text()}`).toBeLessThan(300);
  return response;
}

/** The head of an MP4 (an `ftyp` box and an empty `mdat`): enough for its type to be told from its bytes. */
const MP4_BYTES = new Uint8Array([
  0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73,
  0x6f, 0x32, 0, 0, 0, 8, 0x6d, 0x64, 0x61, 0x74,
]);

/** Seeds `count` schools, each through the app as its people would build it. */
export async function seedSchools(server: TestServer, count = 3): Promise<School[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const run = randomBytes(3).toString('hex');
  const schools: School[] = [];
  for (let index = 0; index < count; index++) {
    schools.push(await seedSchool(server, passwordHash, `xmk${run}s${index}`, index));
  }
  return schools;
}

async function seedSchool(
  server: TestServer,
  passwordHash: string,
  marker: string,
  index: number,
): Promise<School> {
  const db = server.database.db;
  const [owner, curator, student] = await db
    .insert(users)
    .values(
      ROLES.map((role) => ({
        name: `${role} ${marker}`,
        email: `${role}-${marker}@lectern.test`,
        passwordHash,
      })),
    )
    .returning();
  const [cabinet] = await db
    .insert(cabinets)
    .values({ name: `school ${marker}`, ownerId: owner!.id })
    .returning();
  const cabinetId = cabinet!.id;
  await db.insert(cabinetMembers).values([
    { cabinetId, userId: owner!.id, role: 'owner' },
    { cabinetId, userId: curator!.id, role: 'curator' },
    { cabinetId, userId: student!.id, role: 'student' },
  ]);
  const [course] = await db
    .insert(courses)
    .values({
      cabinetId,
      title: `course ${marker}`,
      slug: `course-${marker}`,
      description: `about ${marker}`,
      type: 'course',
      status: 'published',
    })
    .returning();
  const [programSection, spareProgramSection] = await db
    .insert(programSections)
    .values([
      { courseId: course!.id, title: `part ${marker}`, position: 0 },
      { courseId: course!.id, title: `spare part ${marker}`, position: 1 },
    ])
    .returning();
  const [lesson, spareLesson] = await db
    .insert(lessons)
    .values([
      {
        courseId: course!.id,
        programSectionId: programSection!.id,
        title: `lesson ${marker}`,
        slug: `lesson-${marker}`,
        position: 1,
      },
      {
        courseId: course!.id,
        programSectionId: programSection!.id,
        title: `spare lesson ${marker}`,
        slug: `spare-lesson-${marker}`,
        position: 2,
      },
    ])
    .returning();
  await db.insert(subscriptions).values({ userId: student!.id, courseId: course!.id });

  const person = async (row: typeof owner, role: Role): Promise<Person> => {
    const browser = await signIn(server, row!.email, PASSWORD);
    await ok(await browser.send('PUT', `${API}/cabinets/current`, { cabinet_id: cabinetId }), 'switch');
    const fileUuid =
      role === 'owner'
        ? // The owner's own file is the one in the school's storage.
          await uploadToSchool(
            server,
            { id: row!.id, browser, hash: userIdHash(SPEC_SECRET, row!.id) },
            cabinetId,
            {
              name: `storage-${marker}.pdf`,
              type: 'application/pdf',
              bytes: `%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
            },
          )
        : await uploadFile(server, browser, {
            name: `${role}-${marker}.txt`,
            type: 'text/plain',
            bytes: `the ${role} file of ${marker}`,
          });
    return { id: row!.id, email: row!.email, hash: userIdHash(SPEC_SECRET, row!.id), browser, fileUuid };
  };
  const people = {
    owner: await person(owner, 'owner'),
    curator: await person(curator, 'curator'),
    student: await person(student, 'student'),
  };
  const answerFileUuid = people.student.fileUuid;
  const storageFileUuid = people.owner.fileUuid;
  const videoFileUuid = await uploadToSchool(
    server,
    people.owner,
    cabinetId,
    { name: `clip-${marker}.mp4`, type: 'video/mp4', bytes: MP4_BYTES },
    { convert_media: '0' },
  );
  const playlist = path.join(server.config.dataDir, LOCAL_FILES_DIR, 'media', videoFileUuid, 'index.m3u8');
  mkdirSync(path.dirname(playlist), { recursive: true });
  writeFileSync(playlist, `#EXTM3U\n# ${marker}\n`);

  const singleAnswer = (name: string) => ({
    type_slug: 'single_answer',
    name: `${name} ${marker}`,
    is_required: false,
    timer_duration: 600,
    answers: [
      { ref: 'a', text: `wrong ${marker}`, is_correct: false },
      { ref: 'b', text: `right ${marker}`, is_correct: true },
    ],
  });
  const questions = (place: string) => [
    singleAnswer(`${place} capital`),
    {
      type_slug: 'fill_gaps',
      name: `gaps ${marker}`,
      is_required: false,
      statements: [
        {
          text: `good [gap] ${marker}`,
          answer_groups: [{ ref: 'g', type_id: 1 }],
          answers: [{ text: `day${marker}`, is_correct: true, answer_group_ref: 'g' }],
        },
      ],
    },
    {
      type_slug: 'text_media_answer',
      name: `essay ${marker}`,
      is_required: false,
      text_answer_type_id: 3,
      can_upload: true,
    },
  ];
  const lessonQuiz = await createQuiz(
    people.owner.browser,
    lesson!.id,
    { name: `lesson quiz ${marker}`, is_allow_clear: true, timer_duration: 3600 },
    questions('lesson'),
  );
  // The lesson's content, built in the constructor: a section with a text, a file and a practice block, and an empty one.
  const built = await ok(
    await people.owner.browser.send('PUT', `${API}/courses/${course!.id}/lessons-new/${lesson!.id}`, {
      version: 1,
      sections: [
        {
          name: `section ${marker}`,
          info_units: [
            {
              type_id: 3,
              title: `text ${marker}`,
              content: {
                type: 'doc',
                content: [{ type: 'paragraph', content: [{ type: 'text', text: `about ${marker}` }] }],
              },
            },
            { type_id: 4, title: `files ${marker}`, files: [{ uuid: storageFileUuid }] },
            { type_id: 5, title: `practice ${marker}` },
          ],
        },
        { name: `spare ${marker}`, info_units: [] },
      ],
    }),
    'lesson content',
  );
  const [section, spareSection] = (
    await json<{ data: { sections: { id: number; info_units: { id: number }[] }[] } }>(built)
  ).data.sections;
  const [textUnit, filesUnit, practiceUnit] = section!.info_units;
  const unitId = practiceUnit!.id;
  const spareQuiz = await ok(
    await people.owner.browser.send('POST', `${API}/constructor/lessons/${lesson!.id}/quizzes`, {
      name: `spare quiz ${marker}`,
    }),
    'spare quiz',
  );
  const group = await ok(
    await people.owner.browser.send('POST', `${API}/closed-groups`, { title: `group ${marker}` }),
    'closed group',
  );
  const closedGroupId = (await json<{ data: { id: number } }>(group)).data.id;
  await ok(
    await people.owner.browser.send('POST', `${API}/closed-groups/${closedGroupId}/members`, {
      email: student!.email,
    }),
    'group member',
  );
  const unitQuiz = await createQuiz(
    people.owner.browser,
    lesson!.id,
    { name: `block quiz ${marker}`, info_unit_id: unitId },
    questions('block'),
  );

  const lessonBase = `${API}/lessons/${lesson!.id}`;
  const unitBase = `${API}/info-units/${unitId}`;
  const attempts = async (
    base: string,
    quiz: { quizId: number; questions: Question[] },
    answer: (attemptId: number) => Promise<void>,
  ): Promise<SchoolQuiz> => {
    const start = async () =>
      (
        await json<{ data: { id: number } }>(
          await ok(await people.student.browser.get(`${base}/quizzes/${quiz.quizId}/start-attempt`), 'start'),
        )
      ).data.id;
    const finishedAttemptId = await start();
    await answer(finishedAttemptId);
    const finished = await ok(
      await people.student.browser.send('POST', `${API}/quiz-attempts/${finishedAttemptId}/finish`, []),
      'finish',
    );
    expect((await json<{ data: { success: boolean } }>(finished)).data.success).toBe(true);
    const runningAttemptId = await start();
    expect(runningAttemptId).not.toBe(finishedAttemptId);
    const runningCommentId = await commentOnSingle(
      db,
      people.student.browser,
      base,
      quiz,
      runningAttemptId,
      marker,
    );
    return {
      id: quiz.quizId,
      questions: quiz.questions,
      finishedAttemptId,
      runningAttemptId,
      runningCommentId,
    };
  };
  const send = async (base: string, attemptId: number, body: Record<string, unknown>) =>
    ok(await people.student.browser.send('POST', `${base}/quiz-attempts/${attemptId}`, body), 'answer');

  const answerAll = (base: string, made: { questions: Question[] }) => async (attemptId: number) => {
    const parts = partsOf(made);
    await send(base, attemptId, {
      quiz_question_id: parts.single.id,
      answer_ids: [parts.correctAnswerId],
    });
    await send(base, attemptId, {
      quiz_question_id: parts.gaps!.id,
      answers: [
        { statement_id: parts.statementId, answer_group_id: parts.groupId, text_answer: `day${marker}` },
      ],
    });
    await send(base, attemptId, {
      quiz_question_id: parts.essay!.id,
      text_answer: `my essay ${marker}`,
      files: [answerFileUuid],
      comment: `my comment ${marker}`,
      comment_files: [answerFileUuid],
    });
  };
  const lessonAttempts = await attempts(lessonBase, lessonQuiz, answerAll(lessonBase, lessonQuiz));
  const unitAttempts = await attempts(unitBase, unitQuiz, answerAll(unitBase, unitQuiz));
  const [comment] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.commentableType, 'quiz-attempt'),
        eq(comments.commentableId, lessonAttempts.finishedAttemptId),
      ),
    );

  return {
    index,
    marker,
    cabinetId,
    ...people,
    courseId: course!.id,
    courseSlug: course!.slug,
    lessonId: lesson!.id,
    lessonSlug: lesson!.slug,
    lessonQuiz: lessonAttempts,
    unitId,
    unitQuiz: unitAttempts,
    programSectionId: programSection!.id,
    spareProgramSectionId: spareProgramSection!.id,
    spareLessonId: spareLesson!.id,
    infoSectionId: section!.id,
    spareInfoSectionId: spareSection!.id,
    textUnitId: textUnit!.id,
    filesUnitId: filesUnit!.id,
    spareQuizId: (await json<{ data: { id: number } }>(spareQuiz)).data.id,
    closedGroupId,
    commentId: comment!.id,
    storageFileUuid,
    answerFileUuid,
    videoFileUuid,
    uploadId: await startUpload(server, people.owner, cabinetId, marker),
  };
}

/** Uploads a file into a school's storage through `POST /storage`; answers its uuid. */
export async function uploadToSchool(
  server: TestServer,
  person: Pick<Person, 'id' | 'hash' | 'browser'>,
  cabinetId: number,
  file: { name: string; type: string; bytes: string | Uint8Array },
  fields: Record<string, string> = {},
): Promise<string> {
  const form = new FormData();
  const bytes = typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : file.bytes;
  form.append('file', new Blob([new Uint8Array(bytes)], { type: file.type }), file.name);
  form.append('user_id', String(person.id));
  form.append('user_id_hash', person.hash);
  form.append('cabinet_id', String(cabinetId));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await ok(
    await server.request(`${API}/storage`, {
      method: 'POST',
      headers: { Cookie: person.browser.jar.header(), [CSRF_HEADER]: person.browser.csrf() },
      body: form,
    }),
    'storage upload',
  );
  return (await json<{ data: { uuid: string } }>(response)).data.uuid;
}

/** An Upload-Metadata header from plain values. */
export function uploadMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** Starts a resumable upload into the school and sends none of its bytes; answers its id. */
async function startUpload(server: TestServer, person: Person, cabinetId: number, marker: string) {
  const response = await ok(
    await server.request(`${API}/uploads`, {
      method: 'POST',
      headers: {
        Cookie: person.browser.jar.header(),
        [CSRF_HEADER]: person.browser.csrf(),
        'Tus-Resumable': '1.0.0',
        'Upload-Length': '64',
        'Upload-Metadata': uploadMetadata({
          filename: `upload-${marker}.txt`,
          original_name: `upload-${marker}.txt`,
          mime_type: 'text/plain',
          user_id: String(person.id),
          user_id_hash: person.hash,
          cabinet_id: String(cabinetId),
        }),
      },
    }),
    'tus creation',
  );
  const id = response.headers.get(FILE_UUID_HEADER);
  expect(id).toBeTruthy();
  return id!;
}
