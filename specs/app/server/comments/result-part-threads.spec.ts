import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commentListResponseSchema,
  commentResponseSchema,
  reviewInboxResponseSchema,
} from '../../../../core/api/comments.ts';
import type { Question } from '../../../../core/api/quiz.ts';
import { createQuiz, json } from '../quiz/quiz-fixture.ts';
import { API, type Browser } from '../support/test-server.ts';
import { type CommentsWorld, commentsWorld } from './comments-fixture.ts';

// A gap's (answer group's) thread of a fill-gaps result (spec 2 §2, §6): its own comments only, its own
// result comment setting, its own bulk actions, and the inbox names the gap so a reply lands there.

let world: CommentsWorld;
let attemptId: number;
let question: Question;
let statementId: number;
let gapId: number;
beforeAll(async () => {
  world = await commentsWorld();
  const quiz = await createQuiz(world.expert, world.lessonId, { name: 'Gaps', attempts_limit: 0 }, [
    {
      type_slug: 'fill_gaps',
      name: 'Fill in',
      statements: [
        {
          text: 'Добрий [gap] !',
          answer_groups: [{ ref: 'g', type_id: 2 }],
          answers: [
            { text: 'день', is_correct: true, answer_group_ref: 'g' },
            { text: 'ніч', is_correct: false, answer_group_ref: 'g' },
          ],
        },
      ],
    },
  ]);
  question = quiz.questions[0]!;
  statementId = question.statements[0]!.id;
  gapId = question.statements[0]!.answer_groups[0]!.id;
  const started = await world.student.get(
    `${API}/lessons/${world.lessonId}/quizzes/${quiz.quizId}/start-attempt`,
  );
  attemptId = (await json<{ data: { id: number } }>(started)).data.id;
  const finished = await world.student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, []);
  expect(finished.status).toBe(200);
}, 120_000);
afterAll(() => world.server.close());

const threadOf = (extra = '') =>
  `${API}/comments/quiz-attempt/${attemptId}?quiz_question_id=${question.id}${extra}&sort_type=asc`;
const gapQuery = () => `&quiz_statement_id=${statementId}&quiz_answer_group_id=${gapId}`;

async function texts(client: Browser, path: string) {
  const response = await client.get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return v.parse(commentListResponseSchema, await response.json());
}

describe('a gap’s comment thread', () => {
  it('opens to the student only where the expert allowed that gap, and keeps its comments apart from the question’s', async () => {
    const onGap = {
      commentable_type: 'quiz-attempt',
      commentable_id: attemptId,
      question_id: question.id,
      answer_group_id: gapId,
      text: 'Чому не «ніч»?',
    };
    expect((await world.student.send('POST', `${API}/public/comments`, onGap)).status).toBe(403);
    const allowed = await world.expert.send(
      'POST',
      `${API}/quiz-attempts/${attemptId}/quiz-result-comment-settings`,
      {
        result_commentable_type: 'quiz_answer_group',
        result_commentable_id: gapId,
        is_allowed: true,
      },
    );
    expect(allowed.status).toBe(200);
    const asked = await world.student.send('POST', `${API}/public/comments`, onGap);
    expect(asked.status, await asked.clone().text()).toBe(201);
    expect(v.parse(commentResponseSchema, await asked.json()).data).toMatchObject({
      quiz_question_id: question.id,
      quiz_statement_id: statementId,
      quiz_answer_group_id: gapId,
    });
    // The question itself stays closed, and its thread does not hold the gap's comment.
    const onQuestion = { ...onGap, answer_group_id: undefined, text: 'А загалом?' };
    expect((await world.student.send('POST', `${API}/public/comments`, onQuestion)).status).toBe(403);
    await world.expert.send('POST', `${API}/comments`, { ...onQuestion, text: 'Про питання загалом' });
    expect((await texts(world.expert, threadOf())).comments.data.map((c) => c.text)).toEqual([
      'Про питання загалом',
    ]);
    const gap = await texts(world.student, `${API}/public${threadOf(gapQuery()).slice(API.length)}`);
    expect(gap.comments.data.map((c) => c.text)).toEqual(['Чому не «ніч»?']);
    expect(gap.is_user_comment_allowed).toBe(true);
  });

  it('is named in the expert’s inbox, and marked read by the gap’s own bulk action', async () => {
    const inbox = async () =>
      v
        .parse(reviewInboxResponseSchema, await (await world.expert.get(`${API}/expert/review-inbox`)).json())
        .data.filter((item) => item.kind === 'comment' && item.attempt_id === attemptId);
    expect((await inbox()).map((item) => [item.quiz_statement_id, item.quiz_answer_group_id])).toEqual([
      [statementId, gapId],
    ]);
    const readQuestion = await world.expert.send('PATCH', `${API}/comments/bulk-read`, {
      commentable_type: 'quiz-attempt',
      commentable_id: attemptId,
      quiz_question_id: question.id,
    });
    expect(readQuestion.status).toBe(200);
    expect(await inbox()).toHaveLength(1);
    const readGap = await world.expert.send('PATCH', `${API}/comments/bulk-read`, {
      commentable_type: 'quiz-attempt',
      commentable_id: attemptId,
      quiz_question_id: question.id,
      quiz_statement_id: statementId,
      quiz_answer_group_id: gapId,
    });
    expect(readGap.status).toBe(200);
    expect(await inbox()).toEqual([]);
  });
});
