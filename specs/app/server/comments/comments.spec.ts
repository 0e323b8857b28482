import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../../../app/server/db/schema.ts';
import {
  commentListResponseSchema,
  commentResponseSchema,
  reviewInboxResponseSchema,
  userCuratorsResponseSchema,
} from '../../../../core/api/comments.ts';
import { COMMENT_RATE_LIMIT } from '../../../../core/comments/index.ts';
import { API, type Browser } from '../support/test-server.ts';
import { type CommentsWorld, commentsWorld } from './comments-fixture.ts';

let world: CommentsWorld;
beforeAll(async () => {
  world = await commentsWorld();
}, 120_000);
afterAll(() => world.server.close());

const attemptThread = () => `${API}/comments/quiz-attempt/${world.attemptId}`;
const questionQuery = () => `?quiz_question_id=${world.questions[0]!.id}`;

async function list(client: Browser, path: string) {
  const response = await client.get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return v.parse(commentListResponseSchema, await response.json());
}

async function post(client: Browser, body: Record<string, unknown>, prefix = '') {
  return client.send('POST', `${API}${prefix}/comments`, body);
}

async function posted(client: Browser, body: Record<string, unknown>, prefix = '') {
  const response = await post(client, body, prefix);
  expect(response.status, await response.clone().text()).toBe(201);
  return v.parse(commentResponseSchema, await response.json()).data;
}

const onQuestion = (text: string, extra: Record<string, unknown> = {}) => ({
  commentable_type: 'quiz-attempt',
  commentable_id: world.attemptId,
  question_id: world.questions[0]!.id,
  text,
  ...extra,
});

describe('a quiz result thread', () => {
  it('is closed to the student until the expert allows comments on that result', async () => {
    const before = await list(
      world.student,
      `${API}/public/comments/quiz-attempt/${world.attemptId}${questionQuery()}`,
    );
    expect(before.is_user_comment_allowed).toBe(false);
    expect(before.comments.data).toEqual([]);
    expect((await post(world.student, onQuestion('Чому неправильно?'), '/public')).status).toBe(403);

    const setting = await world.expert.send(
      'POST',
      `${API}/quiz-attempts/${world.attemptId}/quiz-result-comment-settings`,
      {
        result_commentable_type: 'quiz_question',
        result_commentable_id: world.questions[0]!.id,
        is_allowed: true,
      },
    );
    expect(setting.status).toBe(200);
    const after = await list(
      world.student,
      `${API}/public/comments/quiz-attempt/${world.attemptId}${questionQuery()}`,
    );
    expect(after.is_user_comment_allowed).toBe(true);
    const comment = await posted(world.student, onQuestion('Чому неправильно?'), '/public');
    expect(comment).toMatchObject({
      user_id: world.ids.student,
      quiz_question_id: world.questions[0]!.id,
      is_private: false,
    });
    expect(comment.created_at_human).toMatch(/^\d\d\.\d\d\.\d\d, \d\d:\d\d$/);
    // Another result of the same attempt stays closed.
    expect(
      (await post(world.student, onQuestion('?', { question_id: world.questions[1]!.id }), '/public')).status,
    ).toBe(403);
  });

  it('is not there for a classmate or another school (404), and an empty comment is refused (422)', async () => {
    expect((await world.classmate.get(attemptThread())).status).toBe(404);
    expect((await world.rival.get(attemptThread())).status).toBe(404);
    expect((await post(world.classmate, onQuestion('hi'))).status).toBe(404);
    expect((await post(world.student, onQuestion('   '))).status).toBe(422);
    expect((await post(world.student, onQuestion('x', { question_id: 999_999 }))).status).toBe(404);
  });

  it('shows the expert’s private answer only to staff, the public one to the student too', async () => {
    await posted(world.expert, onQuestion('Для вас і куратора', { is_private: true }));
    await posted(world.expert, onQuestion('Подивіться на наголос.'));
    const student = await list(world.student, `${attemptThread()}${questionQuery()}`);
    expect(student.comments.data.map((c) => c.text)).toEqual(['Подивіться на наголос.', 'Чому неправильно?']);
    expect(student.count).toBe(2);
    expect(student.unread_ids).toEqual([]);
    const curator = await list(world.curator, `${attemptThread()}${questionQuery()}&sort_type=asc`);
    expect(curator.comments.data.map((c) => c.text)).toEqual([
      'Чому неправильно?',
      'Для вас і куратора',
      'Подивіться на наголос.',
    ]);
    expect(curator.is_staff).toBe(true);
    expect(curator.unread_ids).toHaveLength(3);
  });

  it('marks a thread read for the expert who asks (bulk-read), not for the others', async () => {
    const body = {
      commentable_type: 'quiz-attempt',
      commentable_id: world.attemptId,
      quiz_question_id: world.questions[0]!.id,
    };
    expect((await world.student.send('PATCH', `${API}/comments/bulk-read`, body)).status).toBe(403);
    expect((await world.rival.send('PATCH', `${API}/comments/bulk-read`, body)).status).toBe(404);
    const read = await world.expert.send('PATCH', `${API}/comments/bulk-read`, body);
    expect(read.status).toBe(200);
    expect((await list(world.expert, `${attemptThread()}${questionQuery()}`)).unread_ids).toEqual([]);
    expect((await list(world.curator, `${attemptThread()}${questionQuery()}`)).unread_ids).toHaveLength(3);
  });

  it('lets only the author edit and toggle visibility; only staff delete', async () => {
    const mine = await posted(world.student, onQuestion('Перше питання'));
    const edited = await world.student.send('PUT', `${API}/comments/${mine.id}`, {
      text: 'Виправлене питання',
    });
    expect(edited.status).toBe(200);
    expect(v.parse(commentResponseSchema, await edited.json()).data.text).toBe('Виправлене питання');
    expect((await world.expert.send('PUT', `${API}/comments/${mine.id}`, { text: 'x' })).status).toBe(403);
    expect((await world.expert.send('POST', `${API}/comments/${mine.id}/private`)).status).toBe(403);
    const toPrivate = await world.student.send('POST', `${API}/comments/${mine.id}/private`);
    expect(v.parse(commentResponseSchema, await toPrivate.json()).data.is_private).toBe(true);
    expect((await world.student.send('DELETE', `${API}/comments/${mine.id}`)).status).toBe(403);
    expect((await world.classmate.send('DELETE', `${API}/comments/${mine.id}`)).status).toBe(404);
    expect((await world.expert.send('DELETE', `${API}/comments/${mine.id}`)).status).toBe(200);
    expect((await world.student.send('PUT', `${API}/comments/${mine.id}`, { text: 'back' })).status).toBe(
      404,
    );
    const after = await list(world.student, `${attemptThread()}${questionQuery()}&comment_id=${mine.id}`);
    expect(after.comments.data.map((c) => c.id)).not.toContain(mine.id);
  });

  it('hides restricted comments from the student and from the title count (bulk-restrict)', async () => {
    const body = {
      commentable_type: 'quiz-attempt',
      commentable_id: world.attemptId,
      quiz_question_id: world.questions[0]!.id,
    };
    const restricted = await world.curator.send('PATCH', `${API}/comments/bulk-restrict`, body);
    expect(restricted.status).toBe(200);
    const student = await list(world.student, `${attemptThread()}${questionQuery()}`);
    expect(student.comments.data).toEqual([]);
    expect(student.count).toBe(0);
    const expert = await list(world.expert, `${attemptThread()}${questionQuery()}`);
    expect(expert.comments.data.every((c) => c.is_restricted)).toBe(true);
    expect(expert.count).toBe(0);
  });
});

describe('a lesson thread', () => {
  const lessonThread = () => `${API}/comments/lesson/${world.lessonId}`;
  const onLesson = (text: string, extra: Record<string, unknown> = {}) => ({
    commentable_type: 'lesson',
    commentable_id: world.lessonId,
    text,
    ...extra,
  });

  it('shows public comments to every reader, a private one to its author and staff only', async () => {
    await posted(world.student, onLesson('Публічне питання'), '/public');
    await posted(world.student, onLesson('Приватне питання', { is_private: true }), '/public');
    const classmate = await list(world.classmate, `${API}/public/comments/lesson/${world.lessonId}`);
    expect(classmate.comments.data.map((c) => c.text)).toEqual(['Публічне питання']);
    expect(classmate.is_user_comment_allowed).toBe(true);
    const own = await list(world.student, lessonThread());
    expect(own.comments.data.map((c) => c.text)).toEqual(['Приватне питання', 'Публічне питання']);
    expect((await list(world.curator, lessonThread())).comments.data).toHaveLength(2);
    expect((await world.rival.get(lessonThread())).status).toBe(404);
  });

  it('serves what people typed as inert text (text_formatted.clean), links kept', async () => {
    const typed =
      '<img src=x onerror="alert(1)"> <script>alert(2)</script> see https://example.com/a?b=1\nnext';
    const comment = await posted(world.classmate, onLesson(typed));
    expect(comment.text).toBe(typed);
    expect(comment.text_formatted.clean).not.toMatch(/<img|<script|<[a-z]+ [^>]*onerror/i);
    expect(comment.text_formatted.clean).toContain('&lt;img');
    expect(comment.text_formatted.clean).toContain('<a href="https://example.com/a?b=1"');
    expect(comment.text_formatted.clean).toContain('<br />');
    expect(comment.text_formatted.without_tags).not.toContain('<');
  });

  it('limits posting per person (429 with Retry-After), counted and written in one step', async () => {
    const db = world.server.database.db;
    await db.delete(comments);
    const results = await Promise.all(
      Array.from({ length: COMMENT_RATE_LIMIT.maxPerWindow + 3 }, (_, index) =>
        post(world.classmate, onLesson(`burst ${index}`)),
      ),
    );
    const statuses = results.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(COMMENT_RATE_LIMIT.maxPerWindow);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(results.find((response) => response.status === 429)?.headers.get('Retry-After')).toBe('60');
  });
});

describe('curators and the review inbox', () => {
  it('lists the course’s staff for its readers, 404 for another school', async () => {
    const response = await world.student.get(`${API}/courses/${world.courseId}/user-curators`);
    expect(response.status).toBe(200);
    const curators = v.parse(userCuratorsResponseSchema, await response.json()).data.data;
    expect(curators.map((c) => c.name)).toContain('Olena Curator');
    expect(curators.find((c) => c.name === 'Olena Curator')?.is_public_user).toBe(true);
    expect((await world.rival.get(`${API}/courses/${world.courseId}/user-curators`)).status).toBe(404);
  });

  it('gives the expert every unread comment and every attempt on review, newest first, filterable', async () => {
    const response = await world.expert.get(`${API}/expert/review-inbox`);
    expect(response.status, await response.clone().text()).toBe(200);
    const inbox = v.parse(reviewInboxResponseSchema, await response.json());
    expect(inbox.data.some((item) => item.kind === 'comment')).toBe(true);
    const dates = inbox.data.map((item) => item.at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const filtered = v.parse(
      reviewInboxResponseSchema,
      await (await world.expert.get(`${API}/expert/review-inbox?lesson_id=999999`)).json(),
    );
    expect(filtered.data).toEqual([]);
    expect((await world.student.get(`${API}/expert/review-inbox`)).status).toBe(403);
  });
});
