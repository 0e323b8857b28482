import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { LessonPage } from '../../../core/api/lesson-page.ts';
import { resolveAuthentication } from '../auth/authenticate.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { lessonBySlugs, lessonPageOf } from './lesson-page-dto.ts';

/** The element the web app reads the payload from (app/web/lesson-page/lesson-page.tsx). */
export const LESSON_PAYLOAD_ELEMENT = 'lesson-payload';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON that cannot end its script element or break a line in old parsers. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The lesson's title and text as plain HTML, shown before any script runs (the web app replaces it
 * when it starts): the text blocks are the server's own cleaned rendering, every other text escaped.
 */
export function lessonFirstPaint(lesson: LessonPage): string {
  const texts = (lesson.section?.info_units ?? [])
    .filter((unit) => unit.type_id === 3 && unit.description_formatted)
    .map(
      (unit) =>
        `<section>${unit.title ? `<h2>${escapeHtml(unit.title)}</h2>` : ''}<div>${unit.description_formatted}</div></section>`,
    )
    .join('');
  return `<main style="max-width:760px;margin:0 auto;padding:24px 16px;font-family:system-ui,sans-serif;line-height:1.6"><p>${escapeHtml(lesson.course.title)}</p><h1>${escapeHtml(lesson.title)}</h1>${texts}</main>`;
}

/**
 * Serves the lesson page with its payload in it (spec 3 §2: the page renders when a lesson payload is
 * present), so the text shows without a second round trip: the built index.html with the lesson's
 * first paint in the root element and the dto as JSON. A lesson that is not there falls through to the
 * web app (which shows its not-found screen).
 */
export function lessonPageHtmlRoutes(deps: AppDeps, webRoot: string) {
  const routes = new Hono<AppEnv>();
  const indexFile = path.join(path.resolve(webRoot), 'index.html');
  routes.get('/courses/:courseSlug/:lessonSlug', async (c, next) => {
    if (!existsSync(indexFile)) return next();
    let lesson: LessonPage;
    try {
      const auth = await resolveAuthentication(c, deps);
      const section = Number(c.req.query('section') ?? 0);
      lesson = await lessonPageOf(
        deps.db,
        auth?.user.id ?? null,
        await lessonBySlugs(deps.db, c.req.param('courseSlug'), c.req.param('lessonSlug')),
        Number.isSafeInteger(section) && section >= 0 ? section : 0,
        new Date(),
      );
    } catch {
      return next();
    }
    const html = readFileSync(indexFile, 'utf8')
      .replace('<div id="root"></div>', `<div id="root">${lessonFirstPaint(lesson)}</div>`)
      .replace(
        '</body>',
        `<script id="${LESSON_PAYLOAD_ELEMENT}" type="application/json">${scriptJson(lesson)}</script></body>`,
      );
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Cookie');
    return c.html(html);
  });
  return routes;
}
