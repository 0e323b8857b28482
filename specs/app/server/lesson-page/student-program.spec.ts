import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lessons } from '../../../../app/server/db/schema.ts';
import { DEMO_COURSE, DEMO_PROGRAM } from '../../../../app/server/seed/demo-data.ts';
import { DEMO_CHECKPOINT_NAME, DEMO_OFFERS } from '../../../../app/server/seed/demo-lesson-access.ts';
import type { LessonPage, StudentProgram } from '../../../../core/api/lesson-page.ts';
import {
  API,
  type Browser,
  browser,
  createTestServer,
  signIn,
  type TestServer,
} from '../support/test-server.ts';

// The course program a student sees (docs/lesson-page.md, The program) on both databases: every lesson's
// state from the lesson page's own rule, progress, the lesson to go on with, practice and offers.

let server: TestServer;
let student: Browser;
let expert: Browser;
let visitor: Browser;
const course = DEMO_COURSE.slug;
const slugs = DEMO_COURSE.lessons.map((lesson) => lesson.slug);

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  student = await signIn(server, 'student@lectern.test');
  expert = await signIn(server, 'expert@lectern.test');
  visitor = browser(server);
});
afterAll(() => server.close());

async function program(
  client: Browser,
  slug: string = course,
): Promise<{ status: number; data: StudentProgram }> {
  const response = await client.get(`${API}/public/courses/${slug}/program`);
  return { status: response.status, data: ((await response.json()) as { data: StudentProgram }).data };
}

const lessonPage = async (client: Browser, slug: string) =>
  (
    (await (await client.get(`${API}/public/courses/${course}/lessons/${slug}`)).json()) as {
      data: LessonPage;
    }
  ).data;

/** Each lesson's program state against the lesson page's own answer for the same viewer. */
async function expectSameRuleAsTheLessonPage(client: Browser, data: StudentProgram) {
  for (const lesson of data.sections.flatMap((section) => section.lessons)) {
    const page = await lessonPage(client, lesson.slug);
    expect(['open', 'finished'].includes(lesson.state)).toBe(page.is_lesson_available);
    expect(lesson.blocked_info).toEqual(page.blocked_info);
  }
}

describe('the course program (GET /public/courses/{course}/program)', () => {
  it('shows the demo student the sections, the lessons open to them, the dripped one with its date, and the practice', async () => {
    const { status, data } = await program(student);
    expect(status).toBe(200);
    expect(data.sections.map((section) => section.title)).toEqual(
      DEMO_PROGRAM.map((section) => section.title),
    );
    expect(data.sections.flatMap((section) => section.lessons.map((lesson) => lesson.slug))).toEqual(slugs);
    const all = data.sections.flatMap((section) => section.lessons);
    // The demo student has watched the first lesson.
    expect(all.map((lesson) => lesson.state)).toEqual(['finished', 'open', 'open', 'unavailable']);
    expect(data.progress).toEqual({ finished: 1, total: slugs.length });
    expect(all[3]!.blocked_info).toMatchObject({ type: 'date', is_accessible: false });
    expect(all[3]!.quizzes).toEqual([]);
    expect(all[2]!.quizzes).toContainEqual(
      expect.objectContaining({
        name: DEMO_CHECKPOINT_NAME,
        link: expect.stringMatching(new RegExp(`^/courses/${course}/${slugs[2]}/quizzes/\\d+$`)),
      }),
    );
    expect(data.course_access).toMatchObject({ is_course_subscribed: true, is_user_expert: false });
    expect(data.continue_link).toBe(`/courses/${course}/${slugs[1]}`);
    expect(data.offers.map((offer) => offer.name)).toEqual([DEMO_OFFERS.full.name]);
    expect(data.constructor_link).toBeNull();
    await expectSameRuleAsTheLessonPage(student, data);
  });

  it('marks a watched lesson finished, counts it, and goes on with the next one', async () => {
    const { db } = server.database;
    const [second] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.slug, slugs[1]!));
    expect((await student.send('POST', `${API}/lessons/${second!.id}/events/watched`)).status).toBe(200);
    const { data } = await program(student);
    expect(data.sections[0]!.lessons[1]!.state).toBe('finished');
    expect(data.progress).toEqual({ finished: 2, total: slugs.length });
    expect(data.continue_link).toBe(`/courses/${course}/${slugs[2]}`);
  });

  it('shows a visitor the lessons as the lesson page does, no practice, and the offers on sale', async () => {
    const { status, data } = await program(visitor);
    expect(status).toBe(200);
    expect(data.course_access.is_course_subscribed).toBe(false);
    expect(
      data.sections.flatMap((section) => section.lessons).every((lesson) => lesson.quizzes.length === 0),
    ).toBe(true);
    expect(data.progress.finished).toBe(0);
    expect(data.offers).toEqual([
      expect.objectContaining({ name: DEMO_OFFERS.full.name, lessons_count: null }),
    ]);
    await expectSameRuleAsTheLessonPage(visitor, data);
  });

  it('shows the expert every lesson open with the program’s constructor, and a draft course only to its school', async () => {
    const { data } = await program(expert);
    expect(
      data.sections.flatMap((section) => section.lessons).every((lesson) => lesson.state !== 'unavailable'),
    ).toBe(true);
    expect(data.constructor_link).toBe(`/expert/course/detail/${data.course.id}/program`);
    const { db } = server.database;
    await db.update(courses).set({ status: 'draft' }).where(eq(courses.slug, course));
    expect((await program(browser(server))).status).toBe(404);
    expect((await program(expert)).status).toBe(200);
    await db.update(courses).set({ status: 'published' }).where(eq(courses.slug, course));
    expect((await program(visitor, 'no-such-course')).status).toBe(404);
  });
});
