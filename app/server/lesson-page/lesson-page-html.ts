import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Hono } from 'hono';
import type { LessonPage } from '../../../core/api/lesson-page.ts';
import { sanitizeHtmlBlock } from '../../../core/editor/html-block/sanitize-html-block.ts';
import { type RenderedNode, renderDocument, renderedToHtml } from '../../../core/editor/render-document.ts';
import { formatLongDateTime } from '../../../core/format/index.ts';
import {
  type AccessScreenAction,
  type AccessScreenPart,
  type AccessScreenViewer,
  LESSON_DOCUMENT_CLASS,
  lessonAccessScreen,
  lessonScreen,
  UNIT_TYPE,
} from '../../../core/lesson-page/index.ts';
import { videoSourceKind } from '../../../core/player/video-source.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { chooseEncoding } from '../http/content-encoding.ts';
import { jsonScriptElement, type PageBoot, type PageBootMaker } from '../http/page-boot.ts';
import { createManifestReader, routePreloadLinks, withRoutePreloads } from '../http/route-preloads.ts';
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

/** The face the access screen's heading of the first paint is drawn in (`headingFontFaces`). */
const HEADING_FONT = 'Lectern First Paint Heading';

/**
 * The page's bold Inter faces (the entry's style sheet, in the page) again under a family of their own
 * with `font-display: block`, for the first paint's access-screen heading: it is painted once, in the
 * face the app paints it in, when the face arrives, rather than first in the fallback font and swapped.
 * A heading painted in the fallback is smaller than the app's own in Inter, and the app's paint of the
 * same words then counts as a later, larger paint (docs/lesson-page.md). Empty when the sheet has none.
 */
export function headingFontFaces(html: string): string {
  return blockingInterFaces(html, 700, HEADING_FONT);
}

/**
 * The page's Inter `@font-face` rules of one weight again under `family` with `font-display: block`
 * (text in that family is painted once, in Inter, when its face arrives); empty when the page has none.
 */
export function blockingInterFaces(html: string, weight: number, family: string): string {
  return [...html.matchAll(/@font-face\s*\{[^}]*\}/g)]
    .map(([face]) => face)
    .filter(
      (face) =>
        new RegExp(`font-weight:\\s*${weight}\\b`).test(face) &&
        /font-family:\s*['"]?Inter['"]?\s*[;}]/.test(face),
    )
    .map((face) =>
      face
        .replace(/font-family:[^;}]+/, `font-family:"${family}"`)
        .replace(/font-display:[^;}]+/, 'font-display:block'),
    )
    .join('');
}

/** The element the web app reads the payload from (app/web/lesson-page/lesson-page.tsx). */
export const LESSON_PAYLOAD_ELEMENT = 'lesson-payload';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
  // The unit titles only (`.unitTitle`): a text's own headings take the text's typography below.
  '#lesson-first-paint .units>section>h2{margin:0 0 8px;font-size:1.25rem}',
  // The access screen (`.notice`, `.actions`, `.muted` of the lesson view; the Button primitive's look,
  // ui/primitives/button.module.css, primary and secondary), over the same design tokens.
  '#lesson-first-paint [data-lesson-notice]{padding:24px;border:1px solid var(--color-border,#d9dce3);border-radius:12px;background:var(--color-surface-raised,#f7f8fa)}',
  '#lesson-first-paint [data-lesson-notice] h2{margin-top:0}',
  `#lesson-first-paint [data-lesson-notice] h2{font-family:"${HEADING_FONT}",var(--font-sans)}`,
  '#lesson-first-paint [data-lesson-notice] [data-muted]{color:var(--color-text-muted,#5b6170)}',
  '#lesson-first-paint [data-actions]{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}',
  '#lesson-first-paint [data-button]{--button-bg:var(--color-brand);--button-fg:var(--color-brand-contrast);--button-border:transparent;position:relative;display:inline-flex;align-items:center;justify-content:center;gap:var(--space-2);height:var(--control-height-md);padding:0 var(--space-4);border:1px solid var(--button-border);border-radius:var(--radius-md);background:var(--button-bg);color:var(--button-fg);font:inherit;font-size:var(--font-size-md);font-weight:var(--font-weight-semibold);line-height:1;letter-spacing:var(--letter-spacing-tight);text-decoration:none;white-space:nowrap;box-shadow:var(--shadow-xs)}',
  '#lesson-first-paint [data-button="secondary"]{--button-bg:var(--color-surface);--button-fg:var(--color-text);--button-border:var(--color-border-strong)}',
  '#lesson-first-paint [data-button]>span{display:inline-flex;align-items:center;gap:inherit}',
  // LessonDocumentView's own (ui/editor/lesson-document-view.module.css `.typography`, the constructor's too),
  // so the text is laid out as the app lays it out (specs/e2e/lesson-text-rhythm.e2e.ts compares them).
  '#lesson-first-paint [data-lesson-text]{font-size:var(--font-size-lg,1rem);line-height:1.65;overflow-wrap:anywhere}',
  '@media (min-width:720px){#lesson-first-paint [data-lesson-text]{font-size:1.0625rem}}',
  '#lesson-first-paint [data-lesson-text] :where(p,ul,ol,blockquote,pre,figure,hr,h1,h2,h3,h4,h5,h6){margin-block:0}',
  '#lesson-first-paint [data-lesson-text]>:where(*+*){margin-top:1em}',
  '#lesson-first-paint [data-lesson-text] :where(h1,h2,h3,h4,h5,h6){line-height:1.3;font-weight:var(--font-weight-bold,700);letter-spacing:-.01em}',
  '#lesson-first-paint [data-lesson-text] :where(h1){font-size:1.4em}#lesson-first-paint [data-lesson-text] :where(h2){font-size:1.2em}#lesson-first-paint [data-lesson-text] :where(h3){font-size:1.1em}#lesson-first-paint [data-lesson-text] :where(h4,h5,h6){font-size:1em}',
  '#lesson-first-paint [data-lesson-text]>:where(h1,h2,h3,h4,h5,h6):not(:first-child){margin-top:1.4em}',
  '#lesson-first-paint [data-lesson-text]>:where(h1,h2,h3,h4,h5,h6)+:where(*){margin-top:.5em}',
  '#lesson-first-paint [data-lesson-text]>:where(p,ul,ol,blockquote,h1,h2,h3,h4,h5,h6):not([style*="text-align"]){max-width:38em}',
  '#lesson-first-paint [data-lesson-text] :where(ul,ol){padding-left:1.5em}#lesson-first-paint [data-lesson-text] :where(li+li,li>ul,li>ol){margin-top:.35em}#lesson-first-paint [data-lesson-text] :where(li>p+p){margin-top:.5em}',
  '#lesson-first-paint [data-lesson-text] :where(blockquote){margin-inline:0;padding-left:1em;border-left:3px solid var(--color-border-strong,#d0d5dd);color:var(--color-text-muted,#5b6170)}',
  '#lesson-first-paint [data-lesson-text] :where(blockquote>*+*){margin-top:.75em}',
  '#lesson-first-paint [data-lesson-text] :where(hr){border:0;border-top:1px solid var(--color-border,#d9dce3)}#lesson-first-paint [data-lesson-text]>:where(hr){margin-block:1.75em}',
  '#lesson-first-paint [data-lesson-text] :where(code){font-size:.9em}#lesson-first-paint [data-lesson-text] :where(pre){line-height:1.5}',
  '#lesson-first-paint [data-lesson-text] .lesson-image{display:flex}',
  '#lesson-first-paint [data-lesson-text] ul[data-type=taskList]{list-style:none;padding-left:0}#lesson-first-paint [data-lesson-text] ul[data-type=taskList] li{display:flex;gap:.5em}',
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
 * What the first paint needs of the viewer to draw the access screen as the app does: whether they are
 * signed in, the `lesson` texts in their language (the server's translations), their dates (null where
 * the viewer's time zone is not known here) and where "Sign in" leads.
 */
export type FirstPaintViewer = AccessScreenViewer;

/** A Button primitive's link (or, without an address, button) as the first paint draws it (`data-button` takes its look). */
const buttonHtml = ({ variant, href, label }: AccessScreenAction) =>
  href === null
    ? `<button type="button" data-button="${variant}"><span>${escapeHtml(label)}</span></button>`
    : `<a data-button="${variant}" href="${escapeHtml(href)}"><span>${escapeHtml(label)}</span></a>`;

/** One part of the access screen; the heading's and message's words are taken over by the app's view (`data-first-paint`). */
function accessPartHtml(part: AccessScreenPart, headingId: string): string {
  switch (part.part) {
    case 'heading':
      return `<h2 id="${headingId}" data-first-paint="heading">${escapeHtml(part.text)}</h2>`;
    case 'message':
      return `<p data-first-paint="message">${escapeHtml(part.text)}</p>`;
    case 'link':
      return `<a href="${escapeHtml(part.href)}">${escapeHtml(part.text)}</a>`;
    case 'actions':
      return `<div data-actions="">${part.actions.map(buttonHtml).join('')}</div>`;
    case 'note':
      return `<p data-muted="">${escapeHtml(part.text)}</p>`;
  }
}

/**
 * The screen of a lesson the viewer may not read (get-access or unavailable), drawn from the one
 * description the app's view draws too (`lessonAccessScreen`, core/lesson-page): its heading, message,
 * "Go there" link, buttons and note, in its order. The app draws the same screen over it in one frame
 * (app/web/lesson-page/first-paint.ts), so nothing larger is painted later. A dated message whose date
 * cannot be written for this viewer is left to the app.
 */
export function lessonNoticeHtml(lesson: LessonPage, viewer: FirstPaintViewer): string {
  const screen = lessonAccessScreen(lesson, viewer);
  if (!screen) return '';
  const parts = screen.parts.map((part) => accessPartHtml(part, screen.headingId)).join('');
  return `<section data-lesson-notice="${screen.kind}" aria-labelledby="${screen.headingId}">${parts}</section>`;
}

/**
 * The lesson's title and text as plain HTML, shown before any script runs: the text blocks drawn from
 * their documents as LessonDocumentView draws them (the one renderer of lesson documents, core/editor),
 * each video's poster in its box, every other unit by its title, and for a lesson the viewer may not
 * read the access screen (`lessonNoticeHtml`), every text escaped. The web app adopts each text block's
 * nodes (`data-lesson-text`, the block's id) and each poster (`data-lesson-video`) into its own view,
 * draws the access screen over the served one, and then removes the rest (app/web/lesson-page/first-paint.ts).
 */
export function lessonFirstPaint(lesson: LessonPage, viewer: FirstPaintViewer): string {
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
  const body =
    lessonScreen(lesson) === 'units' ? `<div class="units">${units}</div>` : lessonNoticeHtml(lesson, viewer);
  return `<main id="${LESSON_FIRST_PAINT_ELEMENT}"><style>${FIRST_PAINT_STYLE}</style><article><header><p>${escapeHtml(lesson.course.title)}</p><h1 data-first-paint="title">${escapeHtml(lesson.title)}</h1></header>${body}</article></main>`;
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
export function lessonPageHtmlRoutes(deps: AppDeps, webRoot: string, boot: PageBootMaker) {
  const routes = new Hono<AppEnv>();
  const indexFile = path.join(path.resolve(webRoot), 'index.html');
  const readManifest = createManifestReader(webRoot);
  routes.get('/courses/:courseSlug/:lessonSlug', async (c, next) => {
    if (!existsSync(indexFile)) return next();
    let lesson: LessonPage;
    let viewer: FirstPaintViewer;
    let start: PageBoot;
    try {
      // What every page of the app carries (the texts, the signed-in user), made as for every other page.
      start = await boot(c, new URL(c.req.url).pathname);
      const { auth, language } = start;
      const section = Number(c.req.query('section') ?? 0);
      lesson = await lessonPageOf(
        deps.db,
        auth?.user.id ?? null,
        await lessonBySlugs(deps.db, c.req.param('courseSlug'), c.req.param('lessonSlug')),
        Number.isSafeInteger(section) && section >= 0 ? section : 0,
        new Date(),
      );
      const texts = start.translations.data.lesson ?? {};
      const url = new URL(c.req.url);
      viewer = {
        signedIn: auth !== null,
        text: (key) => texts[key] ?? key,
        // The app writes dates in the user's time zone, a visitor's in the browser's (not known here).
        formatDate: (iso) =>
          auth
            ? formatLongDateTime(new Date(iso), { timeZone: auth.user.timezone || 'UTC', locale: language })
            : null,
        signInHref: `/sign-in?next=${encodeURIComponent(`${url.pathname}${url.search}`)}`,
      };
    } catch {
      return next();
    }
    // The lesson page's chunks download with the entry, after the first paint's own files (low priority).
    const page = withRoutePreloads(
      inlineStylesheets(readFileSync(indexFile, 'utf8'), path.resolve(webRoot)),
      routePreloadLinks(readManifest(), new URL(c.req.url).pathname, 'first-paint'),
    );
    const fonts = lessonScreen(lesson) === 'units' ? '' : headingFontFaces(page);
    const html = page
      .replace(/<html lang="[^"]*"/, `<html lang="${start.language}"`)
      // The posters in the first paint are asked for before the app's style sheet and scripts (Vite puts
      // them after the title), so a poster arrives and paints before the scripts keep the page busy.
      .replace('</title>', () => `</title>${posterPreloads(lesson)}`)
      .replace('</title>', () => (fonts ? `</title><style>${fonts}</style>` : '</title>'))
      .replace('<div id="root"></div>', () => `${lessonFirstPaint(lesson, viewer)}<div id="root"></div>`)
      .replace(
        '</body>',
        () =>
          `${jsonScriptElement(LESSON_PAYLOAD_ELEMENT, lesson)}${start.translationsElement}${start.queriesElement}</body>`,
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
