import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabinetMembers, cabinets, users } from '../../../../app/server/db/schema.ts';
import type { Question } from '../../../../core/api/quiz.ts';
import { addBlock } from '../support/lesson-blocks.ts';
import { API, type Browser, createTestServer, signIn, type TestServer } from '../support/test-server.ts';
import { createQuiz, demoLessonId, json, people, singleAnswer } from './quiz-fixture.ts';

let server: TestServer;
let expert: Browser;
let student: Browser;
let lessonId: number;

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  ({ expert, student } = await people(server));
  lessonId = await demoLessonId(server);
});
afterAll(() => server.close());

type Data<T> = { data: T };
const authoring = `${API}/constructor`;

describe('quizzes', () => {
  it('creates a quiz with its options, edits, reorders and deletes it', async () => {
    const first = await expert.send('POST', `${authoring}/lessons/${lessonId}/quizzes`, {
      name: 'Greetings check',
      timer_duration: 300,
      attempt_limit: 2,
      reanswer_type: 1,
      result_type_show: 'full_information',
    });
    expect(first.status).toBe(201);
    const created = (
      await json<Data<{ id: number; timer_duration: number; attempt_limit: number; questions: unknown[] }>>(
        first,
      )
    ).data;
    expect(created).toMatchObject({ timer_duration: 300, attempt_limit: 2, questions: [] });
    const second = (
      await json<Data<{ id: number }>>(
        await expert.send('POST', `${authoring}/lessons/${lessonId}/quizzes`, { name: 'Second' }),
      )
    ).data;

    const patched = await expert.send('PATCH', `${authoring}/quizzes/${created.id}`, {
      name: 'Renamed',
      attempt_limit: null,
    });
    expect((await json<Data<{ name: string; attempt_limit: number | null }>>(patched)).data).toMatchObject({
      name: 'Renamed',
      attempt_limit: null,
    });

    const listed = (
      await json<Data<{ id: number }[]>>(await expert.get(`${authoring}/lessons/${lessonId}/quizzes`))
    ).data.map((quiz) => quiz.id);
    const reordered = [second.id, ...listed.filter((id) => id !== second.id)];
    const order = await expert.send('PUT', `${authoring}/lessons/${lessonId}/quizzes/order`, {
      ids: reordered,
    });
    expect((await json<Data<{ id: number }[]>>(order)).data.map((quiz) => quiz.id)).toEqual(reordered);
    expect(
      (await expert.send('PUT', `${authoring}/lessons/${lessonId}/quizzes/order`, { ids: [second.id] }))
        .status,
    ).toBe(422);

    const studentView = (
      await json<Data<{ id: number }[]>>(await student.get(`${API}/lessons/${lessonId}/quizzes`))
    ).data;
    expect(studentView[0]?.id).toBe(second.id);

    expect((await expert.send('DELETE', `${authoring}/quizzes/${created.id}`)).status).toBe(200);
    expect((await expert.get(`${authoring}/quizzes/${created.id}`)).status).toBe(404);
    expect((await student.get(`${API}/lessons/${lessonId}/quizzes/${created.id}`)).status).toBe(404);
  });

  it('answers field errors for bad options', async () => {
    const response = await expert.send('POST', `${authoring}/lessons/${lessonId}/quizzes`, {
      name: ' ',
      attempt_limit: 0,
      result_type_show: 'everything',
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(response)).errors).sort()).toEqual([
      'attempt_limit',
      'name',
      'result_type_show',
    ]);
  });

  it('serves a lesson-block quiz under /info-units/{unit_id}', async () => {
    const [unitId, otherUnitId] = [await addBlock(server, lessonId), await addBlock(server, lessonId)];
    const { quizId } = await createQuiz(expert, lessonId, { info_unit_id: unitId }, [singleAnswer()]);
    const listed = (
      await json<Data<{ id: number }[]>>(await student.get(`${API}/info-units/${unitId}/quizzes`))
    ).data;
    expect(listed.map((quiz) => quiz.id)).toEqual([quizId]);
    expect((await student.get(`${API}/info-units/${unitId}/quizzes/${quizId}/start-attempt`)).status).toBe(
      200,
    );
    expect((await student.get(`${API}/info-units/${otherUnitId}/quizzes/${quizId}`)).status).toBe(404);
  });
});

describe('questions', () => {
  it('stores answers, statements and gaps with refs turned into ids, then replaces, reorders and deletes', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [
      singleAnswer(),
      {
        type_slug: 'conformity_answer',
        name: 'Match the greeting',
        conformity_type: 1,
        answers: [
          { ref: 'hi', text: 'Привіт' },
          { ref: 'bye', text: 'Бувай' },
        ],
        statements: [
          { text: 'Hello', correct_answer_refs: ['hi'] },
          { text: 'Goodbye', correct_answer_refs: ['bye'] },
        ],
      },
      {
        type_slug: 'fill_gaps',
        name: 'Fill in',
        statements: [
          {
            text: 'Добрий [gap] !',
            answer_groups: [{ ref: 'g', type_id: 1 }],
            answers: [{ text: 'день', is_correct: true, answer_group_ref: 'g' }],
          },
        ],
      },
    ]);
    const matching = questions[1]!;
    const hello = matching.statements[0]!;
    expect(hello.correct_answers).toEqual([matching.answers.find((answer) => answer.text === 'Привіт')!.id]);
    const gaps = questions[2]!.statements[0]!;
    expect(gaps.answers[0]!.quiz_answer_group_id).toBe(gaps.answer_groups[0]!.id);

    const replaced = await expert.send('PUT', `${authoring}/quiz-questions/${questions[0]!.id}`, {
      ...singleAnswer('Largest city?'),
      max_points: 3,
    });
    expect((await json<Data<Question>>(replaced)).data).toMatchObject({
      name: 'Largest city?',
      max_points: 3,
    });

    const ids = [questions[2]!.id, questions[0]!.id, questions[1]!.id];
    const order = await expert.send('PUT', `${authoring}/quizzes/${quizId}/questions/order`, { ids });
    expect((await json<Data<Question[]>>(order)).data.map((question) => question.id)).toEqual(ids);

    expect((await expert.send('DELETE', `${authoring}/quiz-questions/${questions[1]!.id}`)).status).toBe(200);
    const quiz = (
      await json<Data<{ questions: Question[] }>>(await expert.get(`${authoring}/quizzes/${quizId}`))
    ).data;
    expect(quiz.questions.map((question) => question.id)).toEqual([questions[2]!.id, questions[0]!.id]);
  });

  it("keeps a matching question's combined dropdown: the student reads it, a re-save turns it off again", async () => {
    const matching = {
      type_slug: 'conformity_answer',
      name: 'Match the greeting',
      is_answers_combined: true,
      answers: [
        { ref: 'hi', text: 'Привіт' },
        { ref: 'bye', text: 'Бувай' },
      ],
      statements: [
        { text: 'Hello', correct_answer_refs: ['hi'] },
        { text: 'Goodbye', correct_answer_refs: ['bye'] },
      ],
    };
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [matching]);
    expect(questions[0]!.is_answers_combined).toBe(true);
    const started = await student.get(`${API}/lessons/${lessonId}/quizzes/${quizId}/start-attempt`);
    expect(started.status).toBe(200);
    const read = await student.get(`${API}/lessons/${lessonId}/quizzes/${quizId}/quiz-questions`);
    const shown = (await json<Data<Question[]>>(read)).data;
    expect(shown[0]!.is_answers_combined).toBe(true);
    const off = await expert.send('PUT', `${authoring}/quiz-questions/${questions[0]!.id}`, {
      ...matching,
      is_answers_combined: false,
    });
    expect((await json<Data<Question>>(off)).data.is_answers_combined).toBe(false);
  });

  it('answers field errors for an unknown type and a dangling ref', async () => {
    const { quizId } = await createQuiz(expert, lessonId, {}, []);
    const unknown = await expert.send('POST', `${authoring}/quizzes/${quizId}/questions`, {
      type_slug: 'essay',
    });
    expect(unknown.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(unknown)).errors.type_slug).toBeDefined();
    const dangling = await expert.send('POST', `${authoring}/quizzes/${quizId}/questions`, {
      type_slug: 'conformity_answer',
      statements: [{ text: 'Hello', correct_answer_refs: ['nope'] }],
    });
    expect(dangling.status).toBe(422);
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(dangling)).errors)).toEqual([
      'statements.0.correct_answer_refs.0',
    ]);
    const quiz = (
      await json<Data<{ questions: Question[] }>>(await expert.get(`${authoring}/quizzes/${quizId}`))
    ).data;
    expect(quiz.questions).toEqual([]);
  });
});

describe('another school', () => {
  it('cannot see, edit or review this school’s quizzes', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    const attempt = (
      await json<Data<{ id: number }>>(
        await student.get(`${API}/lessons/${lessonId}/quizzes/${quizId}/start-attempt`),
      )
    ).data;
    await student.send('POST', `${API}/quiz-attempts/${attempt.id}/finish`, [
      { quiz_question_id: questions[0]!.id, answer_ids: [questions[0]!.answers[1]!.id] },
    ]);
    const db = server.database.db;
    const [partner] = await db.select().from(users).where(eq(users.email, 'partner@lectern.test'));
    const [rival] = await db
      .insert(cabinets)
      .values({ name: 'Rival School', ownerId: partner!.id })
      .returning();
    await db.insert(cabinetMembers).values({ cabinetId: rival!.id, userId: partner!.id, role: 'owner' });
    await db.update(users).set({ currentCabinetId: rival!.id }).where(eq(users.id, partner!.id));
    const other = await signIn(server, 'partner@lectern.test');
    for (const response of [
      await other.get(`${authoring}/quizzes/${quizId}`),
      await other.send('PATCH', `${authoring}/quizzes/${quizId}`, { name: 'Mine now' }),
      await other.send('PUT', `${authoring}/quiz-questions/${questions[0]!.id}`, singleAnswer()),
      await other.send('POST', `${authoring}/lessons/${lessonId}/quizzes`, { name: 'Planted' }),
      await other.send('POST', `${API}/quiz-attempts/${attempt.id}/review`, { status_id: 2 }),
      await other.get(`${API}/lessons/${lessonId}/quizzes/${quizId}/attempt/${attempt.id}?is_expert=1`),
    ]) {
      expect([403, 404]).toContain(response.status);
      expect(Object.keys(await response.json())).toEqual(['message']);
    }
  });
});
