import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSE } from '../../../../app/server/seed/demo-data.ts';
import { createApiClient } from '../../../../core/api/index.ts';
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
  return createApiClient({ baseUrl: 'http://lectern.test', fetch: fetch as typeof globalThis.fetch }).lessons;
}

beforeAll(async () => {
  server = await createTestServer({ seed: true });
}, 60_000);
afterAll(() => server.close());

describe('finding a lesson by its slugs', () => {
  it('finds the demo student’s lesson holding a quiz, and no lesson for a quiz elsewhere', async () => {
    const http = httpOf(await signIn(server, 'student@lectern.test'));
    const overview = await http.courseLessons(course);
    expect(overview?.lessons.map((lesson) => lesson.slug)).toEqual(
      DEMO_COURSE.lessons.map((row) => row.slug),
    );
    const lesson = overview!.lessons[0]!;
    const quiz = lesson.quizzes[0]!;
    expect(await http.quizPlace(course, first.slug, quiz.id)).toEqual({
      lessonId: lesson.id,
      unitId: null,
    });
    expect(await http.quizPlace(course, second.slug, quiz.id)).toBeNull();
    expect((await http.lesson(course, first.slug))?.quizzes.map((row) => row.id)).toContain(quiz.id);
  });

  it('places a quiz of a lesson block in its unit, so its calls go through /info-units/{id}', async () => {
    const http = httpOf(await signIn(server, 'student@lectern.test'));
    const lesson = await http.lesson(course, first.slug);
    const practice = lesson!.quizzes.find((quiz) => quiz.is_from_info_unit);
    expect(practice).toBeDefined();
    const place = await http.quizPlace(course, first.slug, practice!.id);
    expect(place).toEqual({ lessonId: lesson!.id, unitId: practice!.info_unit_id });
    expect(place?.unitId).not.toBeNull();
    const browser = await signIn(server, 'student@lectern.test');
    const quiz = await browser.get(`/api/v1/info-units/${place!.unitId}/quizzes/${practice!.id}`);
    expect(quiz.status).toBe(200);
  });

  it('answers null for a course the user may not see or that does not exist', async () => {
    const http = httpOf(await signIn(server, 'partner@lectern.test'));
    expect(await http.courseLessons(course)).toBeNull();
    expect(await http.lesson(course, first.slug)).toBeNull();
    expect(await http.courseLessons('no-such-course')).toBeNull();
  });
});
