import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizAttemptResults, quizAttempts, quizzes } from '../../../../app/server/db/schema.ts';
import { finishExpiredAttempts } from '../../../../app/server/quiz/expire-attempts.ts';
import { setQuizClock } from '../../../../app/server/quiz/quiz-clock.ts';
import {
  answerResponseSchema,
  attemptReviewResponseSchema,
  type Question,
  quizResponseSchema,
  quizResultResponseSchema,
  startAttemptResponseSchema,
} from '../../../../core/api/quiz.ts';
import { QUIZ_DEADLINE_GRACE_SECONDS } from '../../../../core/quiz/index.ts';
import { API, type Browser, createTestServer, type TestServer } from '../support/test-server.ts';
import { createQuiz, demoLessonId, json, people, singleAnswer } from './quiz-fixture.ts';

let server: TestServer;
let expert: Browser;
let student: Browser;
let outsider: Browser;
let lessonId: number;
let base: string;

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  ({ expert, student, outsider } = await people(server));
  lessonId = await demoLessonId(server);
  base = `${API}/lessons/${lessonId}`;
});
afterAll(() => server.close());

type Data<T> = { data: T };

async function start(client: Browser, quizId: number) {
  return client.get(`${base}/quizzes/${quizId}/start-attempt`);
}
async function startedId(client: Browser, quizId: number): Promise<number> {
  const response = await start(client, quizId);
  expect(response.status).toBe(200);
  return v.parse(startAttemptResponseSchema, await response.json()).data.id;
}
function choose(question: Question, text: string): number {
  return question.answers.find((answer) => answer.text === text)!.id;
}

describe('start-attempt and the attempt limit', () => {
  it('refuses a start another site triggered, and spends no attempt', async () => {
    const { quizId } = await createQuiz(expert, lessonId, { attempt_limit: 1 }, [singleAnswer()]);
    for (const site of ['cross-site', 'same-site']) {
      const response = await student.get(`${base}/quizzes/${quizId}/start-attempt`, {
        'Sec-Fetch-Site': site,
      });
      expect(response.status).toBe(403);
    }
    const rows = await server.database.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quizId));
    expect(rows).toHaveLength(0);
    expect(
      (await student.get(`${base}/quizzes/${quizId}/start-attempt`, { 'Sec-Fetch-Site': 'same-origin' }))
        .status,
    ).toBe(200);
  });

  it('makes exactly one attempt from 50 parallel starts of a one-attempt quiz, and no second', async () => {
    const { quizId, questions } = await createQuiz(
      expert,
      lessonId,
      { attempt_limit: 1, attempt_limit_text: 'One go only' },
      [singleAnswer()],
    );
    const responses = await Promise.all(Array.from({ length: 50 }, () => start(student, quizId)));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const ids = new Set(
      await Promise.all(
        responses.map(async (response) => (await json<Data<{ id: number }>>(response)).data.id),
      ),
    );
    expect(ids.size).toBe(1);
    const rows = await server.database.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quizId));
    expect(rows).toHaveLength(1);

    const [attemptId] = [...ids];
    const finished = await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, [
      { quiz_question_id: questions[0]!.id, answer_ids: [choose(questions[0]!, 'Kyiv')] },
    ]);
    expect((await json<Data<{ success: boolean }>>(finished)).data.success).toBe(true);
    const again = await start(student, quizId);
    expect(again.status).toBe(409);
    expect((await json<{ message: string }>(again)).message).toBe('One go only');
    const quiz = v.parse(
      quizResponseSchema,
      await (await student.get(`${base}/quizzes/${quizId}`)).json(),
    ).data;
    expect(quiz).toMatchObject({ can_start_attempt: false, is_run_out_of_attempts: true });
  });

  it('returns the running attempt instead of a second one', async () => {
    const { quizId } = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    expect(await startedId(student, quizId)).toBe(await startedId(student, quizId));
  });
});

describe('answering', () => {
  it('scores on the server and ignores a verdict, score or status the client sends', async () => {
    const { quizId, questions } = await createQuiz(
      expert,
      lessonId,
      { type_show_question_result_attempt: 2 },
      [singleAnswer(), singleAnswer('Again?')],
    );
    const attemptId = await startedId(student, quizId);
    const response = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
      quiz_question_id: questions[0]!.id,
      answer_ids: [choose(questions[0]!, 'Lviv')],
      is_correct: true,
      scores: 100,
      status_id: 1,
    });
    expect(response.status).toBe(200);
    const data = v.parse(answerResponseSchema, await response.json()).data;
    expect(data.quiz_question).toMatchObject({
      has_result_answer: true,
      attempt_question_result: { is_correct: false },
    });
    expect(data).toMatchObject({
      status_id: 5,
      scores: 0,
      count_questions_correct: 0,
      count_questions_incorrect: 1,
    });

    const right = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
      quiz_question_id: questions[1]!.id,
      answer_ids: [choose(questions[1]!, 'Kyiv')],
      is_finish: true,
    });
    const finished = v.parse(answerResponseSchema, await right.json()).data;
    expect(finished.finish_attempt_result).toEqual({ success: true, message: null, questions: [] });
    expect(finished).toMatchObject({ status_id: 1, scores: 1, finished: true });
  });

  it('refuses options of another question with field errors, and a finished attempt with 409', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [
      singleAnswer(),
      singleAnswer('Other'),
    ]);
    const attemptId = await startedId(student, quizId);
    const foreign = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
      quiz_question_id: questions[0]!.id,
      answer_ids: [choose(questions[1]!, 'Kyiv')],
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(foreign)).errors)).toEqual([
      'answer_ids.0',
    ]);
    const malformed = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, { answer_ids: 'all' });
    expect(malformed.status).toBe(422);
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(malformed)).errors)).toEqual(
      expect.arrayContaining(['quiz_question_id', 'answer_ids']),
    );
    await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, [
      { quiz_question_id: questions[0]!.id, answer_ids: [choose(questions[0]!, 'Kyiv')] },
      { quiz_question_id: questions[1]!.id, answer_ids: [choose(questions[1]!, 'Kyiv')] },
    ]);
    const stale = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
      quiz_question_id: questions[0]!.id,
      answer_ids: [choose(questions[0]!, 'Lviv')],
    });
    expect(stale.status).toBe(409);
  });

  it("answers when the quiz changed since its questions were last read (they are read in the answer's transaction)", async () => {
    // On the embedded database (one connection) a read outside the answer's transaction would wait for
    // its end: the answer never came. A quiz edited after the start is read again at the answer.
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    const attemptId = await startedId(student, quizId);
    await server.database.db
      .update(quizzes)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(quizzes.id, quizId));
    const response = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
      quiz_question_id: questions[0]!.id,
      answer_ids: [choose(questions[0]!, 'Kyiv')],
    });
    expect(response.status).toBe(200);
    expect(v.parse(answerResponseSchema, await response.json()).data.quiz_question).toMatchObject({
      has_result_answer: true,
    });
  });

  it('counts 50 parallel re-sends of one idempotency key once, each answered alike', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, { reanswer_type: 1 }, [singleAnswer()]);
    const attemptId = await startedId(student, quizId);
    const body = {
      quiz_question_id: questions[0]!.id,
      answer_ids: [choose(questions[0]!, 'Kyiv')],
      idempotency_key: 'seed:1:1',
    };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => student.send('POST', `${base}/quiz-attempts/${attemptId}`, body)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    const rows = await server.database.db
      .select()
      .from(quizAttemptResults)
      .where(eq(quizAttemptResults.attemptId, attemptId));
    expect(rows).toHaveLength(1);
    const fresh = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
      ...body,
      idempotency_key: 'seed:1:2',
    });
    expect(fresh.status).toBe(409);
  });

  it('answers a keyed answer with the attempt as it wrote it, the same as its re-send and an answer without a key', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [
      singleAnswer(),
      singleAnswer('Two'),
    ]);
    const answer = async (attemptId: number, index: number, key?: string) => {
      const response = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
        quiz_question_id: questions[index]!.id,
        answer_ids: [choose(questions[index]!, 'Kyiv')],
        ...(key ? { idempotency_key: key } : {}),
      });
      expect(response.status).toBe(200);
      return v.parse(answerResponseSchema, await response.json()).data;
    };
    const keyedAttempt = await startedId(student, quizId);
    await answer(keyedAttempt, 0, 'view:1');
    const keyed = await answer(keyedAttempt, 1, 'view:2');
    expect(keyed.results.map((result) => result.quiz_question_id)).toEqual([
      questions[0]!.id,
      questions[1]!.id,
    ]);
    expect(keyed.quiz_question).toMatchObject({ id: questions[1]!.id, has_result_answer: true });
    expect(await answer(keyedAttempt, 1, 'view:2')).toEqual(keyed);
    await student.send('POST', `${API}/quiz-attempts/${keyedAttempt}/finish`, []);
    const plainAttempt = await startedId(student, quizId);
    await answer(plainAttempt, 0);
    const plain = await answer(plainAttempt, 1);
    const { id: _keyedId, passed_time_formatted: _k1, passed_time_in_seconds: _k2, ...keyedRest } = keyed;
    const { id: _plainId, passed_time_formatted: _p1, passed_time_in_seconds: _p2, ...plainRest } = plain;
    expect({ ...plainRest, previous_attempt: null, left_time_in_seconds: null }).toEqual({
      ...keyedRest,
      previous_attempt: null,
      left_time_in_seconds: null,
    });
  });

  it('enforces return-to-previous none on the server', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, { return_to_previous_type: 1 }, [
      singleAnswer(),
      singleAnswer('Two'),
    ]);
    const attemptId = await startedId(student, quizId);
    const send = (index: number, text: string) =>
      student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
        quiz_question_id: questions[index]!.id,
        answer_ids: [choose(questions[index]!, text)],
      });
    expect((await send(0, 'Lviv')).status).toBe(200);
    expect((await send(0, 'Kyiv')).status).toBe(200);
    expect((await send(1, 'Kyiv')).status).toBe(200);
    expect((await send(0, 'Odesa')).status).toBe(409);
  });
});

describe('finish, clear and the single question', () => {
  it('names the required questions left unanswered, then finishes once they are answered', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, { is_allow_clear: true }, [
      { ...singleAnswer(), explanation: 'Kyiv has been the capital since 1934.' },
      singleAnswer('Required too'),
    ]);
    const attemptId = await startedId(student, quizId);
    const explanations = async () =>
      (
        await json<Data<Question[]>>(
          await student.get(`${base}/quizzes/${quizId}/quiz-questions?attempt_id=${attemptId}`),
        )
      ).data.map((question) => question.explanation ?? null);
    expect(await explanations()).toEqual([null, null]);
    const partial = await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, [
      { quiz_question_id: questions[0]!.id, answer_ids: [choose(questions[0]!, 'Kyiv')] },
    ]);
    expect((await json<Data<unknown>>(partial)).data).toMatchObject({
      success: false,
      questions: [questions[1]!.id],
    });
    expect((await explanations())[0]).toMatch(/1934/);

    const cleared = await student.send('POST', `${API}/quiz-attempts/${attemptId}/clear`);
    expect(cleared.status).toBe(200);
    expect((await json<Data<{ results: unknown[] }>>(cleared)).data.results).toEqual([]);

    const done = await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, [
      { quiz_question_id: questions[0]!.id, answer_ids: [choose(questions[0]!, 'Kyiv')] },
      { quiz_question_id: questions[1]!.id, answer_ids: [choose(questions[1]!, 'Lviv')] },
    ]);
    expect((await json<Data<unknown>>(done)).data).toMatchObject({
      success: true,
      attempt: { status_id: 1, scores: 1, finished: true },
    });
  });

  it('refuses clear when the quiz does not allow it', async () => {
    const { quizId } = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    const attemptId = await startedId(student, quizId);
    expect((await student.send('POST', `${API}/quiz-attempts/${attemptId}/clear`)).status).toBe(403);
  });
});

describe('time limits kept by the server', () => {
  it('accepts an answer within the grace, refuses one after it, and finishes the attempt', async () => {
    let now = new Date('2030-01-01T10:00:00Z');
    const restore = setQuizClock({ now: () => now });
    try {
      const { quizId, questions } = await createQuiz(expert, lessonId, { timer_duration: 60 }, [
        singleAnswer(),
        singleAnswer('Two'),
      ]);
      const attemptId = await startedId(student, quizId);
      now = new Date(now.getTime() + 30_000);
      expect(
        (
          await json<Data<{ left_time_in_seconds: number }>>(
            await student.get(`${API}/quiz-attempts/${attemptId}/timer`),
          )
        ).data.left_time_in_seconds,
      ).toBe(30);
      now = new Date(now.getTime() + 30_000 + (QUIZ_DEADLINE_GRACE_SECONDS - 1) * 1000);
      const late = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
        quiz_question_id: questions[0]!.id,
        answer_ids: [choose(questions[0]!, 'Kyiv')],
      });
      expect(late.status).toBe(200);
      expect((await json<Data<{ finished: boolean }>>(late)).data.finished).toBe(true);
    } finally {
      restore();
    }
  });

  it("finishes on the page's time-up a little before our deadline, but not a plain early finish", async () => {
    let now = new Date('2030-01-15T10:00:00Z');
    const restore = setQuizClock({ now: () => now });
    try {
      const required = { ...singleAnswer(), is_required: true };
      const { quizId } = await createQuiz(expert, lessonId, { timer_duration: 60 }, [required]);
      const attemptId = await startedId(student, quizId);
      now = new Date(now.getTime() + (60 - QUIZ_DEADLINE_GRACE_SECONDS + 2) * 1000);
      const early = await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, []);
      expect((await json<Data<{ success: boolean }>>(early)).data.success).toBe(false);
      const timeUp = await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish?is_timeout=1`, []);
      const finished = (await json<Data<{ success: boolean; attempt: { status_id: number } }>>(timeUp)).data;
      expect(finished.success).toBe(true);
      const [row] = await server.database.db
        .select()
        .from(quizAttempts)
        .where(eq(quizAttempts.id, attemptId));
      expect(row).toMatchObject({ isTimedOut: true });
      expect(row?.statusId).not.toBe(5);

      const { quizId: other } = await createQuiz(expert, lessonId, { timer_duration: 60 }, [required]);
      const tooEarly = await startedId(student, other);
      now = new Date(now.getTime() + 30_000);
      const refused = await student.send('POST', `${API}/quiz-attempts/${tooEarly}/finish?is_timeout=1`, []);
      expect((await json<Data<{ success: boolean }>>(refused)).data.success).toBe(false);
    } finally {
      restore();
    }
  });

  it('refuses an answer after deadline plus grace and finishes the abandoned attempt by itself', async () => {
    let now = new Date('2030-02-01T10:00:00Z');
    const restore = setQuizClock({ now: () => now });
    try {
      const { quizId, questions } = await createQuiz(expert, lessonId, { timer_duration: 60 }, [
        singleAnswer(),
      ]);
      const lateId = await startedId(student, quizId);
      now = new Date(now.getTime() + (60 + QUIZ_DEADLINE_GRACE_SECONDS + 1) * 1000);
      const late = await student.send('POST', `${base}/quiz-attempts/${lateId}`, {
        quiz_question_id: questions[0]!.id,
        answer_ids: [choose(questions[0]!, 'Kyiv')],
      });
      expect(late.status).toBe(409);
      const [row] = await server.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, lateId));
      expect(row).toMatchObject({ isTimedOut: true, statusId: 1 });

      const { quizId: other } = await createQuiz(expert, lessonId, { timer_duration: 60 }, [singleAnswer()]);
      const abandoned = await startedId(student, other);
      now = new Date(now.getTime() + 3600_000);
      expect(await finishExpiredAttempts(server.database.db, now)).toBeGreaterThanOrEqual(1);
      const [gone] = await server.database.db
        .select()
        .from(quizAttempts)
        .where(eq(quizAttempts.id, abandoned));
      expect(gone?.finishedAt?.toISOString()).toBe(new Date(now.getTime() - 3600_000 + 60_000).toISOString());
      expect(gone?.isTimedOut).toBe(true);
    } finally {
      restore();
    }
  });

  it('keeps a question timer from its first start and refuses answers after it ran out', async () => {
    let now = new Date('2030-03-01T10:00:00Z');
    const restore = setQuizClock({ now: () => now });
    try {
      const { quizId, questions } = await createQuiz(expert, lessonId, {}, [
        { ...singleAnswer(), timer_duration: 20 },
      ]);
      const attemptId = await startedId(student, quizId);
      const timer = `${API}/quiz-attempts/${attemptId}/quiz-questions/${questions[0]!.id}/timer`;
      expect(
        (await json<Data<{ left_time_in_seconds: number }>>(await student.send('POST', timer))).data
          .left_time_in_seconds,
      ).toBe(20);
      now = new Date(now.getTime() + 15_000);
      expect(
        (await json<Data<{ left_time_in_seconds: number }>>(await student.send('POST', timer))).data
          .left_time_in_seconds,
      ).toBe(5);
      now = new Date(now.getTime() + (5 + QUIZ_DEADLINE_GRACE_SECONDS + 1) * 1000);
      const late = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
        quiz_question_id: questions[0]!.id,
        answer_ids: [choose(questions[0]!, 'Kyiv')],
      });
      expect(late.status).toBe(409);
    } finally {
      restore();
    }
  });
});

describe('review, attempt view and results', () => {
  it('puts a text answer on review until an expert decides; students cannot review', async () => {
    const { quizId, questions } = await createQuiz(
      expert,
      lessonId,
      { result_type_show: 'full_information' },
      [
        { type_slug: 'text_media_answer', name: 'Introduce yourself', text_answer_type_id: 3 },
        singleAnswer(),
      ],
    );
    const attemptId = await startedId(student, quizId);
    const finished = await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, [
      { quiz_question_id: questions[0]!.id, text_answer: 'Мене звати Тарас.' },
      { quiz_question_id: questions[1]!.id, answer_ids: [choose(questions[1]!, 'Kyiv')] },
    ]);
    expect((await json<Data<{ attempt: { status_id: number } }>>(finished)).data.attempt.status_id).toBe(6);
    expect(
      (await student.send('POST', `${API}/quiz-attempts/${attemptId}/review`, { status_id: 1 })).status,
    ).toBe(403);
    expect(
      (await expert.send('POST', `${API}/quiz-attempts/${attemptId}/review`, { status_id: 7 })).status,
    ).toBe(422);
    const reviewed = await expert.send('POST', `${API}/quiz-attempts/${attemptId}/review`, { status_id: 3 });
    expect((await json<Data<{ status_id: number }>>(reviewed)).data.status_id).toBe(3);

    const view = await expert.get(`${base}/quizzes/${quizId}/attempt/${attemptId}?is_expert=1`);
    const data = v.parse(attemptReviewResponseSchema, await view.json()).data;
    expect(data.results.find((row) => row.quiz_question_id === questions[0]!.id)?.text_answer).toBe(
      'Мене звати Тарас.',
    );
    expect(data.questions[1]!.answers.some((answer) => answer.is_correct === true)).toBe(true);
    expect((await student.get(`${base}/quizzes/${quizId}/attempt/${attemptId}?is_expert=1`)).status).toBe(
      403,
    );

    const results = await student.get(
      `${API}/quiz-results?question_id=${questions[1]!.id}&attempt_id=${attemptId}&is_student=1`,
    );
    const result = v.parse(quizResultResponseSchema, await results.json()).data;
    expect(result.correct_answers.map((answer) => answer.text)).toEqual(['Kyiv']);
    expect(result.data).toHaveLength(1);
    expect(result.data[0]).toMatchObject({
      quiz_attempt_id: attemptId,
      is_correct: true,
      answer: { text: 'Kyiv' },
    });

    const quiz = v.parse(
      quizResponseSchema,
      await (await student.get(`${base}/quizzes/${quizId}`)).json(),
    ).data;
    expect(quiz.finalize).toBe(true);
  });

  it('counts interview answers in aggregate_interview for experts', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [
      {
        type_slug: 'interview',
        name: 'Favourite season?',
        interview_type: 1,
        answers: [
          { ref: 1, text: 'Spring' },
          { ref: 2, text: 'Winter' },
        ],
      },
    ]);
    const attemptId = await startedId(student, quizId);
    await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, [
      { quiz_question_id: questions[0]!.id, answer_ids: [choose(questions[0]!, 'Winter')] },
    ]);
    const view = await expert.get(`${base}/quizzes/${quizId}/attempt/${attemptId}?is_expert=1`);
    const data = v.parse(attemptReviewResponseSchema, await view.json()).data;
    expect(data.aggregate_interview).toEqual([
      { quiz_answer_id: choose(questions[0]!, 'Winter'), count: 1, percent: 100 },
    ]);
  });
});

describe('who reaches what', () => {
  it('keeps quizzes from people outside the school (as for nothing) and attempts from other people', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    const attemptId = await startedId(student, quizId);
    expect((await outsider.get(`${base}/quizzes`)).status).toBe(404);
    expect((await outsider.get(`${base}/quizzes/${quizId}`)).status).toBe(404);
    expect((await start(outsider, quizId)).status).toBe(404);
    for (const response of [
      await outsider.send('POST', `${base}/quiz-attempts/${attemptId}`, {
        quiz_question_id: questions[0]!.id,
        answer_ids: [],
      }),
      await outsider.get(`${API}/quiz-attempts/${attemptId}/timer`),
      await outsider.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, []),
      await outsider.get(`${API}/quiz-results?question_id=${questions[0]!.id}&attempt_id=${attemptId}`),
    ]) {
      expect(response.status).toBe(404);
      expect(Object.keys(await response.json())).toEqual(['message']);
    }
    expect(
      (
        await expert.send('POST', `${base}/quiz-attempts/${attemptId}`, {
          quiz_question_id: questions[0]!.id,
          answer_ids: [],
        })
      ).status,
    ).toBe(403);
    expect((await server.request(`${base}/quizzes`)).status).toBe(401);
  });

  it('answers an answer call in the order of every call: 404, then 403, then the body (415, 422)', async () => {
    // The answer's access query runs inside its transaction (one round trip with the lock and the
    // read); a caller who may not answer still learns nothing of what the call takes.
    const { quizId } = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    const attemptId = await startedId(student, quizId);
    const url = `${base}/quiz-attempts/${attemptId}`;
    const malformed = { quiz_question_id: 'first', answer_ids: 'all' };
    expect((await outsider.send('POST', url, malformed)).status).toBe(404);
    expect((await outsider.send('POST', `${base}/quiz-attempts/999999999`, malformed)).status).toBe(404);
    expect(
      (await student.send('POST', `${API}/lessons/999999999/quiz-attempts/${attemptId}`, malformed)).status,
    ).toBe(404);
    expect((await expert.send('POST', url, malformed)).status).toBe(403);
    const refused = await student.send('POST', url, malformed);
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()) as object).sort()).toEqual(['errors', 'message']);
    expect((await student.send('POST', url, undefined, { 'Content-Type': 'text/plain' })).status).toBe(415);
  });

  it('keeps the authoring calls from students', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    for (const response of [
      await student.send('POST', `${API}/constructor/lessons/${lessonId}/quizzes`, { name: 'Mine' }),
      await student.get(`${API}/constructor/quizzes/${quizId}`),
      await student.send('PATCH', `${API}/constructor/quizzes/${quizId}`, { name: 'Mine' }),
      await student.send('DELETE', `${API}/constructor/quiz-questions/${questions[0]!.id}`),
    ]) {
      expect(response.status).toBe(403);
      expect(Object.keys(await response.json())).toEqual(['message']);
    }
  });
});
