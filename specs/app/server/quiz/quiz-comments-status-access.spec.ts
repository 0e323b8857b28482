import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../app/server/auth/password.ts';
import { subscriptions, users } from '../../../../app/server/db/schema.ts';
import { setQuizClock } from '../../../../app/server/quiz/quiz-clock.ts';
import {
  answerResponseSchema,
  attemptCommentSchema,
  type Question,
  quizSchema,
} from '../../../../core/api/quiz.ts';
import { QUIZ_DEADLINE_GRACE_SECONDS } from '../../../../core/quiz/index.ts';
import { API, type Browser, signIn, type TestServer } from '../support/test-server.ts';
import {
  createQuiz,
  createQuizServer,
  demoLessonId,
  json,
  people,
  singleAnswer,
  uploadFile,
} from './quiz-fixture.ts';

let server: TestServer;
let expert: Browser;
let student: Browser;
let classmate: Browser;
let lessonId: number;
let base: string;
let restoreClock: (() => void) | undefined;

/** A file the student uploaded, attached to their comments. */
let mapUuid: string;

beforeAll(async () => {
  server = await createQuizServer();
  ({ expert, student } = await people(server));
  lessonId = await demoLessonId(server);
  base = `${API}/lessons/${lessonId}`;
  // A second subscribed student of the same course.
  const db = server.database.db;
  const [row] = await db
    .insert(users)
    .values({
      name: 'Mariia Student',
      email: 'mariia@lectern.test',
      passwordHash: await hashPassword('lectern-demo'),
    })
    .returning();
  const [taras] = await db.select().from(subscriptions);
  await db.insert(subscriptions).values({ userId: row!.id, courseId: taras!.courseId });
  classmate = await signIn(server, 'mariia@lectern.test');
  mapUuid = await uploadFile(server, student, { name: 'map.txt', type: 'text/plain', bytes: 'Kyiv' });
});
afterAll(() => server.close());
afterEach(() => restoreClock?.());

type Data<T> = { data: T };

async function quizOf(client: Browser, quizId: number) {
  const response = await client.get(`${base}/quizzes/${quizId}`);
  expect(response.status).toBe(200);
  return (await json<Data<Record<string, unknown>>>(response)).data;
}
async function start(client: Browser, quizId: number): Promise<number> {
  const response = await client.get(`${base}/quizzes/${quizId}/start-attempt`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<Data<{ id: number }>>(response)).data.id;
}
function answerTo(question: Question, text = 'Kyiv') {
  return { quiz_question_id: question.id, answer_ids: [question.answers.find((a) => a.text === text)!.id] };
}

describe('a student’s comment on a question', () => {
  it('is stored with its files and returned, files described, by the answer, the single question and the quiz', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    const attemptId = await start(student, quizId);
    const answered = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
      ...answerTo(questions[0]!),
      comment: 'I remembered it from the map.',
      comment_files: [mapUuid],
    });
    expect(answered.status).toBe(200);
    const data = v.parse(answerResponseSchema, await answered.json()).data;
    expect(data.quiz_question).toMatchObject({
      comment: 'I remembered it from the map.',
      comment_files: [expect.objectContaining({ uuid: mapUuid, original_name: 'map.txt' })],
      has_result_answer: true,
    });

    const single = await json<Data<unknown>>(
      await student.get(`${API}/quiz-attempts/${attemptId}/quiz-questions/${questions[0]!.id}`),
    );
    expect(single.data).toEqual({
      comment: 'I remembered it from the map.',
      comment_files: [data.quiz_question!.comment_files[0]],
    });

    const quiz = await quizOf(student, quizId);
    const comments = quiz.attempt_comments as unknown[];
    expect(comments).toHaveLength(1);
    const comment = v.parse(attemptCommentSchema, comments[0]);
    expect(Object.keys(comments[0] as object).sort()).toEqual(
      Object.keys(attemptCommentSchema.entries).sort(),
    );
    expect(comment).toMatchObject({
      text: 'I remembered it from the map.',
      files: data.quiz_question!.comment_files,
      commentable: { id: attemptId, finished_at: null },
    });
    const results = (quiz.attempt as { results: { quiz_question_id: number; comment_id: number | null }[] })
      .results;
    expect(results[0]!.comment_id).toBe(comment.id);
    expect(data.results[0]!.comment_id).toBe(comment.id);

    // A comment alone replaces the comment and leaves the answer as it was.
    const again = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
      quiz_question_id: questions[0]!.id,
      comment: 'On second thought, from the news.',
    });
    const second = v.parse(answerResponseSchema, await again.json()).data;
    expect(second.quiz_question).toMatchObject({
      comment: 'On second thought, from the news.',
      comment_files: [],
    });
    expect(second.results).toHaveLength(1);
    expect(((await quizOf(student, quizId)).attempt_comments as unknown[]).length).toBe(1);
  });

  it('refuses file references that are not uuid-shaped, naming the field', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    const attemptId = await start(student, quizId);
    const response = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
      ...answerTo(questions[0]!),
      comment: 'See attached',
      comment_files: [mapUuid, '../../etc/passwd'],
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(response)).errors)).toEqual([
      'comment_files.1',
    ]);
  });

  it('makes a required text-graphic question answered enough to finish', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [
      { type_slug: 'text_graphic_answer', name: 'What do you see?', is_required: true },
    ]);
    const attemptId = await start(student, quizId);
    const early = await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, []);
    expect((await json<Data<{ success: boolean }>>(early)).data.success).toBe(false);
    await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
      quiz_question_id: questions[0]!.id,
      comment: 'A river and two bridges.',
    });
    const done = await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, []);
    expect((await json<Data<{ success: boolean }>>(done)).data.success).toBe(true);
  });

  it('an expert’s review comment joins the attempt’s comments', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    const attemptId = await start(student, quizId);
    await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, [answerTo(questions[0]!)]);
    const reviewed = await expert.send('POST', `${API}/quiz-attempts/${attemptId}/review`, {
      status_id: 3,
      comment: 'Add a sentence about why.',
    });
    expect(reviewed.status).toBe(200);
    const comments = (await quizOf(student, quizId)).attempt_comments as { text: string }[];
    expect(comments.map((comment) => comment.text)).toEqual(['Add a sentence about why.']);
  });
});

describe('status 4: the last attempt’s status was changed', () => {
  it('ends a rework attempt as changed, chained to its root, until the expert decides again', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, { attempt_limit: 1 }, [singleAnswer()]);
    const first = await start(student, quizId);
    await student.send('POST', `${API}/quiz-attempts/${first}/finish`, [answerTo(questions[0]!, 'Lviv')]);
    expect((await quizOf(student, quizId)).can_start_attempt).toBe(false);
    await expert.send('POST', `${API}/quiz-attempts/${first}/review`, { status_id: 3 });
    const reworkable = v.parse(quizSchema, await quizOf(student, quizId));
    expect(reworkable).toMatchObject({ can_start_attempt: true, finalize: true, attempt: { status_id: 3 } });

    const second = await start(student, quizId);
    const finished = await student.send('POST', `${API}/quiz-attempts/${second}/finish`, [
      answerTo(questions[0]!),
    ]);
    expect((await json<Data<unknown>>(finished)).data).toMatchObject({
      success: true,
      attempt: { id: second, status_id: 4, root_id: first, previous_attempt: { id: first, status_id: 3 } },
    });
    const quiz = v.parse(quizSchema, await quizOf(student, quizId));
    expect(quiz).toMatchObject({ finalize: false, can_start_attempt: false, attempt: { status_id: 4 } });

    // Sent back again: the next attempt keeps the same root.
    await expert.send('POST', `${API}/quiz-attempts/${second}/review`, { status_id: 3 });
    const third = await start(student, quizId);
    const view = await json<Data<{ root_id: number | null }>>(
      await student.send('POST', `${API}/quiz-attempts/${third}/finish`, [answerTo(questions[0]!)]),
    );
    expect(view.data).toMatchObject({ attempt: { root_id: first, status_id: 4 } });
    const decided = await expert.send('POST', `${API}/quiz-attempts/${third}/review`, { status_id: 1 });
    expect((await json<Data<{ status_id: number }>>(decided)).data.status_id).toBe(1);
  });

  it('leaves an ordinary retry unchained (root_id null) and scored as usual', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    const first = await start(student, quizId);
    await student.send('POST', `${API}/quiz-attempts/${first}/finish`, [answerTo(questions[0]!)]);
    const second = await start(student, quizId);
    const finished = await student.send('POST', `${API}/quiz-attempts/${second}/finish`, [
      answerTo(questions[0]!),
    ]);
    expect((await json<Data<unknown>>(finished)).data).toMatchObject({
      attempt: { status_id: 1, root_id: null, previous_attempt: { id: first } },
    });
  });
});

describe('quiz access windows (spec 3 §4 Quiz access)', () => {
  it('is blocked until its opening date, with the date to count down to, then opens', async () => {
    const now = new Date('2031-03-01T10:00:00.000Z');
    let clock = now;
    restoreClock = setQuizClock({ now: () => clock });
    const opensAt = '2031-03-01T10:00:30.000Z';
    const { quizId } = await createQuiz(expert, lessonId, { opens_at: opensAt }, [singleAnswer()]);
    const blocked = v.parse(quizSchema, await quizOf(student, quizId));
    expect(blocked.blocked_info).toEqual({
      is_accessible: false,
      access_date: opensAt,
      checkpoint_name: null,
      link: null,
      tooltip_message: 'The quiz opens on :date.',
      type: 'blocked',
    });
    expect(blocked.closed_info).toBeNull();
    expect(blocked.can_start_attempt).toBe(false);
    const refused = await student.get(`${base}/quizzes/${quizId}/start-attempt`);
    expect(refused.status).toBe(403);
    expect(Object.keys(await refused.json())).toEqual(['message']);

    clock = new Date('2031-03-01T10:00:31.000Z');
    const open = v.parse(quizSchema, await quizOf(student, quizId));
    expect(open.blocked_info?.is_accessible).toBe(true);
    expect(open.can_start_attempt).toBe(true);
    await start(student, quizId);
  });

  it('closes at its closing date: no new attempts, and a running one stops counting answers', async () => {
    let clock = new Date('2031-04-01T09:00:00.000Z');
    restoreClock = setQuizClock({ now: () => clock });
    const closesAt = '2031-04-01T09:10:00.000Z';
    const { quizId, questions } = await createQuiz(expert, lessonId, { closes_at: closesAt }, [
      singleAnswer(),
      singleAnswer('Second'),
    ]);
    const attemptId = await start(student, quizId);
    const quiz = v.parse(quizSchema, await quizOf(student, quizId));
    expect(quiz.closed_info).toMatchObject({ is_accessible: true, access_date: closesAt, type: 'closed' });
    expect(quiz.attempt?.left_time_in_seconds).toBe(600);

    clock = new Date(Date.parse(closesAt) + (QUIZ_DEADLINE_GRACE_SECONDS + 1) * 1000);
    const late = await student.send('POST', `${base}/quiz-attempts/${attemptId}`, answerTo(questions[0]!));
    expect(late.status).toBe(409);
    const closed = v.parse(quizSchema, await quizOf(student, quizId));
    expect(closed).toMatchObject({
      closed_info: { is_accessible: false },
      can_start_attempt: false,
      attempt: { id: attemptId, finished: true, finished_at: closesAt },
    });
    expect((await classmate.get(`${base}/quizzes/${quizId}/start-attempt`)).status).toBe(403);
    // Experts still open it to check it.
    expect((await expert.get(`${base}/quizzes/${quizId}/start-attempt`)).status).toBe(200);
  });
});

describe('another student’s attempt', () => {
  it('is not found by every attempt call, and nothing of it is sent', async () => {
    const { quizId, questions } = await createQuiz(
      expert,
      lessonId,
      { is_allow_clear: true, timer_duration: 600 },
      [{ ...singleAnswer(), timer_duration: 60 }],
    );
    const attemptId = await start(student, quizId);
    await student.send('POST', `${base}/quiz-attempts/${attemptId}`, {
      ...answerTo(questions[0]!),
      comment: 'Mine',
    });
    const questionId = questions[0]!.id;
    for (const response of [
      await classmate.send('POST', `${base}/quiz-attempts/${attemptId}`, answerTo(questions[0]!)),
      await classmate.get(`${API}/quiz-attempts/${attemptId}/timer`),
      await classmate.send('POST', `${API}/quiz-attempts/${attemptId}/quiz-questions/${questionId}/timer`),
      await classmate.get(`${API}/quiz-attempts/${attemptId}/quiz-questions/${questionId}`),
      await classmate.send('POST', `${API}/quiz-attempts/${attemptId}/clear`),
      await classmate.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, []),
      await classmate.send('POST', `${API}/quiz-attempts/${attemptId}/review`, { status_id: 1 }),
      await classmate.get(`${base}/quizzes/${quizId}/quiz-questions?attempt_id=${attemptId}`),
      await classmate.get(`${base}/quizzes/${quizId}/attempt/${attemptId}`),
      await classmate.get(`${API}/quiz-results?question_id=${questionId}&attempt_id=${attemptId}`),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
    const theirs = await quizOf(classmate, quizId);
    expect(theirs.attempt).toBeNull();
    expect(theirs.attempt_comments).toEqual([]);
  });

  it('cannot be reviewed by its own student', async () => {
    const { quizId, questions } = await createQuiz(expert, lessonId, {}, [singleAnswer()]);
    const attemptId = await start(student, quizId);
    await student.send('POST', `${API}/quiz-attempts/${attemptId}/finish`, [answerTo(questions[0]!)]);
    const response = await student.send('POST', `${API}/quiz-attempts/${attemptId}/review`, { status_id: 1 });
    expect(response.status).toBe(403);
    expect(Object.keys(await response.json())).toEqual(['message']);
  });
});
