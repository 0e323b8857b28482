import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../core/api/client.ts';

// A call through its table entry reads its answer with the entry's schema. Where the entry answers one
// of two shapes (the attempt view: the student's, or the expert's with `is_expert=1`), the call reads the
// shape it asked for, so the expert's extra fields are not dropped by the student's shape.

const review = {
  data: {
    questions: [],
    results: [],
    attempt: {
      id: 4,
      status_id: 6,
      results: [],
      finished: true,
      user: { id: 12, name: 'Olena', avatar_url: null, bg_color: '#f0c' },
      result_comment_settings: [
        { result_commentable_type: 'quiz_question', result_commentable_id: 9, is_allowed: true },
      ],
    },
    aggregate_interview: [],
  },
};

function answering(body: unknown) {
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(new Request(input, init).url);
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  };
  return {
    urls,
    client: createApiClient({ baseUrl: 'http://lectern.test', fetch: fetch as typeof globalThis.fetch }),
  };
}

describe('a call through its table entry', () => {
  it("reads the expert's attempt view with the expert's shape: the student and the comment settings stay", async () => {
    const { urls, client } = answering(review);
    const viewed = await client.expertQuiz.attempt({ lessonId: 3, quizId: 5, attemptId: 4 });
    expect(urls).toEqual(['http://lectern.test/api/v1/lessons/3/quizzes/5/attempt/4?is_expert=1']);
    expect(viewed.attempt.user?.name).toBe('Olena');
    expect(viewed.attempt.result_comment_settings).toHaveLength(1);
  });

  it("reads the student's attempt view with the student's shape", async () => {
    const { urls, client } = answering(review);
    const viewed = await client.quiz('/lessons/3').loadAttemptReview({ quizId: 5, attemptId: 4 });
    expect(urls).toEqual(['http://lectern.test/api/v1/lessons/3/quizzes/5/attempt/4']);
    expect(viewed.attempt).not.toHaveProperty('user');
  });

  it('refuses an answer its table schema refuses', async () => {
    const { client } = answering({ data: { nothing: true } });
    await expect(client.expertQuiz.quizPlace(5)).rejects.toThrow();
    await expect(client.authoring.quiz(5)).rejects.toThrow();
  });
});
