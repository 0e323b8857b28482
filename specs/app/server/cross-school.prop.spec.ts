import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdHash } from '../../../app/server/account/user-profile.ts';
import {
  comments,
  contactFields,
  courses,
  infoSections,
  infoUnits,
  lessons,
  offers,
  orders,
  programSections,
  quizAnswerGroups,
  quizAnswers,
  quizQuestions,
  quizResultCommentSettings,
  quizStatements,
  quizzes,
} from '../../../app/server/db/schema.ts';
import { CSRF_HEADER } from '../../../core/api/api.constants.ts';
import type { Question } from '../../../core/api/quiz.ts';
import {
  type AccessRule,
  pathOf,
  type RouteEntry,
  type RouteName,
  routeTable,
} from '../../../core/api/routes.ts';
import { uploadFile } from './quiz/quiz-fixture.ts';
import {
  commentOnSingle,
  createSchoolsServer,
  type Person,
  partsOf,
  ROLES,
  type Role,
  type School,
  type SchoolQuiz,
  seedSchools,
  uploadMetadata,
} from './support/schools-fixture.ts';
import { API, SPEC_SECRET, type TestServer } from './support/test-server.ts';

// No call of the route table answers one school's data to another school's people. For random pairs
// of schools (A, B), a caller of A (owner, curator or student, their current cabinet A) sends a call
// of the table with every reference it takes (path parameters, and the ids, uuids and lists its body,
// query, form or upload metadata name) filled from B, or all from A but one from B. The answer must
// refuse (404; 403 or 422 where those are the call's answer to a reference that does not exist at
// all), say nothing a missing id would not (same status, same message), and carry none of B's
// strings, uuids or ids. What the server does today that breaks the first two rules without showing
// B's data is listed in KNOWN, each with its reason. The control sends each call with A's own ids as a
// caller who may make it and expects success (so the refusals are not answers to malformed requests),
// and the checker is shown to flag a read that answers the named school's data.

/** What a reference names, for the value that stands for "nothing": an integer id, a uuid, a slug, a user. */
type Kind = 'id' | 'uuid' | 'slug' | 'user';

/** Request keys that name something a school owns (the table's request schemas are read for them). */
const REFERENCE_KEYS = new Set([
  'cabinet_id',
  'attempt_id',
  'question_id',
  'quiz_question_id',
  'statement_id',
  'answer_group_id',
  'answer_id',
  'answer_ids',
  'comment_id',
  'info_unit_id',
  'result_commentable_id',
  'correct_answer_ids',
  'ids',
  'files',
  'comment_files',
  'uuids',
  'user_id',
  'uuid',
  'quiz_id',
  'quiz_ids',
  'lesson_ids',
  'accessible_after_ids',
  'course_nodeble_id',
  'commentable_id',
  'exclude_user_id',
  'quiz_statement_id',
  'quiz_answer_group_id',
  'course_id',
  'lesson_id',
  'offer_id',
  'product_id',
]);
/** Keys shaped like references that hold a choice from a fixed list (a status, a type). */
const ENUM_KEYS = new Set([
  'status_id',
  'type_id',
  'display_type_id',
  'text_answer_type_id',
  'questions_display_type_id',
  'navigation_type_id',
  'finish_type_id',
  'versioning_type_id',
  'comment_type_id',
  'accessible_timezone_id',
]);
const REFERENCE_LIKE = /(^|_)ids?$|files$|uuids?$/;

interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  options?: SchemaNode[];
}

/** Whether a schema is a list of objects (perhaps optional or piped). */
function listsObjects(schema: SchemaNode): boolean {
  if (['optional', 'nullable', 'nullish'].includes(schema.type)) return listsObjects(schema.wrapped!);
  return (
    schema.type === 'array' && ['object', 'strict_object', 'loose_object'].includes(schema.item?.type ?? '')
  );
}

/** The references a request schema takes, as paths (`answers[].statement_id`); `id` counts inside lists. */
function referencePaths(schema: SchemaNode, at: string[] = []): string[] {
  const name = (key: string) => [...at, key].join('.').replaceAll('.[]', '[]');
  switch (schema.type) {
    case 'object':
      return Object.entries(schema.entries ?? {}).flatMap(([key, inner]) => {
        if (REFERENCE_LIKE.test(key) && !REFERENCE_KEYS.has(key) && !ENUM_KEYS.has(key) && key !== 'id')
          throw new Error(`The request key ${name(key)} looks like a reference: classify it in this spec.`);
        // A list of objects (a block's `files`) names its items by their own keys (`files[].uuid`).
        const named =
          (REFERENCE_KEYS.has(key) && !listsObjects(inner)) || (key === 'id' && at.includes('[]'));
        return [...(named ? [name(key)] : []), ...referencePaths(inner, [...at, key])];
      });
    case 'array':
      return referencePaths(schema.item!, [...at, '[]']);
    case 'optional':
    case 'nullable':
    case 'nullish':
      return referencePaths(schema.wrapped!, at);
    case 'union':
      return [...new Set((schema.options ?? []).flatMap((option) => referencePaths(option, at)))];
    default:
      return [];
  }
}

/** Every reference a table entry takes: `path:quizId`, `body:files`, `query:attempt_id`, `form:cabinet_id`, … */
function tableReferences(path: string, entry: RouteEntry): string[] {
  const params = [...path.matchAll(/:(\w+)/g)].map((match) => `path:${match[1]}`);
  const parts = Object.entries(entry.request ?? {}) as [string, v.GenericSchema][];
  return [
    ...params,
    ...parts.flatMap(([part, schema]) =>
      referencePaths(schema as unknown as SchemaNode).map((ref) => `${part}:${ref}`),
    ),
  ].sort();
}

const TABLE = routeTable().map(({ method, path, entry }) => ({
  name: `${method} ${path}` as RouteName,
  method,
  path,
  entry,
  refs: tableReferences(path, entry),
}));
type TableRoute = (typeof TABLE)[number];
const routeNamed = (name: RouteName): TableRoute => TABLE.find((route) => route.name === name)!;
/** The calls the property sends: those that name something. */
/**
 * Open to every school by design, so not a school's reference: the lesson page a visitor may open by
 * its id or slugs (spec 3 §2: the access state and titles of any lesson, its units only where the
 * lesson is public; docs/lesson-page.md) and the course program by its slug (every lesson's title and
 * state, its practice only to those who have it), and a signed-in person's pre-subscription to any school's
 * course by its slug (how a newcomer joins). What they show is proven by the lesson page's own specs.
 */
const OPEN_TO_EVERY_SCHOOL = new Set<string>([
  'GET /public/lessons/:lessonId',
  'GET /public/courses/:courseSlug/lessons/:lessonSlug',
  'GET /public/courses/:courseSlug/program',
  'POST /public/courses/:courseSlug/pre-subscription',
]);
const REFERRING = TABLE.filter((route) => route.refs.length > 0 && !OPEN_TO_EVERY_SCHOOL.has(route.name));
/**
 * Left out, by rule and not by name: the entries that take no reference (no path parameter, no
 * reference key in their request schemas). Today: sign-in and account calls, the cabinet list and
 * menu, course cards, the expert quiz list, the storage list, the bare `/uploads` calls other than
 * creation, interface texts. Each acts on the caller's session only.
 */
const NAMING_NOTHING = TABLE.filter((route) => route.refs.length === 0);

// ---------------------------------------------------------------------------------------------
// Building a call from the schools its references are taken from.

/** A call ready to send, before the path's parameters are filled. */
interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Multipart fields sent with a small file (`POST /storage`). */
  form?: Record<string, string>;
  /** Fields of the tus `Upload-Metadata` header (`POST /uploads`). */
  metadata?: Record<string, string>;
}

/** Where each reference of a call is taken from. */
type Source = (ref: string) => School | 'missing';

/** A reference's value: from the school the case gives it, or a value that names nothing. */
type Pick = <T>(ref: string, kind: Kind, of: (school: School, role: Role) => T | Promise<T>) => Promise<T>;

type Builder = (pick: Pick, from: School, role: Role) => Promise<Call>;

const MISSING_ID = 2_000_000_000;

function missingValue(kind: Kind, value: unknown, uuid: string): unknown {
  if (Array.isArray(value)) return value.map((item) => missingValue(kind, item, uuid));
  switch (kind) {
    case 'id':
      return MISSING_ID;
    case 'uuid':
      return uuid;
    case 'slug':
      return 'no-such-thing-anywhere';
    case 'user':
      return { id: MISSING_ID, hash: userIdHash(SPEC_SECRET, MISSING_ID) };
  }
}

/** A person of the school in the role. */
const personOf = (school: School, role: Role): Person => school[role];
const isUnit = (path: string) => path.includes('/info-units/');
const quizAt = (path: string) => (school: School) => (isUnit(path) ? school.unitQuiz : school.lessonQuiz);

function baseParams(path: string, pick: Pick) {
  return isUnit(path)
    ? pick('path:unitId', 'id', (school) => school.unitId).then((unitId) => ({ unitId }))
    : pick('path:lessonId', 'id', (school) => school.lessonId).then((lessonId) => ({ lessonId }));
}

let server: TestServer;
let schools: School[];

/** Live ids in their order, as an order call must list them. */
const live = {
  quizzesOf: async (lessonId: number) =>
    (
      await server.database.db
        .select({ id: quizzes.id })
        .from(quizzes)
        .where(eq(quizzes.lessonId, lessonId))
        .orderBy(asc(quizzes.position), asc(quizzes.id))
    ).map((row) => row.id),
  questionsOf: async (quizId: number) =>
    (
      await server.database.db
        .select({ id: quizQuestions.id })
        .from(quizQuestions)
        .where(and(eq(quizQuestions.quizId, quizId), isNull(quizQuestions.deletedAt)))
        .orderBy(asc(quizQuestions.position), asc(quizQuestions.id))
    ).map((row) => row.id),
  answersOf: async (questionId: number) =>
    (
      await server.database.db
        .select({ id: quizAnswers.id })
        .from(quizAnswers)
        .where(
          and(
            eq(quizAnswers.questionId, questionId),
            isNull(quizAnswers.statementId),
            isNull(quizAnswers.deletedAt),
          ),
        )
        .orderBy(asc(quizAnswers.position), asc(quizAnswers.id))
    ).map((row) => row.id),
  statementsOf: async (questionId: number) =>
    (
      await server.database.db
        .select({ id: quizStatements.id })
        .from(quizStatements)
        .where(and(eq(quizStatements.questionId, questionId), isNull(quizStatements.deletedAt)))
        .orderBy(asc(quizStatements.position), asc(quizStatements.id))
    ).map((row) => row.id),
  statementAnswersOf: async (statementId: number) =>
    (
      await server.database.db
        .select({ id: quizAnswers.id })
        .from(quizAnswers)
        .where(and(eq(quizAnswers.statementId, statementId), isNull(quizAnswers.deletedAt)))
        .orderBy(asc(quizAnswers.position), asc(quizAnswers.id))
    ).map((row) => row.id),
  groupsOf: async (statementId: number) =>
    (
      await server.database.db
        .select({ id: quizAnswerGroups.id })
        .from(quizAnswerGroups)
        .where(and(eq(quizAnswerGroups.statementId, statementId), isNull(quizAnswerGroups.deletedAt)))
        .orderBy(asc(quizAnswerGroups.position), asc(quizAnswerGroups.id))
    ).map((row) => row.id),
};

/** A lesson's version now (a save must name it). */
async function lessonVersion(lessonId: number): Promise<number> {
  const [row] = await server.database.db
    .select({ version: lessons.version })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  return row?.version ?? 1;
}

/** A course's public page version now (a save must name it). */
async function pageVersion(courseId: number): Promise<number> {
  const [row] = await server.database.db
    .select({ version: courses.publicPageVersion })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row?.version ?? 1;
}

/** A text block of the course's public page, made the first time it is asked for. */
async function pageUnitId(courseId: number): Promise<number> {
  const db = server.database.db;
  const [held] = await db
    .select({ id: infoUnits.id })
    .from(infoUnits)
    .innerJoin(infoSections, eq(infoSections.id, infoUnits.infoSectionId))
    .where(eq(infoSections.courseId, courseId))
    .orderBy(asc(infoUnits.id));
  if (held) return held.id;
  const [section] = await db.insert(infoSections).values({ courseId }).returning({ id: infoSections.id });
  const [unit] = await db
    .insert(infoUnits)
    .values({ infoSectionId: section!.id, typeId: 3, position: 0, content: textDoc('page') })
    .returning({ id: infoUnits.id });
  return unit!.id;
}

/** A course's program now: its sections in order, each with its lessons in order. */
async function liveProgram(courseId: number): Promise<{ id: number; lesson_ids: number[] }[]> {
  const db = server.database.db;
  const sections = await db
    .select({ id: programSections.id })
    .from(programSections)
    .where(eq(programSections.courseId, courseId))
    .orderBy(asc(programSections.position), asc(programSections.id));
  const rows = await db
    .select({ id: lessons.id, sectionId: lessons.programSectionId })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position), asc(lessons.id));
  return sections.map((section) => ({
    id: section.id,
    lesson_ids: rows.filter((row) => row.sectionId === section.id).map((row) => row.id),
  }));
}

/** A text block's document naming the school. */
const textDoc = (marker: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: `about ${marker}` }] }],
});

/** The blocks a section call sends: the lesson's text block (moved in), a new file block and a new practice. */
async function sectionUnits(pick: Pick, from: School) {
  return [
    {
      id: await pick('body:info_units[].id', 'id', (school) => school.textUnitId),
      type_id: 3,
      title: `text ${from.marker}`,
      content: textDoc(from.marker),
    },
    {
      id: null,
      type_id: 4,
      files: [
        { uuid: await pick('body:info_units[].files[].uuid', 'uuid', (school) => school.storageFileUuid) },
      ],
    },
    {
      id: null,
      type_id: 5,
      quiz_id: await pick('body:info_units[].quiz_id', 'id', (school) => school.spareQuizId),
    },
  ];
}

const lessonParts = (school: School) => partsOf(school.lessonQuiz);
const unitParts = (school: School) => partsOf(school.unitQuiz);

/** The three answer bodies a quiz takes (one per question kind), their references under `prefix`. */
function answerShapes(path: string, prefix: string, wrap: (body: object) => unknown): Builder[] {
  const parts = (school: School) => partsOf(quizAt(path)(school));
  const attempt = async (pick: Pick) => ({
    ...(path.startsWith('/quiz-attempts') ? {} : await baseParams(path, pick)),
    attemptId: await pick('path:attemptId', 'id', (school) => quizAt(path)(school).runningAttemptId),
  });
  return [
    async (pick) => ({
      params: await attempt(pick),
      body: wrap({
        quiz_question_id: await pick(`${prefix}quiz_question_id`, 'id', (school) => parts(school).single.id),
        answer_ids: await pick(`${prefix}answer_ids`, 'id', (school) => [parts(school).answerId]),
        comment_id: await pick(
          `${prefix}comment_id`,
          'id',
          (school) => quizAt(path)(school).runningCommentId,
        ),
      }),
    }),
    async (pick, from) => ({
      params: await attempt(pick),
      body: wrap({
        quiz_question_id: await pick(`${prefix}quiz_question_id`, 'id', (school) => parts(school).gaps!.id),
        answers: [
          {
            statement_id: await pick(`${prefix}answers[].statement_id`, 'id', (s) => parts(s).statementId!),
            answer_group_id: await pick(`${prefix}answers[].answer_group_id`, 'id', (s) => parts(s).groupId!),
            answer_id: await pick(`${prefix}answers[].answer_id`, 'id', (s) => parts(s).gapAnswerId!),
            text_answer: `day${from.marker}`,
          },
        ],
      }),
    }),
    async (pick) => ({
      params: await attempt(pick),
      body: wrap({
        quiz_question_id: await pick(`${prefix}quiz_question_id`, 'id', (school) => parts(school).essay!.id),
        text_answer: 'An essay.',
        files: await pick(`${prefix}files`, 'uuid', (school, role) => [personOf(school, role).fileUuid]),
        comment: 'A comment.',
        comment_files: await pick(`${prefix}comment_files`, 'uuid', (school, role) => [
          personOf(school, role).fileUuid,
        ]),
      }),
    }),
  ];
}

/** A question document that keeps the ids of the question's parts (the constructor's replace). */
function gapsDocument(question: Question, ids: { statement: number; group: number; answer: number }) {
  const statement = question.statements[0]!;
  const group = statement.answer_groups[0]!;
  const answer = statement.answers[0]!;
  return {
    type_slug: 'fill_gaps',
    name: question.name,
    is_required: false,
    statements: [
      {
        id: ids.statement,
        text: statement.text,
        answer_groups: [
          { id: ids.group, ref: 'g', type_id: group.type_id, display_type_id: group.display_type_id },
        ],
        answers: [{ id: ids.answer, text: answer.text, is_correct: true, answer_group_ref: 'g' }],
      },
    ],
  };
}

function singleDocument(question: Question, answerIds: number[]) {
  return {
    type_slug: 'single_answer',
    name: question.name,
    is_required: false,
    timer_duration: question.timer_duration,
    answers: question.answers.map((answer, index) => ({
      id: answerIds[index] ?? null,
      text: answer.text,
      is_correct: answer.is_correct,
    })),
  };
}

const user = (pick: Pick, ref: string) =>
  pick(ref, 'user', (school, role) => ({ id: personOf(school, role).id, hash: personOf(school, role).hash }));

/** How each call that names something is made: one builder, or several request shapes. */
/** Comments of a school, written once: its owner's public comment (with its marker) on each thread. */
const schoolComments = new Map<number, Promise<void>>();
function withComments(school: School): Promise<void> {
  let done = schoolComments.get(school.index);
  if (!done) {
    const threads = [
      { commentableType: 'lesson' as const, commentableId: school.lessonId },
      { commentableType: 'info-unit' as const, commentableId: school.unitId },
      { commentableType: 'quiz-attempt' as const, commentableId: school.lessonQuiz.finishedAttemptId },
      {
        commentableType: 'lesson-question' as const,
        commentableId: lessonParts(school).single.id,
        quizQuestionId: lessonParts(school).single.id,
      },
    ];
    done = server.database.db
      .insert(comments)
      .values(
        threads.map((thread) => ({
          ...thread,
          cabinetId: school.cabinetId,
          courseId: school.courseId,
          lessonId: school.lessonId,
          userId: school.owner.id,
          text: `a comment ${school.marker}`,
        })),
      )
      .then(() => undefined);
    schoolComments.set(school.index, done);
  }
  return done;
}

/** A fresh comment by the school's owner on its lesson (what the comment calls name and may delete). */
async function ownerComment(school: School): Promise<number> {
  const [row] = await server.database.db
    .insert(comments)
    .values({
      commentableType: 'lesson',
      commentableId: school.lessonId,
      cabinetId: school.cabinetId,
      courseId: school.courseId,
      lessonId: school.lessonId,
      userId: school.owner.id,
      text: `an owner's comment ${school.marker}`,
    })
    .returning({ id: comments.id });
  return row!.id;
}

/** The gap of the lesson quiz's finished attempt, opened to the student's comments. */
async function openGapGroup(school: School): Promise<number> {
  const groupId = lessonParts(school).groupId!;
  await server.database.db
    .insert(quizResultCommentSettings)
    .values({
      attemptId: school.lessonQuiz.finishedAttemptId,
      commentableType: 'quiz_answer_group',
      commentableId: groupId,
      isAllowed: true,
    })
    .onConflictDoNothing();
  return groupId;
}

/** The list calls of a thread path: shape 0 names the thread only, shape 1 every filter too. */
function commentListBuilders(prefix: string): [RouteName, Builder[]][] {
  const filters = async (pick: Pick, attempt: boolean) => ({
    comment_id: await pick('query:comment_id', 'id', async (school) => {
      await withComments(school);
      return ownerComment(school);
    }),
    user_id: await pick('query:user_id', 'id', (school) => school.owner.id),
    exclude_user_id: await pick('query:exclude_user_id', 'id', (school) => school.student.id),
    quiz_question_id: await pick('query:quiz_question_id', 'id', (school) =>
      attempt ? lessonParts(school).gaps!.id : lessonParts(school).single.id,
    ),
    quiz_statement_id: await pick(
      'query:quiz_statement_id',
      'id',
      (school) => lessonParts(school).statementId!,
    ),
    quiz_answer_group_id: await pick(
      'query:quiz_answer_group_id',
      'id',
      (school) => lessonParts(school).groupId!,
    ),
  });
  const thread = (ref: string, of: (school: School) => number) => (pick: Pick) =>
    pick(ref, 'id', async (school) => {
      await withComments(school);
      return of(school);
    });
  const lesson = thread('path:lessonId', (school) => school.lessonId);
  return [
    [
      `GET ${prefix}/comments/quiz-attempt/:attemptId` as RouteName,
      [
        async (pick) => ({
          params: {
            attemptId: await thread('path:attemptId', (school) => school.lessonQuiz.finishedAttemptId)(pick),
          },
        }),
        async (pick) => ({
          params: {
            attemptId: await thread('path:attemptId', (school) => school.lessonQuiz.finishedAttemptId)(pick),
          },
          query: await filters(pick, true),
        }),
      ],
    ],
    [
      `GET ${prefix}/comments/lesson/:lessonId` as RouteName,
      [
        async (pick) => ({ params: { lessonId: await lesson(pick) } }),
        async (pick) => ({ params: { lessonId: await lesson(pick) }, query: await filters(pick, false) }),
      ],
    ],
    [
      `GET ${prefix}/comments/info_units/:unitId` as RouteName,
      [
        async (pick) => ({
          params: { unitId: await thread('path:unitId', (school) => school.unitId)(pick) },
        }),
        async (pick) => ({
          params: { unitId: await thread('path:unitId', (school) => school.unitId)(pick) },
          query: await filters(pick, false),
        }),
      ],
    ],
    [
      `GET ${prefix}/lessons/:lessonId/questions/:questionId/comments` as RouteName,
      [
        async (pick) => ({
          params: {
            lessonId: await lesson(pick),
            questionId: await pick('path:questionId', 'id', (school) => lessonParts(school).single.id),
          },
        }),
        async (pick) => ({
          params: {
            lessonId: await lesson(pick),
            questionId: await pick('path:questionId', 'id', (school) => lessonParts(school).single.id),
          },
          query: await filters(pick, false),
        }),
      ],
    ],
  ];
}

/** The posting calls: a comment on the lesson with a file, and one on a gap of an attempt. */
const commentPosts: Builder[] = [
  async (pick) => ({
    body: {
      commentable_type: 'lesson',
      commentable_id: await pick('body:commentable_id', 'id', (school) => school.lessonId),
      text: 'a question',
      files: await pick('body:files', 'uuid', (school, role) => [personOf(school, role).fileUuid]),
    },
  }),
  async (pick) => ({
    body: {
      commentable_type: 'quiz-attempt',
      commentable_id: await pick(
        'body:commentable_id',
        'id',
        (school) => school.lessonQuiz.finishedAttemptId,
      ),
      text: 'about this gap',
      question_id: await pick('body:question_id', 'id', (school) => lessonParts(school).gaps!.id),
      statement_id: await pick('body:statement_id', 'id', (school) => lessonParts(school).statementId!),
      answer_group_id: await pick('body:answer_group_id', 'id', openGapGroup),
    },
  }),
];

/** The bulk calls: the lesson thread (some of its comments), and a question of an attempt. */
const commentBulk: Builder[] = [
  async (pick) => ({
    body: {
      commentable_type: 'lesson',
      commentable_id: await pick('body:commentable_id', 'id', (school) => school.lessonId),
      ids: [await pick('body:ids', 'id', ownerComment)],
    },
  }),
  async (pick) => ({
    body: {
      commentable_type: 'quiz-attempt',
      commentable_id: await pick(
        'body:commentable_id',
        'id',
        (school) => school.lessonQuiz.finishedAttemptId,
      ),
      quiz_question_id: await pick('body:quiz_question_id', 'id', (school) => lessonParts(school).single.id),
    },
  }),
  // A part's thread: one gap's statement, then its answer group (docs/comments.md, per-part threads)
  async (pick) => ({
    body: {
      commentable_type: 'quiz-attempt',
      commentable_id: await pick(
        'body:commentable_id',
        'id',
        (school) => school.lessonQuiz.finishedAttemptId,
      ),
      quiz_question_id: await pick('body:quiz_question_id', 'id', (school) => lessonParts(school).gaps!.id),
      quiz_statement_id: await pick(
        'body:quiz_statement_id',
        'id',
        (school) => lessonParts(school).statementId!,
      ),
    },
  }),
  async (pick) => ({
    body: {
      commentable_type: 'quiz-attempt',
      commentable_id: await pick(
        'body:commentable_id',
        'id',
        (school) => school.lessonQuiz.finishedAttemptId,
      ),
      quiz_question_id: await pick('body:quiz_question_id', 'id', (school) => lessonParts(school).gaps!.id),
      quiz_answer_group_id: await pick(
        'body:quiz_answer_group_id',
        'id',
        (school) => lessonParts(school).groupId!,
      ),
    },
  }),
];

/** The school's active offer of its course (opening its lesson), made the first time it is asked for. */
const schoolOffers = new Map<number, Promise<number>>();
function offerOf(school: School): Promise<number> {
  let made = schoolOffers.get(school.index);
  if (!made) {
    made = server.database.db
      .insert(offers)
      .values({
        cabinetId: school.cabinetId,
        courseId: school.courseId,
        name: `offer ${school.marker}`,
        price: 10,
        currency: 'USD',
        status: 'active',
        lessonIds: [school.lessonId],
      })
      .returning({ id: offers.id })
      .then(([row]) => row!.id);
    schoolOffers.set(school.index, made);
  }
  return made;
}

/** A contact field the school asks of its students (docs/account.md), made the first time it is asked for. */
const schoolContactFields = new Map<number, Promise<number>>();
function contactFieldOf(school: School): Promise<number> {
  let made = schoolContactFields.get(school.index);
  if (!made) {
    made = server.database.db
      .insert(contactFields)
      .values({ cabinetId: school.cabinetId, name: `a contact field ${school.marker}` })
      .returning({ id: contactFields.id })
      .then(([row]) => row!.id);
    schoolContactFields.set(school.index, made);
  }
  return made;
}

/** A paid order of the school's offer by its student, made the first time it is asked for. */
const schoolOrders = new Map<number, Promise<number>>();
function orderOf(school: School): Promise<number> {
  let made = schoolOrders.get(school.index);
  if (!made) {
    made = offerOf(school).then(async (offerId) => {
      const [row] = await server.database.db
        .insert(orders)
        .values({
          userId: school.student.id,
          courseId: school.courseId,
          amount: 10,
          currency: 'USD',
          status: 'paid',
          offerId,
        })
        .returning({ id: orders.id });
      return row!.id;
    });
    schoolOrders.set(school.index, made);
  }
  return made;
}

const offerBody = async (pick: Pick, from: School) => ({
  name: `offer ${from.marker}`,
  price: 12,
  currency: 'USD',
  status: 'active' as const,
  product_id: await pick('body:product_id', 'id', (school) => school.courseId),
  lesson_ids: await pick('body:lesson_ids', 'id', (school) => [school.lessonId]),
});

const ownerCommentParams = async (pick: Pick) => ({
  commentId: await pick('path:commentId', 'id', ownerComment),
});

const BUILDERS: Partial<Record<RouteName, Builder | Builder[]>> = {
  // The person's own profile: another person's id is no one's.
  'PUT /users/:id': async (pick) => ({
    params: { id: await pick('path:id', 'id', (school, role) => personOf(school, role).id) },
    body: { timezone: 'Europe/Kyiv' },
  }),
  // A student's values of the contact fields of a school they learn in (docs/account.md).
  'PUT /students/fields': async (pick) => ({
    body: { fields: [{ id: await pick('body:fields[].id', 'id', contactFieldOf), value: 'a value' }] },
  }),
  // The expert's preview, offers, participants and orders (docs/lesson-page.md).
  'GET /courses/:courseId/preview-settings': async (pick) => ({
    params: { courseId: await pick('path:courseId', 'id', (school) => school.courseId) },
  }),
  'POST /courses/:courseId/preview-settings': [
    async (pick) => ({
      params: { courseId: await pick('path:courseId', 'id', (school) => school.courseId) },
      body: { type: 2, offer_id: await pick('body:offer_id', 'id', offerOf) },
    }),
    async (pick) => ({
      params: { courseId: await pick('path:courseId', 'id', (school) => school.courseId) },
      body: { type: 3, user_id: await pick('body:user_id', 'id', (school) => school.student.id) },
    }),
  ],
  'POST /offers': async (pick, from) => ({ body: await offerBody(pick, from) }),
  'GET /offers/:offerId': async (pick) => ({
    params: { offerId: await pick('path:offerId', 'id', offerOf) },
  }),
  'PUT /offers/:offerId': async (pick, from) => ({
    params: { offerId: await pick('path:offerId', 'id', offerOf) },
    body: await offerBody(pick, from),
  }),
  'GET /products/:courseId/participants': async (pick) => ({
    params: { courseId: await pick('path:courseId', 'id', (school) => school.courseId) },
  }),
  'POST /orders': async (pick, from) => ({
    body: { offer_id: await pick('body:offer_id', 'id', offerOf), email: from.student.email },
  }),
  'GET /orders/:orderId': async (pick) => ({
    params: { orderId: await pick('path:orderId', 'id', orderOf) },
  }),
  'GET /constructor/quiz-questions/:questionId/rescore': async (pick) => ({
    params: { questionId: await pick('path:questionId', 'id', (school) => lessonParts(school).single.id) },
  }),
  'POST /constructor/quiz-questions/:questionId/rescore': async (pick) => ({
    params: { questionId: await pick('path:questionId', 'id', (school) => lessonParts(school).single.id) },
  }),
  ...Object.fromEntries(['', '/public'].flatMap((prefix) => commentListBuilders(prefix))),
  'POST /comments': commentPosts,
  'POST /public/comments': commentPosts,
  'PATCH /comments/bulk-read': commentBulk,
  'DELETE /comments/bulk-delete': commentBulk,
  'PATCH /comments/bulk-restrict': commentBulk,
  'PUT /comments/:commentId': async (pick) => ({
    params: await ownerCommentParams(pick),
    body: {
      text: 'edited',
      files: await pick('body:files', 'uuid', (school, role) => [personOf(school, role).fileUuid]),
    },
  }),
  'DELETE /comments/:commentId': async (pick) => ({ params: await ownerCommentParams(pick) }),
  'POST /comments/:commentId/public': async (pick) => ({ params: await ownerCommentParams(pick) }),
  'POST /comments/:commentId/private': async (pick) => ({ params: await ownerCommentParams(pick) }),
  'GET /courses/:courseId/user-curators': async (pick) => ({
    params: { courseId: await pick('path:courseId', 'id', (school) => school.courseId) },
    query: { lesson_id: await pick('query:lesson_id', 'id', (school) => school.lessonId) },
  }),
  'GET /expert/review-inbox': [
    async (pick) => ({
      query: {
        course_id: await pick('query:course_id', 'id', async (school) => {
          await withComments(school);
          return school.courseId;
        }),
        lesson_id: await pick('query:lesson_id', 'id', (school) => school.lessonId),
      },
    }),
  ],
  // The course program and the lesson constructor: the spare lesson, sections and program section are
  // what copies write into and deletions remove; the lesson's practice block keeps its quiz throughout.
  'GET /courses/:courseId/': async (pick) => ({
    params: { courseId: await pick('path:courseId', 'id', (school) => school.courseId) },
  }),
  // The course's public page: its text block is kept, a file block names the school's file.
  'GET /courses/:courseId/public-page': async (pick) => ({
    params: { courseId: await pick('path:courseId', 'id', (school) => school.courseId) },
  }),
  'PUT /courses/:courseId/public-page': async (pick, from) => ({
    params: { courseId: await pick('path:courseId', 'id', (school) => school.courseId) },
    body: {
      version: await pageVersion(from.courseId),
      description: `page ${from.marker}`,
      info_units: [
        {
          id: await pick('body:info_units[].id', 'id', (school) => pageUnitId(school.courseId)),
          type_id: 3,
          title: `page text ${from.marker}`,
          content: textDoc(from.marker),
        },
        {
          type_id: 4,
          title: `page files ${from.marker}`,
          files: [
            {
              uuid: await pick('body:info_units[].files[].uuid', 'uuid', (school) => school.storageFileUuid),
            },
          ],
        },
      ],
    },
  }),
  'GET /courses/:courseId/program': async (pick) => ({
    params: { courseId: await pick('path:courseId', 'id', (school) => school.courseId) },
  }),
  'PUT /courses/:courseId/program': async (pick, from) => {
    const program = await liveProgram(from.courseId);
    return {
      params: { courseId: await pick('path:courseId', 'id', (school) => school.courseId) },
      body: {
        sections: [
          {
            id: await pick('body:sections[].id', 'id', (school) => school.programSectionId),
            lesson_ids: await pick('body:sections[].lesson_ids', 'id', async (school) =>
              school === from
                ? program.find((section) => section.id === from.programSectionId)!.lesson_ids
                : (await liveProgram(school.courseId)).find(
                    (section) => section.id === school.programSectionId,
                  )!.lesson_ids,
            ),
          },
          ...program.filter((section) => section.id !== from.programSectionId),
        ],
      },
    };
  },
  'POST /courses/:courseId/program-sections': async (pick, from) => ({
    params: { courseId: await pick('path:courseId', 'id', (school) => school.courseId) },
    body: { title: `more ${from.marker}` },
  }),
  'PUT /program-sections/:programSectionId': async (pick, from) => ({
    params: {
      programSectionId: await pick('path:programSectionId', 'id', (school) => school.programSectionId),
    },
    body: { title: `part ${from.marker}` },
  }),
  'DELETE /program-sections/:programSectionId': async (pick) => ({
    params: {
      programSectionId: await pick('path:programSectionId', 'id', (school) => school.spareProgramSectionId),
    },
  }),
  'POST /courses/:courseId/lessons-new': async (pick, from) => ({
    params: { courseId: await pick('path:courseId', 'id', (school) => school.courseId) },
    body: {
      title: `new lesson ${from.marker}`,
      course_nodeble_id: await pick('body:course_nodeble_id', 'id', (school) => school.programSectionId),
    },
  }),
  'GET /courses/:courseId/lessons-new/:lessonId': async (pick) => ({
    params: {
      courseId: await pick('path:courseId', 'id', (school) => school.courseId),
      lessonId: await pick('path:lessonId', 'id', (school) => school.lessonId),
    },
  }),
  'PUT /courses/:courseId/lessons-new/:lessonId': async (pick, from) => {
    const unitId = (of: (school: School) => number) => pick('body:sections[].info_units[].id', 'id', of);
    return {
      params: {
        courseId: await pick('path:courseId', 'id', (school) => school.courseId),
        lessonId: await pick('path:lessonId', 'id', (school) => school.lessonId),
      },
      body: {
        version: await lessonVersion(from.lessonId),
        title: `lesson ${from.marker}`,
        course_nodeble_id: await pick('body:course_nodeble_id', 'id', (school) => school.programSectionId),
        accessible_after_ids: await pick('body:accessible_after_ids', 'id', (school) => [
          school.spareLessonId,
        ]),
        quiz_ids: await pick('body:quiz_ids', 'id', (school) => [school.lessonQuiz.id]),
        sections: [
          {
            id: await pick('body:sections[].id', 'id', (school) => school.infoSectionId),
            name: `section ${from.marker}`,
            info_units: [
              {
                id: await unitId((school) => school.textUnitId),
                type_id: 3,
                title: `text ${from.marker}`,
                content: textDoc(from.marker),
              },
              {
                id: await unitId((school) => school.filesUnitId),
                type_id: 4,
                title: `files ${from.marker}`,
                files: [
                  {
                    uuid: await pick(
                      'body:sections[].info_units[].files[].uuid',
                      'uuid',
                      (school) => school.storageFileUuid,
                    ),
                  },
                ],
              },
              {
                id: await unitId((school) => school.unitId),
                type_id: 5,
                title: `practice ${from.marker}`,
                quiz_id: await pick(
                  'body:sections[].info_units[].quiz_id',
                  'id',
                  (school) => school.unitQuiz.id,
                ),
              },
            ],
          },
          {
            id: await pick('body:sections[].id', 'id', (school) => school.spareInfoSectionId),
            name: `spare ${from.marker}`,
            info_units: [],
          },
        ],
      },
    };
  },
  'DELETE /courses/:courseId/lessons-new/:lessonId': async (pick) => ({
    params: {
      courseId: await pick('path:courseId', 'id', (school) => school.courseId),
      lessonId: await pick('path:lessonId', 'id', (school) => school.spareLessonId),
    },
  }),
  'PUT /lessons/:lessonId/copy/:fromId': async (pick) => ({
    params: {
      lessonId: await pick('path:lessonId', 'id', (school) => school.spareLessonId),
      fromId: await pick('path:fromId', 'id', (school) => school.lessonId),
    },
    body: {},
  }),
  'POST /lessons/:lessonId/info-section': async (pick, from) => ({
    params: { lessonId: await pick('path:lessonId', 'id', (school) => school.lessonId) },
    body: { name: `extra ${from.marker}`, info_units: await sectionUnits(pick, from) },
  }),
  'PUT /info-section/:infoSectionId': async (pick, from) => ({
    params: { infoSectionId: await pick('path:infoSectionId', 'id', (school) => school.spareInfoSectionId) },
    body: { name: `spare ${from.marker}`, info_units: await sectionUnits(pick, from) },
  }),
  'DELETE /info-section/:infoSectionId': async (pick) => ({
    params: { infoSectionId: await pick('path:infoSectionId', 'id', (school) => school.spareInfoSectionId) },
  }),
  'GET /public/sections/:sectionId/part': async (pick) => ({
    params: { sectionId: await pick('path:sectionId', 'id', (school) => school.infoSectionId) },
  }),
  'GET /info-units/:unitId': async (pick) => ({
    params: { unitId: await pick('path:unitId', 'id', (school) => school.textUnitId) },
  }),
  'POST /lessons/:lessonId/events/started': async (pick) => ({
    params: { lessonId: await pick('path:lessonId', 'id', (school) => school.lessonId) },
  }),
  'POST /info-units/:unitId/events/started': async (pick) => ({
    params: { unitId: await pick('path:unitId', 'id', (school) => school.unitId) },
  }),
  'POST /lessons/:lessonId/events/watched': async (pick) => ({
    params: { lessonId: await pick('path:lessonId', 'id', (school) => school.lessonId) },
  }),
  'POST /info-units/:unitId/events/watched': async (pick) => ({
    params: { unitId: await pick('path:unitId', 'id', (school) => school.unitId) },
  }),
  'POST /player-logs': async (_pick, from) => ({
    body: { error: `media:bufferAppendError ${from.marker}`, location: '/', sources: [] },
  }),
  'GET /closed-groups/:groupId': async (pick) => ({
    params: { groupId: await pick('path:groupId', 'id', (school) => school.closedGroupId) },
  }),
  'PUT /closed-groups/:groupId': async (pick, from) => ({
    params: { groupId: await pick('path:groupId', 'id', (school) => school.closedGroupId) },
    body: { title: `group ${from.marker}` },
  }),
  'POST /closed-groups/:groupId/members': async (pick, from) => ({
    params: { groupId: await pick('path:groupId', 'id', (school) => school.closedGroupId) },
    body: { email: from.student.email },
  }),
  'DELETE /closed-groups/:groupId/members/:userId': async (pick) => ({
    params: {
      groupId: await pick('path:groupId', 'id', (school) => school.closedGroupId),
      userId: await pick('path:userId', 'id', (school) => school.student.id),
    },
  }),
  'DELETE /closed-groups/:groupId': async (pick) => ({
    params: { groupId: await pick('path:groupId', 'id', (school) => school.closedGroupId) },
  }),

  'PUT /cabinets/current': async (pick) => ({
    body: { cabinet_id: await pick('body:cabinet_id', 'id', (school) => school.cabinetId) },
  }),
  'GET /courses/:courseSlug/lessons': async (pick) => ({
    params: { courseSlug: await pick('path:courseSlug', 'slug', (school) => school.courseSlug) },
  }),
  'GET /courses/:courseSlug/lessons/:lessonSlug': async (pick) => ({
    params: {
      courseSlug: await pick('path:courseSlug', 'slug', (school) => school.courseSlug),
      lessonSlug: await pick('path:lessonSlug', 'slug', (school) => school.lessonSlug),
    },
  }),
  ...Object.fromEntries(
    (['/lessons/:lessonId', '/info-units/:unitId'] as const).flatMap((base) => {
      const quizParams = async (pick: Pick) => ({
        ...(await baseParams(base, pick)),
        quizId: await pick('path:quizId', 'id', (school) => quizAt(base)(school).id),
      });
      const builders: [string, Builder | Builder[]][] = [
        [`GET ${base}/quizzes`, async (pick) => ({ params: await baseParams(base, pick) })],
        [`GET ${base}/quizzes/:quizId`, async (pick) => ({ params: await quizParams(pick) })],
        [
          `GET ${base}/quizzes/:quizId/quiz-questions`,
          async (pick) => ({
            params: await quizParams(pick),
            query: {
              attempt_id: await pick(
                'query:attempt_id',
                'id',
                (school) => quizAt(base)(school).runningAttemptId,
              ),
            },
          }),
        ],
        [`GET ${base}/quizzes/:quizId/start-attempt`, async (pick) => ({ params: await quizParams(pick) })],
        [`POST ${base}/quiz-attempts/:attemptId`, answerShapes(base, 'body:', (body) => body)],
        [`GET ${base}/quizzes/:quizId/attempts`, async (pick) => ({ params: await quizParams(pick) })],
      ];
      return builders;
    }),
  ),
  'GET /quiz-attempts/:attemptId/timer': async (pick) => ({
    params: { attemptId: await pick('path:attemptId', 'id', (school) => school.lessonQuiz.runningAttemptId) },
  }),
  'POST /quiz-attempts/:attemptId/quiz-questions/:questionId/timer': async (pick) => ({
    params: {
      attemptId: await pick('path:attemptId', 'id', (school) => school.lessonQuiz.runningAttemptId),
      questionId: await pick('path:questionId', 'id', (school) => lessonParts(school).single.id),
    },
  }),
  'GET /quiz-attempts/:attemptId/quiz-questions/:questionId': async (pick) => ({
    params: {
      attemptId: await pick('path:attemptId', 'id', (school) => school.lessonQuiz.finishedAttemptId),
      questionId: await pick('path:questionId', 'id', (school) => lessonParts(school).essay!.id),
    },
  }),
  'POST /quiz-attempts/:attemptId/clear': async (pick) => ({
    params: { attemptId: await pick('path:attemptId', 'id', (school) => school.lessonQuiz.runningAttemptId) },
  }),
  'POST /quiz-attempts/:attemptId/finish': answerShapes('/quiz-attempts', 'body:[].', (body) => [body]),
  'GET /lessons/:lessonId/quizzes/:quizId/attempt/:attemptId': async (pick) => ({
    params: {
      lessonId: await pick('path:lessonId', 'id', (school) => school.lessonId),
      quizId: await pick('path:quizId', 'id', (school) => school.lessonQuiz.id),
      attemptId: await pick('path:attemptId', 'id', (school) => school.lessonQuiz.finishedAttemptId),
    },
  }),
  'GET /quiz-results': async (pick) => ({
    query: {
      question_id: await pick('query:question_id', 'id', (school) => lessonParts(school).gaps!.id),
      attempt_id: await pick('query:attempt_id', 'id', (school) => school.lessonQuiz.finishedAttemptId),
      answer_group_id: await pick('query:answer_group_id', 'id', (school) => lessonParts(school).groupId!),
      statement_id: await pick('query:statement_id', 'id', (school) => lessonParts(school).statementId!),
    },
  }),
  'POST /quiz-attempts/:attemptId/review': async (pick) => ({
    params: {
      attemptId: await pick('path:attemptId', 'id', (school) => school.lessonQuiz.finishedAttemptId),
    },
    body: {
      status_id: 1,
      comment: 'Well done.',
      files: await pick('body:files', 'uuid', (school, role) => [personOf(school, role).fileUuid]),
    },
  }),
  'GET /expert/quizzes/:quizId': async (pick) => ({
    params: { quizId: await pick('path:quizId', 'id', (school) => school.lessonQuiz.id) },
  }),
  'POST /quiz-attempts/:attemptId/quiz-result-comment-settings': async (pick) => ({
    params: {
      attemptId: await pick('path:attemptId', 'id', (school) => school.lessonQuiz.finishedAttemptId),
    },
    body: {
      result_commentable_type: 'quiz_question',
      result_commentable_id: await pick('body:result_commentable_id', 'id', (s) => lessonParts(s).essay!.id),
      is_allowed: true,
    },
  }),

  // The constructor: writes act on the lesson's quiz, deletions on the block's.
  'GET /constructor/lessons/:lessonId/quizzes': async (pick) => ({
    params: { lessonId: await pick('path:lessonId', 'id', (school) => school.lessonId) },
  }),
  'POST /constructor/lessons/:lessonId/quizzes': async (pick) => ({
    params: { lessonId: await pick('path:lessonId', 'id', (school) => school.lessonId) },
    body: {
      name: 'One more quiz',
      info_unit_id: await pick('body:info_unit_id', 'id', (school) => school.unitId),
    },
  }),
  'PUT /constructor/lessons/:lessonId/quizzes/order': async (pick) => ({
    params: { lessonId: await pick('path:lessonId', 'id', (school) => school.lessonId) },
    body: { ids: await pick('body:ids', 'id', (school) => live.quizzesOf(school.lessonId)) },
  }),
  'GET /constructor/quizzes/:quizId': async (pick) => ({
    params: { quizId: await pick('path:quizId', 'id', (school) => school.lessonQuiz.id) },
  }),
  'PATCH /constructor/quizzes/:quizId': async (pick) => ({
    params: { quizId: await pick('path:quizId', 'id', (school) => school.unitQuiz.id) },
    body: { info_unit_id: await pick('body:info_unit_id', 'id', (school) => school.unitId) },
  }),
  'DELETE /constructor/quizzes/:quizId': async (pick) => ({
    params: { quizId: await pick('path:quizId', 'id', (school) => school.unitQuiz.id) },
  }),
  'POST /constructor/quizzes/:quizId/copy': async (pick) => ({
    params: { quizId: await pick('path:quizId', 'id', (school) => school.lessonQuiz.id) },
    body: { name: 'A copy' },
  }),
  'POST /constructor/quizzes/:quizId/questions': [
    async (pick) => ({
      params: { quizId: await pick('path:quizId', 'id', (school) => school.lessonQuiz.id) },
      body: {
        type_slug: 'single_answer',
        name: 'One more question',
        is_required: false,
        answers: [{ ref: 'a', text: 'Yes', is_correct: true }],
        // A description file: the author's or their school's upload only.
        files: [{ uuid: await pick('body:files[].uuid', 'uuid', (school) => school.storageFileUuid) }],
      },
    }),
    async (pick, from) => ({
      params: { quizId: await pick('path:quizId', 'id', (school) => school.lessonQuiz.id) },
      body: {
        ...gapsDocument(lessonParts(from).gaps!, {
          statement: await pick('body:statements[].id', 'id', (school) => lessonParts(school).statementId!),
          group: await pick(
            'body:statements[].answer_groups[].id',
            'id',
            (school) => lessonParts(school).groupId!,
          ),
          answer: await pick(
            'body:statements[].answers[].id',
            'id',
            (school) => lessonParts(school).gapAnswerId!,
          ),
        }),
        answers: [
          { id: await pick('body:answers[].id', 'id', (school) => lessonParts(school).answerId), text: 'x' },
        ],
      },
    }),
  ],
  'PUT /constructor/quizzes/:quizId/questions/order': async (pick) => ({
    params: { quizId: await pick('path:quizId', 'id', (school) => school.lessonQuiz.id) },
    body: { ids: await pick('body:ids', 'id', (school) => live.questionsOf(school.lessonQuiz.id)) },
  }),
  'PUT /constructor/quiz-questions/:questionId': [
    async (pick, from) => ({
      params: { questionId: await pick('path:questionId', 'id', (school) => lessonParts(school).gaps!.id) },
      body: gapsDocument(lessonParts(from).gaps!, {
        statement: await pick('body:statements[].id', 'id', (school) => lessonParts(school).statementId!),
        group: await pick(
          'body:statements[].answer_groups[].id',
          'id',
          (school) => lessonParts(school).groupId!,
        ),
        answer: await pick(
          'body:statements[].answers[].id',
          'id',
          (school) => lessonParts(school).gapAnswerId!,
        ),
      }),
    }),
    async (pick, from) => ({
      params: { questionId: await pick('path:questionId', 'id', (school) => lessonParts(school).single.id) },
      body: {
        ...singleDocument(
          lessonParts(from).single,
          await pick('body:answers[].id', 'id', (school) =>
            lessonParts(school).single.answers.map((a) => a.id),
          ),
        ),
        files: [{ uuid: await pick('body:files[].uuid', 'uuid', (school) => school.storageFileUuid) }],
      },
    }),
  ],
  'DELETE /constructor/quiz-questions/:questionId': async (pick) => ({
    params: { questionId: await pick('path:questionId', 'id', (school) => unitParts(school).essay!.id) },
  }),
  'POST /constructor/quiz-questions/:questionId/answers': async (pick) => ({
    params: { questionId: await pick('path:questionId', 'id', (school) => lessonParts(school).gaps!.id) },
    body: {
      text: 'night',
      statement_id: await pick('body:statement_id', 'id', (school) => lessonParts(school).statementId!),
      answer_group_id: await pick('body:answer_group_id', 'id', (school) => lessonParts(school).groupId!),
    },
  }),
  'PUT /constructor/quiz-questions/:questionId/answers/order': async (pick) => ({
    params: { questionId: await pick('path:questionId', 'id', (school) => lessonParts(school).single.id) },
    body: { ids: await pick('body:ids', 'id', (school) => live.answersOf(lessonParts(school).single.id)) },
  }),
  'PATCH /constructor/quiz-answers/:answerId': async (pick) => ({
    params: { answerId: await pick('path:answerId', 'id', (school) => lessonParts(school).gapAnswerId!) },
    body: {
      answer_group_id: await pick('body:answer_group_id', 'id', (school) => lessonParts(school).groupId!),
    },
  }),
  'DELETE /constructor/quiz-answers/:answerId': async (pick) => ({
    params: { answerId: await pick('path:answerId', 'id', (school) => unitParts(school).answerId) },
  }),
  'POST /constructor/quiz-questions/:questionId/statements': async (pick) => ({
    params: { questionId: await pick('path:questionId', 'id', (school) => lessonParts(school).single.id) },
    body: {
      text: 'A statement.',
      correct_answer_ids: await pick('body:correct_answer_ids', 'id', (s) => [
        lessonParts(s).correctAnswerId,
      ]),
    },
  }),
  'PUT /constructor/quiz-questions/:questionId/statements/order': async (pick) => ({
    params: { questionId: await pick('path:questionId', 'id', (school) => lessonParts(school).gaps!.id) },
    body: { ids: await pick('body:ids', 'id', (school) => live.statementsOf(lessonParts(school).gaps!.id)) },
  }),
  'PATCH /constructor/quiz-statements/:statementId': async (pick) => ({
    params: {
      statementId: await pick('path:statementId', 'id', (school) => lessonParts(school).statementId!),
    },
    body: {
      correct_answer_ids: await pick('body:correct_answer_ids', 'id', (s) => [lessonParts(s).gapAnswerId!]),
    },
  }),
  'DELETE /constructor/quiz-statements/:statementId': async (pick) => ({
    params: { statementId: await pick('path:statementId', 'id', (school) => unitParts(school).statementId!) },
  }),
  'PUT /constructor/quiz-statements/:statementId/answers/order': async (pick) => ({
    params: {
      statementId: await pick('path:statementId', 'id', (school) => lessonParts(school).statementId!),
    },
    body: {
      ids: await pick('body:ids', 'id', (school) =>
        live.statementAnswersOf(lessonParts(school).statementId!),
      ),
    },
  }),
  'POST /constructor/quiz-statements/:statementId/answer-groups': async (pick) => ({
    params: {
      statementId: await pick('path:statementId', 'id', (school) => lessonParts(school).statementId!),
    },
    body: { type_id: 2 },
  }),
  'PUT /constructor/quiz-statements/:statementId/answer-groups/order': async (pick) => ({
    params: {
      statementId: await pick('path:statementId', 'id', (school) => lessonParts(school).statementId!),
    },
    body: { ids: await pick('body:ids', 'id', (school) => live.groupsOf(lessonParts(school).statementId!)) },
  }),
  'PATCH /constructor/quiz-answer-groups/:groupId': async (pick) => ({
    params: { groupId: await pick('path:groupId', 'id', (school) => lessonParts(school).groupId!) },
    body: { display_type_id: 1 },
  }),
  'DELETE /constructor/quiz-answer-groups/:groupId': async (pick) => ({
    params: { groupId: await pick('path:groupId', 'id', (school) => unitParts(school).groupId!) },
  }),

  // Files: the school's stored PDF, or its MP4 for the media calls; uploads started by the owner.
  'POST /uploads': async (pick) => {
    const who = await user(pick, 'metadata:user_id');
    return {
      metadata: {
        filename: 'notes.txt',
        original_name: 'notes.txt',
        mime_type: 'text/plain',
        user_id: String(who.id),
        user_id_hash: who.hash,
        cabinet_id: String(await pick('metadata:cabinet_id', 'id', (school) => school.cabinetId)),
      },
    };
  },
  ...Object.fromEntries(
    (['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS', 'GET'] as const).map((method) => [
      `${method} /uploads/:id`,
      (async (pick) => ({
        params: { id: await pick('path:id', 'uuid', (school) => school.uploadId) },
      })) satisfies Builder,
    ]),
  ),
  'POST /storage': async (pick) => {
    const who = await user(pick, 'form:user_id');
    return {
      form: {
        user_id: String(who.id),
        user_id_hash: who.hash,
        cabinet_id: String(await pick('form:cabinet_id', 'id', (school) => school.cabinetId)),
      },
    };
  },
  'POST /files/import': async (pick) => ({
    body: {
      url: `${imageSiteUrl}/cat.png`,
      cabinet_id: await pick('body:cabinet_id', 'id', (school) => school.cabinetId),
    },
  }),
  'GET /files/:uuid': async (pick) => ({
    params: { uuid: await pick('path:uuid', 'uuid', (school) => school.storageFileUuid) },
  }),
  'PATCH /files/:uuid': async (pick) => ({
    params: { uuid: await pick('path:uuid', 'uuid', (school) => school.storageFileUuid) },
    body: { allow_doc_download: false },
  }),
  'GET /files/:uuid/mp4': async (pick) => ({
    params: { uuid: await pick('path:uuid', 'uuid', (school) => school.videoFileUuid) },
  }),
  'GET /files/:uuid/download': async (pick) => ({
    params: { uuid: await pick('path:uuid', 'uuid', (school) => school.storageFileUuid) },
  }),
  'GET /files/:uuid/media/*': async (pick) => ({
    params: { uuid: await pick('path:uuid', 'uuid', (school) => school.videoFileUuid) },
  }),
  ...Object.fromEntries(
    (
      [
        'DELETE /delete-files',
        'DELETE /delete-files/',
        'DELETE /storage/delete-files',
        'DELETE /storage/delete-files/',
      ] as const
    ).map((name) => [
      name,
      (async (pick) => {
        const who = await user(pick, 'body:user_id');
        return {
          body: {
            files: await pick('body:files', 'uuid', (school, role) => [personOf(school, role).fileUuid]),
            user_id: String(who.id),
            user_id_hash: who.hash,
          },
        };
      }) satisfies Builder,
    ]),
  ),
};

/** The request shapes of a call. */
const shapesOf = (route: TableRoute): Builder[] => {
  const builder = BUILDERS[route.name];
  if (!builder) throw new Error(`No builder for ${route.name}: add one to this spec.`);
  return Array.isArray(builder) ? builder : [builder];
};

/**
 * Builds one shape of a call with each reference from the school `source` names (or naming nothing);
 * answers the call, the references it read, and the values it took from another school than `from`.
 */
async function build(
  route: TableRoute,
  shape: number,
  source: Source,
  from: School,
  role: Role,
  override: Record<string, unknown> = {},
) {
  const read: string[] = [];
  const sentFromB: unknown[] = [];
  const uuid = randomUUID();
  const pick: Pick = async (ref, kind, of) => {
    read.push(ref);
    if (Object.hasOwn(override, ref)) return override[ref] as never;
    const school = source(ref);
    if (school === 'missing') return missingValue(kind, await of(from, role), uuid) as never;
    const value = await of(school, role);
    if (school !== from) sentFromB.push(value);
    return value;
  };
  const call = await shapesOf(route)[shape]!(pick, from, role);
  return { call, read: [...new Set(read)], sentFromB };
}

// ---------------------------------------------------------------------------------------------
// Sending it.

const TUS = { 'Tus-Resumable': '1.0.0' };
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What an answer said, read once. */
interface Answer {
  status: number;
  text: string;
  json: unknown;
  headers: string;
}

async function send(route: TableRoute, call: Call, caller: Person): Promise<Answer> {
  const path = pathOf(route.path, call.params ?? {}).replace('*', 'index.m3u8');
  const query = call.query
    ? `?${new URLSearchParams(Object.entries(call.query).map(([k, value]) => [k, String(value)]))}`
    : '';
  const headers: Record<string, string> = { Cookie: caller.browser.jar.header() };
  if (UNSAFE.has(route.method)) headers[CSRF_HEADER] = caller.browser.csrf();
  let body: BodyInit | undefined;
  if (route.path.startsWith('/uploads')) {
    Object.assign(headers, TUS);
    if (call.metadata) {
      headers['Upload-Length'] = '8';
      headers['Upload-Metadata'] = uploadMetadata(call.metadata);
    }
    if (route.method === 'PATCH') {
      headers['Upload-Offset'] = '0';
      headers['Content-Type'] = 'application/offset+octet-stream';
      body = new Uint8Array([1, 2, 3, 4]);
    }
  } else if (call.form) {
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode('a note')], { type: 'text/plain' }), 'note.txt');
    for (const [name, value] of Object.entries(call.form)) form.append(name, value);
    body = form;
  } else if (call.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  const response = await server.request(`${API}${path}${query}`, { method: route.method, headers, body });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // bytes, or no body
  }
  const shown = [...response.headers]
    .filter(([name]) => name !== 'set-cookie')
    .map(([name, value]) => `${name}: ${value}`);
  return { status: response.status, text, json, headers: shown.join('\n') };
}

// ---------------------------------------------------------------------------------------------
// What another school's data looks like in an answer.

/** Answer keys whose numbers name a kind of row, for reading ids out of a successful answer. */
const ID_KEYS: Record<string, (school: School) => number[]> = {
  cabinet_id: (s) => [s.cabinetId],
  course_id: (s) => [s.courseId],
  lesson_id: (s) => [s.lessonId],
  info_unit_id: (s) => [s.unitId, s.textUnitId, s.filesUnitId],
  course_nodeble_id: (s) => [s.programSectionId, s.spareProgramSectionId],
  info_section_id: (s) => [s.infoSectionId, s.spareInfoSectionId],
  quiz_id: (s) => quizIds(s),
  quiz_attempt_id: (s) => attemptIds(s),
  attempt_id: (s) => attemptIds(s),
  quiz_question_id: (s) => questionIds(s),
  question_id: (s) => questionIds(s),
  quiz_answer_id: (s) => answerIds(s),
  answer_id: (s) => answerIds(s),
  quiz_statement_id: (s) => statementIds(s),
  statement_id: (s) => statementIds(s),
  quiz_answer_group_id: (s) => groupIds(s),
  answer_group_id: (s) => groupIds(s),
  comment_id: (s) => [s.commentId],
  user_id: (s) => ROLES.map((role) => s[role].id),
};
const bothQuizzes = (s: School): SchoolQuiz[] => [s.lessonQuiz, s.unitQuiz];
const quizIds = (s: School) => bothQuizzes(s).map((quiz) => quiz.id);
const attemptIds = (s: School) =>
  bothQuizzes(s).flatMap((quiz) => [quiz.finishedAttemptId, quiz.runningAttemptId]);
const questions = (s: School) => bothQuizzes(s).flatMap((quiz) => quiz.questions);
const questionIds = (s: School) => questions(s).map((question) => question.id);
const answerIds = (s: School) =>
  questions(s).flatMap((q) =>
    [...q.answers, ...q.statements.flatMap((st) => st.answers)].map((answer) => answer.id),
  );
const statementIds = (s: School) => questions(s).flatMap((q) => q.statements.map((st) => st.id));
const groupIds = (s: School) =>
  questions(s).flatMap((q) => q.statements.flatMap((st) => st.answer_groups.map((group) => group.id)));
const allIds = (s: School) => new Set(Object.values(ID_KEYS).flatMap((ids) => ids(s)));

function numbersUnder(value: unknown, key = ''): number[] {
  return keyedNumbers(value, key).map((item) => item.value);
}

function keyedNumbers(value: unknown, key = ''): { key: string; value: number }[] {
  if (typeof value === 'number') return [{ key, value }];
  if (Array.isArray(value)) return value.flatMap((item) => keyedNumbers(item, key));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([inner, item]) => keyedNumbers(item, inner));
}

/**
 * What of school B an answer shows: its marker, its uuids, its ids (by key in a success, any in a
 * refusal; `anyId` also counts a success's plain `id`, for the control's look for its own school).
 */
function leaksOf(answer: Answer, b: School, anyId = false): { detail: string; value?: number }[] {
  const text = `${answer.headers}\n${answer.text}`.toLowerCase();
  const found: { detail: string; value?: number }[] = [];
  if (text.includes(b.marker)) found.push({ detail: `B's marker ${b.marker}` });
  for (const uuid of [
    b.storageFileUuid,
    b.answerFileUuid,
    b.videoFileUuid,
    b.uploadId,
    ...ROLES.map((role) => b[role].fileUuid),
  ])
    if (text.includes(uuid)) found.push({ detail: `B's uuid ${uuid}` });
  const succeeded = answer.status < 300;
  const everyId = [...allIds(b)];
  for (const { key, value } of keyedNumbers(answer.json)) {
    const ids = succeeded && !(anyId && key === 'id') ? ID_KEYS[key]?.(b) : everyId;
    if (ids?.includes(value)) found.push({ detail: `B's id ${value} under "${key}"`, value });
  }
  return found;
}

const messageOf = (answer: Answer) => (answer.json as { message?: unknown } | null)?.message;

// ---------------------------------------------------------------------------------------------

/** A site serving a PNG, for POST /files/import (reachable through the test-only LECTERN_IMPORT_ALLOW_HOSTS). */
let imageSite: Server;
let imageSiteUrl = '';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

beforeAll(async () => {
  imageSite = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': PNG.length });
    response.end(PNG);
  });
  await new Promise<void>((resolve) => imageSite.listen(0, '127.0.0.1', resolve));
  const site = `127.0.0.1:${(imageSite.address() as AddressInfo).port}`;
  imageSiteUrl = `http://${site}`;
  server = await createSchoolsServer({ LECTERN_IMPORT_ALLOW_HOSTS: site });
  schools = await seedSchools(server, 3);
}, 120_000);
afterAll(async () => {
  await server?.close();
  imageSite?.closeAllConnections();
  await new Promise<void>((resolve) => (imageSite ? imageSite.close(() => resolve()) : resolve()));
});

/** One case: the call, its shape, the caller, and which references come from B. */
interface Case {
  route: TableRoute;
  shape: number;
  a: School;
  b: School;
  role: Role;
  /** B's references: every one, or only this one (the rest A's). */
  onlyFromB: string | null;
}

/** What can be wrong with an answer to B's references. */
type Finding =
  /** B's marker, uuids or ids (other than those the request sent) in the answer. */
  | 'shows B'
  /** An id of B's the request sent, answered back. */
  | 'echoes B'
  /** A success (2xx, or any answer of a public call that differs from its answer to nothing). */
  | 'accepted'
  /** A refusal other than 403, 404 and 422 that an id of nothing does not get too. */
  | 'odd status'
  /** 422 though only path parameters are B's (a path names what it acts on: not found is 404). */
  | '422 for a path'
  /** A refusal that differs from the refusal of an id of nothing (status or message): B's id exists. */
  | 'tells B exists';

interface Outcome {
  findings: { finding: Finding; detail: string }[];
  answer: Answer;
  /** The answer to ids of nothing in B's place (not sent where that would change A's data). */
  nothing: Answer | null;
}

/** References whose id of nothing is not refused but taken (a new lesson block is any unused id). */
const CLAIMS_WHAT_IT_NAMES = new Set(['body:info_unit_id']);

/** Sends a case with B's references, and again with ids of nothing in their place; says what is wrong. */
async function check(c: Case): Promise<Outcome> {
  const { route, shape, a, b, role, onlyFromB } = c;
  const caller = personOf(a, role);
  const fromB = (ref: string) => onlyFromB === null || ref === onlyFromB;
  const toB = await build(route, shape, (ref) => (fromB(ref) ? b : a), a, role);
  const answer = await send(route, toB.call, caller);
  // An id of nothing in place of a block id claims a new block: not sent (it would move A's quiz).
  const nothing = CLAIMS_WHAT_IT_NAMES.has(onlyFromB ?? '')
    ? null
    : await send(
        route,
        (await build(route, shape, (ref) => (fromB(ref) ? 'missing' : a), a, role)).call,
        caller,
      );
  const findings: Outcome['findings'] = [];
  const sent = new Set(numbersUnder(toB.sentFromB));
  for (const leak of leaksOf(answer, b)) {
    const echo = leak.value !== undefined && sent.has(leak.value);
    findings.push({ finding: echo ? 'echoes B' : 'shows B', detail: leak.detail });
  }
  const sameAsNothing =
    nothing !== null && answer.status === nothing.status && messageOf(answer) === messageOf(nothing);
  if (route.entry.access === 'public') {
    // A public call looks nothing up: B's id must be answered exactly as an id of nothing.
    if (!sameAsNothing)
      findings.push({ finding: 'accepted', detail: `${answer.status} vs ${nothing?.status}` });
  } else if (answer.status < 400) {
    findings.push({ finding: 'accepted', detail: String(answer.status) });
  } else {
    if (![403, 404, 422].includes(answer.status) && !sameAsNothing)
      findings.push({ finding: 'odd status', detail: String(answer.status) });
    const bodyRefFromB = toB.read.some((ref) => fromB(ref) && !ref.startsWith('path:'));
    if (answer.status === 422 && !bodyRefFromB) findings.push({ finding: '422 for a path', detail: '' });
    if (nothing && nothing.status >= 400 && !sameAsNothing)
      findings.push({
        finding: 'tells B exists',
        detail: `${answer.status} ${JSON.stringify(messageOf(answer))} where nothing gets ${nothing.status} ${JSON.stringify(messageOf(nothing))}`,
      });
  }
  return { findings, answer, nothing };
}

/**
 * What the server does today that this spec would refuse, each a question for the product rather
 * than a leak of data: tolerated exactly as described (a finding that shows B's data never is), and
 * listed so that closing one is a one-line change here.
 */
const KNOWN: { why: string; covers(c: Case, finding: Finding, outcome: Outcome): boolean }[] = [
  {
    why:
      'The comment lists take comment_id, user_id, exclude_user_id and the result parts as filters, the ' +
      'review inbox course_id and lesson_id (its only references), and the curators list lesson_id: another ' +
      'school’s id filters the ' +
      'caller’s own thread down (200), exactly as an id of nothing does; the bulk calls’ ids narrow the ' +
      'thread’s own comments the same way.',
    covers: (c, finding, { answer, nothing }) =>
      finding === 'accepted' &&
      (/^GET (\/public)?\/(comments|lessons\/:lessonId\/questions)/.test(c.route.name) ||
        c.route.name === 'GET /expert/review-inbox' ||
        c.route.name === 'GET /courses/:courseId/user-curators' ||
        /^(PATCH|DELETE) \/comments\/bulk-/.test(c.route.name)) &&
      [
        'query:comment_id',
        'query:user_id',
        'query:exclude_user_id',
        'query:quiz_question_id',
        'query:quiz_statement_id',
        'query:quiz_answer_group_id',
        'query:course_id',
        'query:lesson_id',
        'body:ids',
      ].includes(c.onlyFromB ?? (c.route.name === 'GET /expert/review-inbox' ? 'query:course_id' : '')) &&
      answer.status === nothing?.status,
  },
  {
    why:
      'GET /quiz-results takes statement_id and answer_group_id as filters: another school’s id filters ' +
      'the caller’s own results down to none (200), exactly as an id of nothing does.',
    covers: (c, finding, { answer, nothing }) =>
      finding === 'accepted' &&
      c.route.name === 'GET /quiz-results' &&
      ['query:statement_id', 'query:answer_group_id'].includes(c.onlyFromB ?? '') &&
      answer.text === nothing?.text,
  },
];

/** The findings no KNOWN entry covers, described for the failure message. */
function unexplained(c: Case, outcome: Outcome): string[] {
  return outcome.findings
    .filter(
      ({ finding }) => finding === 'shows B' || !KNOWN.some((known) => known.covers(c, finding, outcome)),
    )
    .map(
      ({ finding, detail }) =>
        `${c.route.name} [shape ${c.shape}] as the ${c.role} of school ${c.a.index}, ` +
        `${c.onlyFromB ?? 'every reference'} from school ${c.b.index}: ${finding} ${detail}\n` +
        `  answer ${outcome.answer.status}: ${outcome.answer.text.slice(0, 400)}`,
    );
}

/**
 * After a case something accepted, the student's attempts run again (an accepted finish ends one);
 * answers what could not be restarted, for the failure message.
 */
async function keepAttemptsRunning(school: School): Promise<string[]> {
  const failed: string[] = [];
  for (const [base, quiz] of [
    [`/lessons/${school.lessonId}`, school.lessonQuiz],
    [`/info-units/${school.unitId}`, school.unitQuiz],
  ] as const) {
    const started = await school.student.browser.get(`${API}${base}/quizzes/${quiz.id}/start-attempt`);
    if (started.status === 200) {
      const id = ((await started.json()) as { data: { id: number } }).data.id;
      if (id !== quiz.runningAttemptId) {
        quiz.runningAttemptId = id;
        quiz.runningCommentId = await commentOnSingle(
          server.database.db,
          school.student.browser,
          `${API}${base}`,
          quiz,
          id,
          school.marker,
        );
      }
    } else
      failed.push(
        `school ${school.index}'s quiz at ${base} no longer starts: ${started.status} ${await started.text()}`,
      );
  }
  return failed;
}

/** The references each shape of each call reads (with A's ids: the shapes do not depend on the school). */
let shapeRefs: Map<RouteName, string[][]>;
beforeAll(async () => {
  shapeRefs = new Map();
  for (const route of REFERRING) {
    const shapes: string[][] = [];
    for (let shape = 0; shape < shapesOf(route).length; shape++)
      shapes.push((await build(route, shape, () => schools[0]!, schools[0]!, 'owner')).read.sort());
    shapeRefs.set(route.name, shapes);
  }
});

describe('the references the route table takes', () => {
  it('are every one made by a builder of this spec, whose shapes read only the table’s references', () => {
    expect(REFERRING.length).toBeGreaterThan(60);
    for (const route of REFERRING) {
      const read = [...new Set(shapeRefs.get(route.name)!.flat())].sort();
      expect({ route: route.name, refs: read }).toEqual({ route: route.name, refs: route.refs });
    }
  });
});

describe('a caller of one school naming another school’s ids', () => {
  it('is refused as if they named nothing, and is shown none of the other school’s data', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 2 }),
        // Any role, but most often one the call lets in, so that the refusal is of B's ids, not of the role.
        fc
          .constantFrom(...REFERRING.map((route) => route.name))
          .chain((name) =>
            fc.tuple(
              fc.constant(name),
              fc.oneof(
                { arbitrary: fc.constant(CONTROL_ROLE[routeNamed(name).entry.access]), weight: 2 },
                { arbitrary: fc.constantFrom(...ROLES), weight: 1 },
              ),
            ),
          ),
        fc.nat(),
        fc.nat(),
        async (aIndex, shift, [name, role], shapeSeed, refSeed) => {
          const route = routeNamed(name);
          const a = schools[aIndex]!;
          const b = schools[(aIndex + shift) % schools.length]!;
          const shapes = shapeRefs.get(route.name)!;
          const shape = shapeSeed % shapes.length;
          // Every reference from B, or one of them (the rest A's): a path of A's lesson with B's quiz too.
          const refs = shapes[shape]!;
          const variant = refSeed % (refs.length + 1);
          const onlyFromB = variant === 0 || refs.length === 1 ? null : refs[variant - 1]!;
          const c: Case = { route, shape, a, b, role, onlyFromB };
          const outcome = await check(c);
          seen.add(route.name);
          const broken =
            outcome.answer.status < 300 || (outcome.nothing?.status ?? 400) < 300
              ? await keepAttemptsRunning(a)
              : [];
          expect([...unexplained(c, outcome), ...broken]).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
    // The runs reached a good part of the table, not a handful of calls.
    expect(seen.size).toBeGreaterThan(REFERRING.length / 3);
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------
// The control: the same calls with the caller's own school's ids succeed.

/** Who may make a call with their own school's ids, by its access rule. */
const CONTROL_ROLE: Record<AccessRule, Role> = {
  public: 'owner',
  'signed-in': 'owner',
  'school:courses:list': 'owner',
  'school:courses:create': 'owner',
  'school:quiz:create': 'owner',
  'school:quiz:edit': 'owner',
  'school:quiz:delete': 'owner',
  'school:storage:list': 'owner',
  'school:quiz_curator': 'curator',
  'course:reader': 'student',
  'quiz-base:reader': 'student',
  'quiz:reader': 'student',
  'quiz-attempt': 'student',
  'quiz-attempt:reviewer': 'owner',
  'file:read': 'owner',
  'file:manage': 'owner',
  'files:manage': 'owner',
  'school:courses:edit': 'owner',
  'course:editor': 'owner',
  'lesson:editor': 'owner',
  'info-section:editor': 'owner',
  'program-section:editor': 'owner',
  'info-section:reader': 'student',
  'info-unit:reader': 'student',
  'school:closed-groups:list': 'owner',
  'school:closed-groups:create': 'owner',
  'closed-group:editor': 'owner',
  'closed-group:deleter': 'owner',
  'commentable:reader': 'student',
  'commentable:writer': 'student',
  'commentable:staff': 'owner',
  'comment:reader': 'owner',
  'course-id:reader': 'student',
  'school:comment_curator': 'curator',
};

/** Calls only a school's student may make with its ids, whatever their access rule says. */
const CONTROL_ROLE_OF: Partial<Record<RouteName, Role>> = {
  'PUT /students/fields': 'student', // a school's contact fields are asked of its students only
};

/** Calls that refuse whatever they name (the tus protocol): the control expects their refusal. */
const REFUSES_EVERY_ID: Partial<Record<RouteName, number>> = {
  'POST /uploads/:id': 405, // uploads are created at /uploads
  'GET /uploads/:id': 405, // uploads are read back through /files
};

/** Shapes whose A ids do not make a valid request (they name parts of another question) or that end what they act on. */
const CONTROL_SHAPES: Partial<Record<RouteName, number[]>> = {
  'POST /constructor/quizzes/:quizId/questions': [0],
  'POST /quiz-attempts/:attemptId/finish': [0],
};

/**
 * Calls whose success names nothing of the school by a marker or an id under a telling key: a clock,
 * and a fresh attempt (only its own `id`). Their success is still a finding (`accepted`).
 */
const ANSWERS_NO_NAMES = new Set<RouteName>([
  'GET /quiz-attempts/:attemptId/timer',
  'GET /lessons/:lessonId/quizzes/:quizId/start-attempt',
  'GET /info-units/:unitId/quizzes/:quizId/start-attempt',
  // the expert's own preview choice (a type, perhaps an offer's or a person's id) and a count of attempts
  'GET /courses/:courseId/preview-settings',
  'GET /constructor/quiz-questions/:questionId/rescore',
]);

/** Reads first, then writes, then the ends of attempts, then deletions, children before parents. */
function controlOrder(route: TableRoute): number {
  if (['GET', 'HEAD', 'OPTIONS'].includes(route.method)) return 0;
  if (route.method !== 'DELETE') return /\/(clear|finish)$/.test(route.path) ? 2 : 1;
  const parents = ['answer-groups', 'answers', 'statements', 'questions', 'quizzes'];
  const rank = parents.findIndex(
    (part) => route.path.includes(`/quiz-${part}/`) || route.path.endsWith(`/${part}/:quizId`),
  );
  return 3 + (rank === -1 ? 0 : rank + 1);
}

describe('the checker itself', () => {
  it('flags a read that answers the named school’s data (a school standing in for the other one)', async () => {
    const [a] = schools;
    const missed: string[] = [];
    for (const route of REFERRING.filter(
      (route) => route.method === 'GET' && !REFUSES_EVERY_ID[route.name],
    )) {
      const c: Case = {
        route,
        shape: 0,
        a: a!,
        b: a!,
        role: CONTROL_ROLE[route.entry.access],
        onlyFromB: null,
      };
      const found = new Set((await check(c)).findings.map(({ finding }) => finding));
      if (!found.has('accepted') || (!ANSWERS_NO_NAMES.has(route.name) && !found.has('shows B')))
        missed.push(`${route.name}: ${[...found].join(', ') || 'nothing'}`);
    }
    expect(missed).toEqual([]);
  });
});

describe('the control: a caller naming their own school’s ids', () => {
  it('gets a success from every call that names something (so the refusals above are not of malformed calls)', async () => {
    const [a, ...others] = schools;
    expect(await keepAttemptsRunning(a!)).toEqual([]);
    const failures: string[] = [];
    for (const route of [...REFERRING].sort((x, y) => controlOrder(x) - controlOrder(y))) {
      const role = CONTROL_ROLE_OF[route.name] ?? CONTROL_ROLE[route.entry.access];
      const shapes = CONTROL_SHAPES[route.name] ?? shapeRefs.get(route.name)!.map((_, shape) => shape);
      for (const shape of shapes) {
        // A deletion of files deletes a file uploaded for it.
        const override = /delete-files/.test(route.path)
          ? {
              'body:files': [
                await uploadFile(server, a!.owner.browser, {
                  name: 'spare.txt',
                  type: 'text/plain',
                  bytes: 'spare',
                }),
              ],
            }
          : {};
        // An answer's comment_id names a comment on the running attempt, which an earlier clear removed.
        if (/^POST .*quiz-attempts\/:attemptId(\/finish)?$/.test(route.name)) {
          for (const [base, quiz] of [
            [`${API}/lessons/${a!.lessonId}`, a!.lessonQuiz],
            [`${API}/info-units/${a!.unitId}`, a!.unitQuiz],
          ] as const)
            quiz.runningCommentId = await commentOnSingle(
              server.database.db,
              a!.student.browser,
              base,
              quiz,
              quiz.runningAttemptId,
              a!.marker,
            );
        }
        const { call } = await build(route, shape, () => a!, a!, role, override);
        const answer = await send(route, call, personOf(a!, role));
        const expected = REFUSES_EVERY_ID[route.name];
        const ok =
          expected === undefined ? answer.status >= 200 && answer.status < 300 : answer.status === expected;
        const shown = others.flatMap((b) => leaksOf(answer, b).map((leak) => leak.detail));
        const own = leaksOf(answer, a!, true).length > 0;
        const mustShowOwn =
          route.method === 'GET' && expected === undefined && !ANSWERS_NO_NAMES.has(route.name);
        if (!ok || shown.length > 0 || (mustShowOwn && !own))
          failures.push(
            `${route.name} [shape ${shape}] as ${role}: ${answer.status}${shown.length ? ` shows ${shown.join(', ')}` : ''}` +
              `${mustShowOwn && !own ? ' (shows nothing of its own school)' : ''}\n  ${answer.text.slice(0, 300)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('the calls that name nothing', () => {
  it('show each school’s people none of another school’s data', async () => {
    const reads = NAMING_NOTHING.filter((route) => route.method === 'GET' && route.entry.access !== 'public');
    expect(reads.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const route of reads)
      for (const a of schools)
        for (const role of ROLES) {
          const answer = await send(route, {}, personOf(a, role));
          const shown = schools
            .filter((b) => b !== a)
            .flatMap((b) => leaksOf(answer, b).map((leak) => leak.detail));
          if (answer.status === 404 || answer.status >= 500 || shown.length > 0)
            failures.push(
              `${route.name} as the ${role} of school ${a.index}: ${answer.status} ${shown.join(', ')}`,
            );
        }
    expect(failures).toEqual([]);
  });
});
