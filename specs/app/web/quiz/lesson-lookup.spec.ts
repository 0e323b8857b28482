import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSE } from '../../../../app/server/seed/demo-data.ts';
import { findCourseLessons, findLesson, findQuizPlace } from '../../../../app/web/quiz/lesson-lookup.ts';
import { createQuizHttp } from '../../../../app/web/quiz/quiz-api.ts';
import { type Browser, createTestServer, signIn, type TestServer } from '../../server/support/test-server.ts';

// The web app's lesson calls against the real server (PGlite with the demo data), as the signed-in browser.

let server: TestServer;
const course = DEMO_COURSE.slug;
const [first, second] = DEMO_COURSE.lessons;

/** The web app's HTTP client whose requests go to the test server with a signed-in browser's cookies. */
function httpOf(client: Browser) {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const answer = await client.get(`${url.pathname}${url.search}`);
    return answer;
  };
  return createQuizHttp({ baseUrl: 'http://lectern.test', fetch: fetch as typeof globalThis.fetch });
}

beforeAll(async () => {
  server = await createTestServer({ seed: true });
}, 60_000);
afterAll(() => server.close());

describe('finding a lesson by its slugs', () => {
  it('finds the demo student’s lesson holding a quiz, and no lesson for a quiz elsewhere', async () => {
    const http = httpOf(await signIn(server, 'student@lectern.test'));
    const overview = await findCourseLessons(course, http);
    expect(overview?.lessons.map((lesson) => lesson.slug)).toEqual(
      DEMO_COURSE.lessons.map((row) => row.slug),
    );
    const lesson = overview!.lessons[0]!;
    const quiz = lesson.quizzes[0]!;
    expect(await findQuizPlace(course, first.slug, quiz.id, http)).toEqual({
      lessonId: lesson.id,
      unitId: null,
    });
    expect(await findQuizPlace(course, second.slug, quiz.id, http)).toBeNull();
    expect((await findLesson(course, first.slug, http))?.quizzes.map((row) => row.id)).toContain(quiz.id);
  });

  it('places a quiz of a lesson block in its unit, so its calls go through /info-units/{id}', async () => {
    const http = httpOf(await signIn(server, 'student@lectern.test'));
    const lesson = await findLesson(course, first.slug, http);
    const practice = lesson!.quizzes.find((quiz) => quiz.is_from_info_unit);
    expect(practice).toBeDefined();
    const unit = lesson!.section.info_units.find((candidate) => candidate.quiz_id === practice!.id);
    const place = await findQuizPlace(course, first.slug, practice!.id, http);
    expect(place).toEqual({ lessonId: lesson!.id, unitId: unit!.id });
    const quiz = await http.get(`info-units/${place!.unitId}/quizzes/${practice!.id}`);
    expect(quiz.status).toBe(200);
  });

  it('answers null for a course the user may not see or that does not exist', async () => {
    const http = httpOf(await signIn(server, 'partner@lectern.test'));
    expect(await findCourseLessons(course, http)).toBeNull();
    expect(await findLesson(course, first.slug, http)).toBeNull();
    expect(await findCourseLessons('no-such-course', http)).toBeNull();
  });
});
