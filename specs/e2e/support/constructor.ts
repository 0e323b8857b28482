import type { Page } from 'playwright-core';
import { signIn } from './browser.ts';

/** The constructor loads the lesson (and its lazy chunk with the text editor) before it shows: allow it time. */
const LOADING = { timeout: 30_000 };

/** A call of the API as the signed-in page makes it (its cookies and CSRF token); a failure throws with the answer. */
export async function apiCall<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const csrf = document.cookie.match(/(?:^|; )lectern_csrf=([^;]*)/)?.[1];
      const answer = await fetch(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(csrf ? { 'X-CSRF-Token': decodeURIComponent(csrf) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`);
      return answer.json();
    },
    { method, url, body },
  ) as Promise<T>;
}

/** A lesson made in the constructor's way, and where it lives. */
export interface NewLesson {
  /** The constructor's address. */
  url: string;
  courseId: number;
  lessonId: number;
  /** The lesson's slug in its course (the student's page is `/courses/{course slug}/{slug}`). */
  slug: string;
}

/**
 * The demo expert signed in, a new lesson in the demo course (made as the program page would: POST
 * lessons-new; `firstSection` puts it at the end of the program's first section, where the demo student
 * reaches it without a checkpoint), and its constructor open on the empty lesson.
 */
export async function newLessonInConstructor(
  page: Page,
  title: string,
  { firstSection = false }: { firstSection?: boolean } = {},
): Promise<NewLesson> {
  await signIn(page, 'expert@lectern.test');
  await page.waitForURL('**/expert/**');
  await page.goto('/expert/courses');
  await page.getByRole('link', { name: 'Edit lesson' }).first().click();
  await page.waitForURL(/\/expert\/course\/\d+\/lesson\/\d+\/constructor/, LOADING);
  const courseId = Number(/\/course\/(\d+)\//.exec(page.url())?.[1]);
  let section: number | undefined;
  if (firstSection) {
    const program = await apiCall<{ data: { sections: { id: number }[] } }>(
      page,
      'GET',
      `/api/v1/courses/${courseId}/program`,
    );
    section = program.data.sections[0]?.id;
  }
  const lesson = await apiCall<{ data: { id: number; slug: string } }>(
    page,
    'POST',
    `/api/v1/courses/${courseId}/lessons-new`,
    section === undefined ? { title } : { title, course_nodeble_id: section },
  );
  made.push({ page, courseId, lessonId: lesson.data.id });
  const url = `/expert/course/${courseId}/lesson/${lesson.data.id}/constructor`;
  await page.goto(url);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor(LOADING);
  return { url, courseId, lessonId: lesson.data.id, slug: lesson.data.slug };
}

/** The lessons this file made in the demo course, and a page of the expert that made them. */
const made: { page: Page; courseId: number; lessonId: number }[] = [];

/**
 * Deletes the lessons the file made, so the demo course is as the other e2e files expect it (they run
 * in any order on the one server). Call it in afterAll before the pages close.
 */
export async function deleteMadeLessons(): Promise<void> {
  const open = made.find((one) => !one.page.isClosed());
  if (!open) return;
  for (const { courseId, lessonId } of made.splice(0))
    await apiCall(open.page, 'DELETE', `/api/v1/courses/${courseId}/lessons-new/${lessonId}`).catch(
      () => undefined,
    );
}
