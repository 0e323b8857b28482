import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, quizBase } from '../../../../core/api/index.ts';
import { failureMessage, isNetworkFailure } from '../../../../core/quiz/outbox.ts';

interface Seen {
  method: string;
  url: string;
  csrf: string | null;
  body: string;
}

function server(answer: (request: Request) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({
      method: request.method,
      url: request.url,
      csrf: request.headers.get('X-CSRF-Token'),
      body: request.method === 'GET' ? '' : await request.clone().text(),
    });
    return answer(request);
  };
  return {
    seen,
    client: createApiClient({
      baseUrl: 'http://lectern.test',
      fetch: fetch as typeof globalThis.fetch,
      getCsrfToken: () => 'token-1',
    }),
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const attempt = { id: 4, status_id: 5 };

describe('the quiz calls of the one client', () => {
  it('puts lesson-block quizzes under /info-units and lesson quizzes under /lessons', () => {
    expect(quizBase({ lessonId: 3 })).toBe('/lessons/3');
    expect(quizBase({ lessonId: 3, unitId: 8 })).toBe('/info-units/8');
  });

  it('sends an answer to the base with the CSRF token and reads the attempt back', async () => {
    const { seen, client } = server(() => json({ data: { ...attempt, quiz_question: null } }));
    const calls = client.quiz('/lessons/3');
    const response = await calls.sendAnswer({
      attemptId: 4,
      payload: { quiz_question_id: 9, answer_ids: [2], idempotency_key: 'k:9:1' } as never,
    });
    expect(response.id).toBe(4);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: 'http://lectern.test/api/v1/lessons/3/quiz-attempts/4',
      csrf: 'token-1',
    });
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ quiz_question_id: 9, idempotency_key: 'k:9:1' });
  });

  it('turns a refusal into the server message and a lost network into a failure worth re-sending', async () => {
    const refused = server(() => json({ message: 'The attempt is finished.' }, 409)).client.quiz(
      '/lessons/3',
    );
    const refusal = await refused
      .sendAnswer({ attemptId: 4, payload: { quiz_question_id: 9 } as never })
      .catch((e) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(isNetworkFailure(refusal)).toBe(false);
    expect(failureMessage(refusal, 'fallback').message).toBe('The attempt is finished.');

    const offline = server(() => {
      throw new TypeError('Failed to fetch');
    }).client.quiz('/lessons/3');
    const lost = await offline
      .sendAnswer({ attemptId: 4, payload: { quiz_question_id: 9 } as never })
      .catch((e) => e);
    expect(isNetworkFailure(lost)).toBe(true);
  });

  it('finishes an attempt whose time ran out through the finish call, marked as a time-up, with nothing left to store', async () => {
    const { seen, client } = server(() =>
      json({ data: { success: true, attempt: { ...attempt, status_id: 2 }, message: null, questions: [] } }),
    );
    const finished = await client.quiz('/lessons/3').finishExpiredAttempt({ attemptId: 4 });
    expect(finished.status_id).toBe(2);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: 'http://lectern.test/api/v1/quiz-attempts/4/finish?is_timeout=1',
      body: '[]',
    });
  });
});
