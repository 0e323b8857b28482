import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizzes } from '../../../../app/server/db/schema.ts';
import { seedDemo } from '../../../../app/server/seed/seed-demo.ts';
import { QUESTION_SLUGS, type Question, type Quiz } from '../../../../core/api/quiz.ts';
import { answerPayload } from '../../../../core/quiz/index.ts';
import { answerAfter } from '../../../arbitraries/quiz.ts';
import { API, type Browser, createTestServer, type TestServer } from '../support/test-server.ts';
import { demoLessonId, demoPlaces, json, people } from './quiz-fixture.ts';

let server: TestServer;
let student: Browser;
let base: string;

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  ({ student } = await people(server));
  base = `${API}/lessons/${await demoLessonId(server)}`;
});
afterAll(() => server.close());

describe('demo quizzes', () => {
  it('offer every question type, a timed quiz, a one-attempt quiz and a lesson-block practice, once', async () => {
    const list = (await json<{ data: Quiz[] }>(await student.get(`${base}/quizzes`))).data;
    expect(list.map((quiz) => quiz.name)).toHaveLength(4);
    expect(list.some((quiz) => quiz.options.timer_duration === 300)).toBe(true);
    expect(list.some((quiz) => quiz.attempt_limit_text === 'You have used your only attempt.')).toBe(true);
    const { unitId, practiceId } = await demoPlaces(server);
    const inBlock = await student.get(`${API}/info-units/${unitId}/quizzes`);
    expect(inBlock.status).toBe(200);
    expect((await json<{ data: Quiz[] }>(inBlock)).data.map((quiz) => quiz.id)).toEqual([practiceId]);
    const every = list[0]!;
    const questions = (
      await json<{ data: Question[] }>(await student.get(`${base}/quizzes/${every.id}/quiz-questions`))
    ).data;
    expect(new Set(questions.map((question) => question.type.slug))).toEqual(new Set(QUESTION_SLUGS));

    expect(await seedDemo(server.database.db)).toBe(false);
    // the first lesson's four and the third lesson's checkpoint quiz (docs/lesson-page.md)
    expect(await server.database.db.$count(quizzes)).toBe(5);
  });

  it('can be taken start to finish by the demo student', async () => {
    const every = (await json<{ data: Quiz[] }>(await student.get(`${base}/quizzes`))).data[0]!;
    const attempt = (
      await json<{ data: { id: number } }>(await student.get(`${base}/quizzes/${every.id}/start-attempt`))
    ).data;
    const questions = (
      await json<{ data: Question[] }>(
        await student.get(`${base}/quizzes/${every.id}/quiz-questions?attempt_id=${attempt.id}`),
      )
    ).data;
    for (const question of questions) {
      const answer =
        question.type.slug === 'text_media_answer'
          ? answerAfter(question, [{ kind: 'text', text: 'Літера ґ' }])
          : answerAfter(question, [
              { kind: 'select', index: 0 },
              { kind: 'list', statement: 0, option: 0 },
              { kind: 'append', index: 0 },
              { kind: 'place-word', index: 0, position: 0 },
              { kind: 'gap-text', index: 0, text: 'день' },
              { kind: 'bind', statement: 0, answer: 0 },
            ]);
      const response = await student.send(
        'POST',
        `${base}/quiz-attempts/${attempt.id}`,
        answerPayload(question, answer),
      );
      expect(response.status, question.type.slug).toBe(200);
    }
    const finished = await student.send('POST', `${API}/quiz-attempts/${attempt.id}/finish`, []);
    const data = (
      await json<{ data: { success: boolean; attempt: { status_id: number; count_questions: number } } }>(
        finished,
      )
    ).data;
    expect(data).toMatchObject({
      success: true,
      attempt: { status_id: 6, count_questions: QUESTION_SLUGS.length },
    });
  });
});
