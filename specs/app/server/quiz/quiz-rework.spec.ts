import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizAttemptQuestions, quizAttemptResults, quizAttempts } from '../../../../app/server/db/schema.ts';
import type { Question } from '../../../../core/api/quiz.ts';
import { API, type Browser, createTestServer, type TestServer } from '../support/test-server.ts';
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
type StartedAttempt = { id: number; results: { quiz_question_id: number; quiz_answer_id?: number | null }[] };

const choose = (question: Question, text: string) =>
  question.answers.find((answer) => answer.text === text)!.id;

async function start(quizId: number): Promise<StartedAttempt> {
  const response = await student.get(`${API}/lessons/${lessonId}/quizzes/${quizId}/start-attempt`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<Data<StartedAttempt>>(response)).data;
}

describe('a rework attempt', () => {
  it('starts with the previous answers copied in, verdicts and score kept, and finishes as changed (4)', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, { attempt_limit: 1 }, [
      { ...singleAnswer(), max_points: 3 },
      { ...singleAnswer('Again?'), is_required: false },
    ]);
    const [first, second] = questions as [Question, Question];
    const attempt = await start(quizId);
    const finished = await student.send('POST', `${API}/quiz-attempts/${attempt.id}/finish`, [
      { quiz_question_id: first.id, answer_ids: [choose(first, 'Kyiv')] },
    ]);
    expect((await json<Data<{ success: boolean }>>(finished)).data.success).toBe(true);
    const review = await expert.send('POST', `${API}/quiz-attempts/${attempt.id}/review`, {
      status_id: 3,
      comment: 'Answer the second one too.',
    });
    expect(review.status).toBe(200);

    // The limit of one attempt does not stop a rework.
    const rework = await start(quizId);
    expect(rework.id).not.toBe(attempt.id);
    expect(rework.results.map((row) => [row.quiz_question_id, row.quiz_answer_id])).toEqual([
      [first.id, choose(first, 'Kyiv')],
    ]);
    const db = server.database.db;
    const [row] = await db
      .select()
      .from(quizAttemptQuestions)
      .where(eq(quizAttemptQuestions.attemptId, rework.id));
    expect(row).toMatchObject({ questionId: first.id, verdict: 'correct', points: 3 });
    const [stored] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, rework.id));
    expect(stored).toMatchObject({ scores: 3, rootId: attempt.id, statusId: 5 });

    // The old attempt keeps its own rows.
    const old = await db
      .select()
      .from(quizAttemptResults)
      .where(eq(quizAttemptResults.attemptId, attempt.id));
    expect(old).toHaveLength(1);

    const done = await student.send('POST', `${API}/quiz-attempts/${rework.id}/finish`, [
      { quiz_question_id: second.id, answer_ids: [choose(second, 'Lviv')] },
    ]);
    expect((await json<Data<{ success: boolean }>>(done)).data.success).toBe(true);
    const [after] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, rework.id));
    expect(after).toMatchObject({ statusId: 4, scores: 3 });
  });

  it('lets a rework change its copied answers under reanswer none, each once', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, { reanswer_type: 1, attempt_limit: 1 }, [
      singleAnswer(),
    ]);
    const [first] = questions as [Question];
    const attempt = await start(quizId);
    await student.send('POST', `${API}/quiz-attempts/${attempt.id}/finish`, [
      { quiz_question_id: first.id, answer_ids: [choose(first, 'Lviv')] },
    ]);
    await expert.send('POST', `${API}/quiz-attempts/${attempt.id}/review`, { status_id: 3 });
    const rework = await start(quizId);
    const changed = await student.send('POST', `${API}/lessons/${lessonId}/quiz-attempts/${rework.id}`, {
      quiz_question_id: first.id,
      answer_ids: [choose(first, 'Kyiv')],
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(quizAttemptQuestions)
      .where(eq(quizAttemptQuestions.attemptId, rework.id));
    expect(row).toMatchObject({ verdict: 'correct' });
    // Answered in the rework, the question is as final as any under reanswer none.
    const again = await student.send('POST', `${API}/lessons/${lessonId}/quiz-attempts/${rework.id}`, {
      quiz_question_id: first.id,
      answer_ids: [choose(first, 'Lviv')],
    });
    expect(again.status).toBe(409);
  });

  it("marks the attempts a rework replaced as changed (4) once the expert sets the last one's status", async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, { attempt_limit: 1 }, [singleAnswer()]);
    const [first] = questions as [Question];
    const attempt = await start(quizId);
    await student.send('POST', `${API}/quiz-attempts/${attempt.id}/finish`, [
      { quiz_question_id: first.id, answer_ids: [choose(first, 'Lviv')] },
    ]);
    await expert.send('POST', `${API}/quiz-attempts/${attempt.id}/review`, { status_id: 3 });
    const rework = await start(quizId);
    await student.send('POST', `${API}/quiz-attempts/${rework.id}/finish`, [
      { quiz_question_id: first.id, answer_ids: [choose(first, 'Kyiv')] },
    ]);
    const db = server.database.db;
    const statusOf = async (id: number) =>
      (await db.select().from(quizAttempts).where(eq(quizAttempts.id, id)))[0]!.statusId;
    // Until the expert decides the rework, the attempt sent back still reads as needing rework.
    expect(await statusOf(attempt.id)).toBe(3);
    const review = await expert.send('POST', `${API}/quiz-attempts/${rework.id}/review`, { status_id: 1 });
    expect(review.status).toBe(200);
    expect(await statusOf(rework.id)).toBe(1);
    expect(await statusOf(attempt.id)).toBe(4);
  });

  it('leaves the earlier attempts alone when the expert sets the status of an attempt that is not the last', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, { attempt_limit: 1 }, [singleAnswer()]);
    const [first] = questions as [Question];
    const attempt = await start(quizId);
    await student.send('POST', `${API}/quiz-attempts/${attempt.id}/finish`, [
      { quiz_question_id: first.id, answer_ids: [choose(first, 'Lviv')] },
    ]);
    await expert.send('POST', `${API}/quiz-attempts/${attempt.id}/review`, { status_id: 3 });
    const rework = await start(quizId);
    await student.send('POST', `${API}/quiz-attempts/${rework.id}/finish`, [
      { quiz_question_id: first.id, answer_ids: [choose(first, 'Kyiv')] },
    ]);
    // The expert changes the first attempt again: it is not the last, nothing else moves.
    await expert.send('POST', `${API}/quiz-attempts/${attempt.id}/review`, { status_id: 2 });
    const rows = await server.database.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quizId));
    expect(rows.map((row) => [row.id, row.statusId]).sort()).toEqual(
      [
        [attempt.id, 2],
        [rework.id, 4],
      ].sort(),
    );
  });
});
