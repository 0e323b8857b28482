import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons } from '../../../../app/server/db/schema.ts';
import { loadTranslations } from '../../../../app/server/i18n/translation-store.ts';
import {
  type FirstPaintViewer,
  headingFontFaces,
  inlineStylesheets,
  lessonDocumentHtml,
  lessonFirstPaint,
  lessonNoticeHtml,
  posterPreloads,
} from '../../../../app/server/lesson-page/lesson-page-html.ts';
import { DEMO_COURSE } from '../../../../app/server/seed/demo-data.ts';
import type { LessonPage, LessonPageUnit } from '../../../../core/api/lesson-page.ts';
import {
  fileFixture,
  lessonFixture,
  textUnit,
  withUnits,
} from '../../../ui/lesson-page/lesson-page.fixtures.tsx';
import { type Browser, browser, createTestServer, signIn, type TestServer } from '../support/test-server.ts';

// The served lesson page carries its payload (spec 3 §2), so the text shows without a second round trip.

let server: TestServer;
let student: Browser;
const [first] = DEMO_COURSE.lessons;
const address = `/courses/${DEMO_COURSE.slug}/${first.slug}`;

beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'lectern-web-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Lectern</title></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>',
  );
  server = await createTestServer({ seed: true, webRoot });
  student = await signIn(server, 'student@lectern.test');
});
afterAll(() => server.close());

const payloadOf = (html: string) => {
  const match = /<script id="lesson-payload" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as LessonPage) : null;
};

describe('the served lesson page', () => {
  it('puts the subscriber’s lesson dto and its text into the page', async () => {
    const response = await student.get(address);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    const payload = payloadOf(html);
    expect(payload).toMatchObject({ slug: first.slug, is_lesson_available: true });
    expect(html).toContain(`<h1 data-first-paint="title">${first.title}</h1>`);
  });

  it('draws each text unit from its document as LessonDocumentView does, and sends the document, not its HTML too', async () => {
    const html = await (await student.get(address)).text();
    const texts = (payloadOf(html)?.section?.info_units ?? []).filter((unit) => unit.type_id === 3);
    expect(texts.length).toBeGreaterThan(0);
    for (const unit of texts) {
      expect(unit.description_formatted).toBeNull();
      expect(unit.document).toMatchObject({ type: 'doc' });
      expect(html).toContain(
        `<div data-lesson-text="${unit.id}" class="lesson-document">${lessonDocumentHtml(unit.document)}</div>`,
      );
    }
  });

  it('gives a visitor the access state only, and keeps a typed title inert', async () => {
    await server.database.db
      .update(lessons)
      .set({ title: '</script><img src=x onerror=alert(1)>' })
      .where(eq(lessons.slug, first.slug));
    const html = await (await browser(server).get(address)).text();
    expect(html).not.toContain('<img src=x');
    // The app's entry, the payload and the translation groups the app starts with: the title ended none.
    expect(html.match(/<\/script>/g)?.length).toBe(3);
    expect(payloadOf(html)).toMatchObject({ is_lesson_available: false, section: null });
  });

  it('leaves a lesson that does not exist to the web app', async () => {
    const html = await (await student.get(`/courses/${DEMO_COURSE.slug}/no-such-lesson`)).text();
    expect(payloadOf(html)).toBeNull();
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('the first paint of a video unit', () => {
  const video = (id: number, file: Partial<LessonPageUnit['files'][number]>): LessonPageUnit => ({
    ...textUnit,
    id,
    type_id: 2,
    title: `Video ${id}`,
    document: null,
    files: [fileFixture('clip.mp4', 'mp4', file)],
  });
  const poster = (html: string, id: number) =>
    new RegExp(`<div data-lesson-video="${id}">(.*?)</div>`).exec(html)?.[1] ?? null;

  it('serves a processed video’s poster in the player’s box, asked for early; a video in processing or hosted elsewhere gets the empty box', () => {
    const lesson = withUnits(lessonFixture, [
      textUnit,
      video(21, {
        url: '/api/v1/files/u1/media/hls/master.m3u8',
        process_status: 'completed',
        preview_path: '/api/v1/files/u1/media/poster.jpg?a="b"',
      }),
      video(22, { url: '/api/v1/files/u2/media/hls/master.m3u8', process_status: 'processing' }),
      video(23, { url: 'https://www.youtube.com/watch?v=abcdefghijk', process_status: null }),
    ]);
    const html = lessonFirstPaint(lesson, english(true));
    expect(poster(html, 21)).toBe(
      '<img src="/api/v1/files/u1/media/poster.jpg?a=&#34;b&#34;" alt="" fetchpriority="high">',
    );
    expect(poster(html, 22)).toBe('');
    expect(poster(html, 23)).toBe('');
    // In the units' order, each with its title, so the app's units take the same places.
    expect(html.indexOf('data-lesson-text="11"')).toBeLessThan(html.indexOf('data-lesson-video="21"'));
    expect(html).toContain('<h2>Video 22</h2>');
    // Asked for from the head, before the app's style sheet and scripts: only the poster shown.
    expect(posterPreloads(lesson)).toBe(
      '<link rel="preload" as="image" href="/api/v1/files/u1/media/poster.jpg?a=&#34;b&#34;" fetchpriority="high">',
    );
  });
});

describe('the served page’s style sheets and coding', () => {
  it('puts the entry’s style sheet in the page, so the first paint waits for no other request; one naming a file by a relative url() stays a link', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lectern-web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(
      path.join(root, 'assets/index-a.css'),
      'body{margin:0;background:url("data:image/svg+xml,x")}',
    );
    writeFileSync(path.join(root, 'assets/fonts-b.css'), '@font-face{src:url(./font.woff2)}');
    const page =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-a.css"><link rel="stylesheet" crossorigin href="/assets/fonts-b.css"><link rel="stylesheet" href="/assets/missing.css"></head>';
    expect(inlineStylesheets(page, root)).toBe(
      '<head><style data-href="/assets/index-a.css">body{margin:0;background:url("data:image/svg+xml,x")}</style><link rel="stylesheet" crossorigin href="/assets/fonts-b.css"><link rel="stylesheet" href="/assets/missing.css"></head>',
    );
  });

  it('answers in brotli when asked, the same page', async () => {
    const plain = await (await student.get(address)).text();
    const response = await student.get(address, { 'Accept-Encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(html).toBe(plain);
  });
});

const translations = loadTranslations();
/** A viewer of the first paint with the server's English texts; dates as an ISO day. */
const english = (signedIn: boolean): FirstPaintViewer => ({
  signedIn,
  text: (key) => translations.en.lesson[key] ?? key,
  formatDate: (iso) => iso.slice(0, 10),
  signInHref: '/sign-in?next=%2Fcourses%2Fc%2Fl',
});
/** The served first paint's access screen, or null. */
const noticeOf = (html: string) =>
  /<section data-lesson-notice="[^"]+"[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;
/** The visible words of a piece of HTML, as a reader meets them. */
const wordsOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();

describe('the first paint of a lesson the viewer may not read', () => {
  it('draws the app’s access screen for a visitor in English, with sign in and get access, and no unit', async () => {
    const html = await (await browser(server).get(address, { 'Accept-Language': 'en-US,en;q=0.9' })).text();
    const notice = noticeOf(html);
    expect(notice).not.toBeNull();
    expect(wordsOf(notice ?? '')).toBe('Access denied: sign in to see this lesson Sign in Get access');
    expect(notice).toContain(`href="/sign-in?next=${encodeURIComponent(address)}"`);
    expect(notice).toContain(`href="/courses/${DEMO_COURSE.slug}#get-access"`);
    expect(html).not.toContain('<div data-lesson-text');
  });

  it('speaks the visitor’s language: Ukrainian from the browser’s Accept-Language', async () => {
    const html = await (
      await browser(server).get(address, { 'Accept-Language': 'uk-UA,uk;q=0.9,en;q=0.5' })
    ).text();
    expect(wordsOf(noticeOf(html) ?? '')).toBe(
      'Доступ заборонено: увійдіть, щоб побачити цей урок Увійти Отримати доступ',
    );
  });

  it('draws the get-access screen of a sold lesson for a signed-in reader, without sign in', () => {
    const lesson = {
      ...lessonFixture,
      is_lesson_available: false,
      section: null,
      status_id: 4,
      course_access: {
        ...lessonFixture.course_access,
        is_course_subscribed: false,
        is_product_on_sale: true,
      },
      link_get_access: '/courses/c#get-access',
    };
    const notice = noticeOf(lessonFirstPaint(lesson, english(true))) ?? '';
    expect(wordsOf(notice)).toBe(
      "Get access to this lesson This lesson is for the course's students. Get access",
    );
    expect(notice).toContain('<a data-button="primary" href="/courses/c#get-access">');
    expect(lessonFirstPaint(lesson, english(false))).toContain(
      '<a data-button="secondary" href="/courses/c#get-access">',
    );
  });

  it('keeps typed text inert and writes a blocked message’s date as the app would, leaving it to the app when the date cannot be written here', () => {
    const lesson = {
      ...lessonFixture,
      is_lesson_available: false,
      section: null,
      blocked_info: {
        type: 'checkpoint' as const,
        access_date: null,
        checkpoint_name: '<img src=x onerror=alert(1)>',
        link: '/courses/c/l"><script>',
        tooltip_message: '',
        is_accessible: false,
      },
    };
    const notice = lessonNoticeHtml(lesson as never, english(true));
    expect(notice).not.toContain('<img');
    expect(notice).not.toContain('<script');
    expect(wordsOf(notice)).toContain('The lesson opens when you pass <img src=x onerror=alert(1)>.');
    expect(notice).toContain('>Go there</a>');
    const dated = {
      ...lesson,
      blocked_info: {
        ...lesson.blocked_info,
        type: 'date' as const,
        access_date: '2026-12-01T07:00:00Z',
        checkpoint_name: null,
        link: null,
      },
    };
    expect(wordsOf(lessonNoticeHtml(dated as never, english(true)))).toBe(
      'This lesson is not open yet The lesson opens on 2026-12-01.',
    );
    expect(wordsOf(lessonNoticeHtml(dated as never, { ...english(true), formatDate: () => null }))).toBe(
      'This lesson is not open yet',
    );
  });

  it('draws nothing of the kind for a lesson the viewer reads', () => {
    expect(noticeOf(lessonFirstPaint(lessonFixture, english(true)))).toBeNull();
  });
});

describe('the access screen heading’s face', () => {
  it('is the page’s bold Inter again under its own family, waiting for the file (font-display: block)', () => {
    const sheet =
      '@font-face{font-family:Inter;font-style:normal;font-display:swap;font-weight:700;src:url(/assets/inter-latin-700.woff2) format("woff2");unicode-range:U+0000-00FF}' +
      '@font-face{font-family:Inter;font-style:normal;font-display:swap;font-weight:400;src:url(/assets/inter-latin-400.woff2) format("woff2")}' +
      '@font-face{font-family:Other;font-weight:700;src:url(/assets/other.woff2)}';
    expect(headingFontFaces(`<style>${sheet}</style>`)).toBe(
      '@font-face{font-family:"Lectern First Paint Heading";font-style:normal;font-display:block;font-weight:700;src:url(/assets/inter-latin-700.woff2) format("woff2");unicode-range:U+0000-00FF}',
    );
    expect(headingFontFaces('<style>body{margin:0}</style>')).toBe('');
    // The heading is drawn in it; nothing else of the first paint is.
    const html = lessonFirstPaint(
      { ...lessonFixture, is_lesson_available: false, section: null },
      english(false),
    );
    expect(html).toContain(
      '[data-lesson-notice] h2{font-family:"Lectern First Paint Heading",var(--font-sans)}',
    );
  });
});
