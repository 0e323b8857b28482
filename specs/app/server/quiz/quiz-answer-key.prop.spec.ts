import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../../../../core/api/quiz.ts';
import { answerPayload } from '../../../../core/quiz/index.ts';
import {
  type AnswerGesture,
  answerAfter,
  gesturesArb,
  questionArbsByKind,
} from '../../../arbitraries/quiz.ts';
import { API, type Browser, type TestServer } from '../support/test-server.ts';
import {
  createQuiz,
  createQuizServer,
  demoLessonId,
  documentOf,
  json,
  keyPaths,
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

/** One keyed question of every kind. */
const everyTypeArb = fc.tuple(...questionArbsByKind);

/** Gestures that never type a key word into a gap (so any key text in a response is a leak). */
const neutralGesturesArb = gesturesArb.map((gestures) =>
  gestures.map(
    (gesture): AnswerGesture =>
      gesture.kind === 'gap-text' || gesture.kind === 'text' ? { ...gesture, text: 'zzz' } : gesture,
  ),
);

/** Texts only the key holds: accepted spellings of typed gaps, never shown as an option. */
function typedKeyTexts(questions: readonly Question[]): Set<string> {
  const shown = new Set<string>();
  const typed = new Set<string>();
  for (const question of questions) {
    for (const answer of question.answers) shown.add(answer.text ?? '');
    for (const statement of question.statements) {
      const typedGroups = new Set(
        statement.answer_groups.filter((group) => group.type_id === 1).map((group) => group.id),
      );
      for (const answer of statement.answers) {
        const isTyped =
          question.type.slug === 'paste_word' || typedGroups.has(answer.quiz_answer_group_id ?? -1);
        (isTyped ? typed : shown).add(answer.text ?? '');
      }
    }
  }
  return new Set([...typed].filter((text) => text !== '' && !shown.has(text)));
}

function leaks(body: unknown, keyTexts: Set<string>): string[] {
  return keyPaths(body).flatMap(({ key, path, value }) => {
    if (key === 'is_correct' || key === 'order') return [path];
    if (
      (key === 'correct_answers' || key === 'correct_answers_grouped') &&
      value != null &&
      Object.keys(value).length > 0
    )
      return [path];
    if (typeof value === 'string' && keyTexts.has(value)) return [`${path}=${value}`];
    return [];
  });
}

describe('the answer key', () => {
  it('reaches no student response of any question type before the quiz allows it', async () => {
    await fc.assert(
      fc.asyncProperty(
        everyTypeArb,
        fc.array(neutralGesturesArb, { minLength: 22, maxLength: 22 }),
        async (keyedQuestions, gestures) => {
          const { quizId, questions } = await createQuiz(
            expert,
            lessonId,
            {},
            keyedQuestions.map(documentOf),
          );
          const keyTexts = typedKeyTexts(questions);
          const base = `${API}/lessons/${lessonId}`;
          const bodies: unknown[] = [];
          const read = async (response: Response) => {
            expect(response.status, await response.clone().text()).toBe(200);
            const body = await response.json();
            bodies.push(body);
            return body;
          };
          const listed = (await read(await student.get(`${base}/quizzes`))) as { data: { id: number }[] };
          // Other quizzes of the lesson (earlier runs) hold other keys; keep only this one's entry.
          bodies[bodies.length - 1] = listed.data.filter((quiz) => quiz.id === quizId);
          await read(await student.get(`${base}/quizzes/${quizId}`));
          await read(await student.get(`${base}/quizzes/${quizId}/quiz-questions`));
          const attemptId = (
            (await read(await student.get(`${base}/quizzes/${quizId}/start-attempt`))) as {
              data: { id: number };
            }
          ).data.id;
          const shown = (
            (await read(
              await student.get(`${base}/quizzes/${quizId}/quiz-questions?attempt_id=${attemptId}`),
            )) as { data: Question[] }
          ).data;
          for (const [index, question] of shown.entries()) {
            const payload = withUploadedFiles(
              answerPayload(question, answerAfter(question, gestures[index] ?? []), { isCheck: true }),
              uploads,
            );
            await read(await student.send('POST', `${base}/quiz-attempts/${attemptId}`, payload));
            await read(await student.get(`${API}/quiz-attempts/${attemptId}/quiz-questions/${question.id}`));
          }
          await read(await student.get(`${base}/quizzes/${quizId}/quiz-questions?attempt_id=${attemptId}`));
          await read(await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, []));
          await read(await student.get(`${base}/quizzes/${quizId}/attempt/${attemptId}`));
          await read(await student.get(`${base}/quizzes/${quizId}/quiz-questions?attempt_id=${attemptId}`));
          for (const question of shown) {
            await read(
              await student.get(
                `${API}/quiz-results?question_id=${question.id}&attempt_id=${attemptId}&is_student=1`,
              ),
            );
          }
          expect(bodies.flatMap((body) => leaks(body, keyTexts))).toEqual([]);
        },
      ),
      { numRuns: 3, endOnFailure: true },
    );
  }, 180_000);

  it('is shown to the expert, so the walk above would catch it', async () => {
    const [keyed] = fc.sample(everyTypeArb, { numRuns: 1, seed: 5 });
    const { quizId } = await createQuiz(expert, lessonId, {}, keyed!.map(documentOf));
    const body = await json(await expert.get(`${API}/lessons/${lessonId}/quizzes/${quizId}/quiz-questions`));
    expect(leaks(body, new Set()).length).toBeGreaterThan(0);
  });
});
