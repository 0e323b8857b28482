import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSE } from '../../../app/server/seed/demo-data.ts';
import type { CourseLessonsResponse, LessonDto } from '../../../core/api/courses.ts';
import { ATTEMPT_STATUS } from '../../../core/api/quiz.ts';
import { API, type Browser, createTestServer, signIn, type TestServer } from './support/test-server.ts';

let server: TestServer;
let student: Browser;
let expert: Browser;
let outsider: Browser;

const course = DEMO_COURSE.slug;
const [first, second] = DEMO_COURSE.lessons;

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  student = await signIn(server, 'student@lectern.test');
  expert = await signIn(server, 'expert@lectern.test');
  // The demo partner neither studies the course nor works in its school.
  outsider = await signIn(server, 'partner@lectern.test');
});
afterAll(() => server.close());

async function lessonList(client: Browser, slug: string = course) {
  const response = await client.get(`${API}/courses/${slug}/lessons`);
  return { status: response.status, body: (await response.json()) as CourseLessonsResponse };
}

async function lesson(client: Browser, lessonSlug: string, courseSlug: string = course) {
  const response = await client.get(`${API}/courses/${courseSlug}/lessons/${lessonSlug}`);
  return { status: response.status, body: (await response.json()) as { data: LessonDto } };
}

describe('GET /courses/{course slug}/lessons', () => {
  it('gives the subscribed student the course and its lessons in order, with their quizzes', async () => {
    const { status, body } = await lessonList(student);
    expect(status).toBe(200);
    expect(body.data.course).toMatchObject({ slug: course, title: DEMO_COURSE.title });
    expect(body.data.lessons.map((row) => row.slug)).toEqual(DEMO_COURSE.lessons.map((row) => row.slug));
    expect(body.data.lessons[0]!.link).toBe(`/courses/${course}/${first.slug}`);
    const quizzes = body.data.lessons[0]!.quizzes;
    expect(quizzes.map((quiz) => quiz.name)).toContain('Alphabet check: every question type');
    expect(quizzes.some((quiz) => quiz.is_from_info_unit)).toBe(true);
    // The demo student has spent the one attempt of the one-attempt quiz (its result holds the demo
    // comments); the other quizzes are not started.
    expect(
      quizzes
        .map((quiz) => [quiz.name, quiz.latest_attempt_status_id !== null])
        .filter(([, started]) => started),
    ).toEqual([['Final check: one attempt', true]]);
    expect(body.data.lessons[1]!.quizzes).toEqual([]);
  });

  it('shows the status of the student’s latest attempt of each quiz, and only the student’s own', async () => {
    const before = await lessonList(student);
    const quiz = before.body.data.lessons[0]!.quizzes[0]!;
    const lessonId = before.body.data.lessons[0]!.id;
    const started = await student.get(`${API}/lessons/${lessonId}/quizzes/${quiz.id}/start-attempt`);
    expect(started.status).toBe(200);
    const after = await lessonList(student);
    expect(after.body.data.lessons[0]!.quizzes[0]).toMatchObject({
      id: quiz.id,
      latest_attempt_status_id: ATTEMPT_STATUS.inProgress,
    });
    const forExpert = await lessonList(expert);
    expect(forExpert.body.data.lessons[0]!.quizzes[0]!.latest_attempt_status_id).toBeNull();
  });

  it('is open to the course school’s expert', async () => {
    const { status, body } = await lessonList(expert);
    expect(status).toBe(200);
    expect(body.data.lessons).toHaveLength(DEMO_COURSE.lessons.length);
  });

  it('answers someone outside the course’s school as for no course (404), with no lessons', async () => {
    const closed = await lessonList(outsider);
    expect(closed.status).toBe(404);
    expect(closed.body).toEqual((await lessonList(student, 'no-such-course')).body);
    expect(JSON.stringify(closed.body)).not.toContain(first.slug);
    expect((await lessonList(student, 'no-such-course')).status).toBe(404);
    expect((await server.request(`${API}/courses/${course}/lessons`)).status).toBe(401);
  });
});

describe('GET /courses/{course slug}/lessons/{lesson slug}', () => {
  it('gives the lesson dto: course, access, neighbours, quizzes and quiz units', async () => {
    const { status, body } = await lesson(student, first.slug);
    expect(status).toBe(200);
    const dto = body.data;
    expect(dto).toMatchObject({
      slug: first.slug,
      title: first.title,
      link: `/courses/${course}/${first.slug}`,
      course: { slug: course },
      course_access: { is_course_subscribed: true, is_user_expert: false },
      is_lesson_available: true,
      paginate_info: { previous_lesson: null, next_lesson: { slug: second.slug } },
    });
    expect(dto.course_id).toBe(dto.course.id);
    expect(dto.course_access.available_lessons_ids).toContain(dto.id);
    const blockQuiz = dto.quizzes.find((quiz) => quiz.is_from_info_unit)!;
    expect(blockQuiz.info_unit_id).not.toBeNull();
    expect(dto.sections.length).toBeGreaterThan(0);
  });

  it('names the previous lesson of a later lesson, and the expert as expert', async () => {
    const { body } = await lesson(expert, second.slug);
    expect(body.data.paginate_info.previous_lesson).toMatchObject({ slug: first.slug });
    expect(body.data.course_access).toMatchObject({ is_course_subscribed: false, is_user_expert: true });
  });

  it('answers 404 for a lesson of another course, an unknown slug, or a course of another school', async () => {
    expect((await lesson(student, 'no-such-lesson')).status).toBe(404);
    expect((await lesson(student, first.slug, 'no-such-course')).status).toBe(404);
    const closed = await lesson(outsider, first.slug);
    expect(closed.status).toBe(404);
    expect(closed.body.data).toBeUndefined();
  });
});
