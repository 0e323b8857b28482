import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizDocument } from '../../../../app/server/quiz/quiz-authoring.ts';
import { QUESTION_SLUGS, type Question } from '../../../../core/api/quiz.ts';
import { documentOf } from '../../../../core/quiz-constructor/index.ts';
import { questionArbsByKind } from '../../../arbitraries/quiz.ts';
import { API, type Browser, type TestServer } from '../support/test-server.ts';
import {
  createQuiz,
  createQuizServer,
  demoLessonId,
  documentOf as fixtureDocument,
  json,
  people,
} from './quiz-fixture.ts';

let server: TestServer;
let expert: Browser;
let outsider: Browser;
let lessonId: number;

beforeAll(async () => {
  server = await createQuizServer();
  ({ expert, outsider } = await people(server));
  lessonId = await demoLessonId(server);
});
afterAll(() => server.close());

type Data<T> = { data: T };

/** A question with its ids replaced by their places, so two copies of one question compare equal. */
function shape(question: Question) {
  const answerIds = [
    ...question.answers.map((answer) => answer.id),
    ...question.statements.flatMap((statement) => statement.answers.map((answer) => answer.id)),
  ];
  const groupIds = question.statements.flatMap((statement) =>
    statement.answer_groups.map((group) => group.id),
  );
  const answerPlace = (id: number) => `answer ${answerIds.indexOf(id)}`;
  const groupPlace = (id: number | null | undefined) => (id == null ? null : `gap ${groupIds.indexOf(id)}`);
  const answer = ({ id, quiz_answer_group_id, ...rest }: Question['answers'][number]) => ({
    ...rest,
    place: answerPlace(id),
    gap: groupPlace(quiz_answer_group_id),
  });
  const { id: _id, ...rest } = question;
  return {
    ...rest,
    answers: question.answers.map(answer),
    statements: question.statements.map(({ id: _statement, ...statement }) => ({
      ...statement,
      correct_answers: (statement.correct_answers ?? []).map(answerPlace),
      answer_groups: statement.answer_groups.map(({ id, ...group }) => ({ ...group, place: groupPlace(id) })),
      answers: statement.answers.map(answer),
    })),
  };
}

/** One keyed question of every kind the arbitraries build, named after its slug. */
const sampleQuestions = questionArbsByKind.map(
  (arb, index) => fc.sample(arb, { numRuns: 1, seed: 20 + index })[0]!,
);

describe('copying a quiz', () => {
  it('copies its options and every question with its key as new rows, last in the lesson, and no attempt', async () => {
    const { quizId, questions } = await createQuiz(
      expert,
      lessonId,
      { name: 'Letters', attempt_limit: 3, timer_duration: 600, result_type_show: 'full_information' },
      sampleQuestions.map(fixtureDocument),
    );
    expect(questions.map((question) => question.type.slug)).toEqual(
      sampleQuestions.map((question) => question.type.slug),
    );

    const response = await expert.send('POST', `${API}/constructor/quizzes/${quizId}/copy`, {});
    expect(response.status).toBe(201);
    const copy = (await json<Data<QuizDocument>>(response)).data;
    expect(copy.id).not.toBe(quizId);
    expect(copy).toMatchObject({
      name: 'Letters (copy)',
      lesson_id: lessonId,
      attempt_limit: 3,
      timer_duration: 600,
      result_type_show: 'full_information',
      info_unit_id: null,
    });
    expect(copy.questions.map(shape)).toEqual(questions.map(shape));
    const oldIds = new Set(
      questions.flatMap((question) => [question.id, ...question.answers.map((a) => a.id)]),
    );
    for (const question of copy.questions) {
      expect(oldIds.has(question.id)).toBe(false);
      for (const answer of question.answers) expect(oldIds.has(answer.id)).toBe(false);
    }

    const lesson = (
      await json<Data<{ id: number }[]>>(await expert.get(`${API}/constructor/lessons/${lessonId}/quizzes`))
    ).data;
    expect(lesson.at(-1)?.id).toBe(copy.id);

    const named = await expert.send('POST', `${API}/constructor/quizzes/${quizId}/copy`, {
      name: 'Letters, again',
    });
    expect((await json<Data<QuizDocument>>(named)).data.name).toBe('Letters, again');
    expect(
      (await expert.send('POST', `${API}/constructor/quizzes/${quizId}/copy`, { name: ' ' })).status,
    ).toBe(422);
  });

  it('is refused to someone who does not run the quiz’s school', async () => {
    const { quizId } = await createQuiz(expert, lessonId, { name: 'Ours' }, []);
    expect([403, 404]).toContain(
      (await outsider.send('POST', `${API}/constructor/quizzes/${quizId}/copy`, {})).status,
    );
  });
});

describe('re-saving a question as the constructor read it', () => {
  it('changes nothing and keeps every id, for a question of each kind', async () => {
    const { questions } = await createQuiz(
      expert,
      lessonId,
      { name: 'Re-save' },
      sampleQuestions.map(fixtureDocument),
    );
    for (const question of questions) {
      const response = await expert.send(
        'PUT',
        `${API}/constructor/quiz-questions/${question.id}`,
        documentOf(question),
      );
      expect(response.status, await response.clone().text()).toBe(200);
      expect((await json<Data<Question>>(response)).data).toEqual(question);
    }
  });

  it('covers every slug across the sampled kinds or the fixture list', () => {
    const slugs = new Set(sampleQuestions.map((question) => question.type.slug));
    expect(slugs.size).toBeGreaterThan(5);
    for (const slug of slugs) expect(QUESTION_SLUGS).toContain(slug);
  });
});

describe('searching the school quiz list', () => {
  it('finds quizzes by words of their name, course or lesson, in any case, with % and _ taken literally', async () => {
    await createQuiz(expert, lessonId, { name: 'Zebra crossing 50%' }, []);
    await createQuiz(expert, lessonId, { name: 'Zebra_stripes' }, []);
    const names = async (search: string) =>
      (
        await json<Data<{ name: string }[]>>(
          await expert.get(`${API}/expert/quizzes?per_page=100&search=${encodeURIComponent(search)}`),
        )
      ).data.map((quiz) => quiz.name);
    expect((await names('zebra')).sort()).toEqual(['Zebra crossing 50%', 'Zebra_stripes']);
    expect(await names('ZEBRA 50%')).toEqual(['Zebra crossing 50%']);
    expect(await names('zebra_')).toEqual(['Zebra_stripes']);
    expect(await names('%')).toEqual(['Zebra crossing 50%']);
    expect(await names('no such quiz anywhere')).toEqual([]);
    const all = await names('');
    expect(all.length).toBeGreaterThan(2);
    expect((await outsider.get(`${API}/expert/quizzes?search=zebra`)).status).toBe(403);
  });
});
