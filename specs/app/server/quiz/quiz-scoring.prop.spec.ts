import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizAttemptQuestions } from '../../../../app/server/db/schema.ts';
import type { Question } from '../../../../core/api/quiz.ts';
import { answerPayload, scoreAnswer } from '../../../../core/quiz/index.ts';
import { answerAfter, anyQuestionArb, gesturesArb } from '../../../arbitraries/quiz.ts';
import { API, type Browser, type TestServer } from '../support/test-server.ts';
import {
  createQuiz,
  createQuizServer,
  demoLessonId,
  documentOf,
  json,
  people,
  uploadFile,
  withUploadedFiles,
} from './quiz-fixture.ts';

let server: TestServer;
let expert: Browser;
let student: Browser;
let lessonId: number;
/** The student's uploads, standing in for the files the gestures attach. */
let uploads: string[];

beforeAll(async () => {
  server = await createQuizServer();
  ({ expert, student } = await people(server));
  lessonId = await demoLessonId(server);
  uploads = [];
  for (const name of ['a.txt', 'b.txt', 'c.txt'])
    uploads.push(await uploadFile(server, student, { name, type: 'text/plain', bytes: name }));
});
afterAll(() => server.close());

describe('server verdicts', () => {
  it('equal the core scorer’s verdict for random questions and random answer sequences', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyQuestionArb,
        fc.array(gesturesArb, { minLength: 1, maxLength: 3 }),
        async (question, sequences) => {
          const { quizId, questions } = await createQuiz(expert, lessonId, {}, [documentOf(question)]);
          const keyed = questions[0]!;
          const base = `${API}/lessons/${lessonId}`;
          const attempt = await json<{ data: { id: number } }>(
            await student.get(`${base}/quizzes/${quizId}/start-attempt`),
          );
          const seen = await json<{ data: Question[] }>(
            await student.get(`${base}/quizzes/${quizId}/quiz-questions?attempt_id=${attempt.data.id}`),
          );
          const shown = seen.data[0]!;
          let last: ReturnType<typeof answerPayload> | null = null;
          for (const gestures of sequences) {
            const payload = withUploadedFiles(answerPayload(shown, answerAfter(shown, gestures)), uploads);
            const response = await student.send('POST', `${base}/quiz-attempts/${attempt.data.id}`, payload);
            expect(response.status, await response.clone().text()).toBe(200);
            last = payload;
          }
          const [stored] = await server.database.db
            .select()
            .from(quizAttemptQuestions)
            .where(
              and(
                eq(quizAttemptQuestions.attemptId, attempt.data.id),
                eq(quizAttemptQuestions.questionId, keyed.id),
              ),
            );
          const expected = scoreAnswer(keyed, last!);
          if (stored?.verdict != null) {
            expect(stored.verdict).toBe(expected.verdict);
            expect(stored.points).toBe(expected.points);
          } else {
            expect(last!.answer_ids.length + last!.answers.length).toBe(0);
          }
        },
      ),
      { numRuns: 15, endOnFailure: true },
    );
  }, 180_000);
});
