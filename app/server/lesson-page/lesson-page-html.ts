import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Hono } from 'hono';
import type { LessonPage } from '../../../core/api/lesson-page.ts';
import { sanitizeHtmlBlock } from '../../../core/editor/html-block/sanitize-html-block.ts';
import { type RenderedNode, renderDocument, renderedToHtml } from '../../../core/editor/render-document.ts';
import { LESSON_DOCUMENT_CLASS, UNIT_TYPE } from '../../../core/lesson-page/index.ts';
import { videoSourceKind } from '../../../core/player/video-source.ts';
import { resolveAuthentication } from '../auth/authenticate.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { chooseEncoding } from '../http/content-encoding.ts';
import { lessonBySlugs, lessonPageOf } from './lesson-page-dto.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A built style sheet's address in the page (`/assets/….css`, the entry's, render-blocking). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The page with the entry's style sheets in `<style>` instead of `<link>`: the first paint then waits
 * for the page alone, not for a style sheet queued behind the app's scripts on a slow link (the lesson
 * page's FCP was the style sheet's arrival, docs/performance.md). A sheet that cannot be read, names
 * another file by a relative `url()` or could end its element stays a link.
 */
export function inlineStylesheets(html: string, webRoot: string): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const file = path.join(webRoot, href);
    if (!file.startsWith(path.join(webRoot, 'assets')) || !existsSync(file)) return link;
    const css = readFileSync(file, 'utf8');
    if (/<\/style/i.test(css) || /url\(\s*['"]?(?![\s'"]|data:|\/|#)/i.test(css)) return link;
    return `<style data-href="${href}">${css}</style>`;
  });
}

/** The element the web app reads the payload from (app/web/lesson-page/lesson-page.tsx). */
export const LESSON_PAYLOAD_ELEMENT = 'lesson-payload';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON that cannot end its script element or break a line in old parsers. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The element of the served first paint, outside the app's root so the app's start does not wipe it. */
export const LESSON_FIRST_PAINT_ELEMENT = 'lesson-first-paint';

/**
 * The first paint's layout: the numbers of the app's lesson view (ui/lesson-page/lesson-page.module.css),
 * so the app, which takes over the text nodes, paints nothing larger than what is already shown.
 */
const FIRST_PAINT_STYLE = [
  '#lesson-first-paint article{max-width:760px;margin:0 auto;padding:var(--space-6,24px) var(--space-4,16px) 120px}',
  '#lesson-first-paint header{display:flex;flex-direction:column;gap:8px;align-items:flex-start;margin-bottom:24px}',
  '#lesson-first-paint header p{margin:0;color:var(--color-text-muted,#5b6170);font-size:.875rem}',
  '#lesson-first-paint h1{margin:0;font-size:1.75rem;line-height:1.25}',
  '#lesson-first-paint .units{display:flex;flex-direction:column;gap:24px}',
  '#lesson-first-paint h2{margin:0 0 8px;font-size:1.25rem}',
  // LessonDocumentView's own (ui/editor/lesson-document-view.module.css), so the text looks as in the constructor.
  '#lesson-first-paint [data-lesson-text]{line-height:1.3;overflow-wrap:anywhere}',
  '#lesson-first-paint [data-lesson-text] img{max-width:100%;height:auto}',
  '#lesson-first-paint [data-lesson-text] iframe{max-width:100%;border:0}',
  // The video's poster box (ui/lesson-page/lesson-page.module.css `.videoPoster`): the player's 16:9, black.
  '#lesson-first-paint [data-lesson-video]{position:relative;width:100%;aspect-ratio:16/9;border-radius:8px;overflow:hidden;background:#000}',
  '#lesson-first-paint [data-lesson-video]>img{display:block;width:100%;height:100%;object-fit:contain}',
].join('');

/** Each HTML block in a `<div>` of its own, as LessonDocumentView draws it. */
const htmlBlocksWrapped = (nodes: readonly RenderedNode[]): RenderedNode[] =>
  nodes.map((node) =>
    node.kind === 'html'
      ? { kind: 'element', tag: 'div', attrs: {}, style: {}, children: [node] }
      : node.kind === 'element'
        ? { ...node, children: htmlBlocksWrapped(node.children) }
        : node,
  );

/**
 * A text unit's stored document as the HTML of the nodes LessonDocumentView draws for it: the same
 * renderer (core/editor/render-document.ts), each HTML block cleaned and in a `<div>` of its own.
 */
export function lessonDocumentHtml(document: unknown): string {
  return renderedToHtml(htmlBlocksWrapped(renderDocument(document, { sanitizeHtml: sanitizeHtmlBlock })));
}

/**
 * The lesson's title and text as plain HTML, shown before any script runs: the text blocks drawn from
 * their documents as LessonDocumentView draws them (the one renderer of lesson documents, core/editor),
 * each video's poster in its box, every other unit by its title, every text escaped. The web app adopts
 * each text block's nodes (`data-lesson-text`, the block's id) and each poster (`data-lesson-video`) into
 * its own view and then removes the rest (app/web/lesson-page/first-paint.ts).
 */
export function lessonFirstPaint(lesson: LessonPage): string {
  const units = (lesson.section?.info_units ?? [])
    .map((unit) => {
      const title = unit.title ? `<h2>${escapeHtml(unit.title)}</h2>` : '';
      if (unit.type_id === UNIT_TYPE.text && unit.document != null)
        return `<section>${title}<div data-lesson-text="${unit.id}" class="${LESSON_DOCUMENT_CLASS}">${lessonDocumentHtml(unit.document)}</div></section>`;
      if (unit.type_id === UNIT_TYPE.video) return `<section>${title}${videoPosterHtml(unit)}</section>`;
      // Every other unit by its title, so the units the app draws later do not move what is on screen.
      return title ? `<section>${title}</section>` : '';
    })
    .join('');
  return `<main id="${LESSON_FIRST_PAINT_ELEMENT}"><style>${FIRST_PAINT_STYLE}</style><article><header><p>${escapeHtml(lesson.course.title)}</p><h1>${escapeHtml(lesson.title)}</h1></header><div class="units">${units}</div></article></main>`;
}

/** The posters the first paint shows, as the sources of `<img>` in it. */
function firstPaintPosters(lesson: LessonPage): string[] {
  return (lesson.section?.info_units ?? [])
    .filter((unit) => unit.type_id === UNIT_TYPE.video)
    .map((unit) => posterOf(unit))
    .filter((poster): poster is string => poster !== null);
}

/** `<link rel="preload">` for each poster of the first paint, asked for first (`fetchpriority="high"`). */
export function posterPreloads(lesson: LessonPage): string {
  return firstPaintPosters(lesson)
    .map((poster) => `<link rel="preload" as="image" href="${escapeHtml(poster)}" fetchpriority="high">`)
    .join('');
}

/** A video unit's poster where the app shows it (a processed video of our own), or null. */
function posterOf(unit: NonNullable<LessonPage['section']>['info_units'][number]): string | null {
  const file = unit.files[0];
  return file?.url &&
    file.preview_path &&
    videoSourceKind({ url: file.url, processStatus: file.process_status ?? null }, []).kind === 'stream'
    ? file.preview_path
    : null;
}

/**
 * A video unit's box in the first paint: the player's 16:9 box with the poster the media worker made,
 * asked for early (`fetchpriority`), where the app shows the poster too: before Play (a video of our own
 * the viewer may play, ui/lesson-page/video-poster.tsx) or under its gate (ui/lesson-page/video-gate.tsx);
 * the app takes the `<img>` over. Any other video (processing, hosted) gets the empty box, so nothing
 * below it moves when the app draws it.
 */
function videoPosterHtml(unit: NonNullable<LessonPage['section']>['info_units'][number]) {
  const poster = posterOf(unit);
  return `<div data-lesson-video="${unit.id}">${poster ? `<img src="${escapeHtml(poster)}" alt="" fetchpriority="high">` : ''}</div>`;
}

/**
 * Serves the lesson page with its payload in it (spec 3 §2: the page renders when a lesson payload is
 * present), so the text shows without a second round trip: the built index.html with the lesson's
 * first paint before the root element and the dto as JSON. A lesson that is not there falls through to the
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
    const html = inlineStylesheets(readFileSync(indexFile, 'utf8'), path.resolve(webRoot))
      // The posters in the first paint are asked for before the app's style sheet and scripts (Vite puts
      // them after the title), so a poster arrives and paints before the scripts keep the page busy.
      .replace('</title>', () => `</title>${posterPreloads(lesson)}`)
      .replace('<div id="root"></div>', `${lessonFirstPaint(lesson)}<div id="root"></div>`)
      .replace(
        '</body>',
        `<script id="${LESSON_PAYLOAD_ELEMENT}" type="application/json">${scriptJson(lesson)}</script></body>`,
      );
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Cookie, Accept-Encoding');
    // Compressed as the built files are (the page is made per request, so brotli at a fast quality).
    const coding = chooseEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
    if (!coding) return c.html(html);
    const body =
      coding === 'br'
        ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gzipped(html, { level: 6 });
    c.header('Content-Encoding', coding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(new Uint8Array(body));
  });
  return routes;
}
