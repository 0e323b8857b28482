import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Question, quizResultResponseSchema, quizSchema } from '../../../../core/api/quiz.ts';
import { API, type Browser, createTestServer, type TestServer } from '../support/test-server.ts';
import { createQuiz, demoLessonId, json, people, singleAnswer } from './quiz-fixture.ts';

let server: TestServer;
let expert: Browser;
let student: Browser;
let lessonId: number;
let base: string;
const authoring = `${API}/constructor`;

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  ({ expert, student } = await people(server));
  lessonId = await demoLessonId(server);
  base = `${API}/lessons/${lessonId}`;
});
afterAll(() => server.close());

type Data<T> = { data: T; meta?: { id: number } };

async function question(response: Response, status = 200): Promise<Data<Question>> {
  expect(response.status, await response.clone().text()).toBe(status);
  return json<Data<Question>>(response);
}

async function startAndAnswer(quizId: number, body: Record<string, unknown>) {
  const started = await json<Data<{ id: number }>>(
    await student.get(`${base}/quizzes/${quizId}/start-attempt`),
  );
  const answered = await student.send('POST', `${base}/quiz-attempts/${started.data.id}`, body);
  expect(answered.status, await answered.clone().text()).toBe(200);
  return started.data.id;
}

describe('re-saving a question document', () => {
  it('keeps the ids of answers it names, creates the new, hides the dropped; stored results stay readable', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    const [lviv, kyiv, odesa] = questions[0]!.answers;
    const attemptId = await startAndAnswer(quizId, {
      quiz_question_id: questions[0]!.id,
      answer_ids: [odesa!.id],
    });

    const resaved = await question(
      await expert.send('PUT', `${authoring}/quiz-questions/${questions[0]!.id}`, {
        type_slug: 'single_answer',
        name: 'Capital of Ukraine?',
        answers: [
          { id: kyiv!.id, text: 'Kyiv (Київ)', is_correct: true },
          { id: lviv!.id, text: 'Lviv', is_correct: false },
          { text: 'Kharkiv', is_correct: false },
        ],
      }),
    );
    const ids = resaved.data.answers.map((answer) => answer.id);
    expect(ids.slice(0, 2)).toEqual([kyiv!.id, lviv!.id]);
    expect(ids).not.toContain(odesa!.id);
    expect(resaved.data.answers.map((answer) => answer.text)).toEqual(['Kyiv (Київ)', 'Lviv', 'Kharkiv']);

    // The attempt that chose Odesa still shows it, with its verdict.
    const results = v.parse(
      quizResultResponseSchema,
      await json(
        await expert.get(`${API}/quiz-results?question_id=${questions[0]!.id}&attempt_id=${attemptId}`),
      ),
    ).data.data;
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      quiz_answer_id: odesa!.id,
      answer: { text: 'Odesa' },
      is_correct: false,
    });
  });

  it('refuses an id that is not one of the question’s own rows', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [
      singleAnswer(),
      singleAnswer('Other'),
    ]);
    const response = await expert.send('PUT', `${authoring}/quiz-questions/${questions[0]!.id}`, {
      type_slug: 'single_answer',
      answers: [{ id: questions[1]!.answers[0]!.id, text: 'Stolen', is_correct: true }],
    });
    expect(response.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(response)).errors).toHaveProperty([
      'answers.0.id',
    ]);
    const quiz = await json<Data<{ questions: Question[] }>>(
      await expert.get(`${authoring}/quizzes/${quizId}`),
    );
    expect(quiz.data.questions[1]!.answers[0]).toMatchObject({
      id: questions[1]!.answers[0]!.id,
      text: 'Lviv',
    });
    expect(quiz.data.questions[0]!.answers.map((answer) => answer.text)).toEqual(['Lviv', 'Kyiv', 'Odesa']);
  });
});

describe('answers one at a time', () => {
  it('creates, updates, reorders and deletes an answer, each keeping the others’ ids', async () => {
    const { questions } = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    const questionId = questions[0]!.id;
    const before = questions[0]!.answers.map((answer) => answer.id);

    const created = await question(
      await expert.send('POST', `${authoring}/quiz-questions/${questionId}/answers`, {
        text: 'Kharkiv',
        is_correct: false,
      }),
      201,
    );
    const newId = created.meta!.id;
    expect(created.data.answers.map((answer) => answer.id)).toEqual([...before, newId]);

    const updated = await question(
      await expert.send('PATCH', `${authoring}/quiz-answers/${before[0]}`, { text: 'Lviv (Львів)' }),
    );
    expect(updated.data.answers[0]).toMatchObject({ id: before[0], text: 'Lviv (Львів)', is_correct: false });

    const order = [newId, before[2]!, before[0]!, before[1]!];
    const reordered = await question(
      await expert.send('PUT', `${authoring}/quiz-questions/${questionId}/answers/order`, { ids: order }),
    );
    expect(reordered.data.answers.map((answer) => answer.id)).toEqual(order);

    const deleted = await question(await expert.send('DELETE', `${authoring}/quiz-answers/${before[2]}`));
    expect(deleted.data.answers.map((answer) => answer.id)).toEqual([newId, before[0], before[1]]);
    expect((await expert.send('PATCH', `${authoring}/quiz-answers/${before[2]}`, { text: 'x' })).status).toBe(
      404,
    );
    const incomplete = await expert.send('PUT', `${authoring}/quiz-questions/${questionId}/answers/order`, {
      ids: [newId, before[0]],
    });
    expect(incomplete.status).toBe(422);
  });

  it('builds a fill-gaps question from statements, gaps and their answers, then drops a gap', async () => {
    const { questions } = await createQuiz(expert, lessonId, {}, [
      { type_slug: 'fill_gaps', name: 'Fill in' },
    ]);
    const questionId = questions[0]!.id;
    const statement = await question(
      await expert.send('POST', `${authoring}/quiz-questions/${questionId}/statements`, {
        text: 'Я [gap] студент',
      }),
      201,
    );
    const statementId = statement.meta!.id;
    const gap = await question(
      await expert.send('POST', `${authoring}/quiz-statements/${statementId}/answer-groups`, { type_id: 2 }),
      201,
    );
    const gapId = gap.meta!.id;
    const right = await question(
      await expert.send('POST', `${authoring}/quiz-questions/${questionId}/answers`, {
        statement_id: statementId,
        answer_group_id: gapId,
        text: 'є',
        is_correct: true,
      }),
      201,
    );
    await expert.send('POST', `${authoring}/quiz-questions/${questionId}/answers`, {
      statement_id: statementId,
      answer_group_id: gapId,
      text: 'був',
      is_correct: false,
    });
    const second = await question(
      await expert.send('POST', `${authoring}/quiz-statements/${statementId}/answer-groups`, { type_id: 1 }),
      201,
    );
    const typedGapId = second.meta!.id;
    const patched = await question(
      await expert.send('PATCH', `${authoring}/quiz-answer-groups/${typedGapId}`, { display_type_id: 2 }),
    );
    const stored = patched.data.statements[0]!;
    expect(stored.id).toBe(statementId);
    expect(stored.answer_groups.map((group) => [group.id, group.type_id, group.display_type_id])).toEqual([
      [gapId, 2, 1],
      [typedGapId, 1, 2],
    ]);
    expect(stored.answers.map((answer) => answer.text)).toEqual(['є', 'був']);
    expect(stored.answers[0]).toMatchObject({ id: right.meta!.id, quiz_answer_group_id: gapId });

    // A gap of another statement cannot own this answer.
    const other = await question(
      await expert.send('POST', `${authoring}/quiz-questions/${questionId}/statements`, { text: 'Ти [gap]' }),
      201,
    );
    const misplaced = await expert.send('POST', `${authoring}/quiz-questions/${questionId}/answers`, {
      statement_id: other.meta!.id,
      answer_group_id: gapId,
      text: 'є',
    });
    expect(misplaced.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(misplaced)).errors).toHaveProperty([
      'answer_group_id',
    ]);

    const statements = await question(
      await expert.send('PUT', `${authoring}/quiz-questions/${questionId}/statements/order`, {
        ids: [other.meta!.id, statementId],
      }),
    );
    expect(statements.data.statements.map((item) => item.id)).toEqual([other.meta!.id, statementId]);

    const dropped = await question(await expert.send('DELETE', `${authoring}/quiz-answer-groups/${gapId}`));
    const after = dropped.data.statements.find((item) => item.id === statementId)!;
    expect(after.answer_groups.map((group) => group.id)).toEqual([typedGapId]);
    expect(after.answers).toEqual([]);
    const gone = await question(
      await expert.send('DELETE', `${authoring}/quiz-statements/${other.meta!.id}`),
    );
    expect(gone.data.statements.map((item) => item.id)).toEqual([statementId]);
  });

  it('is refused to students and to the experts of another school', async () => {
    const { questions } = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    const answerId = questions[0]!.answers[0]!.id;
    for (const response of [
      await student.send('POST', `${authoring}/quiz-questions/${questions[0]!.id}/answers`, { text: 'x' }),
      await student.send('PATCH', `${authoring}/quiz-answers/${answerId}`, { is_correct: true }),
      await student.send('DELETE', `${authoring}/quiz-answers/${answerId}`),
      await student.send('PUT', `${authoring}/quiz-questions/${questions[0]!.id}/answers/order`, {
        ids: questions[0]!.answers.map((answer) => answer.id),
      }),
    ]) {
      expect(response.status).toBe(403);
      expect(Object.keys(await response.json())).toEqual(['message']);
    }
  });
});

describe('quizzes the quiz page’s end-to-end specs create', () => {
  it('makes a short-timer quiz (seconds) and an all-on-one-page quiz', async () => {
    const timed = await createQuiz(expert, lessonId, { name: 'Short timer', timer_duration: 20 }, [
      singleAnswer(),
    ]);
    const onePage = await createQuiz(expert, lessonId, { name: 'One page', questions_display_type_id: 2 }, [
      singleAnswer(),
      singleAnswer('Second'),
    ]);
    const read = async (quizId: number) =>
      v.parse(quizSchema, (await json<Data<unknown>>(await student.get(`${base}/quizzes/${quizId}`))).data);
    expect((await read(timed.quizId)).options).toMatchObject({ timer_duration: 20, timer_type: { id: 1 } });
    expect((await read(onePage.quizId)).questions_display_type_id).toBe(2);
    const started = await json<Data<{ left_time_in_seconds: number }>>(
      await student.get(`${base}/quizzes/${timed.quizId}/start-attempt`),
    );
    expect(started.data.left_time_in_seconds).toBeGreaterThan(0);
    expect(started.data.left_time_in_seconds).toBeLessThanOrEqual(20);
  });
});
