import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  quizAttemptQuestions,
  quizAttemptResults,
  quizAttempts,
  users,
} from '../../../../app/server/db/schema.ts';
import { type Question, startAttemptResponseSchema } from '../../../../core/api/quiz.ts';
import type { RescoreSummary } from '../../../../core/api/quiz-authoring.ts';
import { documentOf } from '../../../../core/quiz-constructor/index.ts';
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

function choose(question: Question, text: string): number {
  return question.answers.find((answer) => answer.text === text)!.id;
}

/** A finished attempt of the student that chose `text` in the quiz's one question. */
async function finishedChoosing(quizId: number, question: Question, text: string): Promise<number> {
  const started = await student.get(`${API}/lessons/${lessonId}/quizzes/${quizId}/start-attempt`);
  const attemptId = v.parse(startAttemptResponseSchema, await started.json()).data.id;
  const finished = await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, [
    { quiz_question_id: question.id, answer_ids: [choose(question, text)] },
  ]);
  expect((await json<Data<{ success: boolean }>>(finished)).data.success).toBe(true);
  return attemptId;
}

/** Re-saves the question with `text` as its one correct answer, every id kept. */
async function moveKeyTo(question: Question, text: string): Promise<Question> {
  const doc = documentOf(question, 'resave');
  const body = {
    ...doc,
    answers: doc.answers.map((answer) => ({ ...answer, is_correct: answer.text === text })),
  };
  const saved = await expert.send('PUT', `${API}/constructor/quiz-questions/${question.id}`, body);
  expect(saved.status, await saved.clone().text()).toBe(200);
  return (await json<Data<Question>>(saved)).data;
}

async function stored(attemptId: number) {
  const db = server.database.db;
  const [attempt] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
  const [row] = await db
    .select()
    .from(quizAttemptQuestions)
    .where(eq(quizAttemptQuestions.attemptId, attemptId));
  const results = await db
    .select()
    .from(quizAttemptResults)
    .where(eq(quizAttemptResults.attemptId, attemptId));
  return { attempt: attempt!, row: row!, results };
}

describe('re-scoring a question whose key changed', () => {
  it('says how many attempts answered it, and re-scores them by the new key: verdict, points, marks, score and a score-decided status', async () => {
    const { quizId, questions } = await createQuiz(
      expert,
      lessonId,
      { estimate_is_on: true, common_scores_min: 1 },
      [{ ...singleAnswer(), max_points: 2 }],
    );
    const question = questions[0]!;
    const attemptId = await finishedChoosing(quizId, question, 'Lviv');
    const before = await stored(attemptId);
    expect(before.row).toMatchObject({ verdict: 'incorrect', points: 0 });
    expect(before.attempt.statusId).toBe(2);

    const url = `${API}/constructor/quiz-questions/${question.id}/rescore`;
    expect((await json<Data<RescoreSummary>>(await expert.get(url))).data).toEqual({
      attempts: 1,
      changed: 0,
    });

    const edited = await moveKeyTo(question, 'Lviv');
    expect(edited.answers.map((answer) => answer.id)).toEqual(question.answers.map((answer) => answer.id));
    // Saving alone leaves the stored verdicts as they were given.
    expect((await stored(attemptId)).row.verdict).toBe('incorrect');

    const rescored = await expert.send('POST', url);
    expect(rescored.status).toBe(200);
    expect((await json<Data<RescoreSummary>>(rescored)).data).toEqual({ attempts: 1, changed: 1 });
    const after = await stored(attemptId);
    expect(after.row).toMatchObject({ verdict: 'correct', points: 2 });
    expect(after.results.map((result) => result.isCorrect)).toEqual([true]);
    expect(after.attempt).toMatchObject({ scores: 2, statusId: 1 });

    // Nothing left to change: a second re-score changes nothing.
    expect((await json<Data<RescoreSummary>>(await expert.send('POST', url))).data).toEqual({
      attempts: 1,
      changed: 0,
    });
  });

  it('leaves an attempt an expert decided at its status while its score follows the key', async () => {
    const { quizId, questions } = await createQuiz(
      expert,
      lessonId,
      { estimate_is_on: true, common_scores_min: 1 },
      [{ ...singleAnswer('Decided?'), max_points: 1 }],
    );
    const question = questions[0]!;
    const attemptId = await finishedChoosing(quizId, question, 'Kyiv');
    const db = server.database.db;
    const [reviewer] = await db.select().from(users).where(eq(users.email, 'expert@lectern.test'));
    await db
      .update(quizAttempts)
      .set({ reviewedBy: reviewer!.id, statusId: 1 })
      .where(eq(quizAttempts.id, attemptId));

    await moveKeyTo(question, 'Odesa');
    const rescored = await expert.send('POST', `${API}/constructor/quiz-questions/${question.id}/rescore`);
    expect((await json<Data<RescoreSummary>>(rescored)).data).toEqual({ attempts: 1, changed: 1 });
    const after = await stored(attemptId);
    expect(after.row).toMatchObject({ verdict: 'incorrect', points: 0 });
    expect(after.attempt).toMatchObject({ scores: 0, statusId: 1 });
  });
});
