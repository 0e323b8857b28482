import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentListResponseSchema, commentResponseSchema } from '../../../../core/api/comments.ts';
import { answerResponseSchema } from '../../../../core/api/quiz.ts';
import { json } from '../quiz/quiz-fixture.ts';
import { API, type Browser } from '../support/test-server.ts';
import { type CommentsWorld, commentsWorld } from './comments-fixture.ts';

// One comments store (docs/comments.md): the comment a student sends with an answer on the quiz page is
// a comment of the attempt's thread, so the review and the result show it, and the quiz's
// attempt_comments follow the comment rules (no private answer of the expert, nothing restricted or deleted).

let world: CommentsWorld;
let attemptId: number;
beforeAll(async () => {
  world = await commentsWorld();
  const started = await world.student.get(
    `${API}/lessons/${world.lessonId}/quizzes/${world.quizId}/start-attempt`,
  );
  attemptId = (await json<{ data: { id: number } }>(started)).data.id;
}, 120_000);
afterAll(() => world.server.close());

const questionId = () => world.questions[0]!.id;
const thread = () =>
  `${API}/comments/quiz-attempt/${attemptId}?quiz_question_id=${questionId()}&sort_type=asc`;

async function threadTexts(client: Browser): Promise<string[]> {
  const response = await client.get(thread());
  expect(response.status, await response.clone().text()).toBe(200);
  return v
    .parse(commentListResponseSchema, await response.json())
    .comments.data.map((comment) => comment.text);
}

async function attemptComments(): Promise<string[]> {
  const response = await world.student.get(`${API}/lessons/${world.lessonId}/quizzes/${world.quizId}`);
  expect(response.status).toBe(200);
  const quiz = (await json<{ data: { attempt_comments: { text: string }[] } }>(response)).data;
  return quiz.attempt_comments.map((comment) => comment.text);
}

async function expertSays(text: string, isPrivate: boolean): Promise<number> {
  const response = await world.expert.send('POST', `${API}/comments`, {
    commentable_type: 'quiz-attempt',
    commentable_id: attemptId,
    question_id: questionId(),
    text,
    is_private: isPrivate,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return v.parse(commentResponseSchema, await response.json()).data.id;
}

describe('the quiz page’s comments in the one comments store', () => {
  it('puts the comment sent with an answer in the attempt’s thread, where the expert reads it', async () => {
    const answered = await world.student.send(
      'POST',
      `${API}/lessons/${world.lessonId}/quiz-attempts/${attemptId}`,
      {
        quiz_question_id: questionId(),
        text_answer: 'Мене звати Тарас.',
        comment: 'Чи можна <b>українською</b>?',
      },
    );
    expect(answered.status, await answered.clone().text()).toBe(200);
    const data = v.parse(answerResponseSchema, await answered.json()).data;
    expect(data.quiz_question?.comment).toBe('Чи можна <b>українською</b>?');
    expect(await threadTexts(world.expert)).toEqual(['Чи можна <b>українською</b>?']);
    expect(await attemptComments()).toEqual(['Чи можна <b>українською</b>?']);
  });

  it('re-sending replaces the same comment of the thread', async () => {
    await world.student.send('POST', `${API}/lessons/${world.lessonId}/quiz-attempts/${attemptId}`, {
      quiz_question_id: questionId(),
      comment: 'Так, українською.',
    });
    expect(await threadTexts(world.expert)).toEqual(['Так, українською.']);
    expect(await attemptComments()).toEqual(['Так, українською.']);
  });

  it('lists the expert’s public answer to the student, never the private one', async () => {
    await expertSays('Тільки для кураторів', true);
    await expertSays('Так, звісно.', false);
    expect(await threadTexts(world.expert)).toEqual([
      'Так, українською.',
      'Тільки для кураторів',
      'Так, звісно.',
    ]);
    expect(await attemptComments()).toEqual(['Так, українською.', 'Так, звісно.']);
  });

  it('hides a restricted or deleted comment from the quiz page as everywhere else', async () => {
    const deleted = await expertSays('Помилка', false);
    expect((await world.expert.send('DELETE', `${API}/comments/${deleted}`)).status).toBe(200);
    const restricted = await world.expert.send('PATCH', `${API}/comments/bulk-restrict`, {
      commentable_type: 'quiz-attempt',
      commentable_id: attemptId,
      quiz_question_id: questionId(),
      ids: [(await world.expert.get(thread()).then((r) => r.json())).comments.data[0].id],
    });
    expect(restricted.status).toBe(200);
    expect(await attemptComments()).toEqual(['Так, звісно.']);
    const single = await world.student.get(
      `${API}/quiz-attempts/${attemptId}/quiz-questions/${questionId()}`,
    );
    expect((await json<{ data: { comment: string | null } }>(single)).data.comment).toBeNull();
  });
});
